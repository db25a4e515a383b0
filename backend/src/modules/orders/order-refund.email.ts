import { formatMoney } from '@petart/domain';
import { renderActionEmail, type RenderedEmail } from '../mail';

/** What the refund email shows (a refund staff made; a cancellation's refund is in the cancellation email). */
export interface OrderRefundEmailData {
  orderNumber: string;
  customerName: string;
  orderUrl: string;
  supportEmail: string;
  /** The latest refund (cents). */
  refundCents: number;
  /** Refunded so far and paid (cents). */
  refundedCents: number;
  totalCents: number;
}

/** "We refunded part (or all) of your order", HTML + text. */
export function orderRefundEmail(d: OrderRefundEmailData): RenderedEmail {
  const inFull = d.refundedCents >= d.totalCents;
  return renderActionEmail({
    supportEmail: d.supportEmail,
    subject: `A refund for your PetArt order ${d.orderNumber}`,
    heading: inFull ? 'Your order is refunded' : 'Part of your order is refunded',
    paragraphs: [
      `Hi ${d.customerName}, we have refunded ${formatMoney(d.refundCents)} of your order ${d.orderNumber} to your card.`,
      inFull
        ? `Your payment of ${formatMoney(d.totalCents)} is now refunded in full.`
        : `${formatMoney(d.refundedCents)} of your ${formatMoney(d.totalCents)} payment is refunded so far.`,
      'Approved refunds take 5-10 business days to appear on your statement. Reply to this email with any question.',
    ],
    actionLabel: 'View Your Order',
    actionUrl: d.orderUrl,
    note: 'Thank you for ordering from PetArt.',
  });
}
