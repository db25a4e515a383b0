import { FULFILMENT_PROVIDER, PAYMENT_GATEWAY } from '@petart/domain';
import { CART_QUANTITY_MAX } from '../cart/cart.dto';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { LocalFulfilmentSimulator } from '../../adapters/fulfilment/local-fulfilment.simulator';
import { LocalPaymentGateway } from '../../adapters/payments/local-payment.gateway';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  startCheckout,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { BISCUIT } from '../../../test/named-order-fixtures';
import { expectEmailsTruthful, expectMoneyAddsUp, orderMoney } from '../../../test/money-invariant';
import { JobQueue } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';
import { PaymentEventsService } from '../payments/payment-events.service';

/**
 * Money that adds up (docs/decisions.md D-127, D-128, D-86): no order paid after it was cancelled is kept, no refund is
 * promised that was not made, no cart change is lost to a stale payment. Local adapters (the payment gateway's refund
 * ledger is the provider's side of the books), real PostgreSQL.
 */
describe('money that adds up (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let outbox: JobQueue;
  let gateway: LocalPaymentGateway;
  let simulator: LocalFulfilmentSimulator;
  let staff: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '0', FULFILMENT_SIMULATOR_STEP_SECONDS: '0' });
    db = t.app.get(DataSource);
    outbox = t.app.get(JobQueue);
    gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
    simulator = t.app.get<LocalFulfilmentSimulator>(FULFILMENT_PROVIDER);
    staff = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const refundedAtProvider = (paymentId: string) => gateway.refundedCents(paymentId);
  const tags = async (email: string) =>
    (
      await db.query<{ tag: string }[]>(
        `SELECT tag FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
        [email],
      )
    ).map((m) => m.tag);

  const startPayment = (user: CheckoutUser, quantity = 1) =>
    startCheckout(t, user, [{ printType: 'poster', printSize: '12x18', quantity }]);
  const confirm = (user: CheckoutUser, clientSecret: string) =>
    t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) });

  /** A signed Printify-shaped webhook, as the simulator (Printify's stand-in) would send it. */
  async function providerWebhook(providerOrderId: string, type: string, data: Record<string, unknown>) {
    const body = Buffer.from(
      JSON.stringify({
        id: randomUUID(),
        type,
        created_at: '2026-11-26 10:00:00+00:00',
        resource: { id: providerOrderId, type: 'order', data: { shop_id: 1, ...data } },
      }),
    );
    const res = await t.request
      .post('/api/webhooks/printify')
      .set('content-type', 'application/json')
      .set('x-pfy-signature', simulator.sign(body))
      .send(body.toString('utf8'));
    expect(res.status).toBe(200);
    await outbox.idle();
    return (res.body as { outcome: string }).outcome;
  }

  it('finding 1: an order staff cancelled before payment can no longer be paid', async () => {
    const user = await checkoutUser(t);
    const { clientSecret, id } = await startPayment(user);
    const cancel = await t.request.post(`/api/admin/orders/${id}/cancel`).set('authorization', staff.bearer);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ fulfillmentStatus: 'cancelled', invoiceStatus: 'pending' });

    const pay = await confirm(user, clientSecret);
    expect(pay.status).toBe(409);
    expect(pay.body).toMatchObject({ code: 'PAYMENT.ORDER_CANCELLED' });
    await outbox.idle();
    const order = await expectMoneyAddsUp(db, id, refundedAtProvider);
    expect(order.paidAt).toBeNull();
    // The payment itself was cancelled at the provider.
    await expect(gateway.getPaymentStatus(order.stripePaymentId!)).resolves.toMatchObject({
      status: 'canceled',
    });
    expect(await tags(user.email)).toEqual(['order-cancelled']);
  });

  it('finding 1: a payment that still goes through after the cancellation is refunded in full, nothing is made', async () => {
    const user = await checkoutUser(t);
    const { id } = await startPayment(user);
    await t.request.post(`/api/admin/orders/${id}/cancel`).set('authorization', staff.bearer).expect(200);
    const before = await orderMoney(db, id);
    // The provider reports success anyway (the customer's bank confirmed while staff cancelled).
    await t.app.get(PaymentEventsService).handleSucceeded({
      provider: 'stripe',
      eventId: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      paymentId: before.stripePaymentId!,
      orderHash: before.orderHash,
    });
    gateway.recordStatus(before.stripePaymentId!, 'succeeded', before.totalAmount);
    await outbox.idle();
    const order = await expectMoneyAddsUp(db, id, refundedAtProvider);
    expect(order).toMatchObject({ invoiceStatus: 'refunded', refundedAmount: before.totalAmount });
    const jobs = await orderJobs(t.app, id);
    // The refund and what it makes due, and nothing of a sale: no fulfilment, tax transaction or confirmation.
    expect(jobs.map((j) => j.kind).sort()).toEqual(['email_cancelled', 'refund', 'tax_reversal']);
    expect(await tags(user.email)).not.toContain('order-confirmation');
    await expectEmailsTruthful(db, order);
  });

  it('finding 2: a cancellation by the print provider refunds the order before any email says so; later parcels are ignored', async () => {
    const user = await checkoutUser(t);
    const { clientSecret, id } = await startPayment(user);
    await confirm(user, clientSecret).expect(200);
    await outbox.idle();
    await db.query(`UPDATE orders SET fulfillment_status = 'in_production' WHERE id = $1`, [id]);
    const paid = await orderMoney(db, id);
    const [{ providerId } = { providerId: '' }] = await db.query<{ providerId: string }[]>(
      `SELECT printify_order_id AS "providerId" FROM orders WHERE id = $1`,
      [id],
    );

    // The refund fails at first: the order is cancelled, visibly owed its refund, and no email promises one.
    const refund = jest.spyOn(gateway, 'refund').mockRejectedValueOnce(new Error('card network down'));
    expect(await providerWebhook(providerId, 'order:updated', { status: 'canceled' })).toBe('processed');
    let order = await expectMoneyAddsUp(db, id, refundedAtProvider);
    expect(order).toMatchObject({ fulfillmentStatus: 'cancelled', invoiceStatus: 'paid', refundedAmount: 0 });
    expect(await tags(user.email)).not.toContain('order-cancelled');
    const admin = await t.request.get(`/api/admin/orders/${id}`).set('authorization', staff.bearer);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ refundPending: true });

    // The durable job retries: refunded in full, and only now the email tells the customer.
    refund.mockRestore();
    await outbox.runDue(id);
    await outbox.idle();
    order = await expectMoneyAddsUp(db, id, refundedAtProvider);
    expect(order).toMatchObject({ invoiceStatus: 'refunded', refundedAmount: paid.totalAmount });
    expect(await tags(user.email)).toContain('order-cancelled');
    await expectEmailsTruthful(db, order);

    // A later signed "delivered" adds no parcel to the cancelled order.
    await providerWebhook(providerId, 'order:shipment:delivered', {
      status: 'fulfilled',
      carrier: {
        code: 'usps',
        tracking_number: '9400100000000000000001',
        tracking_url: 'https://usps.example',
      },
      shipped_at: '2026-11-26 10:00:00+00:00',
      delivered_at: '2026-11-27 10:00:00+00:00',
    });
    const parcels = await db.query<{ id: string }[]>(`SELECT id FROM order_shipments WHERE order_id = $1`, [
      id,
    ]);
    expect(parcels).toHaveLength(0);
    expect((await orderMoney(db, id)).fulfillmentStatus).toBe('cancelled');
  });

  it('finding 6: a cart changed after the payment began refuses the stale payment; a payment made anyway drops nothing', async () => {
    const user = await checkoutUser(t);
    const { clientSecret, id } = await startPayment(user, 1);
    const [line] = await db.query<{ id: string }[]>(`SELECT id FROM cart_items WHERE user_id = $1`, [
      user.id,
    ]);
    const quantity = Math.min(50, CART_QUANTITY_MAX);
    await t.request
      .put(`/api/cart/${line!.id}`)
      .set('authorization', user.bearer)
      .send({ quantity })
      .expect(200);

    const stale = await confirm(user, clientSecret);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'PAYMENT.CART_CHANGED' });
    expect((await orderMoney(db, id)).paidAt).toBeNull();

    // With Stripe the browser pays Stripe directly: if the old payment succeeds, the order is what was paid for and
    // the changed line stays in the cart.
    const order = await orderMoney(db, id);
    await t.app.get(PaymentEventsService).handleSucceeded({
      provider: 'stripe',
      eventId: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      paymentId: order.stripePaymentId!,
      orderHash: order.orderHash,
    });
    await outbox.idle();
    const cart = await db.query<{ quantity: number }[]>(
      `SELECT quantity FROM cart_items WHERE user_id = $1`,
      [user.id],
    );
    expect(cart).toEqual([{ quantity }]);
    const [ordered] = await db.query<{ quantity: number }[]>(
      `SELECT quantity FROM order_line_items WHERE order_id = $1`,
      [id],
    );
    expect(ordered?.quantity).toBe(1);
  });

  it('a cart whose only change is the name on the print refuses the stale payment (409 PAYMENT.CART_CHANGED)', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    await db.query(`UPDATE cart_items SET personalisation = $2::jsonb WHERE user_id = $1`, [
      user.id,
      JSON.stringify(BISCUIT),
    ]);
    const started = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email) });
    expect(started.status).toBe(200);
    const { clientSecret, orderHash } = started.body as { clientSecret: string; orderHash: string };
    // The customer renames the print (the same artwork, size and quantity: only the name differs).
    await db.query(`UPDATE cart_items SET personalisation = $2::jsonb WHERE user_id = $1`, [
      user.id,
      JSON.stringify({ ...BISCUIT, name: 'Pickle' }),
    ]);
    const stale = await confirm(user, clientSecret);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'PAYMENT.CART_CHANGED' });
    const [order] = await db.query<{ paid_at: Date | null }[]>(
      `SELECT paid_at FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    expect(order?.paid_at).toBeNull();

    // The name as it was when the payment began pays (the same name, whatever order its fields come in).
    const { name, ...rest } = BISCUIT;
    await db.query(`UPDATE cart_items SET personalisation = $2::jsonb WHERE user_id = $1`, [
      user.id,
      JSON.stringify({ ...rest, name }),
    ]);
    expect((await confirm(user, clientSecret)).status).toBe(200);
  });
});
