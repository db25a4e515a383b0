import { describe, expect, it } from 'vitest';
import {
  decideFulfilment,
  decidePayment,
  emailForFulfilment,
  fulfilmentTargetOf,
  FINAL_FULFILMENT_RAW_VALUES,
  isBeforeProduction,
  isFinalFulfilment,
  paymentStatusLabel,
  storedFulfilmentStatus,
  toPaymentStatus,
} from './order-lifecycle';

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
  it('writes the provider-style values of the spec', () => {
    expect(storedFulfilmentStatus('submitted')).toBe('submitted_to_fulfillment');
    expect(storedFulfilmentStatus('in_production')).toBe('order:sent-to-production');
    expect(storedFulfilmentStatus('shipped')).toBe('order:shipment:created');
    expect(storedFulfilmentStatus('delivered')).toBe('order:shipment:delivered');
    expect(storedFulfilmentStatus('error_variant')).toBe('error_variant');
    expect(storedFulfilmentStatus('cancelled')).toBe('cancelled');
  });

  it.each([
    ['pending', 'submitted', true],
    ['submitted_to_fulfillment', 'in_production', true],
    ['order:sent-to-production', 'shipped', true],
    ['order:shipment:created', 'delivered', true],
    ['submitted_to_fulfillment', 'delivered', true],
    ['partially_shipped', 'shipped', true],
    // backwards: a late "sent to production" after "shipped" changes nothing
    ['order:shipment:created', 'in_production', false],
    ['order:shipment:created', 'partially_shipped', false],
    ['order:sent-to-production', 'submitted', false],
    // final states
    ['order:shipment:delivered', 'shipped', false],
    ['order:shipment:delivered', 'cancelled', false],
    ['cancelled', 'in_production', false],
    ['canceled', 'submitted', false],
    // parking and leaving it
    ['pending', 'error_variant', true],
    ['submitted_to_fulfillment', 'error_submission', true],
    ['error_variant', 'submitted', true],
    ['error_variant', 'error_submission', true],
    ['error_submission', 'in_production', true],
    ['order:sent-to-production', 'error_provider', false],
    // cancellation before shipping only
    ['submitted_to_fulfillment', 'cancelled', true],
    ['error_variant', 'cancelled', true],
    ['order:sent-to-production', 'cancelled', true],
    ['order:shipment:created', 'cancelled', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(decideFulfilment(from, to).change).toBe(allowed);
  });

  it('names the reasons', () => {
    expect(decideFulfilment('order:shipment:created', 'shipped')).toMatchObject({ reason: 'same' });
    expect(decideFulfilment('order:shipment:delivered', 'shipped')).toMatchObject({ reason: 'final' });
    expect(decideFulfilment('order:shipment:created', 'in_production')).toMatchObject({
      reason: 'backwards',
    });
    expect(decideFulfilment(null, 'submitted')).toEqual({
      change: true,
      from: 'pending',
      to: 'submitted_to_fulfillment',
    });
  });

  it('knows final states and the production window', () => {
    expect(isFinalFulfilment('order:shipment:delivered')).toBe(true);
    expect(isFinalFulfilment('canceled')).toBe(true);
    expect(isFinalFulfilment('order:shipment:created')).toBe(false);
    // The spellings the scheduled sync skips in SQL come from the same rule.
    expect([...FINAL_FULFILMENT_RAW_VALUES].sort()).toEqual(
      [
        'canceled',
        'cancelled',
        'delivered',
        'fulfilled',
        'order:canceled',
        'order:shipment:delivered',
      ].sort(),
    );
    expect(isBeforeProduction('submitted_to_fulfillment')).toBe(true);
    expect(isBeforeProduction('error_variant')).toBe(true);
    expect(isBeforeProduction('order:sent-to-production')).toBe(false);
    expect(isBeforeProduction('cancelled')).toBe(false);
  });

  it('sends one email kind per reached state', () => {
    expect(emailForFulfilment('order:sent-to-production')).toBe('processing');
    expect(emailForFulfilment('order:shipment:created')).toBe('shipped');
    expect(emailForFulfilment('partially_shipped')).toBe('shipped');
    expect(emailForFulfilment('order:shipment:delivered')).toBe('delivered');
    expect(emailForFulfilment('cancelled')).toBe('cancelled');
    expect(emailForFulfilment('submitted_to_fulfillment')).toBeUndefined();
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
