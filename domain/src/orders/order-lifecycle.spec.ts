import { describe, expect, it } from 'vitest';
import {
  decideFulfilment,
  decidePayment,
  emailForFulfilment,
  fulfilmentTargetOf,
  FINAL_FULFILMENT_STATUSES,
  isBeforeProduction,
  isFinalFulfilment,
  paymentStatusLabel,
  STORED_FULFILMENT_STATUSES,
  toPaymentStatus,
} from './order-lifecycle';
import { apiFulfilmentStatus, normalizeFulfilmentStatus } from '../fulfilment/fulfilment-status';

describe('payment state machine', () => {
  it.each([
    ['pending', 'paid', true],
    ['pending', 'failed', true],
    ['failed', 'paid', true],
    ['paid', 'failed', false],
    ['paid', 'pending', false],
    ['paid', 'paid', false],
    ['paid', 'refunded', true],
    ['paid', 'partially_refunded', true],
    ['refunded', 'paid', false],
    ['pending', 'expired', true],
    ['expired', 'paid', true],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(decidePayment(from, to).change).toBe(allowed);
  });

  it('names why nothing changes', () => {
    expect(decidePayment('paid', 'paid')).toEqual({ change: false, from: 'paid', reason: 'same' });
    expect(decidePayment('refunded', 'paid')).toEqual({ change: false, from: 'refunded', reason: 'final' });
    expect(decidePayment('paid', 'failed')).toEqual({ change: false, from: 'paid', reason: 'not_allowed' });
  });

  it('reads unknown stored values as pending', () => {
    expect(toPaymentStatus(undefined)).toBe('pending');
    expect(toPaymentStatus('weird')).toBe('pending');
    expect(toPaymentStatus('PAID')).toBe('paid');
  });
});

