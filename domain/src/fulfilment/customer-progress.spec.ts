import { describe, expect, it } from 'vitest';
import {
  ORDER_TRACKING_POLL_MS,
  customerProgress,
  orderTrackingPollInterval,
  showsSteps,
  type OrderStatusEvent,
} from './customer-progress';

const PAID: OrderStatusEvent = { kind: 'payment', status: 'paid', at: '2025-01-05T12:00:00.000Z' };
const SUBMITTED: OrderStatusEvent = {
  kind: 'fulfilment',
  status: 'submitted',
  at: '2025-01-05T12:01:00.000Z',
};
const PRODUCTION: OrderStatusEvent = {
  kind: 'fulfilment',
  status: 'in_production',
  at: '2025-01-06T12:00:00.000Z',
};
const SHIPPED: OrderStatusEvent = { kind: 'fulfilment', status: 'shipped', at: '2025-01-08T12:00:00.000Z' };
const DELIVERED: OrderStatusEvent = {
  kind: 'fulfilment',
  status: 'delivered',
  at: '2025-01-12T12:00:00.000Z',
};

function dates(progress: ReturnType<typeof customerProgress>) {
  return progress.steps.map((step) => step.at);
}

describe('customerProgress: the four customer steps with dates (product.md P12, P6)', () => {
  it('a partial refund leaves the order on its way; a full refund stops it', () => {
    const history = [PAID, SUBMITTED, PRODUCTION];
    const partial = customerProgress({
      paymentStatus: 'partially_refunded',
      fulfillmentStatus: 'order:sent-to-production',
      statusHistory: [
        ...history,
        { kind: 'payment', status: 'partially_refunded', at: '2025-01-07T09:00:00.000Z' },
      ],
    });
    expect(partial.state).toBe('in_progress');
    expect(partial.activeStep).toBe(1);
    const full = customerProgress({
      paymentStatus: 'refunded',
      fulfillmentStatus: 'cancelled',
      statusHistory: [
        PAID,
        SUBMITTED,
        { kind: 'payment', status: 'refunded', at: '2025-01-05T12:30:00.000Z' },
      ],
    });
    expect(full.state).toBe('refunded');
    expect(full.final).toBe(true);
  });

  it('paid and submitted: Confirmed with the payment time, nothing further', () => {
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'submitted_to_fulfillment',
      statusHistory: [PAID, SUBMITTED],
    });
    expect(progress.state).toBe('in_progress');
    expect(progress.activeStep).toBe(0);
    expect(progress.steps.map((s) => [s.step, s.label, s.reached, s.current])).toEqual([
      ['confirmed', 'Confirmed', true, true],
      ['production', 'In Production', false, false],
      ['shipped', 'Shipped', false, false],
      ['delivered', 'Delivered', false, false],
    ]);
    expect(dates(progress)).toEqual([PAID.at, null, null, null]);
    expect(progress.final).toBe(false);
  });

  it('in production: the first in_production time, even when production is reported twice', () => {
    const again = { ...PRODUCTION, at: '2025-01-07T09:00:00.000Z' };
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'order:sent-to-production',
      statusHistory: [PAID, SUBMITTED, PRODUCTION, again],
    });
    expect(progress.activeStep).toBe(1);
    expect(dates(progress)).toEqual([PAID.at, PRODUCTION.at, null, null]);
  });

  it('shipped: dates of the three steps reached; the history may come in any order', () => {
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'order:shipment:created',
      statusHistory: [SHIPPED, PAID, PRODUCTION, SUBMITTED],
    });
    expect(progress.state).toBe('in_progress');
    expect(progress.activeStep).toBe(2);
    expect(dates(progress)).toEqual([PAID.at, PRODUCTION.at, SHIPPED.at, null]);
    expect(progress.steps[2]).toMatchObject({ label: 'Shipped', current: true });
    expect(progress.final).toBe(false);
  });

  it('partially shipped: the Shipped step says Partially Shipped and dates the first parcel', () => {
    const partial: OrderStatusEvent = { ...SHIPPED, status: 'partially_shipped' };
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'partially-fulfilled',
      statusHistory: [PAID, PRODUCTION, partial, { ...SHIPPED, at: '2025-01-09T12:00:00.000Z' }],
    });
    expect(progress.activeStep).toBe(2);
    expect(progress.steps[2]).toMatchObject({ label: 'Partially Shipped', at: partial.at });
  });

  it('delivered: all four dates, final', () => {
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'order:shipment:delivered',
      statusHistory: [PAID, SUBMITTED, PRODUCTION, SHIPPED, DELIVERED],
    });
    expect(progress.state).toBe('delivered');
    expect(progress.activeStep).toBe(3);
    expect(dates(progress)).toEqual([PAID.at, PRODUCTION.at, SHIPPED.at, DELIVERED.at]);
    expect(progress.final).toBe(true);
  });

  it('a step reached without a history entry has no date; Confirmed falls back to paidAt', () => {
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'shipped',
      statusHistory: [],
      paidAt: '2025-01-05T12:00:30.000Z',
    });
    expect(progress.activeStep).toBe(2);
    expect(dates(progress)).toEqual(['2025-01-05T12:00:30.000Z', null, null, null]);
  });

  it('a later processing or hold does not send a shipped order back to Confirmed', () => {
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'on_hold',
      statusHistory: [PAID, PRODUCTION, SHIPPED, { kind: 'fulfilment', status: 'on_hold', at: DELIVERED.at }],
    });
    expect(progress.state).toBe('on_hold');
    expect(progress.activeStep).toBe(2);
    expect(progress.final).toBe(false);
  });

  it('ignores history entries with an unreadable time', () => {
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'in_production',
      statusHistory: [PAID, { kind: 'fulfilment', status: 'in_production', at: 'soon' }],
    });
    expect(dates(progress)).toEqual([PAID.at, null, null, null]);
  });
});

