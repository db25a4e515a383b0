import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  easterSunday,
  isIsoDate,
  nthWeekdayOfMonth,
  providerHolidays,
  providerHolidaysAround,
} from './business-days';
import { estimateForProvider, providerForType } from './delivery-estimate';
import {
  giftDeadline,
  giftHolidayDate,
  lastOrderDay,
  orderByDate,
  orderBySentence,
  upcomingGiftHolidays,
  type GiftHoliday,
} from './order-by';

const NONE = new Set<string>();
const US_2026 = providerHolidaysAround(2026);
/** The holiday sets the tables name: none, or the US providers' of 2025-2028. */
const SETS = { none: NONE, provider: US_2026 } as const;
const christmas2026: GiftHoliday = {
  id: 'christmas',
  name: 'Christmas',
  date: '2026-12-25',
  deliverBy: '2026-12-24',
};

/** A print type's delivery range to a destination, as the checkout shows it. */
const range = (type: string, country: string, region?: string) =>
  estimateForProvider(providerForType(type), country, region);

describe('business days', () => {
  it.each([
    ['2026-12-04', 1, 'none', '2026-12-07'], // Friday + 1 -> Monday
    ['2026-12-05', 1, 'none', '2026-12-07'], // Saturday + 1 -> Monday
    ['2026-12-07', 5, 'none', '2026-12-14'],
    ['2026-12-23', 1, 'provider', '2026-12-28'], // Christmas Eve and Day are provider holidays
    ['2026-11-25', 1, 'provider', '2026-11-30'], // Thanksgiving and the Friday after
    ['2026-12-07', 0, 'none', '2026-12-07'],
  ] as const)('%s + %i business days, %s holidays -> %s', (from, n, holidays, expected) => {
    expect(addBusinessDays(from, n, SETS[holidays])).toBe(expected);
  });

  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2026-12-24')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate(20261224)).toBe(false);
  });

  it.each([
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it('finds the n-th and the last weekday of a month', () => {
    expect(nthWeekdayOfMonth(2026, 11, 4, 4)).toBe('2026-11-26'); // Thanksgiving
    expect(nthWeekdayOfMonth(2026, 5, 1, -1)).toBe('2026-05-25'); // Memorial Day
    expect(nthWeekdayOfMonth(2026, 9, 1, 1)).toBe('2026-09-07'); // Labor Day
  });

  it('moves a weekend holiday to the weekday it is observed on', () => {
    expect(providerHolidays(2027)).toEqual(
      expect.arrayContaining(['2027-07-05', '2027-12-24', '2027-01-01', '2027-11-25', '2027-11-26']),
    );
    expect(providerHolidays(2027)).not.toContain('2027-07-04');
    expect(providerHolidays(2028)).toContain('2027-12-31'); // 1 Jan 2028 is a Saturday
  });
});

describe('the gift calendar', () => {
  it.each([
    ['christmas', 2026, 'US', '2026-12-25'],
    ['christmas', 2026, 'JP', '2026-12-25'],
    ['hanukkah', 2026, 'US', '2026-12-04'],
    ['hanukkah', 2027, 'CA', '2027-12-24'],
    ['hanukkah', 2099, 'US', null],
    ['valentines', 2027, 'FR', '2027-02-14'],
    ['mothers-day', 2027, 'US', '2027-05-09'],
    ['mothers-day', 2027, 'GB', '2027-03-07'], // Mothering Sunday, three weeks before Easter
    ['mothers-day', 2027, 'FR', null],
    ['fathers-day', 2027, 'US', '2027-06-20'],
    ['fathers-day', 2027, 'AU', '2027-09-05'],
    ['fathers-day', 2027, 'DE', null],
  ] as const)('%s %i in %s: %s', (id, year, country, day) => {
    expect(giftHolidayDate(id, year, country)).toBe(day);
  });

  it('lists what is still ahead, soonest first, with the day the print must arrive by', () => {
    const ahead = upcomingGiftHolidays('2026-12-03', 'US');
    expect(ahead.map((h) => [h.id, h.date, h.deliverBy])).toEqual([
      ['hanukkah', '2026-12-04', '2026-12-03'],
      ['christmas', '2026-12-25', '2026-12-24'],
      ['valentines', '2027-02-14', '2027-02-13'],
      ['mothers-day', '2027-05-09', '2027-05-08'],
      ['fathers-day', '2027-06-20', '2027-06-19'],
    ]);
    expect(upcomingGiftHolidays('2026-12-25', 'GB').map((h) => h.id)).toEqual([
      'valentines',
      'mothers-day', // Mothering Sunday, 7 March
      'fathers-day',
      'hanukkah', // 24 December 2027, the day before Christmas
      'christmas',
    ]);
    expect(upcomingGiftHolidays('2026-12-03', 'US', ['christmas']).map((h) => h.id)).toEqual(['christmas']);
  });
});

