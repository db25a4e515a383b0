import { describe, expect, it } from 'vitest';
import { arriveByCheck, type ArrivalOption } from './arrive-by';
import { providerHolidaysAround } from './business-days';

/** A canvas to California: standard 4-10, express 3-6 business days. */
const OPTIONS: ArrivalOption[] = [
  { method: 'standard', range: { min: 4, max: 10 } },
  { method: 'express', range: { min: 3, max: 6 } },
];
const HOLIDAYS = providerHolidaysAround(2026);
// Thursday 3 December 2026, a one-hour cancellation window: production starts Friday the 4th.
const base = { today: '2026-12-03', options: OPTIONS, cancelWindowMinutes: 60, holidays: HOLIDAYS };

describe('arriveByCheck', () => {
  it.each([
    ['2026-12-20', 'standard', true, '2026-12-18', undefined],
    ['2026-12-18', 'standard', true, '2026-12-18', undefined],
    ['2026-12-17', 'standard', false, '2026-12-18', 'express'],
    ['2026-12-14', 'express', true, '2026-12-14', undefined],
    ['2026-12-13', 'express', false, '2026-12-14', undefined],
    ['2026-12-20', 'express', true, '2026-12-14', undefined],
  ] as const)(
    'by %s with %s: makes it %s (latest %s), suggests %s',
    (arriveBy, method, makesIt, latest, suggested) => {
      const answer = arriveByCheck({ ...base, arriveBy, method });
      expect(answer).toMatchObject({ arriveBy, method, makesIt, latestArrival: latest });
      expect(answer.suggestedMethod).toBe(suggested);
    },
  );

  it('says the chosen method makes it', () => {
    expect(arriveByCheck({ ...base, arriveBy: '2026-12-20', method: 'standard' }).message).toBe(
      'Standard shipping arrives by Dec 18 at the latest: in time for Dec 20.',
    );
  });

  it('suggests the method that makes it', () => {
    expect(arriveByCheck({ ...base, arriveBy: '2026-12-16', method: 'standard' }).message).toBe(
      'Standard shipping may arrive as late as Dec 18. Express shipping arrives by Dec 14: in time for Dec 16.',
    );
  });

  it('says when no method makes it, and which comes soonest', () => {
    expect(arriveByCheck({ ...base, arriveBy: '2026-12-10', method: 'standard' }).message).toBe(
      'No shipping method can promise delivery by Dec 10: the soonest is Express shipping, by Dec 14.',
    );
  });

  it('skips weekends and the providers’ holidays (Christmas Eve and Day, New Year’s Eve and Day)', () => {
    const answer = arriveByCheck({
      ...base,
      today: '2026-12-14',
      arriveBy: '2026-12-31',
      method: 'standard',
    });
    // From Tuesday the 15th: 16-18, 21-23, 28-30, then 4 January (24, 25, 31 and 1 are closed).
    expect(answer.latestArrival).toBe('2027-01-04');
    expect(
      arriveByCheck({ ...base, today: '2026-12-14', arriveBy: '2026-12-31', method: 'express' }),
    ).toMatchObject({
      makesIt: true,
      latestArrival: '2026-12-23',
    });
  });

  it('refuses a method that is not offered', () => {
    expect(() =>
      arriveByCheck({ ...base, options: OPTIONS.slice(0, 1), arriveBy: '2026-12-20', method: 'express' }),
    ).toThrow(RangeError);
  });
});
