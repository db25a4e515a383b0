/** Source of the current time, injected so time-based rules (rate limits, expiry) are testable. */
export interface Clock {
  /** Current time as a Date. Implementations must return a fresh object on every call. */
  now(): Date;
}
