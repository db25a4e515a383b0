import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { checkoutUser, customerInfo, setCart, type CheckoutUser } from '../../../test/checkout-fixtures';
import { startStripeFake, type FakeStripe } from '../../../test/fakes/stripe-fake';
import { JobQueue } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';
import { PaymentReconciliationService } from './payment-reconciliation.service';

const WEBHOOK_SECRET = 'whsec_test_after_payment';

describe('after the payment through Stripe (fake Stripe API, signed webhooks) (e2e)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let db: DataSource;
  let outbox: JobQueue;
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
      CANCEL_WINDOW_MINUTES: '60',
    });
    db = t.app.get(DataSource);
    outbox = t.app.get(JobQueue);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function checkout(user: CheckoutUser) {
    await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
    const res = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email) });
    expect(res.status).toBe(200);
    const { orderHash } = res.body as { orderHash: string };
    const row = await order(orderHash);
    return { orderHash, paymentId: row.stripe_payment_id, orderId: row.id, total: row.total_amount };
  }

  const order = async (hash: string) => {
    const [row] = await db.query<
      {
        id: string;
        invoice_status: string;
        fulfillment_status: string;
        stripe_payment_id: string;
        tax_transaction_id: string | null;
        total_amount: number;
        refunded_amount: number;
        metadata: Record<string, unknown>;
      }[]
    >(`SELECT * FROM orders WHERE order_hash = $1`, [hash]);
    if (!row) throw new Error(`no order ${hash}`);
    return row;
  };

  const send = (payload: string) =>
    t.request
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);

  const intentEvent = (type: string, paymentId: string, orderHash: string) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          ...fake.paymentIntents.get(paymentId),
          id: paymentId,
          object: 'payment_intent',
          metadata: { orderHash },
        },
      },
    });

  const chargeRefunded = (paymentId: string, amount: number, refunded: number, id?: string) =>
    JSON.stringify({
      id: id ?? `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `ch_${paymentId}`,
          object: 'charge',
          payment_intent: paymentId,
          amount,
          amount_refunded: refunded,
        },
      },
    });

  const confirmationMails = async (email: string) =>
    (
      await db.query<{ subject: string }[]>(`SELECT subject FROM mail_outbox WHERE recipient = $1`, [email])
    ).filter((m) => /is confirmed/.test(m.subject));

  it('a succeeded payment whose webhook never came is paid by the reconciliation exactly once; the late webhook does nothing', async () => {
    const user = await checkoutUser(t);
    const { orderHash, paymentId, orderId } = await checkout(user);
    fake.succeed(paymentId);
    await db.query(`UPDATE orders SET created_at = now() - interval '10 minutes' WHERE id = $1`, [orderId]);
    const reconciliation = t.app.get(PaymentReconciliationService);
    const first = await reconciliation.reconcile();
    expect(first.paid).toBe(1);
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${paymentId}`),
    ).toBe(true);
    await outbox.idle();
    const paid = await order(orderHash);
    expect(paid.invoice_status).toBe('paid');
    expect(paid.tax_transaction_id).toMatch(/^tax_txn_/);
    expect((await reconciliation.reconcile()).paid).toBe(0);
    const late = await send(intentEvent('payment_intent.succeeded', paymentId, orderHash));
    expect(late.status).toBe(200);
    await outbox.idle();
    expect(await confirmationMails(user.email)).toHaveLength(1);
    const [counts] = await db.query<{ paid_events: string }[]>(
      `SELECT (SELECT count(*) FROM order_events WHERE order_id = $1 AND kind = 'payment' AND to_status = 'paid')
                AS paid_events`,
      [orderId],
    );
    expect(counts).toEqual({ paid_events: '1' });
    expect(await orderJobs(t.app, orderId, 'fulfilment')).toHaveLength(1);
  });

  it('a pending payment that has not succeeded is left alone by the reconciliation', async () => {
    const user = await checkoutUser(t);
    const { orderHash, orderId } = await checkout(user);
    await db.query(`UPDATE orders SET created_at = now() - interval '10 minutes' WHERE id = $1`, [orderId]);
    await t.app.get(PaymentReconciliationService).reconcile();
    expect((await order(orderHash)).invoice_status).toBe('pending');
  });

  it('cancel in the window refunds in full at Stripe with an idempotency key and reverses the tax; charge.refunded is idempotent', async () => {
    const user = await checkoutUser(t);
    const { orderHash, paymentId, total } = await checkout(user);
    fake.succeed(paymentId);
    expect((await send(intentEvent('payment_intent.succeeded', paymentId, orderHash))).status).toBe(200);
    await outbox.idle();
    const paid = await order(orderHash);
    expect(paid.invoice_status).toBe('paid');

    const res = await t.request
      .post(`/api/orders/${encodeURIComponent(orderHash)}/cancel`)
      .set('authorization', user.bearer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invoiceStatus: 'refunded', refundedAmount: total });
    await outbox.idle();
    const refundCalls = fake.requests.filter((r) => r.path === '/v1/refunds');
    const mine = refundCalls.filter((r) => r.body.payment_intent === paymentId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toMatchObject({ amount: String(total), reason: 'requested_by_customer' });
    expect(mine[0]?.idempotencyKey).toBe(`refund-${orderHash}-0-${total}`);
    const reversal = fake.requests.filter(
      (r) =>
        r.path === '/v1/tax/transactions/create_reversal' &&
        r.body.original_transaction === paid.tax_transaction_id,
    );
    expect(reversal).toHaveLength(1);
    expect(reversal[0]?.body).toMatchObject({ mode: 'full', reference: `${orderHash}-reversal` });
    expect((await order(orderHash)).metadata.taxReversalId).toMatch(/^tax_txn_/);

    // Stripe's charge.refunded for this very refund, and its replay: nothing changes.
    const echo = chargeRefunded(paymentId, total, total, `evt_echo_${orderHash.slice(0, 8)}`);
    expect((await send(echo)).status).toBe(200);
    expect((await send(echo)).status).toBe(200);
    const after = await order(orderHash);
    expect(after).toMatchObject({
      invoice_status: 'refunded',
      refunded_amount: total,
      fulfillment_status: 'cancelled',
    });
    const [refundRows] = await db.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM order_refunds WHERE order_id = $1`,
      [after.id],
    );
    expect(refundRows?.n).toBe('1');
  });

  it('a refund made in the Stripe dashboard (charge.refunded) marks the order partially refunded, then refunded', async () => {
    const user = await checkoutUser(t);
    const { orderHash, paymentId, total } = await checkout(user);
    fake.succeed(paymentId);
    await send(intentEvent('payment_intent.succeeded', paymentId, orderHash));
    await outbox.idle();
    expect((await send(chargeRefunded(paymentId, total, 1500))).status).toBe(200);
    expect(await order(orderHash)).toMatchObject({
      invoice_status: 'partially_refunded',
      refunded_amount: 1500,
    });
    // An out-of-order, smaller figure never lowers the total.
    await send(chargeRefunded(paymentId, total, 500));
    expect((await order(orderHash)).refunded_amount).toBe(1500);
    await send(chargeRefunded(paymentId, total, total));
    expect(await order(orderHash)).toMatchObject({ invoice_status: 'refunded', refunded_amount: total });
    const events = await db.query<{ to_status: string; source: string }[]>(
      `SELECT to_status, source FROM order_events o JOIN orders ON orders.id = o.order_id
        WHERE orders.order_hash = $1 AND o.kind = 'payment' ORDER BY o.created_at, o.id`,
      [orderHash],
    );
    expect(events.map((e) => e.to_status)).toEqual(['pending', 'paid', 'partially_refunded', 'refunded']);
  });
});
