import {
  findSize,
  resolvePrintVariant,
  UnconfirmedVariantError,
  type FulfilmentProvider,
} from '@petart/domain';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { FULFILMENT_PROVIDER } from '@petart/domain';
import { LocalFulfilmentSimulator } from '../../adapters/fulfilment/local-fulfilment.simulator';
import { createScratchDatabase, createTestApp, type TestApp } from '../../../test/create-test-app';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';
import { FulfilmentScheduleService } from './fulfilment-schedule.service';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';

interface OrderRow {
  id: string;
  order_hash: string;
  order_number: string;
  fulfillment_status: string;
  printify_order_id: string | null;
  tracking_url: string | null;
  total_amount: number;
}

describe('fulfilment lifecycle (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let sim: LocalFulfilmentSimulator;
  let outbox: JobQueue;
  let admin: CheckoutUser;
  /** Simulated time: each tick is a day after the previous one, so every step is due without sleeping. */
  let clock = Date.now() + 86_400_000;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    sim = t.app.get<LocalFulfilmentSimulator>(FULFILMENT_PROVIDER);
    outbox = t.app.get(JobQueue);
    admin = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  async function paidOrder(user?: CheckoutUser): Promise<{ user: CheckoutUser; order: OrderRow }> {
    const owner = user ?? (await checkoutUser(t));
    await setCart(t, owner.id, [{ printType: 'canvas', printSize: '20x30' }]);
    const intent = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', owner.bearer)
      .send({ customerInfo: customerInfo(owner.email) });
    const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
    const paid = await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', owner.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) });
    expect(paid.status).toBe(200);
    await outbox.idle();
    return { user: owner, order: await row(orderHash) };
  }

  async function row(orderHash: string): Promise<OrderRow> {
    const [found] = await db.query<OrderRow[]>(
      `SELECT id, order_hash, order_number, fulfillment_status, printify_order_id, tracking_url, total_amount FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    if (!found) throw new Error('order not found');
    return found;
  }

  async function tick(order: OrderRow): Promise<void> {
    clock += 86_400_000;
    await sim.tick(new Date(clock), [order.printify_order_id ?? '']);
    await outbox.idle();
  }

  const mails = async (email: string) =>
    db.query<{ subject: string; text_body: string; html_body: string; tag: string }[]>(
      `SELECT subject, text_body, html_body, tag FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
      [email],
    );
  const events = async (orderId: string) =>
    db.query<{ kind: string; from_status: string | null; to_status: string; source: string }[]>(
      `SELECT kind, from_status, to_status, source FROM order_events WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );

  /** A signed webhook in Printify's shape (the simulator's secret; its parseWebhook verifies it). */
  function webhook(
    type: string,
    order: OrderRow,
    data: Record<string, unknown> = {},
    id = randomUUID(),
  ): Buffer {
    return Buffer.from(
      JSON.stringify({
        id,
        type,
        created_at: new Date().toISOString(),
        resource: { id: order.printify_order_id, type: 'order', data: { shop_id: 0, ...data } },
      }),
    );
  }
  const post = (body: Buffer, signature?: string) => {
    const req = t.request.post('/api/webhooks/printify').set('content-type', 'application/json');
    return (signature === undefined ? req : req.set('x-pfy-signature', signature)).send(
      body.toString('utf8'),
    );
  };

  it('the simulator walks a paid order to delivered, with one email per step and a tracking page', async () => {
    const { user, order } = await paidOrder();
    expect(order.fulfillment_status).toBe('submitted');
    expect(order.printify_order_id).toBe(`local-${order.order_hash.slice(0, 8)}`);
    const [line] = await db.query<
      {
        print_file_url: string;
        print_file_width: number;
        print_file_height: number;
        effective_dpi: number | null;
        print_file_upscaler: string | null;
      }[]
    >(
      `SELECT print_file_url, print_file_width, print_file_height, effective_dpi, print_file_upscaler
         FROM order_line_items WHERE order_id = $1`,
      [order.id],
    );
    // The print file made for the line (the simulator's catalog asks 10 dpi in tests), behind a signed URL.
    expect(line?.print_file_url).toMatch(
      new RegExp(
        `^http://localhost:\\d+/api/images/print-files/${order.order_hash}/.+\\.jpg\\?exp=\\d+&sig=`,
      ),
    );
    expect(line?.print_file_width).toBeGreaterThan(0);
    expect(line?.print_file_height).toBeGreaterThan(0);
    expect(line?.effective_dpi).toBeGreaterThan(0);
    expect(line?.print_file_upscaler).toBe('lanczos3');
    expect((await sim.getOrder(order.printify_order_id ?? '')).status).toBe('on-hold');

    await tick(order);
    expect((await row(order.order_hash)).fulfillment_status).toBe('in_production');
    await tick(order);
    const shipped = await row(order.order_hash);
    expect(shipped.fulfillment_status).toBe('shipped');
    expect(shipped.tracking_url).toMatch(/^http:\/\/localhost:\d+\/api\/carrier\/track\/PA[0-9A-F]{12}$/);
    const trackingPath = new URL(shipped.tracking_url ?? '').pathname;
    const page = await t.request.get(trackingPath);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('PetArt Post');
    expect(page.text).toContain('In transit');
    await tick(order);
    expect((await row(order.order_hash)).fulfillment_status).toBe('delivered');
    expect((await t.request.get(trackingPath)).text).toContain('Delivered');
    await expect(sim.trackParcel('PA000')).resolves.toBeUndefined();
    const unknown = await t.request.get('/api/carrier/track/PA000');
    expect(unknown.status).toBe(404);
    // Nothing more happens after delivery.
    await tick(order);

    const sent = await mails(user.email);
    expect(sent.map((m) => m.tag)).toEqual([
      'order-confirmation',
      'order-processing',
      'order-shipped',
      'order-delivered',
    ]);
    // The in-production email states the confirmation's one delivery range, not a second one beside it.
    const range = /Estimated delivery: [^\n]+?business days\./.exec(sent[0]?.text_body ?? '')?.[0];
    expect(range).toBeDefined();
    expect(sent[1]?.text_body).toContain(range);
    expect(sent[1]?.text_body.match(/business days/g)).toHaveLength(1);
    const shippedMail = sent[2];
    expect(shippedMail?.subject).toBe(`Your PetArt order ${order.order_number} has shipped`);
    expect(shippedMail?.text_body).toContain('PetArt Post');
    expect(shippedMail?.text_body).toContain(shipped.tracking_url ?? 'missing');
    expect(shippedMail?.html_body).toContain('Track Your Package');

    expect(await events(order.id)).toEqual([
      { kind: 'payment', from_status: null, to_status: 'pending', source: 'checkout' },
      { kind: 'payment', from_status: 'pending', to_status: 'paid', source: 'payment' },
      {
        kind: 'fulfilment',
        from_status: 'pending',
        to_status: 'submitted',
        source: 'submission',
      },
      {
        kind: 'fulfilment',
        from_status: 'submitted',
        to_status: 'in_production',
        source: 'simulator',
      },
      {
        kind: 'fulfilment',
        from_status: 'in_production',
        to_status: 'shipped',
        source: 'simulator',
      },
      {
        kind: 'fulfilment',
        from_status: 'shipped',
        to_status: 'delivered',
        source: 'simulator',
      },
    ]);

    const res = await t.request.get(`/api/order/hash/${order.order_hash}`).set('authorization', user.bearer);
    expect(res.status).toBe(200);
    const body = res.body as {
      trackingUrl: string;
      shipments: Record<string, unknown>[];
      statusHistory: { kind: string; status: string; at: string }[];
    };
    expect(body.trackingUrl).toBe(shipped.tracking_url);
    expect(body.shipments).toEqual([
      {
        carrier: 'PetArt Post',
        trackingNumber: trackingPath.split('/').at(-1),
        trackingUrl: shipped.tracking_url,
        shippedAt: expect.any(String) as unknown,
        deliveredAt: expect.any(String) as unknown,
      },
    ]);
    expect(body.statusHistory.map((e) => `${e.kind}:${e.status}`)).toEqual([
      'payment:pending',
      'payment:paid',
      'fulfilment:submitted',
      'fulfilment:in_production',
      'fulfilment:shipped',
      'fulfilment:delivered',
    ]);
    const history = await t.request.get('/api/user-orders').set('authorization', user.bearer);
    expect((history.body as { trackingUrl: string }[])[0]?.trackingUrl).toBe(shipped.tracking_url);
  });

  it('refuses a wrong or missing signature with 401 and stores nothing', async () => {
    const { order } = await paidOrder();
    const id = randomUUID();
    const body = webhook('order:sent-to-production', order, {}, id);
    for (const signature of [undefined, '', 'sha256=00', sim.sign(Buffer.from('other body'))]) {
      const res = await post(body, signature);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        errorType: 'AUTHENTICATION_ERROR',
        message: 'Invalid webhook signature',
      });
    }
    expect(await db.query(`SELECT 1 FROM printify_webhooks WHERE webhook_id = $1`, [id])).toHaveLength(0);
    expect((await row(order.order_hash)).fulfillment_status).toBe('submitted');
  });

  it('stores each webhook once: a replay and three concurrent duplicates do nothing more', async () => {
    const { user, order } = await paidOrder();
    const body = webhook('order:sent-to-production', order);
    const first = await post(body, sim.sign(body));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'processed' });
    const replay = await post(body, sim.sign(body));
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    await outbox.idle();
    expect((await row(order.order_hash)).fulfillment_status).toBe('in_production');

    // The same shipment webhook three times at once (the simulator's real shipment so getOrder agrees).
    await tick(order); // in production at the simulator: its own webhook is a no-op for us
    const ship = webhook('order:shipment:created', order);
    const getOrder = jest.spyOn(sim, 'getOrder');
    await tick(order); // the simulator ships (and delivers its own webhook)
    const results = await Promise.all([1, 2, 3].map(() => post(ship, sim.sign(ship))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => (r.body as { outcome: string }).outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'processed',
    ]);
    expect(getOrder).toHaveBeenCalledWith(order.printify_order_id);
    getOrder.mockRestore();
    await outbox.idle();
    const [count] = await db.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM printify_webhooks WHERE order_id = $1`,
      [order.printify_order_id],
    );
    expect(Number(count?.n)).toBe(4); // ours (sent-to-production, shipment) + the simulator's two
    const tags = (await mails(user.email)).map((m) => m.tag);
    expect(tags.filter((tag) => tag === 'order-shipped')).toHaveLength(1);
    expect(tags.filter((tag) => tag === 'order-processing')).toHaveLength(1);
    const shipments = await db.query<unknown[]>(`SELECT 1 FROM order_shipments WHERE order_id = $1`, [
      order.id,
    ]);
    expect(shipments).toHaveLength(1);
  });

  it('a late or out-of-order event never moves an order backwards', async () => {
    const { order } = await paidOrder();
    await tick(order);
    await tick(order); // shipped
    const before = await events(order.id);
    for (const type of ['order:sent-to-production', 'order:created']) {
      const late = webhook(type, order);
      expect((await post(late, sim.sign(late))).status).toBe(200);
    }
    const updated = webhook('order:updated', order, { status: 'in-production' });
    expect((await post(updated, sim.sign(updated))).status).toBe(200);
    await outbox.idle();
    expect((await row(order.order_hash)).fulfillment_status).toBe('shipped');
    expect(await events(order.id)).toEqual(before);
    // delivered is final: a later "shipped" and a cancellation change nothing
    await tick(order);
    const afterDelivery = webhook('order:updated', order, { status: 'canceled' });
    await post(afterDelivery, sim.sign(afterDelivery));
    expect((await row(order.order_hash)).fulfillment_status).toBe('delivered');
  });

  it("the order's status is derived from its provider order: the provider order moves, the order follows", async () => {
    const { order } = await paidOrder();
    const current = async () =>
      (
        await db.query<{ status: string }[]>(
          `SELECT status FROM provider_orders WHERE order_id = $1 AND kind <> 'reprint' AND replaced_at IS NULL`,
          [order.id],
        )
      ).map((p) => p.status);
    expect(await current()).toEqual(['submitted']);
    await tick(order); // in production
    expect(await current()).toEqual(['in_production']);
    expect((await row(order.order_hash)).fulfillment_status).toBe('in_production');
    // The order's own copy set back behind its provider order: the next event is decided from the provider order,
    // so a late "sent to production" is no change, and the next step still moves both.
    await db.query(`UPDATE orders SET fulfillment_status = 'submitted' WHERE id = $1`, [order.id]);
    const before = await events(order.id);
    const late = webhook('order:sent-to-production', order);
    expect((await post(late, sim.sign(late))).status).toBe(200);
    await outbox.idle();
    expect(await events(order.id)).toEqual(before);
    await tick(order); // shipped
    expect(await current()).toEqual(['shipped']);
    expect((await row(order.order_hash)).fulfillment_status).toBe('shipped');
    // Its parcel belongs to the provider order that shipped it.
    const parcels = await db.query<{ shipped_by: string }[]>(
      `SELECT p.external_id AS shipped_by FROM order_shipments s JOIN provider_orders p ON p.id = s.provider_order_id
        WHERE s.order_id = $1`,
      [order.id],
    );
    expect(parcels).toEqual([{ shipped_by: order.order_hash }]);
    expect((await events(order.id)).slice(before.length)).toEqual([
      expect.objectContaining({ kind: 'fulfilment', from_status: 'in_production', to_status: 'shipped' }),
    ]);
  });

  it('the sync catches a missed webhook; emails stay exactly once when the sync races the webhook', async () => {
    const { user, order } = await paidOrder();
    const tracking = t.app.get(FulfilmentTrackingService);
    const delivered: { body: Buffer; signature: string }[] = [];
    // Webhooks lost in transit: the simulator moves but the shop hears nothing.
    sim.deliverTo((body, signature) => {
      delivered.push({ body, signature });
      return Promise.resolve();
    });
    try {
      await tick(order);
      await tick(order); // shipped at the simulator, the shop still thinks submitted
    } finally {
      sim.deliverTo((body, signature) => tracking.receive(body, signature, 'simulator'));
    }
    expect((await row(order.order_hash)).fulfillment_status).toBe('submitted');

    const anonymous = await t.request.post('/api/admin/sync-order-statuses');
    expect(anonymous.status).toBe(401);
    const customer = await t.request.post('/api/admin/sync-order-statuses').set('authorization', user.bearer);
    expect(customer.status).toBe(403);

    // The sync reads every open order of the database the suites share (other suites leave orders at providers
    // this app does not talk to, which count as failed): what matters is that this order's sync did not fail.
    const failedSyncs: string[] = [];
    const syncedOrders: string[] = [];
    const syncOrder = tracking.syncOrder.bind(tracking);
    const syncSpy = jest.spyOn(tracking, 'syncOrder').mockImplementation(async (one, source) => {
      syncedOrders.push(one.orderHash);
      try {
        await syncOrder(one, source);
      } catch (error) {
        failedSyncs.push(one.orderHash);
        throw error;
      }
    });
    // The sync and the three lost webhooks (each delivered twice) all at once.
    const [sync] = await Promise.all([
      t.request.post('/api/admin/sync-order-statuses').set('authorization', admin.bearer),
      ...delivered.flatMap((w) => [post(w.body, w.signature), post(w.body, w.signature)]),
    ]).finally(() => syncSpy.mockRestore());
    expect(sync.status).toBe(200);
    const answer = sync.body as { synced: number; failed: number };
    expect(answer.synced).toBeGreaterThanOrEqual(1);
    expect(syncedOrders).toContain(order.order_hash);
    expect(failedSyncs).not.toContain(order.order_hash);
    expect(answer.failed).toBe(failedSyncs.length);
    await outbox.idle();
    const synced = await row(order.order_hash);
    expect(synced.fulfillment_status).toBe('shipped');
    expect(synced.tracking_url).toContain('/api/carrier/track/');
    const tags = (await mails(user.email)).map((m) => m.tag);
    expect(tags.filter((tag) => tag === 'order-shipped')).toHaveLength(1);
    expect(tags.filter((tag) => tag === 'order-processing').length).toBeLessThanOrEqual(1);
    const notifications = await db.query<{ notification_type: string }[]>(
      `SELECT notification_type FROM order_notifications WHERE order_id = $1 ORDER BY notification_type`,
      [order.id],
    );
    expect(new Set(notifications.map((n) => n.notification_type)).size).toBe(notifications.length);
  });

  it('staff sync the orders they selected: re-read at the provider, the rest skipped, audited', async () => {
    const { user, order } = await paidOrder();
    const tracking = t.app.get(FulfilmentTrackingService);
    // A lost webhook: the simulator moves, the shop hears nothing.
    sim.deliverTo(() => Promise.resolve());
    try {
      await tick(order);
    } finally {
      sim.deliverTo((body, signature) => tracking.receive(body, signature, 'simulator'));
    }
    const before = (await row(order.order_hash)).fulfillment_status;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const url = '/api/admin/orders/sync';
    expect((await t.request.post(url).send({ orderIds: [order.id] })).status).toBe(401);
    expect(
      (
        await t.request
          .post(url)
          .set('authorization', user.bearer)
          .send({ orderIds: [order.id] })
      ).status,
    ).toBe(403);
    for (const bad of [{}, { orderIds: [] }, { orderIds: ['not-a-uuid'] }]) {
      expect((await t.request.post(url).set('authorization', admin.bearer).send(bad)).status).toBe(400);
    }
    const res = await t.request
      .post(url)
      .set('authorization', admin.bearer)
      .send({ orderIds: [order.id, unknown, order.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ synced: 1, failed: 0, skipped: 1 });
    expect((await row(order.order_hash)).fulfillment_status).not.toBe(before);
    const [audit] = await db.query<{ action: string; outcome: string }[]>(
      `SELECT context->>'action' AS action, context->>'outcome' AS outcome FROM error_logs
        WHERE error_type = 'ADMIN_AUDIT' AND context->>'action' = 'orders.sync_selected' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'orders.sync_selected', outcome: 'ok' });
  });

  it("Printify's fulfilled means shipped, not delivered; delivery comes from the shipment", async () => {
    const { order } = await paidOrder();
    const provider = t.app.get<FulfilmentProvider>(FULFILMENT_PROVIDER);
    const shippedAt = new Date('2026-01-02T10:00:00Z');
    const parcel = {
      carrier: 'usps',
      trackingNumber: '9400111',
      trackingUrl: 'https://tools.usps.com/x',
      shippedAt,
    };
    // The provider's answer for this order only (the sync reads every open order of the shared database).
    const real = provider.getOrder.bind(provider);
    let answer: Awaited<ReturnType<FulfilmentProvider['getOrder']>> = {
      providerOrderId: order.printify_order_id ?? '',
      status: 'fulfilled',
      target: 'shipped', // what the adapter makes of Printify's 'fulfilled' (printify-vocabulary.spec.ts)
      shipments: [parcel],
    };
    const getOrder = jest
      .spyOn(provider, 'getOrder')
      .mockImplementation((id) => (id === order.printify_order_id ? Promise.resolve(answer) : real(id)));
    try {
      const sync = await t.request.post('/api/admin/sync-order-statuses').set('authorization', admin.bearer);
      expect(sync.status).toBe(200);
      expect((await row(order.order_hash)).fulfillment_status).toBe('shipped');
      answer = { ...answer, shipments: [{ ...parcel, deliveredAt: new Date('2026-01-05T10:00:00Z') }] };
      await t.request.post('/api/admin/sync-order-statuses').set('authorization', admin.bearer);
      const done = await row(order.order_hash);
      expect(done.fulfillment_status).toBe('delivered');
      expect(done.tracking_url).toBe('https://tools.usps.com/x');
      const [shipment] = await db.query<{ shipped_at: Date; delivered_at: Date; carrier: string }[]>(
        `SELECT shipped_at, delivered_at, carrier FROM order_shipments WHERE order_id = $1`,
        [order.id],
      );
      expect(shipment?.carrier).toBe('usps');
      expect(new Date(shipment?.shipped_at ?? 0).toISOString()).toBe('2026-01-02T10:00:00.000Z');
      expect(new Date(shipment?.delivered_at ?? 0).toISOString()).toBe('2026-01-05T10:00:00.000Z');
    } finally {
      getOrder.mockRestore();
    }
    await outbox.idle();
  });

  it('staff cancel before production (provider cancelled, email once); 409 after production or twice', async () => {
    // Keep the provider order on hold: send-to-production does nothing this time.
    const hold = jest.spyOn(sim, 'sendToProduction').mockImplementation((id) => sim.getOrder(id));
    let order: OrderRow;
    let user: CheckoutUser;
    try {
      ({ order, user } = await paidOrder());
    } finally {
      hold.mockRestore();
    }
    const url = `/api/admin/orders/${order.id}/cancel`;
    expect((await t.request.post(url)).status).toBe(401);
    expect((await t.request.post(url).set('authorization', user.bearer)).status).toBe(403);
    const cancel = await t.request.post(url).set('authorization', admin.bearer);
    expect(cancel.status).toBe(200);
    // Staff cancellation is the customer's use case without the window: the paid order is refunded in full too.
    expect(cancel.body).toEqual({
      success: true,
      fulfillmentStatus: 'cancelled',
      invoiceStatus: 'refunded',
      refundedAmount: order.total_amount,
    });
    expect((await sim.getOrder(order.printify_order_id ?? '')).status).toBe('canceled');
    await outbox.idle();
    const again = await t.request.post(url).set('authorization', admin.bearer);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'Order cannot be cancelled' });
    await outbox.idle();
    expect((await mails(user.email)).filter((m) => m.tag === 'order-cancelled')).toHaveLength(1);
    // The cancellation, then the refund it made (payment event), both by staff.
    expect((await events(order.id)).slice(-2)).toMatchObject([
      { to_status: 'cancelled', source: 'admin' },
      { to_status: 'refunded', source: 'admin' },
    ]);
    const [cancelEvent] = await db.query<{ detail: { byUserId: string } }[]>(
      `SELECT detail FROM order_events WHERE order_id = $1 AND to_status = 'cancelled'`,
      [order.id],
    );
    expect(cancelEvent?.detail.byUserId).toBe(admin.id);

    // In production: refused, nothing changes.
    const { order: producing } = await paidOrder();
    await tick(producing);
    const late = await t.request
      .post(`/api/admin/orders/${producing.id}/cancel`)
      .set('authorization', admin.bearer);
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toContain('already in production');
    expect((await row(producing.order_hash)).fulfillment_status).toBe('in_production');
    const unknown = await t.request
      .post(`/api/admin/orders/${randomUUID()}/cancel`)
      .set('authorization', admin.bearer);
    expect(unknown.status).toBe(404);
    expect(
      (await t.request.post('/api/admin/orders/nope/cancel').set('authorization', admin.bearer)).status,
    ).toBe(404);
  });

  it('a variant the provider cannot confirm parks the order as error_variant (job done, not retried)', async () => {
    const submit = jest
      .spyOn(sim, 'submitOrder')
      .mockRejectedValue(new UnconfirmedVariantError('canvas', '20x30'));
    let order: OrderRow;
    try {
      ({ order } = await paidOrder());
    } finally {
      submit.mockRestore();
    }
    expect(order.fulfillment_status).toBe('error_variant');
    expect(order.printify_order_id).toBeNull();
    const jobs = await orderJobs(t.app, order.id, 'fulfilment');
    expect(jobs.map(({ kind, state, attempts }) => ({ kind, state, attempts }))).toEqual([
      { kind: 'fulfilment', state: 'done', attempts: 1 },
    ]);
    expect((await events(order.id)).at(-1)).toMatchObject({
      kind: 'fulfilment',
      from_status: 'pending',
      to_status: 'error_variant',
    });
    // A resubmit leaves the parking state.
    const res = await t.request
      .post(`/api/submit-to-printify/${order.order_hash}`)
      .set('authorization', admin.bearer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fulfillmentStatus: 'submitted_to_fulfillment' });
    await outbox.idle();
  });

  it('the simulator is idempotent by external id and answers its catalog from the domain', async () => {
    const externalId = `ext-${randomUUID()}`;
    const args = {
      externalId,
      label: 'test',
      address: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        address1: '1 St',
        city: 'X',
        zip: '12345',
        countryCode: 'US',
      },
      lines: [
        {
          lineId: 'line-1',
          printType: 'poster' as const,
          printSize: '12x18',
          quantity: 1,
          printFile: { url: 'http://x/y.png', fileName: 'y.png', widthPx: 3600, heightPx: 5400 },
          variant: { blueprintId: 1, printProviderId: 2, variantId: 3 },
          mirrorEdges: false,
        },
      ],
    };
    const first = await sim.submitOrder(args);
    const second = await sim.submitOrder(args);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ providerOrderId: `local-${externalId.slice(0, 8)}`, status: 'on-hold' });
    expect(await sim.findOrderByExternalId(externalId)).toEqual(first);
    const poster = findSize('poster', '12x18');
    if (!poster) throw new Error('12x18 poster missing from the catalogue');
    const variants = await sim.listVariants(poster.printify);
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((v) => v.isAvailable && (v.placeholders[0]?.width ?? 0) > 0)).toBe(true);
    // Its titles are Printify's, so a print file is drawn at its placeholder (10 dpi in the tests), not at 300 dpi.
    expect(
      resolvePrintVariant('poster', '12x18', variants, poster.printify.variantId)?.variant.placeholders,
    ).toEqual([{ position: 'front', width: 120, height: 180 }]);
  });
});

