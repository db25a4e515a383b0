import { findSize, type NameOnPrint, nameLayout, OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import {
  card,
  checkoutUser,
  customerInfo,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { bandDifference, rgbPixels, skyOverGround } from '../../../test/name-on-print-fixtures';
import { PrintifyFake } from '../../../test/fakes/printify-fake';
import { namedArtwork } from '../../platform/images/name-on-print';
import { JobQueue } from '../../platform/jobs/job-queue';

const BISCUIT: NameOnPrint = {
  name: 'Biscuit',
  secondLine: '2012 – 2026',
  font: 'playfair',
  placement: 'bottom',
  colour: 'auto',
};

/**
 * The print file the provider received carries the name where the preview showed it: the file, scaled to the size
 * of the named artwork the mockups were drawn from, matches it in the text band (and a file without the name does
 * not).
 */
async function expectNameWherePreviewShowedIt(printFile: Uint8Array, source: Buffer): Promise<void> {
  const size = findSize('poster', '12x18')!;
  const preview = await rgbPixels(await namedArtwork(source, size.widthIn / size.heightIn, BISCUIT));
  const print = await rgbPixels(printFile, preview.width, preview.height);
  const plain = await rgbPixels(
    await sharp(source)
      .resize(preview.width, preview.height, { fit: 'cover', position: 'attention' })
      .png()
      .toBuffer(),
  );
  const { band } = nameLayout(preview.width, preview.height, BISCUIT);
  const top = Math.floor(band.top);
  const bottom = Math.ceil(band.top + band.height);
  const withName = bandDifference(preview, print, top, bottom);
  const withoutName = bandDifference(preview, plain, top, bottom);
  expect(withoutName).toBeGreaterThan(5);
  expect(withName).toBeLessThan(withoutName / 3);
}

async function pay(t: TestApp, user: CheckoutUser): Promise<string> {
  const intent = await t.request
    .post('/api/cart/create-payment-intent')
    .set('authorization', user.bearer)
    .send({ customerInfo: customerInfo(user.email) });
  expect(intent.status).toBe(200);
  const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
  const paid = await t.request
    .post('/api/payments/local/confirm')
    .set('authorization', user.bearer)
    .send({ clientSecret, ...card(TEST_CARDS.success) });
  expect(paid.status).toBe(200);
  await t.app.get(JobQueue).idle();
  return orderHash;
}

/** A session of `user` whose one generated image is `bytes` (stored); answers its id and image path. */
async function sessionWithArtwork(t: TestApp, userId: string, bytes: Buffer) {
  const key = `generated/${randomUUID()}.webp`;
  await t.app.get<ObjectStorage>(OBJECT_STORAGE).put(key, bytes, 'image/webp');
  const sessionId = randomUUID();
  const imageUrl = `/api/images/${key}`;
  await t.app
    .get(DataSource)
    .query(
      `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images) VALUES ($1, $2, $3, $4::jsonb)`,
      [sessionId, userId, `/api/images/originals/${randomUUID()}.webp`, JSON.stringify([imageUrl])],
    );
  return { sessionId, imageUrl };
}

/** POST /api/cart: a 12x18 poster of the session's artwork with the name `p`. */
const addNamed = (
  t: TestApp,
  user: CheckoutUser,
  line: { sessionId: string; imageUrl: string },
  p: unknown,
) =>
  t.request
    .post('/api/cart')
    .set('authorization', user.bearer)
    .send({ ...line, printType: 'poster', printSize: '12x18', personalisation: p });

describe('the name on the print (e2e)', () => {
  describe('with the local fulfilment simulator', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ NAME_ON_PRINT_PRICE_CENTS: '500' });
    });
    afterAll(() => t?.close());

    it('serves the options and the fonts publicly, and refuses a file that is not one of them', async () => {
      const options = await t.request.get('/api/personalisation/options');
      expect(options.status).toBe(200);
      const body = options.body as { nameOnPrintPriceCents: number; fonts: { id: string; url: string }[] };
      expect(body.nameOnPrintPriceCents).toBe(500);
      expect(body.fonts.map((f) => f.id)).toEqual(['playfair', 'montserrat', 'dancing-script', 'pacifico']);
      const font = await t.request.get(body.fonts[0]!.url).buffer(true);
      expect(font.status).toBe(200);
      expect(font.headers['content-type']).toBe('font/ttf');
      expect((await t.request.get('/api/personalisation/fonts/..%2F..%2Fpackage.json')).status).toBe(404);
      expect((await t.request.get('/api/personalisation/fonts/arial.ttf')).status).toBe(404);
    });

    it('refuses a name the font cannot print with the clear message, on the cart and the mockups', async () => {
      const user = await checkoutUser(t);
      const line = await sessionWithArtwork(t, user.id, await skyOverGround(512, 768, 'webp'));
      const { imageUrl } = line;
      const cart = await addNamed(t, user, line, { ...BISCUIT, name: 'Rex 🐶' });
      expect(cart.status).toBe(400);
      expect(cart.body).toMatchObject({
        code: 'PERSONALISATION.INVALID',
        message: 'The name has a character the Classic font cannot print: 🐶',
      });
      const long = await t.request
        .post('/api/generate-mockups')
        .set('authorization', user.bearer)
        .send({
          imageUrl,
          printType: 'poster',
          printSize: '12x18',
          personalisation: { ...BISCUIT, name: 'x'.repeat(21) },
        });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ message: 'The name can be at most 20 characters' });
    });

    it('draws the name into the mockups and the print file, priced from configuration', async () => {
      const user = await checkoutUser(t);
      const source = await skyOverGround(512, 768, 'webp');
      const { sessionId, imageUrl } = await sessionWithArtwork(t, user.id, source);
      const mockups = async (personalisation?: NameOnPrint) => {
        const res = await t.request
          .post('/api/generate-mockups')
          .set('authorization', user.bearer)
          .send({
            imageUrl,
            printType: 'poster',
            printSize: '12x18',
            ...(personalisation ? { personalisation } : {}),
          });
        expect(res.status).toBe(200);
        return (res.body as { mockups: { view: string; src: string }[] }).mockups;
      };
      const plain = await mockups();
      const named = await mockups(BISCUIT);
      expect(named.find((m) => m.view === 'front')!.src).not.toBe(plain.find((m) => m.view === 'front')!.src);

      const added = await addNamed(t, user, { sessionId, imageUrl }, BISCUIT);
      expect(added.status).toBe(201);
      const item = (added.body as { item: { personalisation: NameOnPrint; unitPrice: number } }).item;
      expect(item.personalisation).toEqual(BISCUIT);
      const base = findSize('poster', '12x18')!.priceCents;
      expect(Math.round(item.unitPrice * 100)).toBe(base + 500);

      const orderHash = await pay(t, user);
      const [line] = await t.app
        .get(DataSource)
        .query<{ personalisation: NameOnPrint; unit_price: number; print_file_url: string | null }[]>(
          `SELECT li.personalisation, li.unit_price, li.print_file_url FROM order_line_items li
             JOIN orders o ON o.id = li.order_id WHERE o.order_hash = $1`,
          [orderHash],
        );
      expect(line?.personalisation).toEqual(BISCUIT);
      expect(line?.unit_price).toBe(base + 500);
      expect(line?.print_file_url).toContain(`print-files/${orderHash}/`);
      const file = await t.app
        .get<ObjectStorage>(OBJECT_STORAGE)
        .get(`print-files/${orderHash}/${orderHash}-1.jpg`);
      expect(file).toBeDefined();
      await expectNameWherePreviewShowedIt(file!.body, source);

      // Staff see the name on the order's line.
      const staff = await checkoutUser(t, { isAdmin: true });
      const [order] = await t.app
        .get(DataSource)
        .query<{ id: string }[]>(`SELECT id FROM orders WHERE order_hash = $1`, [orderHash]);
      const lines = await t.request
        .get(`/api/admin/order-line-items/${order!.id}`)
        .set('authorization', staff.bearer);
      expect(lines.status).toBe(200);
      expect((lines.body as { personalisation: NameOnPrint }[])[0]?.personalisation).toEqual(BISCUIT);
      const customer = await t.request
        .get(`/api/admin/order-line-items/${order!.id}`)
        .set('authorization', user.bearer);
      expect(customer.status).toBe(403);
    });
  });

  describe('with Printify (the fake)', () => {
    let printify: PrintifyFake;
    let t: TestApp;
    beforeAll(async () => {
      printify = await new PrintifyFake().start();
      for (const variants of printify.catalog.values()) {
        for (const variant of variants) {
          const [w, h] = String(variant.options.size).split('x').map(Number) as [number, number];
          variant.placeholders = [{ position: 'front', width: w * 40, height: h * 40 }];
        }
      }
      t = await createTestApp({ ...printify.env('pfy-name-secret'), PRINTIFY_SYNC_MINUTES: '0' });
    });
    afterAll(async () => {
      // The database is shared with the other suites, whose syncs read every open order: deliver ours at Printify
      // and sync, so none is left open for a provider that does not know it (as printify-lifecycle does).
      for (const order of printify?.orders.values() ?? []) {
        order.status = 'fulfilled';
        if (order.shipments.length === 0) {
          order.shipments.push({
            carrier: 'usps',
            number: '9400NAME',
            url: 'https://usps.example',
            delivered_at: null,
          });
        }
        for (const shipment of order.shipments) shipment.delivered_at ??= new Date().toISOString();
      }
      if (t) {
        const admin = await checkoutUser(t, { isAdmin: true });
        await t.request.post('/api/admin/sync-order-statuses').set('authorization', admin.bearer);
        await t.app.get(JobQueue).idle();
      }
      await t?.close();
      await printify?.close();
    });

    it('uploads a print file that carries the name where the preview showed it', async () => {
      const user = await checkoutUser(t);
      const source = await skyOverGround(512, 768, 'webp');
      const { sessionId, imageUrl } = await sessionWithArtwork(t, user.id, source);
      const added = await addNamed(t, user, { sessionId, imageUrl }, BISCUIT);
      expect(added.status).toBe(201);
      const orderHash = await pay(t, user);
      const uploads = printify
        .calls('POST', /^\/v1\/uploads\/images\.json$/)
        .map((r) => r.body as { file_name?: string; contents?: string })
        .filter((b) => b.file_name?.startsWith(orderHash));
      expect(uploads).toHaveLength(1);
      expect(uploads[0]!.contents).toBeDefined();
      await expectNameWherePreviewShowedIt(Buffer.from(uploads[0]!.contents!, 'base64'), source);
    });
  });
});
