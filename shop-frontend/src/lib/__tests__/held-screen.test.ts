import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdScreen } from '../held-screen';

function page(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'auth-page';
  element.innerHTML =
    '<h1 id="title">Welcome Back</h1><label for="email">Email</label><input id="email" value="pat@example.com"><button>Log In</button>';
  document.body.append(element);
  return element;
}

const held = () => document.querySelector<HTMLElement>('[data-held-screen]');

describe('holdScreen (the sign-in page kept on screen during the pause)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('puts an inert copy without ids in front of the page, below the toasts, and takes it away after the time', () => {
    vi.useFakeTimers();
    const original = page();
    holdScreen(original, 1000);
    const curtain = held();
    expect(curtain).not.toBeNull();
    expect(curtain).toHaveAttribute('aria-hidden', 'true');
    expect(curtain?.style.position).toBe('fixed');
    expect(Number(curtain?.style.zIndex)).toBeGreaterThan(1300);
    expect(Number(curtain?.style.zIndex)).toBeLessThan(1400);
    const copy = curtain?.firstElementChild as HTMLElement;
    expect(copy).toHaveAttribute('inert');
    expect(copy.textContent).toBe(original.textContent);
    expect(copy.querySelector('[id]')).toBeNull();
    expect(copy).not.toHaveAttribute('id');
    // The page itself is left as it was (the app replaces it behind the copy).
    expect(document.getElementById('email')).toBe(original.querySelector('input'));

    vi.advanceTimersByTime(999);
    expect(held()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(held()).toBeNull();
  });

  it('can be taken away early, once', () => {
    vi.useFakeTimers();
    const lift = holdScreen(page(), 1000);
    lift();
    expect(held()).toBeNull();
    lift();
    vi.advanceTimersByTime(1000);
    expect(held()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
