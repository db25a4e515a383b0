import type { FulfilmentOrder } from '../ports/fulfilment-provider.port';
import { normalizeFulfilmentStatus, type FulfilmentLifecycle } from '../fulfilment/fulfilment-status';

/**
 * The order lifecycle (product.md P6): payment and fulfilment as two state machines with their allowed transitions
 * named once. Every change an event, a sync, staff or the simulator proposes goes through {@link decidePayment} /
 * {@link decideFulfilment}; a late, duplicated or out-of-order proposal is answered "no change", so nothing can move
 * an order backwards.
 */

/** Payment status stored in orders.invoice_status (refunds and expiry: orders/after-payment.ts). */
export type OrderPaymentStatus =
  'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded' | 'expired';

export const ORDER_PAYMENT_STATUSES: readonly OrderPaymentStatus[] = [
  'pending',
  'paid',
  'failed',
  'refunded',
  'partially_refunded',
  'expired',
];

/**
 * Allowed payment transitions. A failed attempt can still be followed by a successful one (another card); paid
 * never goes back to pending or failed (a late failure event changes nothing); refunded is final.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<OrderPaymentStatus, readonly OrderPaymentStatus[]>> = {
  pending: ['paid', 'failed', 'expired'],
  failed: ['paid', 'expired'],
  expired: ['paid'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

/** Where the proposal came from (recorded on every order event). */
export type OrderEventSource =
  'checkout' | 'payment' | 'submission' | 'webhook' | 'sync' | 'admin' | 'simulator' | 'customer';

/** The answer of a state machine: change to `to`, or stay (with why). */
export type TransitionDecision<S extends string> =
  | { change: true; from: S; to: S }
  | { change: false; from: S; reason: 'same' | 'final' | 'backwards' | 'not_allowed' };

