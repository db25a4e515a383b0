import { describe, expect, it } from 'vitest';
import {
  artworkUnlocked,
  cancellationEmailDue,
  disputeState,
  cancelWindowEndsAt,
  customerMayCancel,
  digitalFileName,
  downloadAvailability,
  downloadExpiresAt,
  orderExpired,
  paymentStatusAfterRefund,
  productionDelaySeconds,
  refundableCents,
  refundOwedCents,
  netRevenueCents,
} from './after-payment';

const paidAt = new Date('2026-03-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('customer cancellation window', () => {
  const order = { invoiceStatus: 'paid', fulfillmentStatus: 'submitted_to_fulfillment', paidAt };

  it('is open from payment until the window closes, then shut', () => {
    expect(cancelWindowEndsAt(paidAt, 60)?.toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(customerMayCancel(order, at('2026-03-01T10:59:59Z'), 60)).toBe(true);
    expect(customerMayCancel(order, at('2026-03-01T11:00:00Z'), 60)).toBe(false);
  });

  it('is shut once in production, for unpaid or refunded orders, and with a window of 0', () => {
    const now = at('2026-03-01T10:10:00Z');
    expect(customerMayCancel({ ...order, fulfillmentStatus: 'order:sent-to-production' }, now, 60)).toBe(
      false,
    );
    expect(customerMayCancel({ ...order, fulfillmentStatus: 'cancelled' }, now, 60)).toBe(false);
    expect(customerMayCancel({ ...order, invoiceStatus: 'pending', paidAt: null }, now, 60)).toBe(false);
    expect(customerMayCancel({ ...order, invoiceStatus: 'refunded' }, now, 60)).toBe(false);
    expect(customerMayCancel(order, now, 0)).toBe(false);
  });

  it('is shut once staff ended the hold, though the provider still reads the order as on hold', () => {
    const now = at('2026-03-01T10:10:00Z');
    const ended = { ...order, productionHoldEndedAt: '2026-03-01T10:05:00Z' };
    expect(customerMayCancel(ended, now, 60)).toBe(false);
    expect(customerMayCancel({ ...ended, productionHoldEndedAt: null }, now, 60)).toBe(true);
  });

  it('delays production by what is left of the window', () => {
    expect(productionDelaySeconds(paidAt, at('2026-03-01T10:15:00Z'), 60)).toBe(45 * 60);
    expect(productionDelaySeconds(paidAt, at('2026-03-01T12:00:00Z'), 60)).toBe(0);
    expect(productionDelaySeconds(paidAt, at('2026-03-01T10:15:00Z'), 0)).toBe(0);
    expect(productionDelaySeconds(null, at('2026-03-01T10:15:00Z'), 60)).toBe(0);
  });
});

