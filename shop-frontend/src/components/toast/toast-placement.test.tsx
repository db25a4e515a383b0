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

describe('toast placement', () => {
  // jsdom applies the base (phone) rules and none of the @media (min-width) ones: what a 375 px screen gets.
  it('puts toasts at the top on phones, away from the actions at the bottom (issue 22)', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      handle.show?.({
        title: 'Payment Error',
        description: 'Your card was declined.',
        variant: 'destructive',
      });
    });
    const list = screen.getByTestId('toast').closest('[aria-live="polite"]');
    if (!(list instanceof HTMLElement)) throw new Error('no toast list');
    const style = window.getComputedStyle(list);
    expect(style.position).toBe('fixed');
    expect(style.top).toBe('8px');
    expect(style.bottom).toBe('auto');
  });
});
