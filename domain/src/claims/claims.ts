/**
 * Problems after delivery: what a customer may report, the states of a report and the one rule of the
 * report window. Framework-free; the backend's claims module is the only writer of claims and asks {@link decideClaim}
 * before every change.
 */

export const CLAIM_REASONS = [
  'damaged_in_transit',
  'print_fault',
  'wrong_item',
  'never_arrived',
  'other',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** The reasons in the customer's words. */
export const CLAIM_REASON_LABELS: Readonly<Record<ClaimReason, string>> = {
  damaged_in_transit: 'Damaged in transit',
  print_fault: 'Print fault',
  wrong_item: 'Wrong item',
  never_arrived: 'Never arrived',
  other: 'Other',
};

export const CLAIM_STATES = [
  'received',
  'waiting_for_customer',
  'approved_reprint',
  'approved_refund',
  'declined',
  'resolved',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** The states in the customer's words (the order page and the emails). */
export const CLAIM_STATE_LABELS: Readonly<Record<ClaimState, string>> = {
  received: 'Received',
  waiting_for_customer: 'Waiting for you',
  approved_reprint: 'Approved: reprint',
  approved_refund: 'Approved: refund',
  declined: 'Declined',
  resolved: 'Resolved',
};

/** What happens next, in the customer's words, for each state. */
export const CLAIM_NEXT_STEP: Readonly<Record<ClaimState, string>> = {
  received: 'We are looking at your report and will answer within 24 hours.',
  waiting_for_customer: 'We need a little more from you: please answer our question below.',
  approved_reprint:
    'We are printing your order again at no charge. You will get tracking as soon as it ships.',
  approved_refund: 'Your refund is on its way: approved refunds take 5-10 business days to appear.',
  declined: 'We could not approve this report. Reply to our email if you would like to talk about it.',
  resolved: 'This report is closed. Thank you for your patience.',
};

export type ClaimAction = 'ask' | 'reply' | 'approve_reprint' | 'approve_refund' | 'decline' | 'resolve';

/** Which actions each state allows, and where they lead. */
const TRANSITIONS: Readonly<Record<ClaimState, Partial<Record<ClaimAction, ClaimState>>>> = {
  received: {
    ask: 'waiting_for_customer',
    approve_reprint: 'approved_reprint',
    approve_refund: 'approved_refund',
    decline: 'declined',
  },
  waiting_for_customer: {
    reply: 'received',
    approve_reprint: 'approved_reprint',
    approve_refund: 'approved_refund',
    decline: 'declined',
  },
  approved_reprint: { resolve: 'resolved' },
  approved_refund: { resolve: 'resolved' },
  declined: {},
  resolved: {},
};

/** The queues staff work claims in (the admin's Claims tabs), in that order. */
export const CLAIM_QUEUES = ['new', 'waiting', 'approved', 'declined', 'resolved'] as const;
export type ClaimQueue = (typeof CLAIM_QUEUES)[number];

/**
 * The states each queue holds. Approved is what still has work going on: a reprint being made and shipped (it is
 * resolved when it arrives). An approved refund is done once approved: the refund is made at the payment provider
 * before the state is written, so it is with the resolved ones.
 */
export const CLAIM_QUEUE_STATES: Readonly<Record<ClaimQueue, readonly ClaimState[]>> = {
  new: ['received'],
  waiting: ['waiting_for_customer'],
  approved: ['approved_reprint'],
  declined: ['declined'],
  resolved: ['approved_refund', 'resolved'],
};

/** States in which the report still holds its lines (one open report per order line). */
export const OPEN_CLAIM_STATES: readonly ClaimState[] = ['received', 'waiting_for_customer'];

export function isOpenClaim(state: ClaimState): boolean {
  return OPEN_CLAIM_STATES.includes(state);
}

export type ClaimDecision =
  { ok: true; from: ClaimState; to: ClaimState } | { ok: false; from: ClaimState; reason: string };

const REFUSALS: Readonly<Record<ClaimAction, string>> = {
  ask: 'Only a new report can get a question.',
  reply: 'This report is not waiting for your answer.',
  approve_reprint: 'Only an open report can be approved.',
  approve_refund: 'Only an open report can be approved.',
  decline: 'Only an open report can be declined.',
  resolve: 'Only an approved report can be resolved.',
};

/** Decides an action on a report: the next state, or a refusal with the reason in words. */
export function decideClaim(state: ClaimState, action: ClaimAction): ClaimDecision {
  const to = TRANSITIONS[state][action];
  if (to) return { ok: true, from: state, to };
  const final = Object.keys(TRANSITIONS[state]).length === 0;
  return {
    ok: false,
    from: state,
    reason: final
      ? `This report is ${CLAIM_STATE_LABELS[state].toLowerCase()} and closed.`
      : REFUSALS[action],
  };
}

/** How long a problem can be reported, in days (the shop's promise: reported within 30 days). */
export const CLAIM_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ClaimWindow {
  open: boolean;
  /** When the window closes (or closed); absent while it has not opened. */
  closesAt?: Date;
  /** Why it is not open, in the customer's words. */
  reason?: string;
}

/**
 * The report window, the one rule: open for 30 days after delivery; an order not delivered opens once past its latest
 * delivery estimate, for 30 days after that estimate.
 */
export function claimWindow(
  order: { deliveredAt: Date | null | undefined; latestEstimate: Date | null | undefined },
  now: Date,
): ClaimWindow {
  const from = order.deliveredAt ?? order.latestEstimate;
  if (!from) return { open: false, reason: 'A problem can be reported once the order is delivered.' };
  const closesAt = new Date(from.getTime() + CLAIM_WINDOW_DAYS * DAY_MS);
  if (!order.deliveredAt && now.getTime() < from.getTime()) {
    return {
      open: false,
      reason: 'A problem can be reported once the order is delivered or past its latest delivery estimate.',
    };
  }
  if (now.getTime() > closesAt.getTime()) {
    return {
      open: false,
      closesAt,
      reason: `Problems can be reported within ${CLAIM_WINDOW_DAYS} days of delivery; this window closed on ${closesAt.toISOString().slice(0, 10)}.`,
    };
  }
  return { open: true, closesAt };
}

/** The latest delivery estimate of an order: `maxBusinessDays` business days (Mon-Fri) after payment. */
export function latestDeliveryEstimate(paidAt: Date, maxBusinessDays: number): Date {
  const at = new Date(paidAt.getTime());
  let left = Math.max(0, Math.floor(maxBusinessDays));
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const day = at.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return at;
}

/** The provider's external id of a claim's reprint: derived from the order and the claim, so a retry never makes two. */
export function reprintExternalId(orderHash: string, claimId: string): string {
  return `${orderHash}-reprint-${claimId.replace(/-/g, '').slice(0, 12)}`;
}

/** An earlier report on some of the same lines of an order, as the repeat rule reads it. */
export interface EarlierClaim {
  /** Cents refunded through that report. */
  refundCents: number;
  /** What that report's lines cost (cents): a refund of at least this refunded them in full. */
  linesCents: number;
  /** Whether that report was answered with a reprint. */
  reprinted: boolean;
  /** Whether that report was declined: its lines are not reported again as if nothing happened. */
  declined?: boolean;
}

export const CLAIM_SETTLED_MESSAGES = {
  orderRefunded:
    'This order has been refunded in full, so there is nothing left to report on it. Reply to our email if you need help.',
  lineRefunded:
    'An item you chose was already refunded in full after an earlier report, so it cannot be reported again. Please choose other items, or reply to our email if you need help.',
  lineDeclined:
    'We already looked at a report on an item you chose and declined it, so it cannot be reported again. Please choose other items, or reply to our email if you disagree.',
} as const;

/**
 * Whether staff must see a report as a repeat: one of its lines was already reprinted or refunded (in part) after an
 * earlier report, so they decide with that history in front of them.
 */
export function isRepeatClaim(earlier: readonly EarlierClaim[]): boolean {
  return earlier.some((claim) => claim.reprinted || claim.refundCents > 0);
}

/**
 * May a new report be made on lines that earlier reports covered? Not on an order refunded in full, nor on a line
 * refunded in full after an earlier report (there is nothing left to give back), nor on a line of a declined report
 * (the decision stands; a disagreement goes to support, not into the same form again); after a reprint or a partial
 * refund it may, flagged for staff ({@link isRepeatClaim}).
 */
export function repeatClaimDecision(
  order: { totalAmount: number; refundedAmount: number },
  earlier: readonly EarlierClaim[],
): { allowed: true; flagged: boolean } | { allowed: false; reason: string } {
  if (order.totalAmount > 0 && order.refundedAmount >= order.totalAmount) {
    return { allowed: false, reason: CLAIM_SETTLED_MESSAGES.orderRefunded };
  }
  if (earlier.some((claim) => claim.refundCents > 0 && claim.refundCents >= claim.linesCents)) {
    return { allowed: false, reason: CLAIM_SETTLED_MESSAGES.lineRefunded };
  }
  if (earlier.some((claim) => claim.declined)) {
    return { allowed: false, reason: CLAIM_SETTLED_MESSAGES.lineDeclined };
  }
  return { allowed: true, flagged: isRepeatClaim(earlier) };
}
