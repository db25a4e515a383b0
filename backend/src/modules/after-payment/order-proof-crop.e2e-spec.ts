import {
  CROP_CHANGE_MESSAGES,
  CROP_NOTHING_TO_MOVE_MESSAGE,
  CROP_POSITION_MESSAGE,
  OBJECT_STORAGE,
  placeCropWindow,
  type ObjectStorage,
} from '@petart/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  checkoutUser,
  payLocally,
  startCheckout,
  type CheckoutUser,
  type StartedCheckout,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';

interface LineBody {
  id: string;
  cropPosition: number | null;
  cropEditable: boolean;
  printAspect: number;
  artworkAspect: number | null;
  proofCropPosition: number | null;
}
interface ProofBody {
  revision: number;
  status: string;
  files: { lineId: string; url: string; cropPosition?: number; artworkAspect?: number }[];
}

/** The artwork: 384x256 (landscape), dark, with a bright red subject near the right edge. */
const ARTWORK = { width: 384, height: 256 };
const artwork = async () =>
  sharp({ create: { ...ARTWORK, channels: 3, background: '#1d2530' } })
    .composite([
      {
        input: await sharp({ create: { width: 75, height: 105, channels: 3, background: '#f03c28' } })
          .png()
          .toBuffer(),
        left: 287,
        top: 75,
      },
    ])
    .png()
    .toBuffer();

/** A picture's pixels at a common small size, for comparing a print file with what it should show. */
const pixels = (input: Uint8Array) =>
  sharp(input).resize(60, 90, { fit: 'fill' }).removeAlpha().raw().toBuffer();
const meanDiff = (a: Buffer, b: Buffer) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

