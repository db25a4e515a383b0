import { isCancelledOrder, refundOwedCents, type OrderMoney } from '../orders/after-payment';
import { formatMoney } from '../pricing/money';

/**
 * Discount codes: the pure rules. A code is case-insensitive and trimmed; it takes a percentage or a fixed
 * amount off the products' subtotal (never off shipping, D-175), never more than that subtotal; tax is then computed
 * on the discounted amount. Eligibility answers a reason, and each reason has the customer's words.
 */

/** What a code takes off: a whole percentage (1..100) or a fixed amount in cents. */
export type DiscountKind = 'percent' | 'fixed';

/** A discount code as staff set it up. Money in integer cents; times as Dates. */
export interface DiscountCodeRule {
  code: string;
  kind: DiscountKind;
  /** percent: 1..100; fixed: cents (>= 1). */
  value: number;
  /** The products' subtotal the order must reach (cents; 0: none). */
  minOrderCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Total uses across all customers (null: unlimited). */
  maxUses: number | null;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  active: boolean;
}

/** Why a code does not apply. */
export type DiscountRefusal =
  | 'unknown'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'already_used'
  | 'first_order_only'
  | 'below_minimum';

/** What eligibility needs to know besides the rule. */
export interface DiscountContext {
  now: Date;
  /** The products' subtotal of the cart (cents). */
  subtotalCents: number;
  /** Uses counted against the total (paid redemptions and reservations of orders still payable). */
  usesSoFar: number;
  /** This customer's uses of this code (paid, or reserved by another open order). */
  customerUses: number;
  /** This customer's paid orders (any code or none). */
  customerPaidOrders: number;
}

export type DiscountEligibility = { ok: true } | { ok: false; reason: DiscountRefusal };

/** Codes are 3..32 letters, digits, '-' or '_' once normalised. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const DISCOUNT_CODE_MAX_LENGTH = 32;

/** Trimmed and upper-cased (codes are case-insensitive); inner spaces are kept, so they stay invalid. */
export function normalizeDiscountCode(raw: string | null | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}

/** The customer's words for each refusal (D-175). `minOrderCents` fills the minimum's message. */
export function discountRefusalMessage(reason: DiscountRefusal, rule?: { minOrderCents: number }): string {
  switch (reason) {
    case 'unknown':
    case 'inactive':
      return "We don't recognise that discount code. Check the spelling and try again.";
    case 'not_started':
      return "This discount code isn't active yet.";
    case 'expired':
      return 'This discount code has expired.';
    case 'used_up':
      return 'This discount code has been used up.';
    case 'already_used':
      return "You've already used this discount code.";
    case 'first_order_only':
      return 'This discount code is for your first order only.';
    case 'below_minimum':
      return rule
        ? `This discount code needs an order of at least ${centsText(rule.minOrderCents)} before shipping and tax.`
        : 'Your order is below the minimum for this discount code.';
  }
}

const centsText = (cents: number): string => formatMoney(cents);

/**
 * Where a code stands for everyone (staff's list and the customer's refusal say the same): deactivated by staff,
 * not started yet, ended, every use taken, or active. One rule: {@link discountEligibility} starts from it.
 */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'deactivated'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** Staff's words for each status. */
export const DISCOUNT_STATUS_LABELS: Readonly<Record<DiscountStatus, string>> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  deactivated: 'Deactivated',
};

/**
 * A code's status at `now` with `usesSoFar` uses counted against its total (paid uses and the reservations of
 * orders still payable; a use given back by a refunded cancellation no longer counts). A deactivated code stays so
 * whatever its dates; an ended one is expired even when its uses are all taken.
 */
export function discountStatus(
  rule: Pick<DiscountCodeRule, 'active' | 'startsAt' | 'endsAt' | 'maxUses'>,
  ctx: Pick<DiscountContext, 'now' | 'usesSoFar'>,
): DiscountStatus {
  if (!rule.active) return 'deactivated';
  if (rule.endsAt && ctx.now.getTime() >= rule.endsAt.getTime()) return 'expired';
  if (rule.startsAt && ctx.now.getTime() < rule.startsAt.getTime()) return 'scheduled';
  if (rule.maxUses !== null && ctx.usesSoFar >= rule.maxUses) return 'used_up';
  return 'active';
}

/** The refusal a customer gets for each status other than active. */
const STATUS_REFUSALS: Readonly<Record<Exclude<DiscountStatus, 'active'>, DiscountRefusal>> = {
  deactivated: 'inactive',
  scheduled: 'not_started',
  expired: 'expired',
  used_up: 'used_up',
};

/**
 * Whether a code applies now to this cart and customer; the first failing rule, in the order a customer can act on
 * least to most (a dead code first, the minimum last).
 */
export function discountEligibility(rule: DiscountCodeRule, ctx: DiscountContext): DiscountEligibility {
  const refuse = (reason: DiscountRefusal): DiscountEligibility => ({ ok: false, reason });
  const status = discountStatus(rule, ctx);
  if (status !== 'active') return refuse(STATUS_REFUSALS[status]);
  const limit = discountLimitRefusal(rule, ctx);
  if (limit) return refuse(limit);
  if (ctx.subtotalCents < rule.minOrderCents) return refuse('below_minimum');
  return { ok: true };
}

