import type { Clock, ClockControl } from '@petart/domain';

/** The wall clock: production's Clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * The local profile's Clock: the wall clock plus an offset that a person moves forward through the dev tools
 * (POST /api/dev/clock/advance), so a window (the customer's cancellation window, the download window, a link's
 * lifetime) can be seen to end without waiting for it. The offset lives in this process only: a restart returns to
 * the wall clock, and several processes on one database each keep their own (docs/decisions.md, "The local clock
 * moves forward in the process").
 */
export class AdjustableClock implements Clock, ClockControl {
  private offset = 0;

  /** `wallMs` is the wall clock in milliseconds (a unit test passes its own). */
  constructor(private readonly wallMs: () => number = () => Date.now()) {}

  now(): Date {
    return new Date(this.wallMs() + this.offset);
  }

  offsetMs(): number {
    return this.offset;
  }

  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms <= 0) {
      throw new RangeError(`The clock moves forward by a positive whole number of milliseconds, not ${ms}`);
    }
    this.offset += ms;
  }
}
