import { cancelWindowEndsAt, isCancelledOrder } from '../orders/after-payment';
import { isBeforeProduction, toPaymentStatus } from '../orders/order-lifecycle';
import { isAwaitingApproval } from '../orders/proof';

/**
 * "Editable until production": whether the name on one line of a paid order may still be changed, as a
 * pure function of the order, the line and the time. The print waits at the provider on hold until the customer's
 * cancellation window has passed (productionDelaySeconds), so the name can change exactly while the order could
 * still be cancelled by its customer and staff have not ended the hold (docs/decisions.md D-185).
 */

/** Why a name can no longer be changed (or never could). */
export type NameChangeRefusal = 'not_paid' | 'cancelled' | 'in_production' | 'hold_ended' | 'no_name';

/** `until` null: the order waits for its proof's approval, and the name may change until the customer approves. */
export type NameChangeDecision =
  { allowed: true; until: Date | null } | { allowed: false; reason: NameChangeRefusal; message: string };

/** Customer-facing messages of the name change after payment (ours: the spec has no wording for them). */
export const NAME_CHANGE_MESSAGES = {
  not_paid: 'The name can be changed here once the order is paid.',
  cancelled: 'This order was cancelled or refunded, so its print will not be made.',
  in_production: 'The name can no longer be changed: this print has gone to production with the name shown.',
  hold_ended:
    'The name can no longer be changed: this print is being sent to production with the name shown.',
  no_name:
    'This print was ordered without a name. A name can only be added before payment, on the preview screen.',
  noRemoval:
    'The name cannot be removed after payment. Enter the name to print, or contact support to change the order.',
} as const;

export interface NameChangeOrder {
  invoiceStatus: string | null | undefined;
  fulfillmentStatus: string | null | undefined;
  paidAt: Date | string | null | undefined;
  /** Set when staff ended the hold early ("send to production now"). */
  productionHoldEndedAt?: Date | string | null | undefined;
}

/**
 * Decides whether the name on a line may change now: the order is paid (not refunded, not cancelled), not in
 * production at the provider, inside the hold (`windowMinutes` after payment; 0 means the order goes to production at
 * once, so never) and staff have not ended the hold; and the line was ordered with a name (adding one after payment
 * would change the price). `until` is when the hold ends; while a proof awaits approval the window does not apply
 * (null: until the customer approves).
 */
export function nameChangeDecision(
  order: NameChangeOrder,
  line: { personalisation: unknown },
  now: Date,
  windowMinutes: number,
): NameChangeDecision {
  const refuse = (reason: NameChangeRefusal): NameChangeDecision => ({
    allowed: false,
    reason,
    message: NAME_CHANGE_MESSAGES[reason],
  });
  const payment = toPaymentStatus(order.invoiceStatus);
  if (isCancelledOrder(order) || payment === 'refunded') return refuse('cancelled');
  if (payment !== 'paid' && payment !== 'partially_refunded') return refuse('not_paid');
  if (!isBeforeProduction(order.fulfillmentStatus)) return refuse('in_production');
  // A proof order waiting for approval is held by its customer, not by the window: a new name draws a new proof.
  if (isAwaitingApproval(order.fulfillmentStatus)) {
    return line.personalisation ? { allowed: true, until: null } : refuse('no_name');
  }
  if (order.productionHoldEndedAt) return refuse('hold_ended');
  const until = cancelWindowEndsAt(order.paidAt, windowMinutes);
  if (!until) return refuse('not_paid');
  if (now.getTime() >= until.getTime()) return refuse('hold_ended');
  if (!line.personalisation) return refuse('no_name');
  return { allowed: true, until };
}

/**
 * The provider's external id (and idempotency key) of an order's `revision`-th replacement: the order hash for the
 * first submission, `<hash>-r<n>` after the n-th name change, so a replacement is never answered with the order it
 * replaces.
 */
export function providerExternalId(orderHash: string, revision: number): string {
  return revision > 0 ? `${orderHash}-r${revision}` : orderHash;
}

/** The revision of an order's provider order, from its metadata (0 until a name change replaced it). */
export function providerRevisionOf(metadata: Readonly<Record<string, unknown>> | null | undefined): number {
  const value = metadata?.providerRevision;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The stored name of a line's print file: `<hash>-<line>.jpg`, and `<hash>-<line>-r<n>.jpg` once a name change made
 * the n-th replacement (the file the held order was made with stays until the replacement is in place).
 */
export function printFileName(orderHash: string, lineNumber: number, revision = 0): string {
  return `${orderHash}-${lineNumber}${revision > 0 ? `-r${revision}` : ''}.jpg`;
}
