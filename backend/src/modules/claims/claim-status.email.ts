import { CLAIM_NEXT_STEP, CLAIM_STATE_LABELS, formatMoney, type ClaimState } from '@petart/domain';
import { renderActionEmail, type RenderedEmail } from '../mail';

/** What a claim email shows: one email per state change, with a link back to the order page. */
export interface ClaimEmailData {
  state: ClaimState;
  orderNumber: string;
  customerName: string;
  orderUrl: string;
  supportEmail: string;
  /** Staff's question (waiting for you) or reason (declined). */
  message?: string;
  /** The refund of an approved refund (cents). */
  refundCents?: number;
  /** True when the customer's answer reopened the report. */
  answered?: boolean;
}

const HEADINGS: Readonly<Record<ClaimState, string>> = {
  received: 'We received your report',
  waiting_for_customer: 'We need a little more from you',
  approved_reprint: 'We are reprinting your order',
  approved_refund: 'Your refund is approved',
  declined: 'About your report',
  resolved: 'Your report is resolved',
};

function lead(d: ClaimEmailData): string {
  const order = `order ${d.orderNumber}`;
  switch (d.state) {
    case 'received':
      return d.answered
        ? `Hi ${d.customerName}, thank you for your answer about ${order}. We are looking at your report again.`
        : `Hi ${d.customerName}, thank you for telling us about the problem with ${order}. We are sorry it happened.`;
    case 'waiting_for_customer':
      return `Hi ${d.customerName}, to help with your report on ${order} we have a question: ${d.message ?? ''}`;
    case 'approved_reprint':
      return `Hi ${d.customerName}, we are printing the affected items of ${order} again, at no charge to you.`;
    case 'approved_refund':
      return `Hi ${d.customerName}, we approved a refund of ${formatMoney(d.refundCents ?? 0)} for ${order}.`;
    case 'declined':
      return `Hi ${d.customerName}, we could not approve your report on ${order}: ${d.message ?? ''}`;
    case 'resolved':
      return `Hi ${d.customerName}, your report on ${order} is resolved.`;
  }
}

/** "Report a problem" emails, HTML + text; the subject names the order and the state. */
export function claimStatusEmail(d: ClaimEmailData): RenderedEmail {
  return renderActionEmail({
    supportEmail: d.supportEmail,
    subject: `Your report on PetArt order ${d.orderNumber}: ${CLAIM_STATE_LABELS[d.state]}`,
    heading: HEADINGS[d.state],
    paragraphs: [lead(d), CLAIM_NEXT_STEP[d.state]],
    actionLabel: d.state === 'waiting_for_customer' ? 'Answer on Your Order Page' : 'View Your Order',
    actionUrl: d.orderUrl,
    note: 'Thank you for ordering from PetArt.',
  });
}

/** "Your reprint is on its way": the reprint's own shipping email, with its tracking link when there is one. */
export function reprintShippedEmail(
  d: Pick<ClaimEmailData, 'orderNumber' | 'customerName' | 'orderUrl' | 'supportEmail'> & {
    trackingUrl?: string;
  },
): RenderedEmail {
  return renderActionEmail({
    supportEmail: d.supportEmail,
    subject: `Your reprint of PetArt order ${d.orderNumber} is on its way`,
    heading: 'Your reprint is on its way',
    paragraphs: [
      `Hi ${d.customerName}, the reprint of order ${d.orderNumber} has shipped.`,
      d.trackingUrl ? `Follow the parcel here: ${d.trackingUrl}` : 'You can follow it on your order page.',
    ],
    actionLabel: 'View Your Order',
    actionUrl: d.orderUrl,
    note: 'Thank you for your patience.',
  });
}
