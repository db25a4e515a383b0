/**
 * When a paid order's printing starts, in the customer's words and time zone: a paid order waits for the
 * customer's cancellation window (CANCEL_WINDOW_MINUTES after payment) before it goes to production; the
 * confirmation page and the confirmation email say so with the time, the time zone and the date, in the same words.
 */

/** Intl writes a narrow no-break space before AM/PM; the page reads (and is searched) with a plain one. */
function plain(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function zoneOption(timeZone: string | undefined): { timeZone?: string } {
  return timeZone ? { timeZone } : {};
}

/** True when `zone` is an IANA time zone this runtime knows ('America/New_York', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** '6:02 PM EST': the time and the zone's short name, in `timeZone` (default: the runtime's, in a browser the customer's). */
export function formatClock(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return plain(
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...zoneOption(timeZone),
    }).format(date),
  );
}

/** '6:02 PM EST on Nov 26': the time, the zone and the day, in `timeZone` (default: the runtime's). */
export function formatDeadline(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...zoneOption(timeZone),
  }).format(date);
  return `${formatClock(iso, timeZone)} on ${plain(day)}`;
}

/**
 * What the page and the email say while the order waits before printing (ours): out its cancellation window, or, for an
 * order with a proof, for its customer's approval (no window applies then: the proof is the hold).
 */
export const PRINTING_START_TEXT = {
  startsAt: (when: string) => `We start printing at ${when}; you can cancel until then.`,
  afterProofApproval:
    'We print once you approve your proof: we email it to you, and nothing is printed before.',
  cancelUntilProofApproved: 'You can cancel this order and be refunded in full until you approve your proof.',
} as const;