describe('the simulator ticker of a running shop (own database)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let t: TestApp;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    t = await createTestApp({ DATABASE_URL: scratch.url, FULFILMENT_SIMULATOR_STEP_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });

  it('moves a paid order to delivered on its own, one step a second', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const intent = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email) });
    const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) });
    const seen = new Set<string>();
    const deadline = Date.now() + 20_000;
    let status = '';
    while (Date.now() < deadline && status !== 'order:shipment:delivered') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
      status = (res.body as { fulfillmentStatus: string }).fulfillmentStatus;
      seen.add(status);
    }
    expect(status).toBe('order:shipment:delivered');
    expect(seen.has('order:shipment:created')).toBe(true);
    await t.app.get(JobQueue).idle();
  });

  it('the scheduled sync runs on one replica at a time (advisory lock)', async () => {
    const schedule = t.app.get(FulfilmentScheduleService);
    expect(await schedule.scheduledSync()).toEqual({ synced: 0, failed: 0 });
    const other = new Client({ connectionString: scratch.url });
    await other.connect();
    try {
      // Another job's lock (the rate-limit prune, which once shared the sync's key) does not stop the sync.
      await other.query(`SELECT pg_advisory_lock($1)`, [AdvisoryLockKey.RateLimitPrune]);
      expect(await schedule.scheduledSync()).toEqual({ synced: 0, failed: 0 });
      await other.query(`SELECT pg_advisory_lock($1)`, [AdvisoryLockKey.FulfilmentSync]);
      expect(await schedule.scheduledSync()).toBeUndefined();
    } finally {
      await other.end();
    }
  });
});
