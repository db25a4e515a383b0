import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToast, type ToastOptions } from './toast-context';
import { ToastProvider } from './toast-provider';

let show: ((options: ToastOptions) => string) | undefined;
function Grab() {
  show = useToast().toast;
  return null;
}

function toastClass(options: ToastOptions): string {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  act(() => {
    show?.(options);
  });
  return screen.getByTestId('toast').className;
}

describe('toast colours', () => {
  it("information such as 'Still Working...' is not a green success", () => {
    const cls = toastClass({ title: 'Still Working...', description: 'Please hang tight.' });
    expect(cls).toMatch(/filledInfo|colorInfo/);
    expect(cls).not.toMatch(/Success/);
  });

  it('a real success is green', () => {
    expect(toastClass({ title: 'Artwork Generated Successfully!', variant: 'success' })).toMatch(
      /filledSuccess|colorSuccess/,
    );
  });

  it('a failure is red', () => {
    expect(toastClass({ title: 'Warning', variant: 'destructive' })).toMatch(/filledError|colorError/);
  });
});
