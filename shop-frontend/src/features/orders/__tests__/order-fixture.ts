import type { OrderDto as Order, OrderLineItemDto } from '../../../api/enhanced-api';
import type { StoredShippingAddress } from '../order-format';

/** The order hash every orders test uses. */
export const HASH = 'a1b2c3d4e5f6a7b8c9d0e1f2deadbeef';

/** The order number of the fixture order. */
export const ORDER_NUMBER = 'PA-7K3M9X';

/** An order as the server may send it: older records carry the address as a JSON string, or none (product.md P14). */
export type WireOrder = Omit<Order, 'shippingAddress'> & { shippingAddress: StoredShippingAddress };

/** A paid order of one canvas line shipped to San Francisco, not yet at the print provider; `overrides` on top. */
/** One order line as the API answers it: a 20x30 canvas of one pet, no name on it. */
export function orderLineFixture(overrides: Partial<OrderLineItemDto> = {}): OrderLineItemDto {
  return {
    id: 'line-1',
    printType: 'canvas',
    printSize: '20x30',
    imageUrl: '/api/images/generated/a.webp?exp=1&sig=x',
    quantity: 1,
    unitPrice: 6999,
    lineTotal: 6999,
    personalisation: null,
    nameEditableUntil: null,
    nameEditable: false,
    petCount: 1,
    cropPosition: null,
    cropEditable: false,
    printAspect: 2 / 3,
    artworkAspect: null,
    proofCropPosition: null,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<WireOrder> = {}): WireOrder {
  return {
    id: 'order-1',
    orderHash: HASH,
    orderNumber: ORDER_NUMBER,
    totalAmount: 8578,
    taxAmount: 580,
    productPrice: 6999,
    shippingCost: 999,
    shippingMethod: 'standard',
    proofRequested: false,
    proof: null,
    awaitingApproval: false,
    fulfillmentStatus: 'submitted_to_fulfillment',
    invoiceStatus: 'paid',
    paymentStatus: 'paid',
    shippingAddress: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '1 Market St',
      address2: '',
      city: 'San Francisco',
      region: 'CA',
      zip: '94105',
      country: 'US',
    },
    customerEmail: 'pat@example.com',
    trackingUrl: null,
    printifyOrderId: null,
    shipments: [],
    statusHistory: [],
    deliveryEstimate: { range: '4-10 business days' },
    gift: null,
    createdAt: '2025-01-05T15:00:00.000Z',
    paidAt: '2025-01-05T15:01:00.000Z',
    refundedAmount: 0,
    cancellableUntil: null,
    downloadExpiresAt: null,
    digitalFiles: [],
    items: [orderLineFixture()],
    ...overrides,
  };
}