describe('customerProgress: orders that are not moving forward', () => {
  it.each([
    [
      'pending payment',
      { paymentStatus: 'pending', fulfillmentStatus: 'pending' },
      'awaiting_payment',
      false,
    ],
    // Whatever the fulfilment says, an unpaid order reaches no step.
    [
      'pending payment, odd status',
      { paymentStatus: 'pending', fulfillmentStatus: 'shipped' },
      'awaiting_payment',
      false,
    ],
    ['no payment status', { fulfillmentStatus: 'pending' }, 'awaiting_payment', false],
    ['failed payment', { paymentStatus: 'failed', fulfillmentStatus: 'pending' }, 'payment_failed', true],
    ['cancelled', { paymentStatus: 'paid', fulfillmentStatus: 'canceled' }, 'cancelled', true],
    [
      'cancelled after shipping',
      { paymentStatus: 'paid', fulfillmentStatus: 'cancelled', statusHistory: [PAID, SHIPPED] },
      'cancelled',
      true,
    ],
    [
      'cancelled unpaid',
      { paymentStatus: 'pending', fulfillmentStatus: 'order:canceled' },
      'cancelled',
      true,
    ],
    ['refunded', { paymentStatus: 'refunded', fulfillmentStatus: 'in_production' }, 'refunded', true],
    [
      'refunded in the history',
      {
        paymentStatus: 'paid',
        fulfillmentStatus: 'in_production',
        statusHistory: [PAID, { kind: 'payment', status: 'refunded', at: DELIVERED.at }],
      },
      'refunded',
      true,
    ],
  ] as const)('%s: %s, final %s, no step reached', (_name, input, state, final) => {
    const progress = customerProgress(input);
    expect(progress.state).toBe(state);
    expect(progress.final).toBe(final);
    expect(progress.activeStep).toBe(-1);
    expect(progress.steps.every((step) => !step.reached && step.at === null)).toBe(true);
    expect(showsSteps(progress.state)).toBe(false);
  });

  it('a fulfilment error on a paid order keeps the steps reached and is final', () => {
    const progress = customerProgress({
      paymentStatus: 'paid',
      fulfillmentStatus: 'error_printify_submission',
      statusHistory: [PAID],
    });
    expect(progress.state).toBe('error');
    expect(progress.activeStep).toBe(0);
    expect(progress.final).toBe(true);
    expect(showsSteps(progress.state)).toBe(true);
  });
});

describe('orderTrackingPollInterval', () => {
  it('polls while the order moves and stops once it is final', () => {
    expect(
      orderTrackingPollInterval(customerProgress({ paymentStatus: 'paid', fulfillmentStatus: 'shipped' })),
    ).toBe(ORDER_TRACKING_POLL_MS);
    expect(orderTrackingPollInterval(customerProgress({ paymentStatus: 'pending' }))).toBe(
      ORDER_TRACKING_POLL_MS,
    );
    for (const fulfillmentStatus of ['delivered', 'cancelled', 'error_x']) {
      expect(orderTrackingPollInterval(customerProgress({ paymentStatus: 'paid', fulfillmentStatus }))).toBe(
        0,
      );
    }
    expect(orderTrackingPollInterval(customerProgress({ paymentStatus: 'failed' }))).toBe(0);
  });
});
