import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';

describe('order reads (e2e)', () => {
  let t: TestApp;
  let owner: CheckoutUser;
  let other: CheckoutUser;
  let admin: CheckoutUser;
  let paidHash: string;
  let paidId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await checkoutUser(t);
    other = await checkoutUser(t);
    admin = await checkoutUser(t, { isAdmin: true });
    paidHash = await placeOrder(owner, [{ printType: 'canvas', printSize: '20x30' }], true);
    await placeOrder(owner, [{ printType: 'poster', printSize: '8x12', quantity: 3 }], true);
    await placeOrder(owner, [{ printType: 'poster', printSize: '14x14' }], false);
    await t.app.get(JobQueue).idle();
    const [row] = await t.app
      .get(DataSource)
      .query<{ id: string }[]>(`SELECT id FROM orders WHERE order_hash = $1`, [paidHash]);
    paidId = row?.id ?? '';
  });
  afterAll(() => t.close());

  async function placeOrder(
    user: CheckoutUser,
    cart: Parameters<typeof setCart>[2],
    pay: boolean,
  ): Promise<string> {
    await setCart(t, user.id, cart);
    const res = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email) });
    const { clientSecret, orderHash } = res.body as { clientSecret: string; orderHash: string };
    if (pay) {
      await t.request
        .post('/api/payments/local/confirm')
        .set('authorization', user.bearer)
        .send({ clientSecret, ...card(TEST_CARDS.success) });
    }
    return orderHash;
  }

  it('GET /order/hash/:hash answers the contract shape for the owner', async () => {
    const res = await t.request.get(`/api/order/hash/${paidHash}`).set('authorization', owner.bearer);
    expect(res.status).toBe(200);
    // canvas 69.99 + shipping 9.99, CA 7.25% of 79.98 = 5.80
    expect(res.body).toMatchObject({
      id: paidId,
      orderHash: paidHash,
      totalAmount: 6999 + 999 + 580,
      taxAmount: 580,
      productPrice: 6999,
      shippingCost: 999,
      fulfillmentStatus: 'submitted_to_fulfillment',
      invoiceStatus: 'paid',
      paymentStatus: 'paid',
      shippingAddress: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '1 Market St',
        address2: 'Suite 5',
        city: 'San Francisco',
        region: 'CA',
        zip: '94105',
        country: 'US',
      },
      customerEmail: owner.email,
      trackingUrl: null,
      deliveryEstimate: { range: '4-10 business days' },
    });
    expect(typeof (res.body as { paidAt: unknown }).paidAt).toBe('string');
    // The order page's parcels and status timeline (filled by the fulfilment lifecycle).
    const detail = res.body as { shipments: unknown; statusHistory: unknown };
    expect(Array.isArray(detail.shipments)).toBe(true);
    expect(Array.isArray(detail.statusHistory)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /payment/order-line-items/:id lists the lines with signed images', async () => {
    const res = await t.request
      .get(`/api/payment/order-line-items/${paidId}`)
      .set('authorization', owner.bearer);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [line] = res.body as { imageUrl: string }[];
    expect(line).toMatchObject({
      printType: 'canvas',
      printSize: '20x30',
      quantity: 1,
      unitPrice: 6999,
      lineTotal: 6999,
    });
    expect(line?.imageUrl).toMatch(/^\/api\/images\/generated\/.+\?v=original&exp=\d+&sig=/);
  });

  it('GET /user-orders lists the paid orders newest first, not cached', async () => {
    const res = await t.request.get('/api/user-orders').set('authorization', owner.bearer);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const orders = res.body as { orderHash: string; createdAt: string; paymentStatus: string }[];
    expect(orders).toHaveLength(2);
    expect(orders[1]?.orderHash).toBe(paidHash);
    expect(orders.every((o) => o.paymentStatus === 'paid')).toBe(true);
    expect(Date.parse(orders[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(orders[1]?.createdAt ?? ''),
    );
  });

  it('GET /user-orders gives each order its lines: product, quantity and a signed artwork URL (the history rows)', async () => {
    const res = await t.request.get('/api/user-orders').set('authorization', owner.bearer);
    const orders = res.body as {
      orderHash: string;
      items: { printType: string; printSize: string; quantity: number; imageUrl: string | null }[];
    }[];
    expect(orders.map((o) => o.items.map((i) => [i.printType, i.printSize, i.quantity]))).toEqual([
      [['poster', '8x12', 3]],
      [['canvas', '20x30', 1]],
    ]);
    for (const order of orders) {
      expect(order.items[0]?.imageUrl).toMatch(/^\/api\/images\/generated\/.+\?v=original&exp=\d+&sig=/);
    }
  });

  it('another user gets 404 Order Not Found on every order route and an empty history', async () => {
    const byHash = await t.request.get(`/api/order/hash/${paidHash}`).set('authorization', other.bearer);
    expect(byHash.status).toBe(404);
    expect(byHash.body).toMatchObject({
      error: 'Order Not Found',
      message: 'Order Not Found',
      errorType: 'NOT_FOUND',
    });
    const lines = await t.request
      .get(`/api/payment/order-line-items/${paidId}`)
      .set('authorization', other.bearer);
    expect(lines.status).toBe(404);
    const submit = await t.request
      .post(`/api/submit-to-printify/${paidHash}`)
      .set('authorization', other.bearer);
    expect(submit.status).toBe(404);
    const history = await t.request.get('/api/user-orders').set('authorization', other.bearer);
    expect(history.body).toEqual([]);
  });

  it('an administrator may read any order', async () => {
    expect(
      (await t.request.get(`/api/order/hash/${paidHash}`).set('authorization', admin.bearer)).status,
    ).toBe(200);
    expect(
      (await t.request.get(`/api/payment/order-line-items/${paidId}`).set('authorization', admin.bearer))
        .status,
    ).toBe(200);
  });

  it('unknown ids and anonymous callers are refused', async () => {
    expect((await t.request.get('/api/order/hash/nope').set('authorization', owner.bearer)).status).toBe(404);
    expect(
      (await t.request.get('/api/payment/order-line-items/not-a-uuid').set('authorization', owner.bearer))
        .status,
    ).toBe(404);
    expect((await t.request.get('/api/user-orders')).status).toBe(401);
    expect((await t.request.get(`/api/order/hash/${paidHash}`)).status).toBe(401);
  });
});
