import { getPrintType, PROOF_REMINDER_DAYS, PROOF_STAFF_ALERT_DAYS } from '@petart/domain';
import { renderActionEmail, type EmailBlock, type RenderedEmail } from '../mail';
import type { ProofFileJson } from './order-proofs.repository';

/** One line of a proof as the email shows it. */
export interface ProofEmailLine {
  file: ProofFileJson;
  printType: string;
  printSize: string;
  nameOnPrint: string | null;
}

function lineLabel(line: ProofEmailLine): string {
  const type = getPrintType(line.printType)?.label ?? line.printType;
  const name = line.nameOnPrint ? `, with "${line.nameOnPrint}"` : '';
  return `Print ${line.file.line}: ${type} ${line.printSize}${name}`;
}

/**
 * The customer's proof email (D-300): each line's print file as the printer will get it (a picture of it, and the
 * full file), and the order page where they approve it or ask for a change. A reminder says the same, once, after
 * PROOF_REMINDER_DAYS.
 */
export function proofEmail(d: {
  reminder: boolean;
  orderNumber: string;
  customerName: string;
  revision: number;
  lines: ProofEmailLine[];
  orderUrl: string;
  supportEmail: string;
}): RenderedEmail {
  const pictures: EmailBlock[] = d.lines.map((line) => ({
    image: {
      src: line.file.previewUrl,
      alt: `Proof of ${lineLabel(line)}`,
      href: line.file.url,
      linkText: `Open the full print file (${line.file.widthPx} x ${line.file.heightPx} px)`,
    },
  }));
  return renderActionEmail({
    subject: d.reminder
      ? `Reminder: your proof for order ${d.orderNumber} is waiting for you`
      : `Your proof for order ${d.orderNumber} is ready to approve`,
    heading: d.reminder ? 'Your proof is still waiting' : 'Your proof is ready',
    paragraphs: [
      `Hi ${d.customerName},`,
      d.reminder
        ? `We showed you the proof of order ${d.orderNumber} ${PROOF_REMINDER_DAYS} days ago. Nothing is printed until you approve it, so your order is waiting for you.`
        : `Here is exactly what we will print for order ${d.orderNumber}${d.revision > 1 ? ` (proof ${d.revision})` : ''}: the crop, the name and the size, as the printer gets them. Nothing is printed until you approve it.`,
      ...pictures,
      'Approve it on your order page, or ask for a change and tell us what to change. You can also still change the name on a print there, or cancel the order.',
    ],
    actionLabel: 'Review your proof',
    actionUrl: d.orderUrl,
    note: 'Your delivery date counts from the day you approve.',
    supportEmail: d.supportEmail,
  });
}

/** Staff are told of a proof unanswered for PROOF_STAFF_ALERT_DAYS: the order still waits, never approved for them. */
export function proofStaffAlertEmail(d: {
  orderNumber: string;
  customerEmail: string;
  revision: number;
  adminOrderUrl: string;
  supportEmail: string;
}): RenderedEmail {
  return renderActionEmail({
    subject: `Proof unanswered for ${PROOF_STAFF_ALERT_DAYS} days: order ${d.orderNumber}`,
    heading: 'A proof is waiting for its customer',
    paragraphs: [
      `The customer of order ${d.orderNumber} (${d.customerEmail}) has not answered proof ${d.revision} for ${PROOF_STAFF_ALERT_DAYS} days, and was reminded after ${PROOF_REMINDER_DAYS}.`,
      'The order waits at "Awaiting approval" and is never approved for them: contact the customer, or cancel the order if they ask.',
    ],
    actionLabel: 'Open the order',
    actionUrl: d.adminOrderUrl,
    note: 'Sent once per proof.',
    supportEmail: d.supportEmail,
  });
}