describe('order-by dates', () => {
  it.each([
    // type, country, region, cancel window (min), provider holidays, expected last order day
    ['poster', 'US', undefined, 60, 'provider', '2026-12-05'], // 13 business days; may fall on a Saturday
    ['canvas', 'US', undefined, 60, 'provider', '2026-12-08'], // 10 business days
    ['framed', 'GB', undefined, 60, 'provider', '2026-12-08'],
    ['canvas', 'US', undefined, 0, 'provider', '2026-12-09'], // no window: production starts the same day
    ['canvas', 'US', undefined, 60, 'none', '2026-12-09'], // without the provider's Christmas Eve closure
    ['canvas', 'SE', undefined, 60, 'provider', '2026-12-01'], // Nordics, 15 business days
    ['canvas', 'JP', undefined, 60, 'provider', '2026-11-08'], // 30 business days, Thanksgiving closed
    ['canvas', 'US', 'HI', 60, 'provider', '2026-11-18'], // territory surcharge: 22 business days
  ] as const)(
    '%s to %s %s, window %i, %s holidays: %s',
    (type, country, region, window, holidays, expected) => {
      expect(
        lastOrderDay(christmas2026.deliverBy, range(type, country, region), window, SETS[holidays]),
      ).toBe(expected);
    },
  );

  it('lets the slowest print of a cart decide, and says when the date has passed', () => {
    const cart = [range('canvas', 'US'), range('poster', 'US')];
    expect(
      orderByDate({
        holiday: christmas2026,
        ranges: cart,
        today: '2026-12-03',
        cancelWindowMinutes: 60,
        holidays: US_2026,
      }),
    ).toEqual({ holiday: christmas2026, orderBy: '2026-12-05', open: true });
    expect(
      orderByDate({
        holiday: christmas2026,
        ranges: cart,
        today: '2026-12-05',
        cancelWindowMinutes: 60,
        holidays: US_2026,
      }).open,
    ).toBe(true);
    expect(
      orderByDate({
        holiday: christmas2026,
        ranges: cart,
        today: '2026-12-06',
        cancelWindowMinutes: 60,
        holidays: US_2026,
      }).open,
    ).toBe(false);
  });

  it("counts a Valentine's poster back across weekends", () => {
    const valentines: GiftHoliday = {
      id: 'valentines',
      name: "Valentine's Day",
      date: '2027-02-14',
      deliverBy: '2027-02-13',
    };
    expect(lastOrderDay(valentines.deliverBy, range('poster', 'US'), 60, providerHolidaysAround(2027))).toBe(
      '2027-01-25',
    );
  });

  it('reads as a sentence', () => {
    const date = orderByDate({
      holiday: christmas2026,
      ranges: [range('poster', 'US')],
      today: '2026-12-03',
      cancelWindowMinutes: 60,
      holidays: US_2026,
    });
    expect(orderBySentence(date, 'US')).toBe('Order by Dec 5 for Christmas delivery in the US');
    expect(orderBySentence(date, 'ca')).toBe('Order by Dec 5 for Christmas delivery in Canada');
  });
});

describe('the gift deadline a buyer is told', () => {
  const standard = { method: 'standard', ranges: [range('canvas', 'US'), range('poster', 'US')] };
  const faster = { method: 'express', label: 'Express shipping', ranges: [{ min: 2, max: 5 }] };
  const told = (today: string, methods = [standard, faster], country = 'US') =>
    giftDeadline({
      today,
      countryCode: country,
      methods,
      cancelWindowMinutes: 60,
      holidays: providerHolidaysAround(2026),
    });

  it.each([
    // Hanukkah (the 4th) cannot be made any more, Christmas can: Christmas is the headline.
    ['2026-12-03', 'open', 'Order by Dec 5 for Christmas delivery in the US'],
    ['2026-12-05', 'open', 'Order by Dec 5 for Christmas delivery in the US'],
    // Standard has passed; the faster method still makes it.
    ['2026-12-06', 'open', 'Order by Dec 15 with Express shipping for Christmas delivery in the US'],
    [
      '2026-12-16',
      'passed',
      'Too late for Christmas delivery in the US, but a gift card arrives by email in minutes',
    ],
    // Christmas day itself is behind: the next holiday further ahead.
    ['2026-12-25', 'open', "Order by Jan 25 for Valentine's Day delivery in the US"],
    ['2027-03-20', 'open', "Order by Apr 19 for Mother's Day delivery in the US"],
  ])('on %s: %s, "%s"', (today, kind, sentence) => {
    expect(told(today)).toMatchObject({ kind, sentence });
  });

  it('names the method that makes it and the holiday of the destination', () => {
    expect(told('2026-12-06')).toMatchObject({ method: 'express', orderBy: '2026-12-15' });
    expect(told('2027-02-20', [{ method: 'standard', ranges: [range('canvas', 'GB')] }], 'GB')).toMatchObject(
      {
        kind: 'open',
        sentence: "Order by Feb 20 for Mother's Day delivery in the UK", // Mothering Sunday, 7 March
      },
    );
  });

  it('says nothing when the calendar is empty', () => {
    expect(
      giftDeadline({
        today: '2026-12-03',
        countryCode: 'US',
        methods: [standard],
        cancelWindowMinutes: 60,
        holidays: new Set(),
        enabled: [],
      }),
    ).toBeNull();
  });
});