describe("the customer's own crop of a proof (local, e2e)", () => {
  let t: TestApp;
  let db: DataSource;
  let jobs: JobQueue;
  let storage: ObjectStorage;

  beforeAll(async () => {
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '60' });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobQueue);
    storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
  });
  afterAll(() => t.close());

  const orderPage = async (user: CheckoutUser, hash: string) => {
    const res = await t.request.get(`/api/order/hash/${hash}`).set('authorization', user.bearer);
    expect(res.status).toBe(200);
    return res.body as { proof: ProofBody | null; items: LineBody[] };
  };
  const crop = (user: CheckoutUser, hash: string, lineId: string, body: unknown) =>
    t.request
      .put(`/api/orders/${hash}/lines/${lineId}/crop`)
      .set('authorization', user.bearer)
      .send(body as object);
  /** A stored file behind one of the shop's absolute signed URLs. */
  const download = async (url: string): Promise<Buffer> => {
    const { pathname, search } = new URL(url);
    const res = await t.request.get(pathname + search).buffer(true);
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };
  const approve = (user: CheckoutUser, hash: string) =>
    t.request.post(`/api/orders/${hash}/proof/approve`).set('authorization', user.bearer);

  /** A paid proof order of one 20x30 canvas drawn from `image` (the landscape artwork), its first proof shown. */
  async function proofOrder(user: CheckoutUser, image?: Buffer): Promise<StartedCheckout> {
    const order = await startCheckout(t, user, [{ printType: 'canvas', printSize: '20x30' }], {
      proof: true,
    });
    const [line] = await db.query<{ image_url: string }[]>(
      `SELECT image_url FROM order_line_items WHERE order_id = $1`,
      [order.id],
    );
    await storage.put(
      line!.image_url.replace(/^\/api\/images\//, ''),
      image ?? (await artwork()),
      'image/png',
    );
    await payLocally(t, user, order.clientSecret);
    await jobs.idle();
    return order;
  }

  it('draws the next proof at the position the owner chose, and prints the order with it', async () => {
    const user = await checkoutUser(t);
    const order = await proofOrder(user);
    const first = await orderPage(user, order.orderHash);
    const line = first.items[0]!;
    // The automatic crop sits towards the red subject; the line says what the editor needs to draw the window.
    expect(line).toMatchObject({ cropPosition: null, cropEditable: true, artworkAspect: 1.5 });
    expect(line.printAspect).toBeCloseTo(20 / 30, 5);
    expect(line.proofCropPosition).toBeGreaterThan(0.5);
    expect(first.proof).toMatchObject({ revision: 1, status: 'shown' });
    const firstFile = await pixels(await download(first.proof!.files[0]!.url));

    const res = await crop(user, order.orderHash, line.id, { position: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      lineId: line.id,
      cropPosition: 0,
      proof: { revision: 2, status: 'drawing' },
    });
    // One drawing at a time: the next move waits until the new proof is shown.
    const busy = await crop(user, order.orderHash, line.id, { position: 0.2 });
    expect(busy.status).toBe(409);
    expect((busy.body as { message: string }).message).toBe(CROP_CHANGE_MESSAGES.not_ready);

    await jobs.idle(order.id);
    const second = await orderPage(user, order.orderHash);
    expect(second.proof).toMatchObject({ revision: 2, status: 'shown' });
    expect(second.items[0]).toMatchObject({ cropPosition: 0, cropEditable: true, proofCropPosition: 0 });
    const secondFile = await pixels(await download(second.proof!.files[0]!.url));
    // The new proof is the artwork's left window, not the automatic crop.
    const source = await artwork();
    const leftWindow = await pixels(
      await sharp(source)
        .extract(placeCropWindow(ARTWORK.width, ARTWORK.height, 20 / 30, 0))
        .png()
        .toBuffer(),
    );
    expect(meanDiff(secondFile, leftWindow)).toBeLessThan(4);
    expect(meanDiff(secondFile, firstFile)).toBeGreaterThan(10);
    const [audit] = await db.query<{ actor: string; detail: { position: number; revision: number } }[]>(
      `SELECT context->'actor'->>'email' AS actor, context->'detail' AS detail FROM error_logs
        WHERE error_type = 'ADMIN_AUDIT' AND context->>'action' = 'orders.proof_crop_changed'
          AND context->'target'->>'id' = $1`,
      [order.id],
    );
    expect(audit).toMatchObject({ actor: user.email, detail: { position: 0, revision: 2 } });

    // Approved: the print file made at submission is cut at the customer's position too.
    expect((await approve(user, order.orderHash)).status).toBe(200);
    await jobs.idle(order.id);
    const [printed] = await db.query<{ print_file_url: string | null }[]>(
      `SELECT print_file_url FROM order_line_items WHERE order_id = $1`,
      [order.id],
    );
    expect(printed?.print_file_url).toMatch(/-1\.jpg/);
    const printFile = await pixels(await download(printed!.print_file_url!));
    expect(meanDiff(printFile, leftWindow)).toBeLessThan(4);

    // Once approved the crop is fixed.
    const late = await crop(user, order.orderHash, line.id, { position: 0.5 });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe(CROP_CHANGE_MESSAGES.already_approved);
    expect((await orderPage(user, order.orderHash)).items[0]).toMatchObject({ cropEditable: false });
  });

  it('answers a position outside 0..1 with a 400 that says so, and changes nothing', async () => {
    const user = await checkoutUser(t);
    const order = await proofOrder(user);
    const lineId = (await orderPage(user, order.orderHash)).items[0]!.id;
    for (const body of [
      { position: 1.5 },
      { position: -0.1 },
      { position: 'left' },
      {},
      { position: null },
    ]) {
      const res = await crop(user, order.orderHash, lineId, body);
      expect(res.status).toBe(400);
      expect((res.body as { details: string[] }).details).toContain(CROP_POSITION_MESSAGE);
    }
    const page = await orderPage(user, order.orderHash);
    expect(page.proof).toMatchObject({ revision: 1, status: 'shown' });
    expect(page.items[0]).toMatchObject({ cropPosition: null });
  });

  it("answers another customer's order, or a line not of this order, as not found", async () => {
    const owner = await checkoutUser(t);
    const stranger = await checkoutUser(t);
    const order = await proofOrder(owner);
    const lineId = (await orderPage(owner, order.orderHash)).items[0]!.id;
    expect((await crop(stranger, order.orderHash, lineId, { position: 0.2 })).status).toBe(404);
    expect((await crop(owner, order.orderHash, randomUUID(), { position: 0.2 })).status).toBe(404);
    expect((await crop(owner, order.orderHash, 'not-a-line', { position: 0.2 })).status).toBe(404);
    expect(
      (await t.request.put(`/api/orders/${order.orderHash}/lines/${lineId}/crop`).send({ position: 0.2 }))
        .status,
    ).toBe(401);
    const page = await orderPage(owner, order.orderHash);
    expect(page.proof).toMatchObject({ revision: 1, status: 'shown' });
    expect(page.items[0]).toMatchObject({ cropPosition: null });
  });

  it("refuses a move when the artwork already has the print's shape: the same proof is not drawn again", async () => {
    const user = await checkoutUser(t);
    // 256x384 is the 20x30 canvas's shape: the whole artwork is printed.
    const portrait = await sharp({ create: { width: 256, height: 384, channels: 3, background: '#1d2530' } })
      .png()
      .toBuffer();
    const order = await proofOrder(user, portrait);
    const line = (await orderPage(user, order.orderHash)).items[0]!;
    expect(line.artworkAspect).toBeCloseTo(20 / 30, 5);
    const res = await crop(user, order.orderHash, line.id, { position: 0 });
    expect(res.status).toBe(409);
    expect((res.body as { message: string }).message).toBe(CROP_NOTHING_TO_MOVE_MESSAGE);
    const page = await orderPage(user, order.orderHash);
    expect(page.proof).toMatchObject({ revision: 1, status: 'shown' });
    expect(page.items[0]).toMatchObject({ cropPosition: null });
  });

  it('refuses an order placed without a proof', async () => {
    const user = await checkoutUser(t);
    const order = await startCheckout(t, user, [{ printType: 'canvas', printSize: '20x30' }]);
    await payLocally(t, user, order.clientSecret);
    await jobs.idle();
    const page = await orderPage(user, order.orderHash);
    expect(page.items[0]).toMatchObject({ cropEditable: false, cropPosition: null });
    const res = await crop(user, order.orderHash, page.items[0]!.id, { position: 0.2 });
    expect(res.status).toBe(409);
    expect((res.body as { message: string }).message).toBe(CROP_CHANGE_MESSAGES.not_requested);
  });
});
