import { dollarsToCents, formatMoney } from '@petart/domain';
import { errorBody, errorBodyMessage, errorDetails } from '@petart/web-shared/api-error';

/** The server's words for a refused action: its message, with the validation details when it sent them. */
export function serverMessage(error: unknown, fallback: string): string {
  const details = errorDetails(errorBody(error));
  return details.length > 0 ? details.join(' ') : (errorBodyMessage(error) ?? fallback);
}

/** A form checked before it is sent: the request body, or what is wrong in words. */
export type Checked<T> = { value: T } | { error: string };

export interface RefundInput {
  /** Dollars as typed ('10.50'). */
  amount: string;
  reason: string;
}

/** The amount typed in a refund form in cents, or null while it is not an amount of dollars ('10.50', '$10.5'). */
export function typedRefundCents(typed: string): number | null {
  const text = typed.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * The question a refund dialog asks before money moves, the amount in words against what the customer paid:
 * "Refund $12.50 of $67.98?". A dialog starts empty, so nothing is refunded until staff type the amount.
 */
export function refundQuestion(amountCents: number, paidCents: number): string {
  return `Refund ${formatMoney(amountCents)} of ${formatMoney(paidCents)}?`;
}

/** The typed amount in cents when it is one that can be refunded (more than nothing, at most what is left), else null. */
export function refundCentsWithin(input: RefundInput, refundableCents: number): number | null {
  const cents = typedRefundCents(input.amount);
  return cents !== null && cents > 0 && cents <= refundableCents ? cents : null;
}

/**
 * The confirming button of a refund dialog names the amount typed ("Refund $12.50", "Approve refund of $12.50" with
 * `before` 'of'); `verb` alone until an amount that can be refunded is typed.
 */
export function refundConfirmLabel(
  verb: string,
  input: RefundInput,
  refundableCents: number,
  before?: string,
): string {
  const cents = refundCentsWithin(input, refundableCents);
  if (cents === null) return verb;
  return [verb, before, formatMoney(cents)].filter(Boolean).join(' ');
}

/**
 * A refund form (the order's Refund, a claim's Approve refund) against what is left to refund (dollars): a positive
 * amount with at most two decimals, at most that, and a reason.
 */
export function checkRefund(
  input: RefundInput,
  refundable: number,
  noReason = 'Give a reason for the refund (the customer does not see it).',
): Checked<{ amount: number; reason: string }> {
  const cents = typedRefundCents(input.amount);
  if (cents === null) return { error: 'Enter the amount in dollars, e.g. 10.50.' };
  const amount = cents / 100;
  if (cents <= 0) return { error: 'The amount must be more than $0.00.' };
  if (cents > Math.round(refundable * 100)) {
    return { error: `At most ${formatMoney(dollarsToCents(refundable))} can still be refunded.` };
  }
  const reason = input.reason.trim();
  if (!reason) return { error: noReason };
  return { value: { amount, reason } };
}
