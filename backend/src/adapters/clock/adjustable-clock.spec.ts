import { clockContract } from '@petart/domain/testing';
import { jestHarness } from '../../../test/contracts/jest-harness';
import { AdjustableClock, systemClock } from './adjustable-clock';

clockContract('system clock', () => systemClock, jestHarness);
clockContract('AdjustableClock', () => new AdjustableClock(), jestHarness);
clockContract(
  'AdjustableClock, advanced',
  () => {
    const clock = new AdjustableClock();
    clock.advance(61 * 60_000);
    return clock;
  },
  jestHarness,
);

describe('AdjustableClock', () => {
  const MINUTE = 60_000;
  let wall: number;
  const clock = () => new AdjustableClock(() => wall);

  beforeEach(() => {
    wall = Date.UTC(2026, 11, 2, 12, 0, 0);
  });

  it('reads the wall clock until it is advanced', () => {
    const c = clock();
    expect(c.now().getTime()).toBe(wall);
    expect(c.offsetMs()).toBe(0);
    wall += 5_000;
    expect(c.now().getTime()).toBe(wall);
  });

  it('runs ahead of the wall clock by every advance, and keeps the wall clock pace', () => {
    const c = clock();
    c.advance(61 * MINUTE);
    expect(c.now().getTime()).toBe(wall + 61 * MINUTE);
    c.advance(30 * MINUTE);
    expect(c.offsetMs()).toBe(91 * MINUTE);
    wall += 1_000;
    expect(c.now().getTime()).toBe(wall + 91 * MINUTE);
  });

  it('never goes backwards: a negative, zero, fractional or unsafe step is refused and changes nothing', () => {
    const c = clock();
    c.advance(MINUTE);
    for (const step of [-MINUTE, 0, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => c.advance(step)).toThrow(RangeError);
    }
    expect(c.offsetMs()).toBe(MINUTE);
  });

  it('hands out a fresh Date each time (callers may mutate it)', () => {
    const c = clock();
    c.advance(MINUTE);
    const first = c.now();
    first.setTime(0);
    expect(c.now().getTime()).toBe(wall + MINUTE);
  });
});
