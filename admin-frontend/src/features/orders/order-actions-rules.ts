import type { RefundOrderDto, ResendOrderEmailDto } from '../../api/generated';

/** The customer emails staff can send again, as the resend menu names them. */
export const EMAIL_KIND_LABELS: Record<ResendOrderEmailDto['kind'], string> = {
  confirmation: 'Order confirmation',
  processing: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund: 'Refund',
};

export interface RefundInput {
  /** Dollars as typed ('10.50'). */
  amount: string;
  reason: string;
}

export type Checked<T> = { value: T } | { error: string };

/** The refund form against what is left to refund (dollars): a positive amount in cents, at most that, a reason. */
export function checkRefund(input: RefundInput, refundable: number): Checked<RefundOrderDto> {
  const text = input.amount.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: 'Enter the amount in dollars, e.g. 10.50.' };
  const amount = Number(text);
  if (amount <= 0) return { error: 'The amount must be more than $0.00.' };
  if (Math.round(amount * 100) > Math.round(refundable * 100)) {
    return { error: `At most $${refundable.toFixed(2)} can still be refunded.` };
  }
  const reason = input.reason.trim();
  if (!reason) return { error: 'Give a reason for the refund (the customer does not see it).' };
  return { value: { amount, reason } };
}
