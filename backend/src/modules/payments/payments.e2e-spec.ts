import type { FulfilmentProvider } from '@petart/domain';
import { DataSource } from 'typeorm';
import { FULFILMENT_PROVIDER, SEPARATE_PACKAGES_NOTE } from '@petart/domain';
import { TAX_CALCULATOR, type TaxCalculator } from '@petart/domain';
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
import { orderJobStates } from '../../../test/jobs';

describe('payments through the local test gateway (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function checkout(user: CheckoutUser): Promise<{ clientSecret: string; orderHash: string }> {
    await setCart(t, user.id, [
      { printType: 'canvas', printSize: '20x30' },
      { printType: 'poster', printSize: '12x18', quantity: 2 },
    ]);
    const res = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email) });
    expect(res.status).toBe(200);
    return res.body as { clientSecret: string; orderHash: string };
  }

  const confirm = (user: CheckoutUser, clientSecret: string, number: string, extra = {}) =>
    t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(number, extra) });

  const orderRow = async (orderHash: string) =>
    (
      await db.query<
        {
          id: string;
          order_number: string;
          invoice_status: string;
          paid_at: Date | null;
          tax_transaction_id: string | null;
          printify_order_id: string | null;
          fulfillment_status: string;
          metadata: Record<string, unknown>;
        }[]
      >(`SELECT * FROM orders WHERE order_hash = $1`, [orderHash])
    )[0];

  it('GET /payments/config says local test mode', async () => {
    const user = await checkoutUser(t);
    const res = await t.request.get('/api/payments/config').set('authorization', user.bearer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'local', testMode: true });
  });

  it('4242 pays the order, records the tax transaction, submits it and sends one confirmation email', async () => {
    const user = await checkoutUser(t);
    const { clientSecret, orderHash } = await checkout(user);
    const res = await confirm(user, clientSecret, TEST_CARDS.success);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'succeeded', orderHash });
    await t.app.get(JobQueue).idle();
    const order = await orderRow(orderHash);
    expect(order?.invoice_status).toBe('paid');
    expect(order?.paid_at).not.toBeNull();
    expect(order?.tax_transaction_id).toMatch(/^taxtxn_local_/);
    expect(order?.printify_order_id).toBe(`local-${orderHash.slice(0, 8)}`);
    expect(order?.fulfillment_status).toBe('submitted');
    const mails = await db.query<{ subject: string; text_body: string; html_body: string }[]>(
      `SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = $1`,
      [user.email],
    );
    expect(mails).toHaveLength(1);
    expect(order?.order_number).toMatch(/^PA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    expect(mails[0]?.subject).toBe(`Your PetArt order ${order?.order_number} is confirmed`);
    expect(mails[0]?.text_body).toContain(`Order reference: ${order?.order_number}`);
    expect(mails[0]?.text_body).toContain(`/app/order-confirmation/${orderHash}`);
    expect(mails[0]?.text_body).toContain('1 x Canvas 20" x 30" - $69.99');
    expect(mails[0]?.text_body).toContain('2 x Poster 12" x 18" - $79.98');
    // A canvas and a poster come from two partners: the order page's note follows its one range.
    expect(mails[0]?.text_body).toContain(
      `Estimated delivery: 4-13 business days. ${SEPARATE_PACKAGES_NOTE}`,
    );
    // Shipped to the US: a sales tax, named by the country (domain taxNameFor), not 'Tax (VAT)'.
    expect(mails[0]?.text_body).toMatch(/^Sales tax +\$\d+\.\d{2}$/m);
    // No cancellation window in this suite (CANCEL_WINDOW_MINUTES 0): the order goes to production at once.
    expect(mails[0]?.text_body).toContain('Your artwork is going to production now.');
    expect(mails[0]?.html_body).toContain('Your Order is On Its Way!');
    const [notification] = await db.query<{ notification_type: string; email_status: string }[]>(
      `SELECT notification_type, email_status FROM order_notifications WHERE order_id = $1`,
      [order?.id],
    );
    expect(notification).toEqual({ notification_type: 'confirmation', email_status: 'sent' });
    // Paying queues the tax transaction, the submission and the email; the submission queues send-to-production.
    expect(await orderJobStates(t.app, order!.id)).toEqual([
      { kind: 'confirmation_email', state: 'done' },
      { kind: 'fulfilment', state: 'done' },
      { kind: 'send_to_production', state: 'done' },
      { kind: 'tax_transaction', state: 'done' },
    ]);
    // Paying again is a no-op.
    const again = await confirm(user, clientSecret, TEST_CARDS.success);
    expect(again.status).toBe(200);
    await t.app.get(JobQueue).idle();
    const count = await db.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM mail_outbox WHERE recipient = $1`,
      [user.email],
    );
    expect(Number(count[0]?.n)).toBe(1);
  });

  it('4000 0000 0000 0002 is declined with 402 and the order is recorded as failed', async () => {
    const user = await checkoutUser(t);
    const { clientSecret, orderHash } = await checkout(user);
    const res = await confirm(user, clientSecret, TEST_CARDS.declined);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      errorType: 'PAYMENT_ERROR',
      error: 'Card declined',
      message: 'Your card was declined. Please use a different card.',
      declineCode: 'generic_decline',
    });
    const order = await orderRow(orderHash);
    expect(order?.invoice_status).toBe('failed');
    expect(order?.metadata.paymentFailure).toMatchObject({ code: 'generic_decline' });
    // The same payment can then succeed with another card.
    expect((await confirm(user, clientSecret, TEST_CARDS.success)).status).toBe(200);
    expect((await orderRow(orderHash))?.invoice_status).toBe('paid');
  });

  it('4000 0000 0000 9995 fails for insufficient funds', async () => {
    const user = await checkoutUser(t);
    const { clientSecret } = await checkout(user);
    const res = await confirm(user, clientSecret, TEST_CARDS.insufficientFunds);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      errorType: 'PAYMENT_ERROR',
      error: 'Card declined',
      message: 'Your card has insufficient funds. Please use a different card.',
      declineCode: 'insufficient_funds',
    });
  });

  it.each([
    ['a number failing Luhn', '4242 4242 4242 4241', {}, 'Your card number is invalid.'],
    ['an expired card', TEST_CARDS.success, { expMonth: 1, expYear: 2020 }, 'Your card has expired.'],
    ['a bad month', TEST_CARDS.success, { expMonth: 13 }, "Your card's expiration month is invalid."],
    ['a short CVC', TEST_CARDS.success, { cvc: '12' }, "Your card's security code is invalid."],
  ])('rejects %s with 400 and leaves the order unpaid', async (_name, number, extra, message) => {
    const user = await checkoutUser(t);
    const { clientSecret, orderHash } = await checkout(user);
    const res = await confirm(user, clientSecret, number, extra);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorType: 'PAYMENT_ERROR', error: 'Invalid card', message });
    expect((await orderRow(orderHash))?.invoice_status).toBe('pending');
  });

  it('refuses a forged client secret and another user’s payment (404)', async () => {
    const user = await checkoutUser(t);
    const other = await checkoutUser(t);
    const { clientSecret } = await checkout(user);
    const forged = `${clientSecret.slice(0, -1)}${clientSecret.endsWith('a') ? 'b' : 'a'}`;
    expect((await confirm(user, forged, TEST_CARDS.success)).status).toBe(404);
    expect((await confirm(other, clientSecret, TEST_CARDS.success)).status).toBe(404);
  });

  it('50 concurrent confirmations give one paid order, one tax transaction, one email, one fulfilment submit', async () => {
    const user = await checkoutUser(t);
    const { clientSecret, orderHash } = await checkout(user);
    const tax = t.app.get<TaxCalculator>(TAX_CALCULATOR);
    const provider = t.app.get<FulfilmentProvider>(FULFILMENT_PROVIDER);
    const taxSpy = jest.spyOn(tax, 'recordTransaction');
    const submitSpy = jest.spyOn(provider, 'submitOrder');
    try {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => confirm(user, clientSecret, TEST_CARDS.success)),
      );
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
      await t.app.get(JobQueue).idle();
      // A submit-to-printify from the browser at the same time changes nothing.
      const submit = await t.request
        .post(`/api/submit-to-printify/${orderHash}`)
        .set('authorization', user.bearer);
      expect(submit.status).toBe(200);
      const order = await orderRow(orderHash);
      expect(order?.invoice_status).toBe('paid');
      // Counted for this order: a worker may meanwhile run an earlier test's order's retried job.
      expect(taxSpy.mock.calls.filter(([, reference]) => reference === orderHash)).toHaveLength(1);
      expect(submitSpy.mock.calls.filter(([args]) => args.externalId === orderHash)).toHaveLength(1);
      const [counts] = await db.query<
        { events: string; mails: string; notifications: string; orderId: string }[]
      >(
        `SELECT (SELECT count(*) FROM payment_events WHERE payment_id = o.stripe_payment_id) AS events,
                (SELECT count(*) FROM mail_outbox WHERE recipient = $2) AS mails,
                (SELECT count(*) FROM order_notifications WHERE order_id = o.id) AS notifications,
                o.id AS "orderId"
           FROM orders o WHERE o.order_hash = $1`,
        [orderHash, user.email],
      );
      expect(counts).toMatchObject({ events: '50', mails: '1', notifications: '1' });
      expect(await orderJobStates(t.app, counts!.orderId)).toHaveLength(4);
    } finally {
      taxSpy.mockRestore();
      submitSpy.mockRestore();
    }
  });

  it('submit-to-printify: unpaid 409, paid idempotent, another user 404', async () => {
    const user = await checkoutUser(t);
    const other = await checkoutUser(t);
    const { clientSecret, orderHash } = await checkout(user);
    const unpaid = await t.request
      .post(`/api/submit-to-printify/${orderHash}`)
      .set('authorization', user.bearer);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({
      error: 'Order not paid',
      message: 'This order has not been paid yet.',
    });
    await confirm(user, clientSecret, TEST_CARDS.success);
    const first = await t.request
      .post(`/api/submit-to-printify/${orderHash}`)
      .set('authorization', user.bearer);
    const second = await t.request
      .post(`/api/submit-to-printify/${orderHash}`)
      .set('authorization', user.bearer);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      printifyOrderId: `local-${orderHash.slice(0, 8)}`,
      fulfillmentStatus: 'submitted_to_fulfillment',
    });
    expect(second.body).toEqual(first.body);
    const foreign = await t.request
      .post(`/api/submit-to-printify/${orderHash}`)
      .set('authorization', other.bearer);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'Order Not Found' });
    await t.app.get(JobQueue).idle();
  });

  it('the Stripe webhook route does not exist in the local profile', async () => {
    const res = await t.request.post('/api/webhooks/stripe').set('stripe-signature', 't=1,v1=x').send({});
    expect(res.status).toBe(404);
  });
});
