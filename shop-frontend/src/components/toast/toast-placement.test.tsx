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

/** The declarations the page's style sheets give `element` outside any @media rule: what a phone-wide screen gets. */
function baseRules(element: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) found.push(rule.style);
    }
  }
  return found;
}

describe('toast placement', () => {
  // jsdom lays the page out 1024 px wide (its @media rules apply as on a desktop); a phone gets the rules outside them.
  it('puts toasts at the top on phones, away from the actions at the bottom, and bottom-right on desktops', () => {
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
    const phone = baseRules(list);
    expect(phone.map((style) => style.position)).toContain('fixed');
    expect(phone.map((style) => style.top)).toContain('8px');
    expect(phone.map((style) => style.bottom)).toContain('auto');
    const desktop = window.getComputedStyle(list);
    expect(desktop.position).toBe('fixed');
    expect(desktop.top).toBe('auto');
    expect(desktop.bottom).toBe('16px');
    expect(desktop.right).toBe('16px');
  });
});
