/**
 * Order-by dates for gift holidays: the last day a customer can order and still have the print arrive before the
 * holiday, from the same business-day ranges the checkout shows (delivery-estimate.ts), the customer's cancellation
 * window (production starts only after it) and the print providers' holidays (docs/decisions.md "Order-by dates").
 */
import { normalizeCountryCode, countryName } from '../geo/countries';
import {
  addBusinessDays,
  addDays,
  daysBetween,
  easterSunday,
  nthWeekdayOfMonth,
  type IsoDate,
} from './business-days';
import type { DayRange } from './delivery-estimate';

/** The holidays of the gift calendar. */
export type GiftHolidayId = 'christmas' | 'hanukkah' | 'valentines' | 'mothers-day' | 'fathers-day';

export const GIFT_HOLIDAY_IDS: readonly GiftHolidayId[] = [
  'christmas',
  'hanukkah',
  'valentines',
  'mothers-day',
  'fathers-day',
];

/** What a customer calls each holiday, as the sentence "for ... delivery" reads. */
export const GIFT_HOLIDAY_NAMES: Record<GiftHolidayId, string> = {
  christmas: 'Christmas',
  hanukkah: 'Hanukkah',
  valentines: "Valentine's Day",
  'mothers-day': "Mother's Day",
  'fathers-day': "Father's Day",
};

/**
 * The first night of Hanukkah (25 Kislev begins at sundown) by year: the Hebrew calendar is not worth computing for
 * one date a year, and a published table is what a reader can check. Years missing from it have no Hanukkah date.
 */
export const HANUKKAH_FIRST_NIGHT: Readonly<Record<number, IsoDate>> = {
  2025: '2025-12-14',
  2026: '2026-12-04',
  2027: '2027-12-24',
  2028: '2028-12-12',
  2029: '2029-12-01',
  2030: '2030-12-20',
  2031: '2031-12-09',
  2032: '2032-11-27',
  2033: '2033-12-16',
  2034: '2034-12-06',
  2035: '2035-12-25',
};

/** Countries that keep Mother's Day on the second Sunday of May. */
const MOTHERS_DAY_SECOND_SUNDAY_OF_MAY = new Set([
  'US', 'CA', 'AU', 'NZ', 'DE', 'AT', 'CH', 'IT', 'NL', 'BE', 'DK', 'FI', 'JP', 'BR', 'GR', 'TR', 'SG', 'ZA',
]); // prettier-ignore
/** Mothering Sunday: the fourth Sunday of Lent, three weeks before Easter. */
const MOTHERING_SUNDAY = new Set(['GB', 'IE']);
/** Countries that keep Father's Day on the third Sunday of June. */
const FATHERS_DAY_THIRD_SUNDAY_OF_JUNE = new Set([
  'US', 'CA', 'GB', 'IE', 'FR', 'NL', 'JP', 'SG', 'ZA', 'GR', 'TR', 'CH',
]); // prettier-ignore
/** Countries that keep Father's Day on the first Sunday of September. */
const FATHERS_DAY_FIRST_SUNDAY_OF_SEPTEMBER = new Set(['AU', 'NZ']);

/** The day of a holiday in a year for a destination country, or null where the calendar does not keep it. */
export function giftHolidayDate(id: GiftHolidayId, year: number, countryCode: string): IsoDate | null {
  const country = normalizeCountryCode(countryCode);
  switch (id) {
    case 'christmas':
      return `${year}-12-25`;
    case 'valentines':
      return `${year}-02-14`;
    case 'hanukkah':
      return HANUKKAH_FIRST_NIGHT[year] ?? null;
    case 'mothers-day':
      if (MOTHERS_DAY_SECOND_SUNDAY_OF_MAY.has(country)) return nthWeekdayOfMonth(year, 5, 0, 2);
      if (MOTHERING_SUNDAY.has(country)) return addDays(easterSunday(year), -21);
      return null;
    case 'fathers-day':
      if (FATHERS_DAY_THIRD_SUNDAY_OF_JUNE.has(country)) return nthWeekdayOfMonth(year, 6, 0, 3);
      if (FATHERS_DAY_FIRST_SUNDAY_OF_SEPTEMBER.has(country)) return nthWeekdayOfMonth(year, 9, 0, 1);
      return null;
  }
}

/** One holiday ahead of a customer. */
export interface GiftHoliday {
  id: GiftHolidayId;
  name: string;
  /** The holiday itself. */
  date: IsoDate;
  /** The day the print must have arrived by: the day before the holiday, so it can be wrapped and given. */
  deliverBy: IsoDate;
}

/**
 * The holidays of the calendar still ahead on `today` for a destination (the holiday's day not yet passed), soonest
 * first, over the next twelve months. `enabled` limits the calendar (the GIFT_HOLIDAYS setting).
 */
export function upcomingGiftHolidays(
  today: IsoDate,
  countryCode: string,
  enabled: readonly GiftHolidayId[] = GIFT_HOLIDAY_IDS,
): GiftHoliday[] {
  const year = Number(today.slice(0, 4));
  const found: GiftHoliday[] = [];
  for (const id of enabled) {
    for (const y of [year, year + 1]) {
      const date = giftHolidayDate(id, y, countryCode);
      if (date === null || daysBetween(today, date) <= 0 || daysBetween(today, date) > 366) continue;
      found.push({ id, name: GIFT_HOLIDAY_NAMES[id], date, deliverBy: addDays(date, -1) });
      break;
    }
  }
  return found.sort((a, b) => daysBetween(b.date, a.date));
}

/** The day production can start for an order placed late on `orderDay`: after the cancellation window. */
function productionStartDay(orderDay: IsoDate, cancelWindowMinutes: number): IsoDate {
  return addDays(orderDay, Math.ceil(Math.max(0, cancelWindowMinutes) / 1440));
}