/** A code's limits: what they count (see {@link DiscountContext}). */
export type DiscountUsage = Pick<DiscountContext, 'usesSoFar' | 'customerUses' | 'customerPaidOrders'>;

/**
 * The first of a code's limits that no longer holds (total uses, once per customer, first order only), or null.
 * Checked when a code is reserved and again when the money is taken (D-205): at payment the counts are of paid uses
 * and paid orders only, and the dates, the active flag and the minimum, checked at checkout, are honoured.
 */
export function discountLimitRefusal(
  rule: Pick<DiscountCodeRule, 'maxUses' | 'oncePerCustomer' | 'firstOrderOnly'>,
  usage: DiscountUsage,
): 'used_up' | 'already_used' | 'first_order_only' | null {
  if (rule.maxUses !== null && usage.usesSoFar >= rule.maxUses) return 'used_up';
  if (rule.oncePerCustomer && usage.customerUses > 0) return 'already_used';
  if (rule.firstOrderOnly && usage.customerPaidOrders > 0) return 'first_order_only';
  return null;
}

/**
 * Whether a paid order gives its code's use back: it is cancelled and all its money came back (a refunded
 * cancellation). Then the use counts for nothing (not against the code's total or the customer's once-only, not as
 * discount given): the customer kept nothing. A refund of a kept order, even in full, keeps the use.
 */
export function discountUseGivenBack(order: OrderMoney): boolean {
  return Boolean(order.paidAt) && isCancelledOrder(order) && refundOwedCents(order) === 0;
}

/**
 * The amount a code takes off a products' subtotal (cents): a percentage rounded to the nearest cent, or the fixed
 * amount, never more than the subtotal and never negative. Shipping is never discounted (D-175).
 */
export function discountCents(rule: Pick<DiscountCodeRule, 'kind' | 'value'>, subtotalCents: number): number {
  const subtotal = Math.max(0, Math.round(subtotalCents));
  const raw = rule.kind === 'percent' ? Math.round((subtotal * rule.value) / 100) : Math.round(rule.value);
  return Math.min(subtotal, Math.max(0, raw));
}

/**
 * Spreads a discount over lines in proportion to their amounts (largest remainder, so the parts add up to the
 * discount exactly and no line goes below zero): the tax calculator then sees the discounted amount of every line.
 */
export function allocateDiscount(lineCents: readonly number[], discount: number): number[] {
  const total = lineCents.reduce((sum, c) => sum + Math.max(0, c), 0);
  const off = Math.min(Math.max(0, Math.round(discount)), total);
  if (total === 0 || off === 0) return lineCents.map(() => 0);
  const exact = lineCents.map((c) => (Math.max(0, c) * off) / total);
  const parts = exact.map(Math.floor);
  let left = off - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if ((parts[i] ?? 0) < Math.max(0, lineCents[i] ?? 0)) {
      parts[i] = (parts[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return parts;
}

/** A code as staff enter it, before it is stored. */
export interface DiscountCodeInput {
  code: string;
  kind: string;
  value: number;
  minOrderCents?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
}

/** The form's field errors (empty when valid), in the words the admin form shows. */
export type DiscountInputErrors = Partial<
  Record<'code' | 'value' | 'minOrderCents' | 'endsAt' | 'maxUses', string>
>;

/** Staff input checks shared by the admin form and the API. */
export function validateDiscountInput(input: DiscountCodeInput): DiscountInputErrors {
  const errors: DiscountInputErrors = {};
  const code = normalizeDiscountCode(input.code);
  if (!DISCOUNT_CODE_PATTERN.test(code)) {
    errors.code = 'Use 3 to 32 letters, digits, dashes or underscores.';
  }
  if (input.kind === 'percent') {
    if (!Number.isInteger(input.value) || input.value < 1 || input.value > 100) {
      errors.value = 'A percentage is a whole number from 1 to 100.';
    }
  } else if (input.kind === 'fixed') {
    if (!Number.isInteger(input.value) || input.value < 1 || input.value > 1_000_000) {
      errors.value = 'An amount is from $0.01 to $10,000.00.';
    }
  } else {
    errors.value = 'Choose a percentage or a fixed amount.';
  }
  const min = input.minOrderCents ?? 0;
  if (!Number.isInteger(min) || min < 0 || min > 10_000_000) {
    errors.minOrderCents = 'The minimum order is $0.00 or more.';
  }
  const starts = input.startsAt ? Date.parse(input.startsAt) : null;
  const ends = input.endsAt ? Date.parse(input.endsAt) : null;
  if ((starts !== null && Number.isNaN(starts)) || (ends !== null && Number.isNaN(ends))) {
    errors.endsAt = 'Enter valid dates.';
  } else if (starts !== null && ends !== null && ends <= starts) {
    errors.endsAt = 'The end must be after the start.';
  }
  const maxUses = input.maxUses ?? null;
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 1_000_000)) {
    errors.maxUses = 'Total uses is a whole number of 1 or more (leave empty for unlimited).';
  }
  return errors;
}

/** How a code reads in a list: "10% off" or "$5.00 off". */
export function describeDiscount(rule: Pick<DiscountCodeRule, 'kind' | 'value'>): string {
  return rule.kind === 'percent' ? `${rule.value}% off` : `${centsText(rule.value)} off`;
}
