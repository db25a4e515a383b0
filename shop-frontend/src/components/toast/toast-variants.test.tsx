import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useToast, type ToastOptions } from './toast-context';
import { ToastProvider } from './toast-provider';

const handle: { show?: (options: ToastOptions) => string } = {};
function Grab() {
  const { toast } = useToast();
  useEffect(() => {
    handle.show = toast;
  }, [toast]);
  return null;
}

function toastClass(options: ToastOptions): string {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  act(() => {
    handle.show?.(options);
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
