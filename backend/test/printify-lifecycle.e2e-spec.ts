import { findSize, type FulfilmentProvider } from '@petart/domain';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createHmac } from 'node:crypto';
import { FULFILMENT_PROVIDER } from '@petart/domain';
import type { PrintifyClient } from '../src/adapters/printify/printify-client';
import { FulfilmentScheduleService } from '../src/modules/fulfilment/fulfilment-schedule.service';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { orderJobs } from './jobs';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  TEST_CARDS,
  type CartLineInput,
  type CheckoutUser,
} from './checkout-fixtures';
import { createTestApp, type TestApp } from './create-test-app';
import { PrintifyFake, type FakeOrder } from './fakes/printify-fake';

const WEBHOOK_SECRET = 'pfy-lifecycle-secret';
/** The fake's placeholders at 10 px per inch: the print files are made for real, just small. */
const PX_PER_INCH = 10;

interface OrderRow {
  id: string;
  order_hash: string;
  fulfillment_status: string;
  printify_order_id: string | null;
  tracking_url: string | null;
}

/**
 * The "Done when", end to end: the shop on FULFILMENT_PROVIDER=printify pointed at the wire-level Printify
 * fake (every other adapter local), orders paid through the local payment gateway, submitted by the durable outbox,
 * then moved by signed webhooks (POSTed by the fake to the listening app) and the scheduled sync.
 */
