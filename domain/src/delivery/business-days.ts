/**
 * Calendar days and business days for delivery dates. A day is an ISO date ('2026-12-24'): order-by dates and
 * "arrive by" are calendar days, not instants, so they are computed as days and never shift with a time zone.
 */

/** An ISO calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since the epoch of an ISO date (UTC), or NaN when it is not a real date. */
function dayNumber(day: IsoDate): number {
  const match = ISO_DATE.exec(day);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const date = new Date(ms);
  // 2026-02-30 rolls over to March: not a real date.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return Number.NaN;
  return ms / DAY_MS;
}

function fromDayNumber(n: number): IsoDate {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

/** The calendar day of an instant in a time zone (IANA name; UTC by default). */
export function isoDateOf(instant: Date, timeZone = 'UTC'): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** `day` plus `n` calendar days (n may be negative). */
export function addDays(day: IsoDate, n: number): IsoDate {
  return fromDayNumber(dayNumber(day) + n);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(day: IsoDate): number {
  return new Date(dayNumber(day) * DAY_MS).getUTCDay();
}

/** A working day of the print providers and carriers: Monday to Friday, not a provider holiday. */
export function isBusinessDay(day: IsoDate, holidays: ReadonlySet<IsoDate>): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The `n`-th business day after `from` (`from` itself never counts: a parcel ordered or started on a day is not
 * worked on that day by the estimate's reckoning). n = 0 answers `from`.
 */
export function addBusinessDays(from: IsoDate, n: number, holidays: ReadonlySet<IsoDate>): IsoDate {
  let day = from;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

/** The `n`-th weekday (0 Sunday) of a month (1-12); n = -1 is the last one. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = fromDayNumber(Date.UTC(year, month - 1, 1) / DAY_MS);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = fromDayNumber(Date.UTC(year, month, 0) / DAY_MS);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** Easter Sunday (Gregorian; the anonymous algorithm, often credited to Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A fixed-date holiday moved to the nearest weekday when it falls on a weekend (Saturday -> Friday, Sunday -> Monday). */
function observed(day: IsoDate): IsoDate {
  const weekday = weekdayOf(day);
  if (weekday === 6) return addDays(day, -1);
  if (weekday === 0) return addDays(day, 1);
  return day;
}

/**
 * The days the print providers do not work in a year. Both providers (Jondo, 105; Sensaria, 2) print in the United
 * States and publish no holiday calendar (docs/decisions.md "Order-by dates"), so their closures are taken as the US
 * federal holidays that stop production and carriers, plus the days around Christmas and Thanksgiving that US
 * print shops close: New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and the Friday after,
 * Christmas Eve, Christmas Day and New Year's Eve (fixed dates as observed on a weekday).
 */
export function providerHolidays(year: number): IsoDate[] {
  const thanksgiving = nthWeekdayOfMonth(year, 11, 4, 4);
  return [
    observed(`${year}-01-01`),
    nthWeekdayOfMonth(year, 5, 1, -1),
    observed(`${year}-07-04`),
    nthWeekdayOfMonth(year, 9, 1, 1),
    thanksgiving,
    addDays(thanksgiving, 1),
    `${year}-12-24`,
    observed(`${year}-12-25`),
    `${year}-12-31`,
  ];
}

/** The provider holidays of the years a computation can touch (the year before, the year, the two after). */
export function providerHolidaysAround(year: number): ReadonlySet<IsoDate> {
  return new Set([year - 1, year, year + 1, year + 2].flatMap(providerHolidays));
}
