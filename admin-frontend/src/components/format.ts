import { formatMoney } from '@petart/domain';

/** Cents as the shop writes money (the domain's formatMoney: '$1,234.50', '-$1.50'); none reads $0.00. */
export function formatCents(cents: number | null | undefined): string {
  return formatMoney(cents ?? 0);
}

/** A date (ISO) as the admin shows it. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * A moment (ISO) with its time in the staff member's own time zone, named ('Jan 2, 2026, 11:01 AM GMT+1'), so
 * staff in different places read the same order the same way.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
