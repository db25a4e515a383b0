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

/**
 * A refund form (the order's Refund, a claim's Approve refund) against what is left to refund (dollars): a positive
 * amount with at most two decimals, at most that, and a reason.
 */
export function checkRefund(
  input: RefundInput,
  refundable: number,
  noReason = 'Give a reason for the refund (the customer does not see it).',
): Checked<{ amount: number; reason: string }> {
  const text = input.amount.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: 'Enter the amount in dollars, e.g. 10.50.' };
  const amount = Number(text);
  if (amount <= 0) return { error: 'The amount must be more than $0.00.' };
  if (Math.round(amount * 100) > Math.round(refundable * 100)) {
    return { error: `At most ${formatMoney(dollarsToCents(refundable))} can still be refunded.` };
  }
  const reason = input.reason.trim();
  if (!reason) return { error: noReason };
  return { value: { amount, reason } };
}
