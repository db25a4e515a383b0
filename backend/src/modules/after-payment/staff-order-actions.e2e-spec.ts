import { FULFILMENT_PROVIDER, PAYMENT_GATEWAY, type FulfilmentProvider } from '@petart/domain';
import { DataSource } from 'typeorm';
import { LocalPaymentGateway } from '../../adapters/payments/local-payment.gateway';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  startCheckout,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';

interface OrderRow {
  id: string;
  order_hash: string;
  invoice_status: string;
  fulfillment_status: string;
  total_amount: number;
  refunded_amount: number;
  printify_order_id: string | null;
  stripe_payment_id: string | null;
  shipping_address: Record<string, string>;
}

interface Timeline {
  entries: { kind: string; title: string; detail: string | null; actor: string | null; upcoming: boolean }[];
  productionHoldEndsAt: string | null;
  resendable: string[];
  refundable: number;
  canSendToProduction: boolean;
  canEditAddress: boolean;
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 New Street',
  city: 'Portland',
  region: 'OR',
  zip: '97201',
  country: 'US',
};

describe('staff order page: timeline, notes and audited actions (local, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let outbox: JobQueue;
  let gateway: LocalPaymentGateway;
  let admin: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '60' });
    db = t.app.get(DataSource);
    outbox = t.app.get(JobQueue);
    gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
    admin = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const orderRow = async (orderHash: string): Promise<OrderRow> => {
    const [row] = await db.query<OrderRow[]>(`SELECT * FROM orders WHERE order_hash = $1`, [orderHash]);
    if (!row) throw new Error(`no order ${orderHash}`);
    return row;
  };
  const mails = (email: string) =>
    db.query<{ subject: string; text_body: string }[]>(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
      [email],
    );
  const audits = (orderId: string) =>
    db.query<{ action: string; outcome: string; actor: string }[]>(
      `SELECT context->>'action' AS action, context->>'outcome' AS outcome, context->'actor'->>'email' AS actor
         FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND context->'target'->>'id' = $1 ORDER BY created_at`,
      [orderId],
    );
  const timeline = async (orderId: string): Promise<Timeline> => {
    const res = await t.request
      .get(`/api/admin/orders/${orderId}/timeline`)
      .set('authorization', admin.bearer);
    expect(res.status).toBe(200);
    return res.body as Timeline;
  };

  /** Staff change the order's shipping address: ADDRESS with `patch` over it. */
  const putAddress = (orderId: string, patch: Record<string, string>) =>
    t.request
      .put(`/api/admin/orders/${orderId}/shipping-address`)
      .set('authorization', admin.bearer)
      .send({ ...ADDRESS, ...patch });

  async function paidOrder(
    customer: CheckoutUser,
    shippingMethod: 'standard' | 'express' = 'standard',
  ): Promise<OrderRow> {
    await setCart(t, customer.id, [{ printType: 'canvas', printSize: '20x30' }]);
    const started = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', customer.bearer)
      .send({ customerInfo: customerInfo(customer.email), shippingMethod });
    expect(started.status).toBe(200);
    const { clientSecret, orderHash } = started.body as { clientSecret: string; orderHash: string };
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', customer.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await outbox.idle();
    return orderRow(orderHash);
  }

  it('adds a staff note that shows in the timeline, with the payment, emails and the production hold', async () => {
    const order = await paidOrder(await checkoutUser(t));
    const res = await t.request
      .post(`/api/admin/orders/${order.id}/notes`)
      .set('authorization', admin.bearer)
      .send({ body: 'Customer called: it is a gift.' });
    expect(res.status).toBe(200);
    const empty = await t.request
      .post(`/api/admin/orders/${order.id}/notes`)
      .set('authorization', admin.bearer)
      .send({ body: '' });
    expect(empty.status).toBe(400);
    const view = await timeline(order.id);
    expect(view.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'note',
          detail: 'Customer called: it is a gift.',
          actor: admin.email,
        }),
        expect.objectContaining({ kind: 'payment', title: 'Payment: Paid' }),
        expect.objectContaining({ kind: 'email', title: 'Email: Order confirmation' }),
        expect.objectContaining({ kind: 'job', upcoming: true }),
        // The staff action in words; its detail (the note's length) says nothing the note does not.
        expect.objectContaining({ kind: 'staff', title: 'Added a note', detail: null, actor: admin.email }),
      ]),
    );
    // The hold ends an hour after payment (CANCEL_WINDOW_MINUTES).
    const endsIn = new Date(view.productionHoldEndsAt ?? 0).getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(58 * 60_000);
    expect(view.canSendToProduction).toBe(true);
    expect(view.resendable).toEqual(['confirmation']);
    // The empty note never reached the action (refused by validation): one entry.
    expect((await audits(order.id)).map((a) => a.action)).toEqual(['orders.add_note']);
  });

  it('resends the confirmation: exactly one more email reaches the dev mailbox; an email never sent is refused', async () => {
    const customer = await checkoutUser(t);
    const order = await paidOrder(customer);
    expect(await mails(customer.email)).toHaveLength(1);
    const res = await t.request
      .post(`/api/admin/orders/${order.id}/resend-email`)
      .set('authorization', admin.bearer)
      .send({ kind: 'confirmation' });
    expect(res.status).toBe(200);
    await outbox.idle();
    const after = await mails(customer.email);
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toBe(after[0]?.subject);
    const mailbox = await t.request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
    expect((mailbox.body as unknown[]).length).toBe(2);

    const never = await t.request
      .post(`/api/admin/orders/${order.id}/resend-email`)
      .set('authorization', admin.bearer)
      .send({ kind: 'shipped' });
    expect(never.status).toBe(409);
    expect((never.body as { message: string }).message).toMatch(/has not been sent for this order/);
    expect(await audits(order.id)).toEqual([
      expect.objectContaining({ action: 'orders.resend_email', outcome: 'ok', actor: admin.email }),
      expect.objectContaining({ action: 'orders.resend_email', outcome: 'failed' }),
    ]);
  });

  it('refunds part of an order at the payment provider (Partly refunded, the customer is emailed), refuses more than is left, then refunds the rest', async () => {
    const customer = await checkoutUser(t);
    const order = await paidOrder(customer);
    const path = `/api/admin/orders/${order.id}/refund`;
    const part = await t.request
      .post(path)
      .set('authorization', admin.bearer)
      .send({ amount: 10.5, reason: 'Frame scratched' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      amount: 10.5,
      refundedAmount: 10.5,
      invoiceStatus: 'partially_refunded',
    });
    expect(gateway.refundedCents(order.stripe_payment_id ?? '')).toBe(1050);
    await outbox.idle();
    const refundMail = (await mails(customer.email)).find((m) => /refund/i.test(m.subject));
    expect(refundMail?.text_body).toContain('$10.50');

    const list = await t.request
      .get(`/api/admin/orders?search=${encodeURIComponent(customer.email)}`)
      .set('authorization', admin.bearer);
    expect((list.body as { items: { payment: string }[] }).items[0]?.payment).toBe('Partly refunded');

    const left = (order.total_amount - 1050) / 100;
    const over = await t.request
      .post(path)
      .set('authorization', admin.bearer)
      .send({ amount: left + 0.01, reason: 'Too much' });
    expect(over.status).toBe(400);
    expect((over.body as { message: string }).message).toMatch(/what is left of the payment/);
    const noReason = await t.request.post(path).set('authorization', admin.bearer).send({ amount: 1 });
    expect(noReason.status).toBe(400);
    // Nothing is refunded without an amount: refunding the rest means giving it.
    const noAmount = await t.request
      .post(path)
      .set('authorization', admin.bearer)
      .send({ reason: 'Never arrived' });
    expect(noAmount.status).toBe(400);
    expect((noAmount.body as { details: string[] }).details).toContain('amount must be at least 0.01');
    expect(gateway.refundedCents(order.stripe_payment_id ?? '')).toBe(1050);

    const rest = await t.request
      .post(path)
      .set('authorization', admin.bearer)
      .send({ amount: left, reason: 'Never arrived' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ invoiceStatus: 'refunded', refundedAmount: order.total_amount / 100 });
    expect(gateway.refundedCents(order.stripe_payment_id ?? '')).toBe(order.total_amount);
    const refunds = await db.query<{ amount: number; reason: string }[]>(
      `SELECT amount, reason FROM order_refunds WHERE order_id = $1 ORDER BY created_at`,
      [order.id],
    );
    expect(refunds).toEqual([
      { amount: 1050, reason: 'Frame scratched' },
      { amount: order.total_amount - 1050, reason: 'Never arrived' },
    ]);
    const full = await t.request
      .get(`/api/admin/orders?search=${encodeURIComponent(customer.email)}`)
      .set('authorization', admin.bearer);
    expect((full.body as { items: { payment: string }[] }).items[0]?.payment).toBe('Refunded');
    expect((await audits(order.id)).map((a) => `${a.action}:${a.outcome}`)).toEqual([
      'orders.refund:ok',
      'orders.refund:failed',
      'orders.refund:ok',
    ]);
  });

  it('sends to production now (ends the hold at the provider, once); a second try is refused', async () => {
    const order = await paidOrder(await checkoutUser(t));
    const path = `/api/admin/orders/${order.id}/send-to-production`;
    const res = await t.request.post(path).set('authorization', admin.bearer);
    expect(res.status).toBe(200);
    await outbox.idle();
    const [sim] = await db.query<{ released: boolean }[]>(
      `SELECT released FROM fulfilment_simulator_orders WHERE id = $1`,
      [order.printify_order_id],
    );
    expect(sim?.released).toBe(true);
    const [job] = await orderJobs(t.app, order.id, 'send_to_production');
    expect(job?.state).toBe('done');
    const again = await t.request.post(path).set('authorization', admin.bearer);
    expect(again.status).toBe(409);
    expect((await timeline(order.id)).canEditAddress).toBe(false);
    expect((await audits(order.id)).map((a) => `${a.action}:${a.outcome}`)).toEqual([
      'orders.send_to_production:ok',
      'orders.send_to_production:failed',
    ]);
  });

  it('once staff sent an order to production the page offers it no more, though the job waits to run again', async () => {
    const order = await paidOrder(await checkoutUser(t));
    // The provider refuses the first release: the job stays in the queue for its retry (30 s away here).
    const provider = t.app.get<FulfilmentProvider>(FULFILMENT_PROVIDER);
    const release = jest
      .spyOn(provider, 'sendToProduction')
      .mockRejectedValueOnce(new Error('The print provider is unavailable'));
    try {
      const path = `/api/admin/orders/${order.id}/send-to-production`;
      expect((await t.request.post(path).set('authorization', admin.bearer)).status).toBe(200);
      await outbox.idle();
      expect((await orderJobs(t.app, order.id, 'send_to_production'))[0]?.state).toBe('failed');
      expect(release).toHaveBeenCalledTimes(1);
      // The hold has ended: the job runs as soon as it is due, so the page neither offers to end the hold again nor
      // names an end for it (the admin app re-reads the timeline right after the action, before any worker ran it).
      const view = await timeline(order.id);
      expect(view.canSendToProduction).toBe(false);
      expect(view.productionHoldEndsAt).toBeNull();
      expect(view.canEditAddress).toBe(false);
    } finally {
      release.mockRestore();
    }
  });

  it('changes the shipping address before production, at the provider too; refused once in production', async () => {
    const order = await paidOrder(await checkoutUser(t));
    const path = `/api/admin/orders/${order.id}/shipping-address`;
    const res = await t.request.put(path).set('authorization', admin.bearer).send(ADDRESS);
    expect(res.status).toBe(200);
    const after = await orderRow(order.order_hash);
    expect(after.shipping_address).toMatchObject({
      address1: '12 New Street',
      city: 'Portland',
      country: 'US',
    });
    const [sim] = await db.query<{ address: Record<string, string> }[]>(
      `SELECT address FROM fulfilment_simulator_orders WHERE id = $1`,
      [order.printify_order_id],
    );
    expect(sim?.address).toMatchObject({ address1: '12 New Street', city: 'Portland', countryCode: 'US' });

    const bad = await t.request
      .put(path)
      .set('authorization', admin.bearer)
      .send({ ...ADDRESS, country: 'United States' });
    expect(bad.status).toBe(400);

    await db.query(`UPDATE orders SET fulfillment_status = 'in_production' WHERE id = $1`, [order.id]);
    const late = await t.request.put(path).set('authorization', admin.bearer).send(ADDRESS);
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe(
      'The shipping address can only be changed before the order goes to production.',
    );
    expect((await audits(order.id)).map((a) => `${a.action}:${a.outcome}`)).toEqual([
      'orders.change_address:ok',
      'orders.change_address:failed',
    ]);
  });

  it('checks a staff address with the checkout rule (postal code by country, known country, no formula)', async () => {
    const order = await paidOrder(await checkoutUser(t));
    const put = (patch: Record<string, string>) => putAddress(order.id, patch);
    const refused: [Record<string, string>, Record<string, string>][] = [
      [{ zip: '=1+2' }, { zip: 'Please enter a valid ZIP code' }],
      [{ zip: 'M5V 2T6' }, { zip: 'Please enter a valid ZIP code' }],
      [{ country: 'XX', zip: '12345' }, { country: 'Country is required' }],
      [
        { country: 'CA', zip: 'M5V 2T6', region: '' },
        { region: 'State/Province/Region is required for this country' },
      ],
      // A country without a postal-code pattern still refuses what a spreadsheet would run.
      [{ country: 'AE', zip: '@SUM(1)', region: 'Dubai' }, { zip: 'Please enter a valid ZIP code' }],
      [{ lastName: ' ' }, { lastName: 'Last name is required' }],
    ];
    for (const [patch, errors] of refused) {
      const res = await put(patch);
      expect({ patch, status: res.status, body: res.body as unknown }).toMatchObject({
        patch,
        status: 400,
        body: { code: 'VALIDATION.FAILED', message: Object.values(errors)[0], errors },
      });
    }
    // Nothing changed, here or at the provider.
    const [sim] = await db.query<{ address: Record<string, string> }[]>(
      `SELECT address FROM fulfilment_simulator_orders WHERE id = $1`,
      [order.printify_order_id],
    );
    expect(sim?.address).toMatchObject({ countryCode: 'US', zip: order.shipping_address.zip });
    expect((await orderRow(order.order_hash)).shipping_address).toEqual(order.shipping_address);
    // A valid foreign address goes through, normalised like the checkout's.
    const ok = await put({ country: 'CA', zip: 'M5V 2T6', region: 'ON', city: ' Toronto ' });
    expect(ok.status).toBe(200);
    expect((await orderRow(order.order_hash)).shipping_address).toMatchObject({
      city: 'Toronto',
      zip: 'M5V 2T6',
      country: 'CA',
    });
  });

  it('refuses an address an express order cannot reach (another country, a remote state), naming why; a contiguous state goes through', async () => {
    const order = await paidOrder(await checkoutUser(t), 'express');
    expect(await db.query(`SELECT shipping_method FROM orders WHERE id = $1`, [order.id])).toEqual([
      { shipping_method: 'express' },
    ]);
    const put = (patch: Record<string, string>) => putAddress(order.id, patch);
    const why = (place: string) =>
      `Express shipping goes only to the contiguous United States and DC, not to ${place} (other countries and ` +
      'AK, HI, PR, GU, VI, AS, MP get standard shipping only). This order was paid for with express shipping: keep ' +
      'an address it reaches, or cancel the order and place it again with standard shipping.';
    for (const [patch, place] of [
      [{ country: 'CA', zip: 'M5V 2T6', region: 'ON', city: 'Toronto' }, 'Canada'],
      [{ region: 'HI', zip: '96813', city: 'Honolulu' }, 'HI, United States'],
    ] as const) {
      const res = await put(patch);
      expect({ status: res.status, body: res.body as unknown }).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION.FAILED', message: why(place) },
      });
    }
    // Nothing changed, here or at the provider.
    expect((await orderRow(order.order_hash)).shipping_address).toEqual(order.shipping_address);
    const [sim] = await db.query<{ address: Record<string, string> }[]>(
      `SELECT address FROM fulfilment_simulator_orders WHERE id = $1`,
      [order.printify_order_id],
    );
    expect(sim?.address).toMatchObject({ countryCode: 'US', region: 'CA' });

    expect((await put({})).status).toBe(200);
    expect((await orderRow(order.order_hash)).shipping_address).toMatchObject({
      city: 'Portland',
      region: 'OR',
    });
    expect((await audits(order.id)).map((a) => `${a.action}:${a.outcome}`)).toEqual([
      'orders.change_address:failed',
      'orders.change_address:failed',
      'orders.change_address:ok',
    ]);
  });

  it('never sends the print provider an address whose country it does not know', async () => {
    const customer = await checkoutUser(t);
    const started = await startCheckout(t, customer);
    // An address stored before the rule held (or written around it).
    await db.query(
      `UPDATE orders SET shipping_address = shipping_address || '{"country": "XX", "country_code": "XX"}'::jsonb
        WHERE id = $1`,
      [started.id],
    );
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', customer.bearer)
      .send({ clientSecret: started.clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await outbox.idle();
    const sent = await db.query<{ id: string }[]>(
      `SELECT id FROM fulfilment_simulator_orders WHERE external_id = $1`,
      [started.orderHash],
    );
    expect(sent).toEqual([]);
    const [job] = await orderJobs(t.app, started.id, 'fulfilment');
    expect(job).toMatchObject({
      state: 'failed',
      lastError: expect.stringMatching(
        /has no known country \(XX\): correct the address first\.$/,
      ) as unknown,
    });
  });

  it('refuses a customer (403) and no token (401) on every new staff route', async () => {
    const customer = await checkoutUser(t);
    const order = await paidOrder(customer);
    const base = `/api/admin/orders/${order.id}`;
    const routes = [
      t.request.get(`${base}/timeline`),
      t.request.post(`${base}/notes`).send({ body: 'x' }),
      t.request.post(`${base}/resend-email`).send({ kind: 'confirmation' }),
      t.request.post(`${base}/refund`).send({ amount: 1, reason: 'x' }),
      t.request.post(`${base}/send-to-production`),
      t.request.put(`${base}/shipping-address`).send(ADDRESS),
    ];
    for (const route of routes) expect((await route.set('authorization', customer.bearer)).status).toBe(403);
    expect((await t.request.get(`${base}/timeline`)).status).toBe(401);
    expect((await orderRow(order.order_hash)).refunded_amount).toBe(0);
    expect(await audits(order.id)).toEqual([]);
  });
});
