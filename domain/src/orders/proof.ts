import type { DayRange } from '../delivery/delivery-estimate';
import { normalizeFulfilmentStatus } from '../fulfilment/fulfilment-status';
import { toPaymentStatus } from './order-lifecycle';

/**
 * Proof approval (docs/decisions.md D-300): a customer may ask at checkout to see the real print file of each line
 * before anything is printed. The order waits at the fulfilment state `awaiting_approval` until the customer approves
 * the proof shown; they may ask for one change with a note (staff redraw) or change the name themselves, and a new
 * proof is shown. Nothing is ever approved on the customer's behalf: after PROOF_REMINDER_DAYS without an answer the
 * customer is reminded, after PROOF_STAFF_ALERT_DAYS staff are told.
 */

/**
 * Business days a proof adds to the delivery estimate and to the order-by dates: a day to draw and send it and a day
 * for the customer to answer. Production starts only once the customer approves, so a slower answer moves the date;
 * the estimate says so (PROOF_TEXT.estimate).
 */
export const PROOF_BUSINESS_DAYS = 2;

/** Days (24 h on the shop's clock) after a proof is shown without an answer before the customer is reminded. */
export const PROOF_REMINDER_DAYS = 2;

/** Days after a proof is shown without an answer before staff are told (the order still waits: never auto-approved). */
export const PROOF_STAFF_ALERT_DAYS = 7;

/** The longest note a customer may send with a change request (characters). */
export const PROOF_NOTE_MAX_LENGTH = 1000;

/**
 * Where one proof (one drawing of the order's print files) stands:
 * - drawing: asked for (at payment, after a change request or a name change), its files not drawn yet;
 * - shown: drawn and shown to the customer, waiting for their answer;
 * - approved: the customer approved it, the order goes to production with these files;
 * - change_requested: the customer asked for a change (the note); staff redraw it or the customer edits the name;
 * - superseded: a newer proof replaced it before it was answered.
 */
export type ProofStatus = 'drawing' | 'shown' | 'approved' | 'change_requested' | 'superseded';

export const PROOF_STATUSES: readonly ProofStatus[] = [
  'drawing',
  'shown',
  'approved',
  'change_requested',
  'superseded',
];

/** The delivery range of an order with a proof: the proof's business days come before production. */
export function withProofDays<R extends DayRange>(range: R, proof: boolean | undefined): R {
  if (!proof) return range;
  return { ...range, min: range.min + PROOF_BUSINESS_DAYS, max: range.max + PROOF_BUSINESS_DAYS };
}

/** Customer-facing words of the proof (ours: the spec has none). */
export const PROOF_TEXT = {
  option: 'Show me a proof before printing',
  optionHelp: `Free. We email you the exact print file to approve first; this adds ${PROOF_BUSINESS_DAYS} business days.`,
  estimate: `includes ${PROOF_BUSINESS_DAYS} business days for your proof`,
  waiting: 'Your proof is ready: nothing is printed until you approve it.',
  drawing: 'We are preparing your proof. It will appear here and in your email shortly.',
  changeRequested: 'Thanks, we have your note. We will show you a new proof soon.',
  approved: 'You approved your proof: your order is on its way to production.',
} as const;

/** Why an answer to a proof is refused (each a 409 with its message, except a bad note: 400). */
export type ProofRefusal =
  | 'not_requested'
  | 'not_paid'
  | 'cancelled'
  | 'already_approved'
  | 'not_ready'
  | 'change_pending'
  | 'note_missing'
  | 'note_too_long';

export const PROOF_MESSAGES: Readonly<Record<ProofRefusal, string>> = {
  not_requested: 'This order was placed without a proof: there is no proof to answer.',
  not_paid: 'The proof can be answered once the order is paid.',
  cancelled: 'This order was cancelled or refunded, so its proof can no longer be answered.',
  already_approved: 'This proof is already approved: your order has gone on to production.',
  not_ready: 'Your proof is still being prepared. Please try again in a moment.',
  change_pending: 'You have asked for a change to this proof. We will show you a new proof to answer.',
  note_missing: 'Tell us what to change (a note of at least 3 characters).',
  note_too_long: `The note must be ${PROOF_NOTE_MAX_LENGTH} characters or less.`,
};

/** The order facts a proof answer depends on. */
export interface ProofOrder {
  proofRequested: boolean;
  invoiceStatus: string | null | undefined;
  fulfillmentStatus: string | null | undefined;
}

export type ProofDecision = { allowed: true } | { allowed: false; reason: ProofRefusal; message: string };

function refuse(reason: ProofRefusal): ProofDecision {
  return { allowed: false, reason, message: PROOF_MESSAGES[reason] };
}

/**
 * Whether the customer may approve (or ask to change) the latest proof of an order now: a paid proof order still
 * awaiting approval, whose latest proof is shown. An approved proof stays approved (a second approval is refused).
 */
export function proofAnswerDecision(
  order: ProofOrder,
  latest: { status: ProofStatus } | null,
): ProofDecision {
  if (!order.proofRequested) return refuse('not_requested');
  const payment = toPaymentStatus(order.invoiceStatus);
  if (normalizeFulfilmentStatus(order.fulfillmentStatus) === 'cancelled' || payment === 'refunded')
    return refuse('cancelled');
  if (payment !== 'paid' && payment !== 'partially_refunded') return refuse('not_paid');
  if (latest?.status === 'approved') return refuse('already_approved');
  if (normalizeFulfilmentStatus(order.fulfillmentStatus) !== 'awaiting_approval')
    return refuse(latest ? 'already_approved' : 'not_ready');
  if (!latest || latest.status === 'drawing' || latest.status === 'superseded') return refuse('not_ready');
  if (latest.status === 'change_requested') return refuse('change_pending');
  return { allowed: true };
}

/** A change request's note, trimmed (runs of spaces kept: it is read by a person); a refusal when it will not do. */
export function proofNoteProblem(raw: unknown): ProofRefusal | null {
  if (typeof raw !== 'string' || raw.trim().length < 3) return 'note_missing';
  if (raw.trim().length > PROOF_NOTE_MAX_LENGTH) return 'note_too_long';
  return null;
}

/** True while an order waits for its customer's proof approval (the customer may cancel it whatever the time). */
export function isAwaitingApproval(fulfillmentStatus: string | null | undefined): boolean {
  return normalizeFulfilmentStatus(fulfillmentStatus) === 'awaiting_approval';
}

const DAY_MS = 86_400_000;

/** What is due for a proof shown at `shownAt` and still unanswered at `now`. */
export function proofFollowUpsDue(
  proof: { status: ProofStatus; shownAt: Date | string | null; remindedAt: unknown; staffAlertedAt: unknown },
  now: Date,
): { remind: boolean; alertStaff: boolean } {
  if (proof.status !== 'shown' || !proof.shownAt) return { remind: false, alertStaff: false };
  const waited = now.getTime() - new Date(proof.shownAt).getTime();
  return {
    remind: !proof.remindedAt && waited >= PROOF_REMINDER_DAYS * DAY_MS,
    alertStaff: !proof.staffAlertedAt && waited >= PROOF_STAFF_ALERT_DAYS * DAY_MS,
  };
}