function isOrderPaymentStatus(value: string): value is OrderPaymentStatus {
  return (ORDER_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Reads a stored invoice status; unknown values count as pending. */
export function toPaymentStatus(raw: string | null | undefined): OrderPaymentStatus {
  const value = (raw ?? '').trim().toLowerCase();
  return isOrderPaymentStatus(value) ? value : 'pending';
}

/** Decides a proposed payment transition. partially_refunded -> partially_refunded is a change (another refund). */
export function decidePayment(
  fromRaw: string | null | undefined,
  to: OrderPaymentStatus,
): TransitionDecision<OrderPaymentStatus> {
  const from = toPaymentStatus(fromRaw);
  if (PAYMENT_TRANSITIONS[from].includes(to)) return { change: true, from, to };
  if (from === to) return { change: false, from, reason: 'same' };
  if (PAYMENT_TRANSITIONS[from].length === 0) return { change: false, from, reason: 'final' };
  return { change: false, from, reason: 'not_allowed' };
}

/**
 * The fulfilment states the server writes, stored as they are in orders.fulfillment_status and order_events (a
 * closed set, checked by the database since migration StoredFulfilmentWords). Parking states carry their reason
 * after `error_` (error_variant: a line's variant could not be confirmed; error_submission: the provider refused the
 * order; error_provider: the provider reports issues). The provider's words are translated in its adapter; the
 * spec's API words in {@link apiFulfilmentStatus}.
 */
export type FulfilmentErrorReason = 'variant' | 'submission' | 'provider';
export type FulfilmentTarget =
  | 'pending'
  | 'awaiting_approval'
  | 'submitted'
  | 'in_production'
  | 'partially_shipped'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | `error_${FulfilmentErrorReason}`;

/** Every stored fulfilment status (the database's CHECK constraint is written from this list). */
export const STORED_FULFILMENT_STATUSES: readonly FulfilmentTarget[] = [
  'pending',
  'awaiting_approval',
  'submitted',
  'in_production',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'error_variant',
  'error_submission',
  'error_provider',
];

/**
 * Progress rank of the forward path; parking (error) sits between pending and submitted so a resubmit leaves it.
 * An order whose customer asked for a proof waits at awaiting_approval (after pending: nothing goes back to pending)
 * until the proof is approved; the submission that follows the approval moves it to submitted (orders/proof.ts).
 */
const RANK: Readonly<Partial<Record<FulfilmentLifecycle, number>>> = {
  pending: 0,
  awaiting_approval: 0.25,
  error: 0.5,
  submitted: 1,
  on_hold: 1,
  processing: 1,
  in_production: 2,
  partially_shipped: 3,
  shipped: 4,
  delivered: 5,
};

/** Final fulfilment states: nothing moves an order out of them. */
export function isFinalFulfilment(raw: string | null | undefined): boolean {
  const state = normalizeFulfilmentStatus(raw);
  return state === 'delivered' || state === 'cancelled';
}

/** The stored final fulfilment states, for SQL filters (the rule itself is {@link isFinalFulfilment}). */
export const FINAL_FULFILMENT_STATUSES: readonly FulfilmentTarget[] =
  STORED_FULFILMENT_STATUSES.filter(isFinalFulfilment);

/** Before production: the only window in which the order may still be cancelled at the provider. */
export function isBeforeProduction(raw: string | null | undefined): boolean {
  const state = normalizeFulfilmentStatus(raw);
  return (RANK[state] ?? 99) < 2;
}

/**
 * Decides a proposed fulfilment transition from the stored status (any older spelling is read through
 * normalizeFulfilmentStatus); `to` is the target itself, the word that is stored:
 * - delivered and cancelled are final;
 * - forward along pending -> (awaiting approval, a proof order) -> submitted -> in production -> partially shipped -> shipped -> delivered (jumps allowed:
 *   a sync after missed webhooks), never backwards ("sent to production" after "shipped" changes nothing);
 * - error_* parking only before production, and a resubmit (submitted) or any later progress leaves it;
 * - cancelled from anything not yet shipped.
 */
export function decideFulfilment(
  fromRaw: string | null | undefined,
  target: FulfilmentTarget,
): TransitionDecision<string> {
  const from = (fromRaw ?? '').trim() || 'pending';
  const to: string = target;
  const current = normalizeFulfilmentStatus(from);
  const next: FulfilmentLifecycle = normalizeFulfilmentStatus(target);
  if (from === to || (next !== 'error' && current === next)) return { change: false, from, reason: 'same' };
  if (isFinalFulfilment(from)) return { change: false, from, reason: 'final' };
  const currentRank = RANK[current] ?? 1;
  if (next === 'cancelled') {
    return currentRank < 3 ? { change: true, from, to } : { change: false, from, reason: 'not_allowed' };
  }
  if (next === 'error') {
    return currentRank < 2 ? { change: true, from, to } : { change: false, from, reason: 'not_allowed' };
  }
  const nextRank = RANK[next] ?? 0;
  if (nextRank > currentRank) return { change: true, from, to };
  return { change: false, from, reason: 'backwards' };
}

/** Status emails of the fulfilment lifecycle (one per order and kind). */
export type FulfilmentEmailKind = 'processing' | 'shipped' | 'delivered' | 'cancelled';
export const FULFILMENT_EMAIL_KINDS: readonly FulfilmentEmailKind[] = [
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

/** The email due when an order reaches `to` (none for submission and parking). */
export function emailForFulfilment(toRaw: string): FulfilmentEmailKind | undefined {
  switch (normalizeFulfilmentStatus(toRaw)) {
    case 'in_production':
      return 'processing';
    case 'shipped':
    case 'partially_shipped':
      return 'shipped';
    case 'delivered':
      return 'delivered';
    case 'cancelled':
      return 'cancelled';
    default:
      return undefined;
  }
}

/**
 * The target the provider's whole view of an order stands for: its status, raised by its shipments (any shipment
 * means at least partially shipped; every item shipped and every shipment delivered means delivered).
 */
export function fulfilmentTargetOf(
  order: Pick<FulfilmentOrder, 'target' | 'shipments'>,
): FulfilmentTarget | undefined {
  const byStatus = order.target;
  if (byStatus === 'cancelled') return byStatus;
  const shipments = order.shipments;
  if (shipments.length === 0) return byStatus;
  const allShipped = byStatus === 'shipped';
  if (allShipped && shipments.every((s) => s.deliveredAt !== undefined)) return 'delivered';
  if (allShipped) return 'shipped';
  return 'partially_shipped';
}

/** What staff read for a payment status (the admin list, the order page, the CSV export). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<OrderPaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  expired: 'Expired',
};

/** The staff label of a stored payment status ("Refunded", "Partly refunded", ...); unknown values read Pending. */
export function paymentStatusLabel(raw: string | null | undefined): string {
  return PAYMENT_STATUS_LABELS[toPaymentStatus(raw)];
}
