import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/cart-pricing';
import {
  allocateDiscount,
  discountCents,
  discountEligibility,
  discountLimitRefusal,
  discountRefusalMessage,
  discountStatus,
  DISCOUNT_STATUS_LABELS,
  discountUseGivenBack,
  normalizeDiscountCode,
  validateDiscountInput,
  type DiscountCodeRule,
  type DiscountContext,
} from './discounts';

const rule = (over: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  minOrderCents: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  oncePerCustomer: false,
  firstOrderOnly: false,
  active: true,
  ...over,
});
const ctx = (over: Partial<DiscountContext> = {}): DiscountContext => ({
  now: new Date('2026-11-27T12:00:00Z'),
  subtotalCents: 5000,
  usesSoFar: 0,
  customerUses: 0,
  customerPaidOrders: 0,
  ...over,
});

/** A small seeded generator (mulberry32), so the property checks are random yet repeatable. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('normalizeDiscountCode', () => {
  it('trims and ignores case', () => {
    expect(normalizeDiscountCode('  save10 ')).toBe('SAVE10');
    expect(normalizeDiscountCode('Save10')).toBe(normalizeDiscountCode('SAVE10'));
    expect(normalizeDiscountCode(undefined)).toBe('');
  });
});

describe('discountEligibility', () => {
  it('accepts a live code', () => {
    expect(discountEligibility(rule(), ctx())).toEqual({ ok: true });
  });

  it.each([
    ['inactive', rule({ active: false }), ctx()],
    ['not_started', rule({ startsAt: new Date('2026-11-28T00:00:00Z') }), ctx()],
    ['expired', rule({ endsAt: new Date('2026-11-27T12:00:00Z') }), ctx()],
    ['used_up', rule({ maxUses: 3 }), ctx({ usesSoFar: 3 })],
    ['already_used', rule({ oncePerCustomer: true }), ctx({ customerUses: 1 })],
    ['first_order_only', rule({ firstOrderOnly: true }), ctx({ customerPaidOrders: 2 })],
    ['below_minimum', rule({ minOrderCents: 6000 }), ctx({ subtotalCents: 5999 })],
  ] as const)('refuses %s', (reason, r, c) => {
    expect(discountEligibility(r, c)).toEqual({ ok: false, reason });
  });

  it('a code still within its uses, window and minimum applies', () => {
    const r = rule({
      maxUses: 3,
      minOrderCents: 5000,
      startsAt: new Date('2026-11-01T00:00:00Z'),
      endsAt: new Date('2026-12-01T00:00:00Z'),
      oncePerCustomer: true,
      firstOrderOnly: true,
    });
    expect(discountEligibility(r, ctx({ usesSoFar: 2 }))).toEqual({ ok: true });
  });

  it('every refusal has a clear message; the minimum names the amount', () => {
    expect(discountRefusalMessage('expired')).toBe('This discount code has expired.');
    expect(discountRefusalMessage('used_up')).toBe('This discount code has been used up.');
    expect(discountRefusalMessage('unknown')).toMatch(/don't recognise/);
    expect(discountRefusalMessage('below_minimum', { minOrderCents: 6000 })).toContain('$60.00');
  });
});

describe('discountStatus', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it.each([
    ['active', rule({ maxUses: 3 }), 2],
    ['scheduled', rule({ startsAt: new Date('2026-11-28T00:00:00Z') }), 0],
    ['expired', rule({ endsAt: now }), 0],
    ['expired', rule({ endsAt: new Date('2026-11-01T00:00:00Z'), maxUses: 1 }), 1],
    ['used_up', rule({ maxUses: 1 }), 1],
    ['deactivated', rule({ active: false, maxUses: 1, endsAt: now }), 1],
  ] as const)('%s', (status, r, usesSoFar) => {
    expect(discountStatus(r, { now, usesSoFar })).toBe(status);
  });

  it('is what the customer is told: a code is refused exactly when its status is not active', () => {
    const cases = [
      [rule({ maxUses: 1 }), 1, 'used_up'],
      [rule({ endsAt: now }), 0, 'expired'],
      [rule({ startsAt: new Date('2026-12-01T00:00:00Z') }), 0, 'not_started'],
      [rule({ active: false }), 0, 'inactive'],
    ] as const;
    for (const [r, usesSoFar, reason] of cases) {
      expect(discountStatus(r, { now, usesSoFar })).not.toBe('active');
      expect(discountEligibility(r, ctx({ now, usesSoFar }))).toEqual({ ok: false, reason });
    }
    expect(discountStatus(rule({ maxUses: 2 }), { now, usesSoFar: 1 })).toBe('active');
    expect(discountEligibility(rule({ maxUses: 2 }), ctx({ now, usesSoFar: 1 }))).toEqual({ ok: true });
    expect(Object.values(DISCOUNT_STATUS_LABELS)).toEqual([
      'Active',
      'Scheduled',
      'Expired',
      'Used up',
      'Deactivated',
    ]);
  });
});

describe('discountCents', () => {
  it('takes a percentage rounded to the cent, or a fixed amount', () => {
    expect(discountCents({ kind: 'percent', value: 10 }, 3999)).toBe(400);
    expect(discountCents({ kind: 'percent', value: 15 }, 3333)).toBe(500);
    expect(discountCents({ kind: 'fixed', value: 500 }, 3999)).toBe(500);
  });

  it('never takes more than the subtotal', () => {
    expect(discountCents({ kind: 'fixed', value: 10_000 }, 3999)).toBe(3999);
    expect(discountCents({ kind: 'percent', value: 100 }, 3999)).toBe(3999);
    expect(discountCents({ kind: 'fixed', value: 500 }, 0)).toBe(0);
  });
});

describe('allocateDiscount', () => {
  it('spreads in proportion and adds up exactly', () => {
    expect(allocateDiscount([3999, 23999], 2800)).toEqual([400, 2400]);
    expect(allocateDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocateDiscount([], 100)).toEqual([]);
  });
});

describe('discount properties (seeded random carts)', () => {
  it('totals stay non-negative and add up: products - discount + shipping + tax = total', () => {
    const next = random(26);
    for (let run = 0; run < 500; run += 1) {
      const items = Array.from({ length: 1 + Math.floor(next() * 4) }, () => ({
        printType: next() < 0.5 ? 'poster' : 'canvas',
        printSize: next() < 0.5 ? '12x18' : '40x60',
        quantity: 1 + Math.floor(next() * 5),
      }));
      const kind = next() < 0.5 ? 'percent' : 'fixed';
      const value = kind === 'percent' ? 1 + Math.floor(next() * 100) : 1 + Math.floor(next() * 200_000);
      const products = priceCart({ items, shippingCents: 0, taxCents: 0 });
      const off = discountCents({ kind, value }, products.productCents);
      const parts = allocateDiscount(
        products.lines.map((l) => l.lineCents),
        off,
      );
      const shippingCents = Math.floor(next() * 3000);
      // 8.75% tax on the discounted lines and shipping, per line, as a calculator would.
      const taxCents =
        products.lines.reduce((sum, l, i) => sum + Math.round((l.lineCents - (parts[i] ?? 0)) * 0.0875), 0) +
        Math.round(shippingCents * 0.0875);
      const price = priceCart({ items, shippingCents, taxCents, discountCents: off });

      expect(off).toBeGreaterThanOrEqual(0);
      expect(off).toBeLessThanOrEqual(price.productCents);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(off);
      parts.forEach((p, i) => {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(products.lines[i]?.lineCents ?? 0);
      });
      expect(price.discountCents).toBe(off);
      expect(price.totalCents).toBe(price.productCents - off + shippingCents + taxCents);
      expect(price.totalCents).toBeGreaterThanOrEqual(shippingCents);
      const undiscountedTax = Math.round(price.productCents * 0.0875) + Math.round(shippingCents * 0.0875);
      expect(taxCents).toBeLessThanOrEqual(undiscountedTax + products.lines.length);
    }
  });
});

describe('validateDiscountInput', () => {
  it('accepts a good code and names each bad field', () => {
    expect(validateDiscountInput({ code: 'save-10', kind: 'percent', value: 10 })).toEqual({});
    const errors = validateDiscountInput({
      code: 'a b',
      kind: 'percent',
      value: 120,
      minOrderCents: -1,
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
      maxUses: 0,
    });
    expect(Object.keys(errors).sort()).toEqual(['code', 'endsAt', 'maxUses', 'minOrderCents', 'value']);
    expect(errors.value).toBe('A percentage is a whole number from 1 to 100.');
    expect(errors.endsAt).toBe('The end must be after the start.');
    expect(validateDiscountInput({ code: 'FIVE', kind: 'fixed', value: 0 }).value).toMatch(/amount/);
  });
});

describe('the limits checked again when the money is taken', () => {
  const none = { usesSoFar: 0, customerUses: 0, customerPaidOrders: 0 };
  it('refuses the first limit that no longer holds, and only the limits', () => {
    expect(discountLimitRefusal(rule({ maxUses: 1 }), { ...none, usesSoFar: 1 })).toBe('used_up');
    expect(discountLimitRefusal(rule({ oncePerCustomer: true }), { ...none, customerUses: 1 })).toBe(
      'already_used',
    );
    expect(discountLimitRefusal(rule({ firstOrderOnly: true }), { ...none, customerPaidOrders: 1 })).toBe(
      'first_order_only',
    );
    expect(discountLimitRefusal(rule({ maxUses: 2, oncePerCustomer: true }), { ...none, usesSoFar: 1 })).toBe(
      null,
    );
    // A code that ended or was deactivated after it was reserved is not a limit: the reservation is honoured.
    expect(discountLimitRefusal(rule({ active: false, endsAt: new Date(0) }), none)).toBe(null);
  });
});

describe('discountUseGivenBack', () => {
  const paid = { paidAt: new Date('2026-11-27T12:00:00Z'), totalAmount: 6798 };
  it('gives the use back once a cancelled order is refunded in full, and only then', () => {
    expect(discountUseGivenBack({ ...paid, fulfillmentStatus: 'cancelled', refundedAmount: 6798 })).toBe(
      true,
    );
    // The refund not made yet: the use still counts until the money is back.
    expect(discountUseGivenBack({ ...paid, fulfillmentStatus: 'cancelled', refundedAmount: 0 })).toBe(false);
    // A kept order, even refunded in full (a claim), keeps its use.
    expect(discountUseGivenBack({ ...paid, fulfillmentStatus: 'delivered', refundedAmount: 6798 })).toBe(
      false,
    );
    // Never paid: there was no use to give back.
    expect(
      discountUseGivenBack({ ...paid, paidAt: null, fulfillmentStatus: 'cancelled', refundedAmount: 0 }),
    ).toBe(false);
  });
});