describe('fulfilment state machine', () => {
  it("stores the lifecycle's own words; the API answers with the spec's", () => {
    expect(decideFulfilment('pending', 'in_production')).toEqual({
      change: true,
      from: 'pending',
      to: 'in_production',
    });
    // Every stored word is its own lifecycle state (errors park as 'error'), so reading needs no provider words.
    for (const stored of STORED_FULFILMENT_STATUSES) {
      expect(normalizeFulfilmentStatus(stored)).toBe(stored.startsWith('error_') ? 'error' : stored);
    }
    expect(apiFulfilmentStatus('pending')).toBe('pending');
    expect(apiFulfilmentStatus('submitted')).toBe('submitted_to_fulfillment');
    expect(apiFulfilmentStatus('in_production')).toBe('order:sent-to-production');
    expect(apiFulfilmentStatus('shipped')).toBe('order:shipment:created');
    expect(apiFulfilmentStatus('delivered')).toBe('order:shipment:delivered');
    expect(apiFulfilmentStatus('partially_shipped')).toBe('partially_shipped');
    expect(apiFulfilmentStatus('error_variant')).toBe('error_variant');
    expect(apiFulfilmentStatus('cancelled')).toBe('cancelled');
    expect(apiFulfilmentStatus(null)).toBeNull();
    // The API's words read back as the same lifecycle state (the screens normalise what the API sends).
    for (const stored of STORED_FULFILMENT_STATUSES) {
      expect(normalizeFulfilmentStatus(apiFulfilmentStatus(stored))).toBe(normalizeFulfilmentStatus(stored));
    }
  });

  it.each([
    ['pending', 'submitted', true],
    ['submitted', 'in_production', true],
    ['in_production', 'shipped', true],
    ['shipped', 'delivered', true],
    ['submitted', 'delivered', true],
    // an older, provider-style spelling reads as its lifecycle state
    ['order:shipment:created', 'delivered', true],
    ['partially_shipped', 'shipped', true],
    // backwards: a late "sent to production" after "shipped" changes nothing
    ['shipped', 'in_production', false],
    ['shipped', 'partially_shipped', false],
    ['in_production', 'submitted', false],
    // final states
    ['delivered', 'shipped', false],
    ['delivered', 'cancelled', false],
    ['order:shipment:delivered', 'cancelled', false],
    ['cancelled', 'in_production', false],
    ['canceled', 'submitted', false],
    // parking and leaving it
    ['pending', 'error_variant', true],
    ['submitted', 'error_submission', true],
    ['error_variant', 'submitted', true],
    ['error_variant', 'error_submission', true],
    ['error_submission', 'in_production', true],
    ['in_production', 'error_provider', false],
    // cancellation before shipping only
    ['submitted', 'cancelled', true],
    ['error_variant', 'cancelled', true],
    ['in_production', 'cancelled', true],
    ['shipped', 'cancelled', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(decideFulfilment(from, to).change).toBe(allowed);
  });

  it('names the reasons', () => {
    expect(decideFulfilment('shipped', 'shipped')).toMatchObject({ reason: 'same' });
    expect(decideFulfilment('order:shipment:created', 'shipped')).toMatchObject({ reason: 'same' });
    expect(decideFulfilment('error_variant', 'error_variant')).toMatchObject({ reason: 'same' });
    expect(decideFulfilment('delivered', 'shipped')).toMatchObject({ reason: 'final' });
    expect(decideFulfilment('shipped', 'in_production')).toMatchObject({
      reason: 'backwards',
    });
    expect(decideFulfilment(null, 'submitted')).toEqual({
      change: true,
      from: 'pending',
      to: 'submitted',
    });
  });

  it('knows final states and the production window', () => {
    expect(isFinalFulfilment('delivered')).toBe(true);
    expect(isFinalFulfilment('order:shipment:delivered')).toBe(true);
    expect(isFinalFulfilment('canceled')).toBe(true);
    expect(isFinalFulfilment('shipped')).toBe(false);
    // The stored words the scheduled sync skips in SQL come from the same rule.
    expect([...FINAL_FULFILMENT_STATUSES].sort()).toEqual(['cancelled', 'delivered']);
    expect(isBeforeProduction('submitted')).toBe(true);
    expect(isBeforeProduction('error_variant')).toBe(true);
    expect(isBeforeProduction('in_production')).toBe(false);
    expect(isBeforeProduction('cancelled')).toBe(false);
  });

  it('sends one email kind per reached state', () => {
    expect(emailForFulfilment('in_production')).toBe('processing');
    expect(emailForFulfilment('shipped')).toBe('shipped');
    expect(emailForFulfilment('partially_shipped')).toBe('shipped');
    expect(emailForFulfilment('delivered')).toBe('delivered');
    expect(emailForFulfilment('cancelled')).toBe('cancelled');
    expect(emailForFulfilment('submitted')).toBeUndefined();
    expect(emailForFulfilment('error_variant')).toBeUndefined();
  });
});

describe('provider view to target (the adapter translated its status)', () => {
  it('raises the status by the shipments; delivered only when every shipment is', () => {
    const shipped = { carrier: 'usps', trackingNumber: '1' };
    const delivered = { ...shipped, deliveredAt: new Date() };
    expect(fulfilmentTargetOf({ target: 'in_production', shipments: [] })).toBe('in_production');
    expect(fulfilmentTargetOf({ target: 'in_production', shipments: [shipped] })).toBe('partially_shipped');
    expect(fulfilmentTargetOf({ target: 'shipped', shipments: [shipped] })).toBe('shipped');
    expect(fulfilmentTargetOf({ target: 'shipped', shipments: [] })).toBe('shipped');
    expect(fulfilmentTargetOf({ target: 'shipped', shipments: [delivered, shipped] })).toBe('shipped');
    expect(fulfilmentTargetOf({ target: 'shipped', shipments: [delivered] })).toBe('delivered');
    expect(fulfilmentTargetOf({ target: 'partially_shipped', shipments: [delivered] })).toBe(
      'partially_shipped',
    );
    expect(fulfilmentTargetOf({ target: 'cancelled', shipments: [] })).toBe('cancelled');
  });
});

describe('payment status labels (what staff read)', () => {
  it('says Refunded and Partly refunded instead of Pending', () => {
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
    expect(paymentStatusLabel('partially_refunded')).toBe('Partly refunded');
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel(null)).toBe('Pending');
  });
});
