import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_STEPS,
  CUSTOMER_STEP_LABELS,
  adminFulfilmentStatusLabel,
  confidenceLabel,
  customerStep,
  fulfilmentBadgeTone,
  fulfilmentStatusLabel,
  normalizeFulfilmentStatus,
} from './fulfilment-status';

// raw, lifecycle, history label, admin label, badge tone, customer step
const ROWS: [string | null | undefined, string, string, string, string, number][] = [
  [undefined, 'pending', 'Pending', 'Pending', 'secondary', 0],
  [null, 'pending', 'Pending', 'Pending', 'secondary', 0],
  ['', 'pending', 'Pending', 'Pending', 'secondary', 0],
  ['pending', 'pending', 'Pending', 'Pending', 'secondary', 0],
  ['submitted_to_fulfillment', 'submitted', 'Submitted', 'Submitted', 'default', 0],
  ['order:sent-to-production', 'in_production', 'In Production', 'In Production', 'secondary', 1],
  ['in_production', 'in_production', 'In Production', 'In Production', 'secondary', 1],
  ['order:shipment:created', 'shipped', 'Shipped', 'Shipped', 'outline', 2],
  ['shipped', 'shipped', 'Shipped', 'Shipped', 'outline', 2],
  ['partially-fulfilled', 'partially_shipped', 'Partially Shipped', 'Partially Shipped', 'outline', 2],
  ['partially_shipped', 'partially_shipped', 'Partially Shipped', 'Partially Shipped', 'outline', 2],
  ['order:shipment:delivered', 'delivered', 'Fulfilled', 'Delivered', 'default', 3],
  ['fulfilled', 'delivered', 'Fulfilled', 'Delivered', 'default', 3],
  ['canceled', 'cancelled', 'Canceled', 'Canceled', 'destructive', 0],
  ['cancelled', 'cancelled', 'Canceled', 'Canceled', 'destructive', 0],
  ['on_hold', 'on_hold', 'On Hold', 'On Hold', 'secondary', 0],
  ['processing', 'processing', 'Processing', 'Processing', 'secondary', 0],
  ['error_payment', 'error', 'Error', 'Error', 'destructive', 0],
  ['error_printify_submission', 'error', 'Error', 'Error', 'destructive', 0],
  ['  SHIPPED ', 'shipped', 'Shipped', 'Shipped', 'outline', 2],
  ['returned', 'processing', 'Returned', 'Returned', 'secondary', 0],
  ['awaiting-artwork', 'processing', 'Awaiting-artwork', 'Awaiting-artwork', 'secondary', 0],
];

describe('fulfilment statuses (product.md P6)', () => {
  it.each(ROWS)('%j -> %s / %s / %s / %s / step %i', (raw, lifecycle, label, adminLabel, tone, step) => {
    expect(normalizeFulfilmentStatus(raw)).toBe(lifecycle);
    expect(fulfilmentStatusLabel(raw)).toBe(label);
    expect(adminFulfilmentStatusLabel(raw)).toBe(adminLabel);
    expect(fulfilmentBadgeTone(raw)).toBe(tone);
    expect(customerStep(raw)).toBe(step);
  });

  it('has four customer steps with labels', () => {
    expect(CUSTOMER_STEPS).toEqual(['confirmed', 'production', 'shipped', 'delivered']);
    expect(CUSTOMER_STEPS.map((s) => CUSTOMER_STEP_LABELS[s])).toEqual([
      'Confirmed',
      'In Production',
      'Shipped',
      'Delivered',
    ]);
  });
});

describe('confidenceLabel', () => {
  it.each([
    [1, 'High'],
    [0.8, 'High'],
    [0.79, 'Medium'],
    [0.5, 'Medium'],
    [0.49, 'Low'],
    [0.3, 'Low'],
    [0, 'Low'],
  ])('%d -> %s', (score, label) => {
    expect(confidenceLabel(score)).toBe(label);
  });
});
