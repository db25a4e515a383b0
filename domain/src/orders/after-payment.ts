import { isBeforeProduction, toPaymentStatus, type OrderPaymentStatus } from './order-lifecycle';
import { normalizeFulfilmentStatus } from '../fulfilment/fulfilment-status';
import { isAwaitingApproval } from './proof';

/**
 * After the payment (docs/product.md P6): the customer's cancellation window, the digital file's 30 days, refunds and the
 * reconciliation / expiry windows, as pure functions of the order and the time (passed in).
 */

/** The legal texts promise: "digital files must be downloaded within 30 days" (product.md P1), counted from payment. */
export const DIGITAL_FILE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Default of CANCEL_WINDOW_MINUTES: how long after payment a customer may cancel their own order. */
export const DEFAULT_CANCEL_WINDOW_MINUTES = 60;
/** Default of ORDER_EXPIRY_HOURS: a pending order never paid expires after this long. */
export const DEFAULT_ORDER_EXPIRY_HOURS = 24;
/** The reconciliation asks the payment provider about pending orders older than this (the webhook had its chance)... */
export const RECONCILE_MIN_AGE_MINUTES = 5;
/** ...and younger than this (older ones are expired; a payment is not confirmed a day later). */
export const RECONCILE_MAX_AGE_HOURS = 24;

/** Customer-facing messages of the after-payment features (ours: the spec has no wording for them). */
export const AFTER_PAYMENT_MESSAGES = {
  cancelWindowClosed:
    'This order can no longer be cancelled: the cancellation window has closed or the order is already in production.',
  cancelNotPaid: 'Only a paid order can be cancelled.',
  downloadExpired:
    'This download link has expired: digital files can be downloaded for 30 days after payment. Contact support if you need your file again.',
  downloadNotPaid: 'The digital file is available once the order is paid.',
  downloadCancelled: 'The digital file is not available for a cancelled or refunded order.',
} as const;

type OrderTimes = {
  invoiceStatus: string | null | undefined;
  fulfillmentStatus: string | null | undefined;
  paidAt: Date | string | null | undefined;
  /** Set when staff ended the hold early ("send to production now"): the provider has the order to print. */
  productionHoldEndedAt?: Date | string | null | undefined;
};

const ms = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));

/** When the customer's cancellation window closes (payment + window), or null for an unpaid order. */
export function cancelWindowEndsAt(
  paidAt: Date | string | null | undefined,
  windowMinutes: number,
): Date | null {
  if (!paidAt || Number.isNaN(ms(paidAt))) return null;
  return new Date(ms(paidAt) + Math.max(0, windowMinutes) * 60_000);
}

/**
 * True while the customer may cancel: paid (not refunded), not yet in production (nor cancelled), inside the window,
 * and staff have not ended the hold (the provider was told to print, though it may still read "on hold" for a
 * moment). A window of 0 means customers can never cancel (the order goes to production at once). An order waiting
 * for its proof's approval may be cancelled whatever the time: nothing is made until the customer approves.
 */
export function customerMayCancel(order: OrderTimes, now: Date, windowMinutes: number): boolean {
  if (toPaymentStatus(order.invoiceStatus) !== 'paid') return false;
  if (!isBeforeProduction(order.fulfillmentStatus)) return false;
  if (isAwaitingApproval(order.fulfillmentStatus)) return true;
  if (order.productionHoldEndedAt) return false;
  const ends = cancelWindowEndsAt(order.paidAt, windowMinutes);
  return ends !== null && now.getTime() < ends.getTime();
}

/**
 * Seconds to wait before the order may be released to production: what is left of the customer's window (0 when
 * it has passed, or with a window of 0).
 */
export function productionDelaySeconds(
  paidAt: Date | string | null | undefined,
  now: Date,
  windowMinutes: number,
): number {
  const ends = cancelWindowEndsAt(paidAt, windowMinutes);
  if (!ends) return 0;
  return Math.max(0, Math.ceil((ends.getTime() - now.getTime()) / 1000));
}

/** When the digital file can no longer be downloaded (payment + 30 days), or null for an unpaid order. */
export function downloadExpiresAt(paidAt: Date | string | null | undefined): Date | null {
  if (!paidAt || Number.isNaN(ms(paidAt))) return null;
  return new Date(ms(paidAt) + DIGITAL_FILE_DAYS * DAY_MS);
}

/** Whether the order's digital file can be downloaded now, and if not, why. */
export type DownloadAvailability = 'available' | 'not_paid' | 'cancelled' | 'expired';

