import { CLOCK, CLOCK_CONTROL, type Clock, type ClockControl } from '@petart/domain';
import type { TestApp } from './create-test-app';

/**
 * Moves the test app's clock (the local profile's adjustable clock) to just after the start of the next window of
 * `windowMs`. The rate limiter's windows are fixed and aligned to the clock (RateLimiterService): a test that fills a
 * window on a slow machine could otherwise run across a boundary, where the count starts again and the request that
 * should be refused is let through. Call it before the first counted request; the test then has a whole window.
 */
export function startOfNextRateWindow(t: TestApp, windowMs: number): void {
  const control = t.app.get<ClockControl | null>(CLOCK_CONTROL);
  if (!control)
    throw new Error('The rate window can be chosen only in the local profile (an adjustable clock)');
  const now = t.app.get<Clock>(CLOCK).now().getTime();
  control.advance(windowMs - (now % windowMs) + 1);
}
