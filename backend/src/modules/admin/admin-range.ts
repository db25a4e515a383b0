import { AppError } from '../../platform/http/app-error';
import type { InstantRange } from './admin-read-sql';

const DAY_MS = 86_400_000;

/** Midnight UTC of an ISO date (YYYY-MM-DD), refusing dates that do not exist (2026-02-30). */
export function utcDay(value: string, field: string): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new AppError('VALIDATION.FAILED', `${field} is not a valid date`, {
      details: [`${field} is not a valid date`],
    });
  }
  return date;
}

/** The instants of a day range: from the start of `from` to the end of `to` (UTC; product.md P10). */
export function dayRange(from?: string, to?: string): InstantRange {
  const start = from === undefined ? undefined : utcDay(from, 'from');
  const end = to === undefined ? undefined : utcDay(to, 'to');
  if (start && end && start > end) {
    throw new AppError('VALIDATION.FAILED', 'from must not be after to', {
      details: ['from must not be after to'],
    });
  }
  return { from: start, toExclusive: end ? new Date(end.getTime() + DAY_MS) : undefined };
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Every day of [from, to] as YYYY-MM-DD. */
export function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += DAY_MS) days.push(isoDay(new Date(t)));
  return days;
}

export { DAY_MS };