describe('Printify fulfilment lifecycle (e2e, against the Printify fake)', () => {
  let printify: PrintifyFake;
  let t: TestApp;
  let db: DataSource;
  let outbox: JobQueue;
  let admin: CheckoutUser;
  let webhookUrl: string;
  const ordersOfThisSuite: string[] = [];

  beforeAll(async () => {
    printify = await new PrintifyFake().start();
    printify.smallPrintAreas(PX_PER_INCH);
    t = await createTestApp({ ...printify.env(WEBHOOK_SECRET), PRINTIFY_SYNC_MINUTES: '0' });
    await t.app.listen(0, '127.0.0.1');
    webhookUrl = `${await t.app.getUrl()}/api/webhooks/printify`;
    db = t.app.get(DataSource);
    outbox = t.app.get(JobQueue);
    admin = await checkoutUser(t, { isAdmin: true });
  });

  afterAll(async () => {
    // The database is shared with the other suites, whose syncs read every open order: deliver ours at Printify
    // and sync, so none is left open for a provider that does not know it.
    for (const orderHash of ordersOfThisSuite) {
      for (const order of fakeOrdersOf(orderHash)) {
        order.status = 'fulfilled';
        if (order.shipments.length === 0) {
          order.shipments.push({
            carrier: 'usps',
            number: `9400${orderHash}`,
            url: 'https://usps.example',
            delivered_at: null,
          });
        }
        for (const shipment of order.shipments) shipment.delivered_at ??= new Date().toISOString();
      }
    }
    if (t) await adminSync();
    await outbox?.idle();
    await t?.close();
    await printify?.close();
  });

  async function row(orderHash: string): Promise<OrderRow> {
    const [found] = await db.query<OrderRow[]>(
      `SELECT id, order_hash, fulfillment_status, printify_order_id, tracking_url FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    if (!found) throw new Error('order not found');
    return found;
  }

  /** Checkout and payment through the local gateway, as a customer; `beforePayment` runs between the two. */
  async function paidOrder(
    lines: CartLineInput[],
    beforePayment?: () => void,
  ): Promise<{ user: CheckoutUser; orderHash: string }> {
    const user = await checkoutUser(t);
    await setCart(t, user.id, lines);
    const intent = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email) });
    expect(intent.status).toBe(200);
    const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
    ordersOfThisSuite.push(orderHash);
    beforePayment?.();
    const paid = await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) });
    expect(paid.status).toBe(200);
    await outbox.idle();
    return { user, orderHash };
  }

  const fakeOrdersOf = (orderHash: string): FakeOrder[] =>
    [...printify.orders.values()].filter((o) => o.external_id === orderHash);
  const createsOf = (orderHash: string) =>
    printify
      .calls('POST', /^\/v1\/shops\/4242\/orders\.json$/)
      .filter((r) => (r.body as { external_id?: string }).external_id === orderHash);

  const mailTags = async (email: string): Promise<string[]> =>
    (
      await db.query<{ tag: string }[]>(
        `SELECT tag FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id`,
        [email],
      )
    ).map((m) => m.tag);

  /** The same signed delivery as `emitWebhook`, repeated byte for byte (Printify retrying one event). */
  async function redeliver(event: Record<string, unknown>): Promise<{ status: number; outcome: string }> {
    const body = JSON.stringify(event);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pfy-signature': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`,
      },
      body,
    });
    return { status: response.status, outcome: ((await response.json()) as { outcome: string }).outcome };
  }

  /** One webhook delivered three times (twice concurrently with the sync); answers the three outcomes. */
  async function deliverThriceRacingSync(
    topic: string,
    order: FakeOrder,
    sync: () => Promise<unknown>,
  ): Promise<string[]> {
    const [first] = await Promise.all([
      printify.emitWebhook(webhookUrl, WEBHOOK_SECRET, topic, order),
      sync(),
    ]);
    expect(first.status).toBe(200);
    const [again, third] = await Promise.all([redeliver(first.event), redeliver(first.event), sync()]);
    expect([again?.status, third?.status]).toEqual([200, 200]);
    await outbox.idle();
    return [(JSON.parse(first.body) as { outcome: string }).outcome, again.outcome, third.outcome];
  }

  const adminSync = async (): Promise<void> => {
    const res = await t.request.post('/api/admin/sync-order-statuses').set('authorization', admin.bearer);
    expect(res.status).toBe(200);
  };
  const scheduledSync = () => t.app.get(FulfilmentScheduleService).scheduledSync();

  it('parks an order whose variant the Printify catalog lacks as error_variant, creating nothing', async () => {
    const variant = printify.variantFor('poster', '8x12');
    const size = findSize('poster', '8x12')!;
    const list = printify.catalog.get(`${size.printify.blueprintId}:${size.printify.printProviderId}`)!;
    const { user, orderHash } = await paidOrder([{ printType: 'poster', printSize: '8x12' }], () => {
      // Gone from Printify's catalog between the quote and the payment.
      list.splice(list.indexOf(variant), 1);
    });
    try {
      const order = await row(orderHash);
      expect(order.fulfillment_status).toBe('error_variant');
      expect(order.printify_order_id).toBeNull();
      expect(createsOf(orderHash)).toHaveLength(0);
      expect(fakeOrdersOf(orderHash)).toHaveLength(0);
      const [event] = await db.query<{ to_status: string; detail: { printSize: string } }[]>(
        `SELECT to_status, detail FROM order_events WHERE order_id = $1 AND kind = 'fulfilment'`,
        [order.id],
      );
      expect(event).toMatchObject({ to_status: 'error_variant', detail: { printSize: '8x12' } });
      const [job] = await orderJobs(t.app, order.id, 'fulfilment');
      expect(job?.state).toBe('done');
      expect(await mailTags(user.email)).toEqual(['order-confirmation']);

      // Back in Printify's catalog: staff resubmit and the order goes through (the refusal is not cached).
      list.push(variant);
      const resubmit = await t.request
        .post(`/api/submit-to-printify/${orderHash}`)
        .set('authorization', admin.bearer);
      expect(resubmit.status).toBe(200);
      await outbox.idle();
      const [created] = fakeOrdersOf(orderHash);
      expect(fakeOrdersOf(orderHash)).toHaveLength(1);
      expect(resubmit.body).toMatchObject({ success: true, printifyOrderId: created?.id });
      expect((created?.line_items[0] as { variant_id: number }).variant_id).toBe(variant.id);
      expect((await row(orderHash)).fulfillment_status).toBe('submitted');
    } finally {
      if (!list.includes(variant)) list.push(variant);
    }
  });

  it('submits a paid order once, then webhooks and the sync walk it to delivered with one email per step', async () => {
    const { user, orderHash } = await paidOrder([
      { printType: 'canvas', printSize: '20x30' },
      { printType: 'poster', printSize: '12x18', quantity: 2 },
    ]);

    // Created once at Printify, on hold with the order hash as external id, then sent to production.
    const creates = createsOf(orderHash);
    expect(creates).toHaveLength(1);
    const [fakeOrder] = fakeOrdersOf(orderHash);
    expect(fakeOrdersOf(orderHash)).toHaveLength(1);
    if (!fakeOrder) throw new Error('no Printify order');
    expect(fakeOrder.status).toBe('in-production');
    expect(fakeOrder.sent_to_production_at).toEqual(expect.any(String));
    expect(
      printify.calls('POST', new RegExp(`/orders/${fakeOrder.id}/send_to_production\\.json$`)),
    ).toHaveLength(1);
    const sent = creates[0]?.body as {
      external_id: string;
      label: string;
      send_shipping_notification: boolean;
      line_items: Record<string, unknown>[];
      address_to: Record<string, string>;
    };
    expect(sent.external_id).toBe(orderHash);
    expect(sent.send_shipping_notification).toBe(false);
    expect(sent.address_to).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: user.email,
      phone: '+14155550100',
      country: 'US',
      region: 'CA',
      address1: '1 Market St',
      address2: 'Suite 5',
      city: 'San Francisco',
      zip: '94105',
    });

    // One upload per line, each the variant's placeholder in pixels, used as the line's front print area.
    const uploads = printify
      .calls('POST', /^\/v1\/uploads\/images\.json$/)
      .filter((r) => (r.body as { file_name: string }).file_name.startsWith(orderHash));
    expect(uploads.map((u) => (u.body as { file_name: string }).file_name)).toEqual([
      `${orderHash}-1.jpg`,
      `${orderHash}-2.jpg`,
    ]);
    const expected = [
      { type: 'canvas', size: '20x30', quantity: 1, mirror: true },
      { type: 'poster', size: '12x18', quantity: 2, mirror: false },
    ] as const;
    for (const [index, line] of expected.entries()) {
      const variant = printify.variantFor(line.type, line.size);
      const ref = findSize(line.type, line.size)!.printify;
      const upload = uploads[index]?.body as { contents: string };
      const meta = await sharp(Buffer.from(upload.contents, 'base64')).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
        width: variant.placeholders[0]?.width,
        height: variant.placeholders[0]?.height,
        format: 'jpeg',
      });
      const uploaded = [...printify.uploads.entries()].find(
        ([, u]) => u.file_name === `${orderHash}-${index + 1}.jpg`,
      );
      expect(sent.line_items[index]).toEqual({
        blueprint_id: ref.blueprintId,
        print_provider_id: ref.printProviderId,
        variant_id: variant.id,
        print_areas: { front: `${printify.origin}/uploads/${uploaded?.[0]}/${orderHash}-${index + 1}.jpg` },
        quantity: line.quantity,
        ...(line.mirror ? { print_details: { print_on_side: 'mirror' } } : {}),
      });
    }

    let order = await row(orderHash);
    expect(order.printify_order_id).toBe(fakeOrder.id);
    expect(order.fulfillment_status).toBe('submitted');

    // Submitting again (the browser's success page) answers the same Printify order and creates nothing.
    const again = await t.request
      .post(`/api/submit-to-printify/${orderHash}`)
      .set('authorization', user.bearer);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, printifyOrderId: fakeOrder.id });
    await outbox.idle();
    expect(createsOf(orderHash)).toHaveLength(1);
    expect(fakeOrdersOf(orderHash)).toHaveLength(1);

    // In production: one event delivered three times, racing the admin sync.
    const produced = await deliverThriceRacingSync('order:sent-to-production', fakeOrder, adminSync);
    expect(produced.filter((o) => o === 'duplicate')).toHaveLength(2);
    expect((await row(orderHash)).fulfillment_status).toBe('in_production');

    // Shipped: Printify fulfils the order with a parcel.
    const parcel = {
      carrier: 'usps',
      number: '9400111899223344556677',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
      delivered_at: null,
    };
    printify.advance(fakeOrder.id, 'fulfilled', parcel);
    await deliverThriceRacingSync('order:shipment:created', fakeOrder, scheduledSync);
    order = await row(orderHash);
    expect(order.fulfillment_status).toBe('shipped');
    expect(order.tracking_url).toBe(parcel.url);

    // Delivered.
    const shipment = fakeOrder.shipments[0];
    if (!shipment) throw new Error('no shipment');
    shipment.delivered_at = new Date().toISOString();
    await deliverThriceRacingSync('order:shipment:delivered', fakeOrder, adminSync);
    expect((await row(orderHash)).fulfillment_status).toBe('delivered');
    // A late sync changes nothing.
    await scheduledSync();
    await outbox.idle();

    expect(await mailTags(user.email)).toEqual([
      'order-confirmation',
      'order-processing',
      'order-shipped',
      'order-delivered',
    ]);
    const [shippedMail] = await db.query<{ text_body: string }[]>(
      `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND tag = 'order-shipped'`,
      [user.email],
    );
    expect(shippedMail?.text_body).toContain(parcel.url);

    // The customer sees the tracking on their order.
    const res = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
    expect(res.status).toBe(200);
    const body = res.body as {
      trackingUrl: string;
      shipments: Record<string, unknown>[];
      statusHistory: { kind: string; status: string }[];
    };
    expect(body.trackingUrl).toBe(parcel.url);
    expect(body.shipments).toEqual([
      expect.objectContaining({
        carrier: 'usps',
        trackingNumber: parcel.number,
        trackingUrl: parcel.url,
        deliveredAt: expect.any(String) as unknown,
      }),
    ]);
    expect(body.statusHistory.map((e) => `${e.kind}:${e.status}`)).toEqual([
      'payment:pending',
      'payment:paid',
      'fulfilment:submitted',
      'fulfilment:in_production',
      'fulfilment:shipped',
      'fulfilment:delivered',
    ]);
    expect(createsOf(orderHash)).toHaveLength(1);
  });

  it('a status-only order:updated ahead of the shipment webhook still sends the shipped email with tracking', async () => {
    const { user, orderHash } = await paidOrder([{ printType: 'poster', printSize: '12x18' }]);
    const [fakeOrder] = fakeOrdersOf(orderHash);
    if (!fakeOrder) throw new Error('no Printify order');
    await printify.emitWebhook(webhookUrl, WEBHOOK_SECRET, 'order:sent-to-production', fakeOrder);
    const parcel = {
      carrier: 'ups',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      delivered_at: null,
    };
    printify.advance(fakeOrder.id, 'fulfilled', parcel);
    // Printify's order:updated (status fulfilled) arrives before its order:shipment:created.
    const updated = await printify.emitWebhook(webhookUrl, WEBHOOK_SECRET, 'order:updated', fakeOrder);
    expect(updated.status).toBe(200);
    await outbox.idle();
    const order = await row(orderHash);
    expect(order.fulfillment_status).toBe('shipped');
    expect(order.tracking_url).toBe(parcel.url);
    await printify.emitWebhook(webhookUrl, WEBHOOK_SECRET, 'order:shipment:created', fakeOrder);
    await outbox.idle();
    const shipped = await db.query<{ text_body: string }[]>(
      `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND tag = 'order-shipped'`,
      [user.email],
    );
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.text_body).toContain(parcel.url);
    expect(shipped[0]?.text_body).toContain(parcel.number);
  });

  it('a create that times out at Printify is retried without a second Printify order', async () => {
    const provider = t.app.get<FulfilmentProvider>(FULFILMENT_PROVIDER);
    // Test-only: a short per-call timeout instead of 30 s (the fake really never answers the create).
    const client = (provider as unknown as { client: PrintifyClient }).client;
    const timeoutMs = client.options.timeoutMs;
    client.options.timeoutMs = 1000;
    printify.faults.push({
      method: 'POST',
      path: /^\/v1\/shops\/4242\/orders\.json$/,
      hangAfterHandling: true,
    });
    try {
      const { orderHash } = await paidOrder([{ printType: 'poster', printSize: '12x18' }]);
      expect(printify.faults).toHaveLength(0); // the fault was used
      expect(createsOf(orderHash)).toHaveLength(1);
      const fakeOrders = fakeOrdersOf(orderHash);
      expect(fakeOrders).toHaveLength(1);
      const order = await row(orderHash);
      expect(order.printify_order_id).toBe(fakeOrders[0]?.id);
      expect(order.fulfillment_status).toBe('submitted');
      expect(fakeOrders[0]?.status).toBe('in-production');
    } finally {
      client.options.timeoutMs = timeoutMs;
    }
  });

  it('a create that timed out and could not be looked up is retried by the outbox job, still once', async () => {
    const provider = t.app.get<FulfilmentProvider>(FULFILMENT_PROVIDER);
    const client = (provider as unknown as { client: PrintifyClient }).client;
    const timeoutMs = client.options.timeoutMs;
    client.options.timeoutMs = 1000;
    const createPath = /^\/v1\/shops\/4242\/orders\.json$/;
    printify.faults.push({ method: 'POST', path: createPath, hangAfterHandling: true });
    // Once the create has reached Printify, its order list fails (503) for the lookup after the timeout.
    const requests = printify.requests;
    const push = requests.push.bind(requests);
    requests.push = (...items) => {
      if (items.some((r) => r.method === 'POST' && createPath.test(r.pathname))) {
        printify.faults.push({ method: 'GET', path: createPath, status: 503, times: 4 });
      }
      return push(...items);
    };
    try {
      const { orderHash } = await paidOrder([{ printType: 'canvas', printSize: '12x18' }]);
      const order = await row(orderHash);
      expect(order.printify_order_id).toBeNull();
      expect(order.fulfillment_status).toBe('pending');
      const [job] = await orderJobs(t.app, order.id, 'fulfilment');
      expect(job).toMatchObject({ state: 'failed', attempts: 1 });
      expect(job?.lastError).toContain('503');
      expect(fakeOrdersOf(orderHash)).toHaveLength(1); // it did happen at Printify

      // The job's retry (made due now instead of in 30 s) finds it instead of creating another.
      requests.push = push;
      await outbox.runDue(order.id);
      await outbox.idle();
      const fakeOrders = fakeOrdersOf(orderHash);
      expect(fakeOrders).toHaveLength(1);
      expect(createsOf(orderHash)).toHaveLength(1);
      const after = await row(orderHash);
      expect(after.printify_order_id).toBe(fakeOrders[0]?.id);
      expect(after.fulfillment_status).toBe('submitted');
      expect(fakeOrders[0]?.status).toBe('in-production');
    } finally {
      requests.push = push;
      client.options.timeoutMs = timeoutMs;
    }
  });
});