export function downloadAvailability(order: OrderTimes, now: Date): DownloadAvailability {
  const payment = toPaymentStatus(order.invoiceStatus);
  if (payment === 'refunded') return 'cancelled';
  if (payment !== 'paid' && payment !== 'partially_refunded') return 'not_paid';
  const ends = downloadExpiresAt(order.paidAt);
  if (!ends) return 'not_paid';
  return now.getTime() < ends.getTime() ? 'available' : 'expired';
}

/** Payment status after refunds totalling `refundedCents` of `totalCents`. */
export function paymentStatusAfterRefund(totalCents: number, refundedCents: number): OrderPaymentStatus {
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}

/** The part of the payment still refundable (never negative). */
export function refundableCents(totalCents: number, refundedCents: number): number {
  return Math.max(0, totalCents - refundedCents);
}

/**
 * Whether the customer may see the order's artwork without the preview watermark: once the order is paid (a partial
 * refund keeps it unlocked, the customer still owns the print), never before payment and never after a full refund.
 * Unlike the download it does not expire: the order page keeps showing the clean artwork.
 */
export function artworkUnlocked(order: Pick<OrderTimes, 'invoiceStatus'>): boolean {
  const payment = toPaymentStatus(order.invoiceStatus);
  return payment === 'paid' || payment === 'partially_refunded';
}

/** Payment states in which the customer's money was taken (some or all of it may have been refunded since). */
export const MONEY_TAKEN_STATUSES: readonly OrderPaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

/**
 * What an order brought in (net revenue, cents): what was paid less what was refunded; nothing for an order never
 * paid. Every revenue figure staff see is this (the back office's SQL sums the same over MONEY_TAKEN_STATUSES).
 */
export function netRevenueCents(order: {
  invoiceStatus: string | null | undefined;
  totalAmount: number;
  refundedAmount: number;
}): number {
  if (!MONEY_TAKEN_STATUSES.includes(toPaymentStatus(order.invoiceStatus))) return 0;
  return Math.max(0, order.totalAmount - order.refundedAmount);
}

/** True when a pending (or failed) order created at `createdAt` has passed ORDER_EXPIRY_HOURS. */
export function orderExpired(createdAt: Date | string, now: Date, expiryHours: number): boolean {
  return now.getTime() - ms(createdAt) >= expiryHours * 60 * 60 * 1000;
}

/** Name of the downloadable file of one order line: `PetArt-<last 8 of the hash>-<line>.<ext>` (base64url: safe in file names). */
export function digitalFileName(orderHash: string, lineNumber: number, extension: 'png' | 'jpg'): string {
  return `PetArt-${orderHash.slice(-8)}-${lineNumber}.${extension}`;
}

/** The money facts of an order (integer cents): what was taken, what was given back, and where it stands. */
export type OrderMoney = {
  fulfillmentStatus: string | null | undefined;
  paidAt: Date | string | null | undefined;
  totalAmount: number;
  refundedAmount: number;
};

/** True for a cancelled order (by the customer, staff or the print provider). */
export function isCancelledOrder(order: Pick<OrderMoney, 'fulfillmentStatus'>): boolean {
  return normalizeFulfilmentStatus(order.fulfillmentStatus) === 'cancelled';
}

/**
 * The invariant of an order's money: money taken minus money refunded equals what its state says is owed.
 * A cancelled order owes nothing, so all it was paid must come back; any other paid order keeps what staff did not
 * refund. Returns the cents still to refund: positive only for a cancelled, paid order whose refund is not recorded
 * yet ("refund pending" for staff, retried by the durable `refund` job).
 */
export function refundOwedCents(order: OrderMoney): number {
  if (!order.paidAt || !isCancelledOrder(order)) return 0;
  return refundableCents(order.totalAmount, order.refundedAmount);
}

/**
 * When the customer's cancellation email may go out: the order is cancelled and either was never paid, or its refund
 * is recorded in full. An email never promises a refund the payment provider has not accepted.
 */
export function cancellationEmailDue(order: OrderMoney): boolean {
  return isCancelledOrder(order) && refundOwedCents(order) === 0;
}

/** Where a dispute (chargeback) of an order's payment stands, for staff. */
export type DisputeState = 'open' | 'won' | 'lost' | 'closed';

/**
 * Reads a provider's dispute status: `won` (the money came back to the shop), `lost` (the bank kept it for the card
 * holder), `closed` (an inquiry closed without a chargeback), anything else is open and may need staff to respond.
 */
export function disputeState(status: string): DisputeState {
  switch (status) {
    case 'won':
      return 'won';
    case 'lost':
      return 'lost';
    case 'warning_closed':
      return 'closed';
    default:
      return 'open';
  }
}
