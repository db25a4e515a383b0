import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  checkoutUser,
  customerInfo,
  payLocally,
  setCart,
  startCheckout,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';

/** The shipping method through checkout: priced, stored on the order, refused where not offered, sent to the simulator. */
describe('checkout with a shipping method (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const create = (user: CheckoutUser, body: object) =>
    t.request.post('/api/cart/create-payment-intent').set('authorization', user.bearer).send(body);

  const orderOf = async (orderHash: string) => {
    const [order] = await db.query<
      {
        id: string;
        shipping_method: string;
        total_amount: number;
        tax_amount: number;
        metadata: Record<string, unknown>;
      }[]
    >(`SELECT id, shipping_method, total_amount, tax_amount, metadata FROM orders WHERE order_hash = $1`, [
      orderHash,
    ]);
    if (!order) throw new Error(`no order ${orderHash}`);
    return order;
  };

  it('stores express on the order with its price in the total and the tax, and its range', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const res = await create(user, { customerInfo: customerInfo(user.email), shippingMethod: 'express' });
    expect(res.status).toBe(200);
    const order = await orderOf((res.body as { orderHash: string }).orderHash);
    // 39.99 + express 12.99 = 52.98; CA 7.25% = 3.84.
    expect(order).toMatchObject({ shipping_method: 'express', total_amount: 5682, tax_amount: 384 });
    expect(order.metadata).toMatchObject({
      shippingCost: 1299,
      deliveryEstimate: { range: '3-8 business days', min: 3, max: 8 },
    });
  });

  it('stores standard when no method is sent', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const res = await create(user, { customerInfo: customerInfo(user.email) });
    expect(res.status).toBe(200);
    const order = await orderOf((res.body as { orderHash: string }).orderHash);
    expect(order).toMatchObject({ shipping_method: 'standard', total_amount: 4824 });
  });

  it('a changed method is a new order, not the unpaid one of the other method', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const standard = await create(user, { customerInfo: customerInfo(user.email) });
    const express = await create(user, { customerInfo: customerInfo(user.email), shippingMethod: 'express' });
    expect([standard.status, express.status]).toEqual([200, 200]);
    expect((express.body as { orderHash: string }).orderHash).not.toBe(
      (standard.body as { orderHash: string }).orderHash,
    );
  });

  it.each([
    ['Germany', { country: 'DE', countryCode: 'DE', state: '', postalCode: '10115', city: 'Berlin' }],
    ['Hawaii', { state: 'HI', postalCode: '96813', city: 'Honolulu' }],
  ])('refuses express to %s with a 400 that says so, and creates no order', async (_name, address) => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
    const res = await create(user, {
      customerInfo: customerInfo(user.email, address),
      shippingMethod: 'express',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'PRICING.SHIPPING_METHOD_UNAVAILABLE',
      message:
        'Express shipping is not available for these items to this address. Choose another shipping method.',
    });
    const [count] = await db.query<{ n: string }[]>(`SELECT count(*) AS n FROM orders WHERE user_id = $1`, [
      user.id,
    ]);
    expect(count?.n).toBe('0');
  });

  it('refuses an unknown method before pricing', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const res = await create(user, { customerInfo: customerInfo(user.email), shippingMethod: 'overnight' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('shippingMethod must be one of: standard, express');
  });

  it('the database refuses a method it does not know', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const res = await create(user, { customerInfo: customerInfo(user.email) });
    const { id } = await orderOf((res.body as { orderHash: string }).orderHash);
    await expect(
      db.query(`UPDATE orders SET shipping_method = 'overnight' WHERE id = $1`, [id]),
    ).rejects.toThrow('orders_shipping_method_check');
  });

  it('a paid express order reaches the local simulator as express, and every page and the email name it', async () => {
    const user = await checkoutUser(t);
    const { orderHash, clientSecret } = await startCheckout(t, user, undefined, {
      shippingMethod: 'express',
    });
    await payLocally(t, user, clientSecret);
    await t.app.get(JobQueue).idle();
    const [simulated] = await db.query<{ shipping_method: string }[]>(
      `SELECT shipping_method FROM fulfilment_simulator_orders WHERE external_id = $1`,
      [orderHash],
    );
    expect(simulated).toEqual({ shipping_method: 'express' });

    // Shown to the customer (order page, confirmation email) and to staff (order page).
    const page = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      shippingMethod: 'express',
      shippingCost: 1299,
      deliveryEstimate: { range: '3-8 business days' },
    });
    const [mail] = await db.query<{ text_body: string }[]>(
      `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND tag = 'order-confirmation'`,
      [user.email],
    );
    expect(mail?.text_body).toMatch(
      /Shipping method: Express shipping\.\s+Estimated delivery: 3-8 business days\./,
    );
    const admin = await checkoutUser(t, { isAdmin: true });
    const { id } = await orderOf(orderHash);
    const detail = await t.request.get(`/api/admin/orders/${id}`).set('authorization', admin.bearer);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      shippingMethod: 'express',
      deliveryRange: '3-8 business days',
      totals: { shippingCost: 1299 },
    });
  });
});
