import Stripe from 'stripe';
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
import { startStripeFake, type FakeStripe } from '../../../test/fakes/stripe-fake';
import { STRIPE_API_VERSION } from '../../adapters/stripe/stripe-client';
import { JobQueue } from '../../platform/jobs/job-queue';
import { PaymentReconciliationService } from '../after-payment/payment-reconciliation.service';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('payments through Stripe (fake Stripe API, signed webhooks) (e2e)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let db: DataSource;
  const stripe = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp({
      PAYMENT_GATEWAY: 'stripe',
      TAX_CALCULATOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_petart',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_petart',
      STRIPE_API_BASE: fake.url,
    });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function checkout(user: CheckoutUser, fillCart = true) {
    if (fillCart) await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
    const res = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email) });
    expect(res.status).toBe(200);
    return res.body as {
      clientSecret: string;
      orderHash: string;
      paymentProvider: string;
      publishableKey: string;
    };
  }

  function event(
    type: string,
    paymentId: string,
    orderHash: string,
    id = `evt_${Math.random().toString(36).slice(2)}`,
  ) {
    const intent = fake.paymentIntents.get(paymentId) ?? {};
    return JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, id: paymentId, object: 'payment_intent', metadata: { orderHash } } },
    });
  }

  const send = (payload: string, signature: string) =>
    t.request
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);

  const sign = (payload: string, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

  const order = async (hash: string) =>
    (
      await db.query<
        {
          invoice_status: string;
          stripe_payment_id: string;
          tax_transaction_id: string | null;
          tax_amount: number;
          total_amount: number;
          printify_order_id: string | null;
        }[]
      >(`SELECT * FROM orders WHERE order_hash = $1`, [hash])
    )[0];

  it('creates a card-only USD PaymentIntent with the order hash as idempotency key, taxed by Stripe Tax', async () => {
    const user = await checkoutUser(t);
    const body = await checkout(user);
    expect(body).toMatchObject({ paymentProvider: 'stripe', publishableKey: 'pk_test_petart' });
    const row = await order(body.orderHash);
    const create = fake.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === body.orderHash,
    );
    expect(create?.body).toMatchObject({
      amount: String(row?.total_amount),
      currency: 'usd',
      allowed_payment_method_types: { 0: 'card' },
      metadata: { orderHash: body.orderHash, userId: user.id },
    });
    // Every call names the API version the shop is written for, not the account's default.
    expect(create?.stripeVersion).toBe(STRIPE_API_VERSION);
    expect(fake.requests.every((r) => r.stripeVersion === STRIPE_API_VERSION)).toBe(true);
    // Cards only, as the Payment Element shows them: no Dashboard-driven automatic payment methods (wallets, redirects).
    expect(create?.body).not.toHaveProperty('automatic_payment_methods');
    expect(body.clientSecret).toBe(fake.paymentIntents.get(row?.stripe_payment_id ?? '')?.client_secret);
    // Fake Stripe Tax: 10% for US of (69.99 + 9.99).
    expect(row?.tax_amount).toBe(800);
    const again = await checkout(user, false);
    expect(again.orderHash).toBe(body.orderHash);
    expect(again.clientSecret).toBe(body.clientSecret);
    const config = await t.request.get('/api/payments/config').set('authorization', user.bearer);
    expect(config.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_petart', testMode: true });
  });

  it('rejects a bad or stale signature with 400 and processes nothing', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await checkout(user);
    const paymentId = (await order(orderHash))?.stripe_payment_id ?? '';
    const payload = event('payment_intent.succeeded', paymentId, orderHash);
    const forged = await send(
      payload,
      sign(payload).replace(/v1=([0-9a-f])/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`),
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ error: 'Invalid signature' });
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await send(payload, otherSecret)).status).toBe(400);
    const stale = await send(payload, sign(payload, Math.floor(Date.now() / 1000) - 600));
    expect(stale.status).toBe(400);
    expect(
      (await t.request.post('/api/webhooks/stripe').set('content-type', 'application/json').send(payload))
        .status,
    ).toBe(400);
    expect((await order(orderHash))?.invoice_status).toBe('pending');
  });

  it('payment_intent.succeeded marks the order paid once, records the Stripe tax transaction; replays and late failures change nothing', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await checkout(user);
    const paymentId = (await order(orderHash))?.stripe_payment_id ?? '';
    const payload = event(
      'payment_intent.succeeded',
      paymentId,
      orderHash,
      `evt_ok_${orderHash.slice(0, 6)}`,
    );
    const signature = sign(payload);
    const first = await send(payload, signature);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const replay = await send(payload, signature);
    expect(replay.status).toBe(200);
    // A second, distinct succeeded event for the same payment (Stripe may send both) is also a no-op.
    const second = event('payment_intent.succeeded', paymentId, orderHash);
    expect((await send(second, sign(second))).status).toBe(200);
    const late = event('payment_intent.payment_failed', paymentId, orderHash);
    expect((await send(late, sign(late))).status).toBe(200);
    await t.app.get(JobQueue).idle();
    const row = await order(orderHash);
    expect(row?.invoice_status).toBe('paid');
    expect(row?.tax_transaction_id).toMatch(/^tax_txn_/);
    expect(row?.printify_order_id).toBe(`local-${orderHash.slice(0, 8)}`);
    const transactions = fake.requests.filter(
      (r) => r.path === '/v1/tax/transactions/create_from_calculation' && r.body.reference === orderHash,
    );
    expect(transactions).toHaveLength(1);
    const [counts] = await db.query<{ events: string; mails: string }[]>(
      `SELECT (SELECT count(*) FROM payment_events WHERE payment_id = $1) AS events,
              (SELECT count(*) FROM mail_outbox WHERE recipient = $2) AS mails`,
      [paymentId, user.email],
    );
    expect(counts).toEqual({ events: '3', mails: '1' });
  });

  it('payment_intent.payment_failed before success is recorded, and a later success still pays', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await checkout(user);
    const paymentId = (await order(orderHash))?.stripe_payment_id ?? '';
    const failed = event('payment_intent.payment_failed', paymentId, orderHash);
    expect((await send(failed, sign(failed))).status).toBe(200);
    expect((await order(orderHash))?.invoice_status).toBe('failed');
    const ok = event('payment_intent.succeeded', paymentId, orderHash);
    expect((await send(ok, sign(ok))).status).toBe(200);
    expect((await order(orderHash))?.invoice_status).toBe('paid');
    await t.app.get(JobQueue).idle();
  });

  it('staff cancelling an unpaid order cancels its PaymentIntent at Stripe, so the open card form can no longer pay it', async () => {
    const staff = await checkoutUser(t, { isAdmin: true });
    const user = await checkoutUser(t);
    const { orderHash } = await checkout(user);
    const row = (
      await db.query<{ id: string; stripe_payment_id: string }[]>(
        `SELECT id, stripe_payment_id FROM orders WHERE order_hash = $1`,
        [orderHash],
      )
    )[0];
    const paymentId = row?.stripe_payment_id ?? '';
    await t.request
      .post(`/api/admin/orders/${row?.id}/cancel`)
      .set('authorization', staff.bearer)
      .expect(200);
    const cancels = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/payment_intents/${paymentId}/cancel`,
    );
    expect(cancels).toHaveLength(1);
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('canceled');
    expect(() => fake.succeed(paymentId)).toThrow();
    await t.app.get(JobQueue).idle();
  });

  it('expiring an unpaid order cancels its PaymentIntent at Stripe, so its old client secret can no longer pay it', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await checkout(user);
    const paymentId = (await order(orderHash))?.stripe_payment_id ?? '';
    await db.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE order_hash = $1`, [
      orderHash,
    ]);
    await t.app.get(PaymentReconciliationService).expireAbandoned();
    expect((await order(orderHash))?.invoice_status).toBe('expired');
    const cancels = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/payment_intents/${paymentId}/cancel`,
    );
    expect(cancels).toHaveLength(1);
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('canceled');
    expect(() => fake.succeed(paymentId)).toThrow();
  });

  it('other event types are acknowledged; the local confirm route is 404 in the Stripe profile', async () => {
    const payload = JSON.stringify({
      id: 'evt_other_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect((await send(payload, sign(payload))).status).toBe(200);
    const user = await checkoutUser(t);
    const { clientSecret } = await checkout(user);
    const res = await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) });
    expect(res.status).toBe(404);
  });
});
