import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { checkoutUser, startCheckout, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { startStripeFake, type FakeStripe } from '../../../test/fakes/stripe-fake';
import { JobQueue } from '../../platform/jobs/job-queue';

const WEBHOOK_SECRET = 'whsec_disputes';
const STAFF_INBOX = 'disputes-staff@petart.example';

/** Stripe disputes (charge.dispute.created / closed) flag the order for staff and record the outcome (D-129). */
describe('Stripe disputes (fake Stripe API, signed webhooks) (e2e)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let db: DataSource;
  let staff: CheckoutUser;
  const stripe = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_petart',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_petart',
      STRIPE_API_BASE: fake.url,
      ADMIN_EMAILS: STAFF_INBOX,
    });
    db = t.app.get(DataSource);
    staff = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = async (type: string, object: Record<string, unknown>, id = `evt_${Math.random()}`) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const res = await t.request
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);
    expect(res.status).toBe(200);
    await t.app.get(JobQueue).idle();
  };
  const dispute = (paymentId: string, status: string, amount: number) => ({
    id: 'dp_test_1',
    object: 'dispute',
    amount,
    currency: 'usd',
    charge: 'ch_test_1',
    payment_intent: paymentId,
    reason: 'product_not_received',
    status,
    evidence_details: { due_by: Math.floor(Date.parse('2026-12-10T00:00:00Z') / 1000) },
  });
  const adminOrder = async (id: string) =>
    (await t.request.get(`/api/admin/orders/${id}`).set('authorization', staff.bearer)).body as {
      dispute: { state: string; status: string; reason: string; amountCents: number } | null;
      invoiceStatus: string;
      events: { kind: string; toStatus: string }[];
    };
  const staffMail = () =>
    db.query<{ subject: string; text_body: string }[]>(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
      [STAFF_INBOX],
    );
  const audit = (orderId: string) =>
    db.query<{ action: string }[]>(
      `SELECT context->>'action' AS action FROM error_logs
        WHERE error_type = 'ADMIN_AUDIT' AND context->'target'->>'id' = $1 ORDER BY created_at`,
      [orderId],
    );

  it('flags the order when the card holder disputes, and records the outcome when the dispute closes', async () => {
    const user = await checkoutUser(t);
    const order = await startCheckout(t, user);
    const intent = fake.paymentIntents.get(order.paymentId) ?? {};
    await deliver('payment_intent.succeeded', {
      ...intent,
      id: order.paymentId,
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { orderHash: order.orderHash },
    });
    const paid = await adminOrder(order.id);
    expect(paid).toMatchObject({ invoiceStatus: 'paid', dispute: null });
    const amount = 4824;

    const created = dispute(order.paymentId, 'needs_response', amount);
    await deliver('charge.dispute.created', created, 'evt_dispute_created');
    await deliver('charge.dispute.created', created, 'evt_dispute_created'); // Stripe retrying
    const open = await adminOrder(order.id);
    expect(open).toMatchObject({
      invoiceStatus: 'paid',
      dispute: {
        state: 'open',
        status: 'needs_response',
        reason: 'product_not_received',
        amountCents: amount,
      },
    });
    expect(open.events.filter((e) => e.kind === 'dispute').map((e) => e.toStatus)).toEqual([
      'needs_response',
    ]);
    let mail = await staffMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('Dispute opened');
    expect(mail[0]?.text_body).toContain('2026-12-10');
    expect((await audit(order.id)).map((a) => a.action)).toEqual(['payments.dispute_opened']);

    // Under review weeks later, after the done jobs were pruned: an event, not a second "opened" email.
    await db.query(`DELETE FROM pgboss.job WHERE data->>'orderId' = $1 AND state = 'completed'`, [order.id]);
    await deliver('charge.dispute.updated', dispute(order.paymentId, 'under_review', amount));
    expect(await staffMail()).toHaveLength(1);

    await deliver('charge.dispute.closed', dispute(order.paymentId, 'lost', amount));
    // A late update after the close changes nothing.
    await deliver('charge.dispute.updated', dispute(order.paymentId, 'under_review', amount));
    const lost = await adminOrder(order.id);
    expect(lost.dispute).toMatchObject({ state: 'lost', status: 'lost' });
    expect(lost.events.filter((e) => e.kind === 'dispute').map((e) => e.toStatus)).toEqual([
      'needs_response',
      'under_review',
      'lost',
    ]);
    mail = await staffMail();
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringContaining('opened'),
      expect.stringContaining('lost'),
    ]);
    expect((await audit(order.id)).map((a) => a.action)).toEqual([
      'payments.dispute_opened',
      'payments.dispute_closed',
    ]);
    // The customer's order page knows nothing of it.
    const customerView = await t.request
      .get(`/api/order/hash/${order.orderHash}`)
      .set('authorization', user.bearer);
    expect(JSON.stringify(customerView.body)).not.toContain('dispute');
  });
});
