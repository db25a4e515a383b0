/** The shipping address of the test orders (as the admin API sends it). */
export const ZOE_ADDRESS = {
  first_name: 'Zoë',
  last_name: 'Müller',
  address1: '1 Rue',
  city: 'Paris',
  zip: '75001',
  country: 'FR',
};

/**
 * An order as GET /api/admin/orders/:id sends it (paid, submitted, in its production hold) and its timeline: the
 * order page's tests (the orders feature's, the claims section's).
 */
export const orderDetail = (id: string) => ({
  id,
  orderHash: 'abcdef0123456789ZYXWVUTS',
  orderNumber: 'PA-7K3M9X',
  customerEmail: 'zoe@example.com',
  customerName: 'Zoë Müller',
  customerPhone: null,
  isUserRegistered: true,
  userId: '44444444-4444-4444-8444-444444444444',
  createdAt: '2026-01-02T10:00:00.000Z',
  fulfillmentStatus: 'submitted_to_fulfillment',
  status: 'submitted',
  invoiceStatus: 'paid',
  payment: 'Paid',
  totalAmount: 7999,
  taxAmount: 0,
  trackingUrl: null,
  printifyOrderId: 'pf_1',
  printifyOrderNumber: null,
  printType: 'canvas',
  printSize: '20x30',
  refundedAmount: 0,
  refundPending: false,
  dispute: null,
  shippingAddress: ZOE_ADDRESS,
  totals: { productPrice: 6999, shippingCost: 1000, taxAmount: 0, totalAmount: 7999 },
  shippingMethod: 'express' as const,
  deliveryRange: '3-6 business days',
  stripePaymentId: 'pi_1',
  paidAt: '2026-01-02T10:01:00.000Z',
  items: [],
  shipments: [],
  events: [],
  canResubmit: false,
  canCancel: true,
  gift: null,
});
const HOLD_ENDS = '2026-01-02T11:01:00.000Z';
export const orderTimeline = {
  entries: [
    {
      at: '2026-01-02T10:01:00.000Z',
      kind: 'payment',
      title: 'Payment: Paid',
      detail: 'by payment',
      actor: null,
      upcoming: false,
    },
    {
      at: '2026-01-02T10:02:00.000Z',
      kind: 'email',
      title: 'Email: Order confirmation',
      detail: 'sent to zoe@example.com',
      actor: null,
      upcoming: false,
    },
    {
      at: '2026-01-02T10:03:00.000Z',
      kind: 'note',
      title: 'Note',
      detail: 'Customer called: it is a gift.',
      actor: 'staff@example.com',
      upcoming: false,
    },
    {
      at: HOLD_ENDS,
      kind: 'job',
      title: 'Production hold ends: send to production (due)',
      detail: null,
      actor: null,
      upcoming: true,
    },
  ],
  productionHoldEndsAt: HOLD_ENDS,
  resendable: ['confirmation'],
  refundable: 79.99,
  canSendToProduction: true,
  canEditAddress: true,
  canResendGiftEmail: false,
};
