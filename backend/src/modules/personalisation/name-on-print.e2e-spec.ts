import { findSize, type NameOnPrint, OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import { DataSource } from 'typeorm';
import { checkoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { skyOverGround } from '../../../test/name-on-print-fixtures';
import {
  addNamed,
  BISCUIT,
  closePrintifyOrders,
  expectNameWherePreviewShowedIt,
  pay,
  posterMockups,
  sessionWithArtwork,
  smallPrintsPrintify,
} from '../../../test/named-order-fixtures';
import type { PrintifyFake } from '../../../test/fakes/printify-fake';

describe('the name on the print (e2e)', () => {
  describe('with the local fulfilment simulator', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        // Print files at 40 dpi like the Printify fake's (smallPrintsPrintify): enough to read the name's band.
        FULFILMENT_SIMULATOR_PRINT_DPI: '40',
        NAME_ON_PRINT_PRICE_CENTS: '500',
      });
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
      const long = await posterMockups(t, user, imageUrl, { ...BISCUIT, name: 'x'.repeat(21) });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ message: 'The name can be at most 20 characters' });
    });

    it('draws the name into the mockups and the print file, priced from configuration', async () => {
      const user = await checkoutUser(t);
      const source = await skyOverGround(512, 768, 'webp');
      const { sessionId, imageUrl } = await sessionWithArtwork(t, user.id, source);
      const mockups = async (personalisation?: NameOnPrint) => {
        const res = await posterMockups(t, user, imageUrl, personalisation);
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
      printify = await smallPrintsPrintify();
      t = await createTestApp({ ...printify.env('pfy-name-secret'), PRINTIFY_SYNC_MINUTES: '0' });
    });
    afterAll(() => closePrintifyOrders(t, printify));

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
