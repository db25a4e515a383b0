import type { Clock } from '../ports/clock.port';
import { check, type ContractHarness } from './contract-harness';

/**
 * Contract every Clock adapter must pass: it returns valid, non-decreasing Dates and never hands out a shared
 * mutable instance (callers may mutate the Date they get).
 */
export function clockContract(name: string, makeClock: () => Clock, t: ContractHarness): void {
  t.describe(`Clock contract: ${name}`, () => {
    t.it('returns a valid Date', () => {
      const now = makeClock().now();
      check(now instanceof Date, 'now() must return a Date');
      check(!Number.isNaN(now.getTime()), 'now() must return a valid Date');
    });

    t.it('never goes backwards between calls', () => {
      const clock = makeClock();
      const first = clock.now().getTime();
      const second = clock.now().getTime();
      check(second >= first, `time went backwards: ${first} then ${second}`);
    });

    t.it('returns a fresh Date on every call', () => {
      const clock = makeClock();
      const first = clock.now();
      const expected = first.getTime();
      first.setTime(0);
      check(clock.now().getTime() >= expected, 'mutating a returned Date must not change the clock');
    });
  });
}

/** A clock that stands still until advanced: the default Clock for deterministic tests. */
export class FixedClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.UTC(2025, 0, 5, 12, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  /** Current (frozen) time as a fresh Date. */
  now(): Date {
    return new Date(this.current);
  }

  /** Moves time forward by ms (negative values are refused: time never goes backwards). */
  advance(ms: number): void {
    if (ms < 0) throw new RangeError('FixedClock cannot go backwards');
    this.current += ms;
  }
}
