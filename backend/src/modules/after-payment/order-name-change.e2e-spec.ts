import {
  CLOCK_CONTROL,
  type ClockControl,
  findSize,
  FULFILMENT_PROVIDER,
  type FulfilmentProvider,
  type NameOnPrint,
  OBJECT_STORAGE,
  type ObjectStorage,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { skyOverGround } from '../../../test/name-on-print-fixtures';
import {
  addNamed,
  BISCUIT,
  expectNameWherePreviewShowedIt,
  pay,
  sessionWithArtwork,
  smallPrintsPrintify,
  closePrintifyOrders,
} from '../../../test/named-order-fixtures';
import type { PrintifyFake } from '../../../test/fakes/printify-fake';
import { JobQueue } from '../../platform/jobs/job-queue';
import { OrderLifecycle } from '../orders';

const PUMPKIN: NameOnPrint = { ...BISCUIT, name: 'Pumpkin', secondLine: 'Forever loved' };

interface OrderRow {
  id: string;
  printify_order_id: string | null;
  fulfillment_status: string;
  metadata: { providerRevision?: number; replacedProviderOrderIds?: string[] };
}
interface SimulatorRow {
  id: string;
  external_id: string;
  status: string;
  released: boolean;
  lines: { lineId: string; printFileUrl?: string }[];
}

/**
 * "Editable until production": the customer changes the name on their paid order while it waits on hold;
 * the print file is drawn again and the held order at the provider (the local simulator) is replaced by one carrying
 * it. A 60-minute window keeps the orders on hold.
 */
describe('changing the name on a paid order (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let storage: ObjectStorage;

  beforeAll(async () => {
    t = await createTestApp({
      // Print files at 40 dpi like the Printify fake's (smallPrintsPrintify): enough to read the name's band.
      FULFILMENT_SIMULATOR_PRINT_DPI: '40',
      CANCEL_WINDOW_MINUTES: '60',
      NAME_ON_PRINT_PRICE_CENTS: '500',
    });
    db = t.app.get(DataSource);
    storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
  });
  afterAll(() => t?.close());

  /** A paid, named 12x18 poster of `user`, submitted on hold: its hash, line id and artwork. */
  async function namedOrder(user: CheckoutUser) {
    const source = await skyOverGround(512, 768, 'webp');
    const line = await sessionWithArtwork(t, user.id, source);
    expect((await addNamed(t, user, line, BISCUIT)).status).toBe(201);
    const orderHash = await pay(t, user);
    const [row] = await db.query<{ id: string }[]>(
      `SELECT li.id FROM order_line_items li JOIN orders o ON o.id = li.order_id WHERE o.order_hash = $1`,
      [orderHash],
    );
    return { orderHash, lineId: row!.id, source };
  }
  const orderRow = async (orderHash: string) =>
    (
      await db.query<OrderRow[]>(
        `SELECT id, printify_order_id, fulfillment_status, metadata FROM orders WHERE order_hash = $1`,
        [orderHash],
      )
    )[0]!;
  const simulated = (orderHash: string) =>
    db.query<SimulatorRow[]>(
      `SELECT id, external_id, status, released, lines FROM fulfilment_simulator_orders
        WHERE external_id LIKE $1 ORDER BY created_at`,
      [`${orderHash}%`],
    );
  const changeName = (user: CheckoutUser, orderHash: string, lineId: string, body: unknown) =>
    t.request
      .patch(`/api/orders/${encodeURIComponent(orderHash)}/lines/${lineId}/personalisation`)
      .set('authorization', user.bearer)
      .send(body as object);

  it('the owner changes the name on hold: the print file carries it, the held order is replaced, the price is kept', async () => {
    const user = await checkoutUser(t);
    const { orderHash, lineId, source } = await namedOrder(user);
    const before = await orderRow(orderHash);
    expect(before.printify_order_id).toMatch(/^local-/);
    const order = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
    const item = (order.body as { items: { personalisation: NameOnPrint; nameEditableUntil: string }[] })
      .items[0]!;
    expect(item.personalisation).toEqual(BISCUIT);
    expect(Date.parse(item.nameEditableUntil)).toBeGreaterThan(Date.now());

    const res = await changeName(user, orderHash, lineId, PUMPKIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lineId, personalisation: PUMPKIN, replacedAtProvider: true });

    // The line carries the new name at the same price; the order points at the replacement.
    const [line] = await db.query<
      { personalisation: NameOnPrint; unit_price: number; print_file_url: string }[]
    >(`SELECT personalisation, unit_price, print_file_url FROM order_line_items WHERE id = $1`, [lineId]);
    expect(line?.personalisation).toEqual(PUMPKIN);
    expect(line?.unit_price).toBe(findSize('poster', '12x18')!.priceCents + 500);
    expect(line?.print_file_url).toContain(`print-files/${orderHash}/${orderHash}-1-r1.jpg`);
    const after = await orderRow(orderHash);
    expect(after.metadata.providerRevision).toBe(1);
    expect(after.metadata.replacedProviderOrderIds).toEqual([before.printify_order_id]);
    expect(after.printify_order_id).not.toBe(before.printify_order_id);
    expect(after.fulfillment_status).toBe(before.fulfillment_status);

    // At the simulator: the held order is cancelled, the replacement waits on hold with the new print file.
    const atProvider = await simulated(orderHash);
    expect(atProvider.map((o) => [o.external_id, o.status])).toEqual([
      [orderHash, 'canceled'],
      [`${orderHash}-r1`, 'on-hold'],
    ]);
    expect(atProvider[1]!.id).toBe(after.printify_order_id);
    expect(atProvider[1]!.lines[0]!.printFileUrl).toBe(line?.print_file_url);
    const file = await storage.get(`print-files/${orderHash}/${orderHash}-1-r1.jpg`);
    await expectNameWherePreviewShowedIt(file!.body, source, PUMPKIN);
    // The digital download is the new file.
    const download = await t.request
      .get(`/api/orders/${encodeURIComponent(orderHash)}/download?line=1`)
      .set('authorization', user.bearer)
      .buffer(true);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, Buffer.from(file!.body))).toBe(0);

    // When the hold ends (the app's clock moved past the window, as the dev tools move it, with the delayed jobs),
    // the replacement (not the cancelled order) goes to production.
    const jobs = t.app.get(JobQueue);
    const hourAndMinute = 61 * 60_000;
    t.app.get<ClockControl>(CLOCK_CONTROL).advance(hourAndMinute);
    await jobs.advanceDelayed(hourAndMinute);
    await jobs.idle(after.id);
    expect((await simulated(orderHash)).map((o) => o.released)).toEqual([false, true]);
  });

  it('answers 404 to anyone but the owner, and refuses bad text with the domain message', async () => {
    const user = await checkoutUser(t);
    const other = await checkoutUser(t);
    const { orderHash, lineId } = await namedOrder(user);
    expect((await changeName(other, orderHash, lineId, PUMPKIN)).status).toBe(404);
    expect((await changeName(user, orderHash, '00000000-0000-4000-8000-000000000000', PUMPKIN)).status).toBe(
      404,
    );
    expect((await changeName(user, orderHash, 'not-a-line', PUMPKIN)).status).toBe(404);

    const emoji = await changeName(user, orderHash, lineId, { ...BISCUIT, name: 'Rex 🐶' });
    expect(emoji.status).toBe(400);
    expect(emoji.body).toMatchObject({
      code: 'PERSONALISATION.INVALID',
      message: 'The name has a character the Classic font cannot print: 🐶',
    });
    const removed = await changeName(user, orderHash, lineId, { ...BISCUIT, name: '  ' });
    expect(removed.status).toBe(400);
    expect(removed.body).toMatchObject({
      code: 'PERSONALISATION.INVALID',
      message:
        'The name cannot be removed after payment. Enter the name to print, or contact support to change the order.',
    });
    // Nothing changed.
    expect((await simulated(orderHash)).map((o) => o.status)).toEqual(['on-hold']);
  });

  it('answers 409 TOO_LATE once production started, and changes nothing when the provider released it first', async () => {
    const user = await checkoutUser(t);
    const { orderHash, lineId } = await namedOrder(user);
    const before = await orderRow(orderHash);

    // Released at the provider, not yet known to the shop: the provider refuses to cancel it, the replacement is
    // withdrawn and the order keeps its name and its provider order.
    await t.app.get<FulfilmentProvider>(FULFILMENT_PROVIDER).sendToProduction(before.printify_order_id!);
    const raced = await changeName(user, orderHash, lineId, PUMPKIN);
    expect(raced.status).toBe(409);
    expect(raced.body).toMatchObject({
      code: 'PERSONALISATION.TOO_LATE',
      message: 'The name can no longer be changed: this print has gone to production with the name shown.',
    });
    expect((await simulated(orderHash)).map((o) => [o.external_id, o.status, o.released])).toEqual([
      [orderHash, 'on-hold', true],
      [`${orderHash}-r1`, 'canceled', false],
    ]);
    const [line] = await db.query<{ personalisation: NameOnPrint }[]>(
      `SELECT personalisation FROM order_line_items WHERE id = $1`,
      [lineId],
    );
    expect(line?.personalisation).toEqual(BISCUIT);
    expect((await orderRow(orderHash)).printify_order_id).toBe(before.printify_order_id);

    // Once the shop knows it is in production, the rule refuses before anything is drawn.
    await t.app.get(OrderLifecycle).changeFulfilment(before.id, 'in_production', 'sync');
    const late = await changeName(user, orderHash, lineId, PUMPKIN);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'PERSONALISATION.TOO_LATE' });
    const order = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
    expect(
      (order.body as { items: { nameEditableUntil: string | null }[] }).items[0]!.nameEditableUntil,
    ).toBeNull();
  });
});

