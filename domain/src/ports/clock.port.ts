/** Source of the current time, injected so time-based rules (rate limits, expiry) are testable. */
export interface Clock {
  /** Current time as a Date. Implementations must return a fresh object on every call. */
  now(): Date;
}

/** Dependency-injection token of the {@link Clock} port (bound in backend/src/adapters/adapters.module.ts). */
export const CLOCK = Symbol('Clock');
