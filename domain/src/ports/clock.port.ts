/**
 * Source of the current time, injected so that every business window (the cancellation window, the download and claim
 * windows, token and link lifetimes, rate windows, expiries) reads one clock that a test or a person can move.
 */
export interface Clock {
  /** Current time as a Date. Implementations must return a fresh object on every call. */
  now(): Date;
}

/** Dependency-injection token of the {@link Clock} port (bound in backend/src/adapters/adapters.module.ts). */
export const CLOCK = Symbol('Clock');

/**
 * The local profile's hand on the {@link Clock}: the clock runs at the wall clock's pace plus an offset that only
 * grows, so a person can move time forward (the dev tools) instead of waiting for a window to end. Bound (token
 * {@link CLOCK_CONTROL}) to the local profile's clock and to `null` in production, whose clock is the wall clock.
 */
export interface ClockControl {
  /** How far the clock is ahead of the wall clock, in milliseconds (0 until advanced). */
  offsetMs(): number;
  /**
   * Moves the clock forward by `ms` (a positive whole number of milliseconds); time never goes backwards, so a
   * negative, zero or fractional step is refused with a RangeError.
   */
  advance(ms: number): void;
}

/** Dependency-injection token of the {@link ClockControl} (null unless the local profile's clock serves CLOCK). */
export const CLOCK_CONTROL = Symbol('ClockControl');