// Its own app, after the local one has closed: the two would share this worker's database and its job queue, and the
// local app's workers could take this app's jobs (and submit its orders to the local simulator).
describe('changing the name on a paid order, with Printify (the fake) (e2e)', () => {
  let printify: PrintifyFake;
  let p: TestApp;
  let webhookUrl: string;
  beforeAll(async () => {
    printify = await smallPrintsPrintify();
    p = await createTestApp({
      ...printify.env('pfy-rename-secret'),
      PRINTIFY_SYNC_MINUTES: '0',
      CANCEL_WINDOW_MINUTES: '60',
    });
    await p.app.listen(0, '127.0.0.1');
    webhookUrl = `${await p.app.getUrl()}/api/webhooks/printify`;
  });
  afterAll(() => closePrintifyOrders(p, printify));

  it("replaces the held order at Printify with the new print file, and ignores the replaced order's cancellation", async () => {
    const user = await checkoutUser(p);
    const source = await skyOverGround(512, 768, 'webp');
    const line = await sessionWithArtwork(p, user.id, source);
    expect((await addNamed(p, user, line, BISCUIT)).status).toBe(201);
    const orderHash = await pay(p, user);
    const pdb = p.app.get(DataSource);
    const [lineRow] = await pdb.query<{ id: string }[]>(
      `SELECT li.id FROM order_line_items li JOIN orders o ON o.id = li.order_id WHERE o.order_hash = $1`,
      [orderHash],
    );
    const [before] = await pdb.query<{ printify_order_id: string }[]>(
      `SELECT printify_order_id FROM orders WHERE order_hash = $1`,
      [orderHash],
    );

    const res = await p.request
      .patch(`/api/orders/${encodeURIComponent(orderHash)}/lines/${lineRow!.id}/personalisation`)
      .set('authorization', user.bearer)
      .send(PUMPKIN);
    expect(res.status).toBe(200);

    const held = printify.orders.get(before!.printify_order_id)!;
    expect(held.status).toBe('canceled');
    const replacement = [...printify.orders.values()].find((o) => o.external_id === `${orderHash}-r1`)!;
    expect(replacement.status).toBe('on-hold');
    const [after] = await pdb.query<{ printify_order_id: string; fulfillment_status: string }[]>(
      `SELECT printify_order_id, fulfillment_status FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    expect(after!.printify_order_id).toBe(replacement.id);
    // The replacement's print file, as uploaded to Printify, carries the new name.
    const upload = printify
      .calls('POST', /^\/v1\/uploads\/images\.json$/)
      .map((r) => r.body as { file_name?: string; contents?: string })
      .find((b) => b.file_name === `${orderHash}-1-r1.jpg`);
    expect(upload?.contents).toBeDefined();
    await expectNameWherePreviewShowedIt(Buffer.from(upload!.contents!, 'base64'), source, PUMPKIN);

    // Printify tells of the replaced order's cancellation (with our hash as its external id): the order stays.
    const told = await printify.emitWebhook(webhookUrl, 'pfy-rename-secret', 'order:updated', held);
    expect(told.status).toBeLessThan(300);
    await p.app.get(JobQueue).idle();
    const [still] = await pdb.query<{ fulfillment_status: string }[]>(
      `SELECT fulfillment_status FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    expect(still!.fulfillment_status).toBe(after!.fulfillment_status);
  });
});
