import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../testing/msw-handlers';

export const ORDER_ID = '33333333-3333-4333-8333-333333333333';
export const CLAIM_ID = '55555555-5555-4555-8555-555555555555';
const LINE_A = '66666666-6666-4666-8666-666666666661';
const LINE_B = '66666666-6666-4666-8666-666666666662';

/** A new report (damaged in transit) on two lines of order PA-7K3M9X, as GET /api/admin/claims/:id sends it. */
export const claim = {
  id: CLAIM_ID,
  reason: 'damaged_in_transit',
  reasonLabel: 'Damaged in transit',
  description: 'The canvas corner is crushed.',
  state: 'received',
  stateLabel: 'Received',
  nextStep: 'We are looking at your report and will answer within 24 hours.',
  lineIds: [LINE_A, LINE_B],
  photos: [
    { id: 'p1', url: '/api/images/claims/a.jpg?exp=1&sig=x', width: 800, height: 600, messageId: null },
    { id: 'p2', url: '/api/images/claims/b.jpg?exp=1&sig=y', width: 600, height: 800, messageId: null },
    { id: 'p3', url: '/api/images/claims/c.jpg?exp=1&sig=z', width: 600, height: 600, messageId: 'm2' },
  ],
  messages: [
    { id: 'm1', author: 'staff', body: 'Could you show the box?', createdAt: '2026-01-10T10:00:00.000Z' },
    { id: 'm2', author: 'customer', body: 'Here is the box.', createdAt: '2026-01-11T10:00:00.000Z' },
  ],
  resolution: null,
  refundCents: 0,
  reprintCostCents: 0,
  reprint: null,
  canReply: false,
  createdAt: '2026-01-09T10:00:00.000Z',
  updatedAt: '2026-01-11T10:00:00.000Z',
  order: {
    id: ORDER_ID,
    orderHash: 'abcdef0123456789ZYXWVUTS',
    orderNumber: 'PA-7K3M9X',
    customerEmail: 'zoe@example.com',
    customerName: 'Zoë Müller',
    totalAmount: 7999,
    refundedAmount: 1000,
    fulfillmentStatus: 'order:shipment:delivered',
  },
  lines: [
    { id: LINE_A, printType: 'canvas', printSize: '20x30', quantity: 1, lineTotal: 4999 },
    { id: LINE_B, printType: 'poster', printSize: '12x18', quantity: 2, lineTotal: 2500 },
  ],
  repeat: false,
  earlierClaims: [] as unknown[],
};

export const queueItem = (overrides: Record<string, unknown> = {}) => ({
  id: CLAIM_ID,
  state: 'received',
  reason: 'damaged_in_transit',
  reasonLabel: 'Damaged in transit',
  orderId: ORDER_ID,
  orderNumber: 'PA-7K3M9X',
  orderHash: 'abcdef0123456789ZYXWVUTS',
  customerEmail: 'zoe@example.com',
  lineCount: 2,
  repeat: false,
  createdAt: '2026-01-09T10:00:00.000Z',
  ...overrides,
});

export const counts = { new: 3, waiting: 1, approved: 2, declined: 0, resolved: 4 };

/** The queue of `state` (and the order's claims with ?orderId=), recording each query string. */
export function queueHandler(
  seen: URLSearchParams[],
  byState: Record<string, ReturnType<typeof queueItem>[]>,
) {
  return http.get(apiUrl('/admin/claims'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const key = params.get('orderId') ? 'order' : (params.get('state') ?? 'new');
    return HttpResponse.json({ claims: byState[key] ?? [], counts });
  });
}