/**
 * The latest day a print ordered on `orderDay` (at the end of the day) arrives: production starts after the
 * cancellation window, then the range's maximum in business days. The maximum, not the minimum: an order-by date is a
 * promise, so it holds for the slowest parcel the estimate allows.
 */
export function latestArrival(
  orderDay: IsoDate,
  range: DayRange,
  cancelWindowMinutes: number,
  holidays: ReadonlySet<IsoDate>,
): IsoDate {
  return addBusinessDays(productionStartDay(orderDay, cancelWindowMinutes), range.max, holidays);
}

/** The last day to order so that {@link latestArrival} is on or before `deliverBy`. */
export function lastOrderDay(
  deliverBy: IsoDate,
  range: DayRange,
  cancelWindowMinutes: number,
  holidays: ReadonlySet<IsoDate>,
): IsoDate {
  let day = deliverBy;
  while (daysBetween(latestArrival(day, range, cancelWindowMinutes, holidays), deliverBy) < 0)
    day = addDays(day, -1);
  return day;
}

/** An order-by date for one holiday, destination and set of prints (the slowest print decides). */
export interface OrderByDate {
  holiday: GiftHoliday;
  orderBy: IsoDate;
  /** True while `today` is on or before `orderBy`. */
  open: boolean;
}

/**
 * The order-by date of a holiday for prints with the given delivery ranges (a cart's lines, or every print the shop
 * sells): the slowest range decides, because the order arrives when its last parcel does.
 */
export function orderByDate(args: {
  holiday: GiftHoliday;
  ranges: readonly DayRange[];
  today: IsoDate;
  cancelWindowMinutes: number;
  holidays: ReadonlySet<IsoDate>;
}): OrderByDate {
  const slowest = args.ranges.reduce((a, b) => (b.max > a.max ? b : a), { min: 0, max: 0 });
  const orderBy = lastOrderDay(args.holiday.deliverBy, slowest, args.cancelWindowMinutes, args.holidays);
  return { holiday: args.holiday, orderBy, open: daysBetween(args.today, orderBy) >= 0 };
}

/** 'Dec 5' (the order-by dates are near enough that the year goes without saying). */
export function formatShortDate(day: IsoDate): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Countries named with "the" in a sentence ("delivery in the US"). */
const WITH_ARTICLE: Record<string, string> = { US: 'the US', GB: 'the UK', NL: 'the Netherlands' };

/** How the sentence names a destination country. */
export function destinationName(countryCode: string): string {
  const country = normalizeCountryCode(countryCode);
  return WITH_ARTICLE[country] ?? countryName(country);
}

/** "Order by Dec 5 for Christmas delivery in the US". */
export function orderBySentence(date: OrderByDate, countryCode: string): string {
  return `Order by ${formatShortDate(date.orderBy)} for ${date.holiday.name} delivery in ${destinationName(countryCode)}`;
}

/** One way to ship, with the delivery ranges of the prints in question (a cart's lines, or every print sold). */
export interface MethodRanges {
  /** 'standard', 'express', ... */
  method: string;
  /** How a sentence names it ('Express shipping'); unnamed for the usual method. */
  label?: string;
  ranges: readonly DayRange[];
}

/** What a gift buyer is told about the next holiday. */
export type GiftDeadline =
  | { kind: 'open'; holiday: GiftHoliday; orderBy: IsoDate; method: string; sentence: string }
  | { kind: 'passed'; holiday: GiftHoliday; sentence: string };

/** How far ahead a holiday is "coming up": one missed within it is said plainly rather than skipped. */
export const GIFT_DEADLINE_HORIZON_DAYS = 30;

/**
 * The one thing to tell a gift buyer about the holidays ahead, for a destination and the prints in question:
 * - a holiday coming up (within {@link GIFT_DEADLINE_HORIZON_DAYS}) that can still be made: its order-by date, with the
 *   first method (in the order given, the usual one first) that makes it;
 * - else, a holiday coming up that cannot be made any more: said plainly, with the gift card that can (it goes by
 *   email, so no delivery date applies);
 * - else the next holiday further ahead that can be made; null when the calendar is empty.
 * A holiday that was missed is not the headline while another coming up can be made (on 3 December Hanukkah, on the
 * 4th, is past ordering but Christmas is not).
 */
export function giftDeadline(args: {
  today: IsoDate;
  countryCode: string;
  methods: readonly MethodRanges[];
  cancelWindowMinutes: number;
  holidays: ReadonlySet<IsoDate>;
  enabled?: readonly GiftHolidayId[];
}): GiftDeadline | null {
  const where = destinationName(args.countryCode);
  let missed: GiftDeadline | null = null;
  let later: GiftDeadline | null = null;
  for (const holiday of upcomingGiftHolidays(args.today, args.countryCode, args.enabled)) {
    const soon = daysBetween(args.today, holiday.date) <= GIFT_DEADLINE_HORIZON_DAYS;
    const open = args.methods
      .map((m) => ({ m, date: orderByDate({ ...args, holiday, ranges: m.ranges }) }))
      .find(({ date }) => date.open);
    if (open) {
      const how = open.m.label ? ` with ${open.m.label}` : '';
      const found: GiftDeadline = {
        kind: 'open',
        holiday,
        orderBy: open.date.orderBy,
        method: open.m.method,
        sentence: `Order by ${formatShortDate(open.date.orderBy)}${how} for ${holiday.name} delivery in ${where}`,
      };
      if (soon) return found;
      later ??= found;
    } else if (soon) {
      missed ??= {
        kind: 'passed',
        holiday,
        sentence: `Too late for ${holiday.name} delivery in ${where}, but a gift card arrives by email in minutes`,
      };
    }
  }
  return missed ?? later;
}