describe('digital file', () => {
  const order = { invoiceStatus: 'paid', fulfillmentStatus: 'pending', paidAt };

  it('can be downloaded for 30 days after payment', () => {
    expect(downloadExpiresAt(paidAt)?.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(downloadAvailability(order, at('2026-03-31T09:59:59Z'))).toBe('available');
    expect(downloadAvailability(order, at('2026-03-31T10:00:00Z'))).toBe('expired');
  });

  it('is not available unpaid or refunded in full, still after a partial refund', () => {
    const now = at('2026-03-02T00:00:00Z');
    expect(downloadAvailability({ ...order, invoiceStatus: 'pending', paidAt: null }, now)).toBe('not_paid');
    expect(downloadAvailability({ ...order, invoiceStatus: 'refunded' }, now)).toBe('cancelled');
    expect(downloadAvailability({ ...order, invoiceStatus: 'partially_refunded' }, now)).toBe('available');
  });

  it('is named after the order', () => {
    expect(digitalFileName('abcdef01234567_9', 2, 'jpg')).toBe('PetArt-234567_9-2.jpg');
  });
});

describe('refunds and expiry', () => {
  it('turns the payment refunded once everything is refunded', () => {
    expect(paymentStatusAfterRefund(5000, 1000)).toBe('partially_refunded');
    expect(paymentStatusAfterRefund(5000, 5000)).toBe('refunded');
    expect(refundableCents(5000, 1000)).toBe(4000);
    expect(refundableCents(5000, 6000)).toBe(0);
  });

  it('expires an unpaid order after the expiry hours', () => {
    const created = at('2026-03-01T10:00:00Z');
    expect(orderExpired(created, at('2026-03-02T09:59:59Z'), 24)).toBe(false);
    expect(orderExpired(created, at('2026-03-02T10:00:00Z'), 24)).toBe(true);
  });
});

describe('money owed back after a cancellation', () => {
  const order = (fulfillmentStatus: string, paid: boolean, refundedAmount = 0) => ({
    fulfillmentStatus,
    paidAt: paid ? paidAt : null,
    totalAmount: 4824,
    refundedAmount,
  });

  it.each([
    ['cancelled and paid, nothing refunded: all of it', order('cancelled', true), 4824],
    ['cancelled by the provider ("canceled") and paid', order('canceled', true), 4824],
    ['cancelled after a partial refund: the rest', order('cancelled', true, 1000), 3824],
    ['cancelled and refunded in full: nothing', order('cancelled', true, 4824), 0],
    ['cancelled before payment: nothing', order('cancelled', false), 0],
    [
      'in production and paid: nothing (the order keeps its money)',
      order('order:sent-to-production', true),
      0,
    ],
  ])('%s', (_name, o, owed) => {
    expect(refundOwedCents(o)).toBe(owed);
  });

  it('lets the cancellation email go only once nothing is owed back', () => {
    expect(cancellationEmailDue(order('cancelled', true))).toBe(false);
    expect(cancellationEmailDue(order('cancelled', true, 1000))).toBe(false);
    expect(cancellationEmailDue(order('cancelled', true, 4824))).toBe(true);
    expect(cancellationEmailDue(order('cancelled', false))).toBe(true);
    expect(cancellationEmailDue(order('submitted_to_fulfillment', false))).toBe(false);
  });
});

describe('dispute states', () => {
  it.each([
    ['needs_response', 'open'],
    ['under_review', 'open'],
    ['warning_needs_response', 'open'],
    ['won', 'won'],
    ['lost', 'lost'],
    ['warning_closed', 'closed'],
  ])('%s is %s', (status, state) => {
    expect(disputeState(status)).toBe(state);
  });
});

describe('netRevenueCents', () => {
  it('is what was paid less what was refunded; nothing for an order never paid', () => {
    expect(netRevenueCents({ invoiceStatus: 'paid', totalAmount: 6798, refundedAmount: 0 })).toBe(6798);
    expect(
      netRevenueCents({ invoiceStatus: 'partially_refunded', totalAmount: 6798, refundedAmount: 1250 }),
    ).toBe(5548);
    expect(netRevenueCents({ invoiceStatus: 'refunded', totalAmount: 6798, refundedAmount: 6798 })).toBe(0);
    expect(netRevenueCents({ invoiceStatus: 'pending', totalAmount: 6798, refundedAmount: 0 })).toBe(0);
    expect(netRevenueCents({ invoiceStatus: 'expired', totalAmount: 6798, refundedAmount: 0 })).toBe(0);
  });
});

describe('artworkUnlocked (the clean artwork, without the preview watermark)', () => {
  it('is unlocked once paid, and stays so after a partial refund', () => {
    expect(artworkUnlocked({ invoiceStatus: 'paid' })).toBe(true);
    expect(artworkUnlocked({ invoiceStatus: ' PAID ' })).toBe(true);
    expect(artworkUnlocked({ invoiceStatus: 'partially_refunded' })).toBe(true);
  });

  it('is locked before payment, after a full refund and for an unknown state', () => {
    for (const invoiceStatus of ['pending', 'failed', 'refunded', null, undefined, 'bogus']) {
      expect(artworkUnlocked({ invoiceStatus })).toBe(false);
    }
  });
});
