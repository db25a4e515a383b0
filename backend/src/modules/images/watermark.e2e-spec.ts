import { OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { checkoutUser, customerInfo, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fixturePhoto } from '../../../test/journey/images';
import { BISCUIT, pay, posterMockups, sessionWithArtwork } from '../../../test/named-order-fixtures';
import { expectClean, expectWatermarked, portraitArtwork } from '../../../test/watermark-fixtures';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';
import { SCREEN_PREVIEW_MAX_EDGE, THUMB_MAX_EDGE } from '../../platform/images/image-variants';

interface OrderBody {
  id: string;
  items: { imageUrl: string | null }[];
}

/**
 * The artwork is watermarked until it is paid for (D-285), on the real PostgreSQL and the local storage: every URL
 * of an unpaid artwork (generation results, live frames, the session, mockups and the name preview, the cart, the
 * unpaid order, the image proxy) serves a screen-sized picture with the watermark; after payment the owner's order
 * page, the download and staff get the clean file, another customer never does; tampered URLs, size parameters and
 * mockup requests get nothing clean; the print file is made from the clean file.
 */
describe('the artwork is watermarked until it is paid for (e2e)', () => {
  let t: TestApp;
  let dataDir: string;
  let storage: ObjectStorage;
  let signer: ImageUrlSigner;
  let alice: CheckoutUser;
  let bob: CheckoutUser;
  let staff: CheckoutUser;
  let clean: Buffer;
  let session: { sessionId: string; imageUrl: string };

  const image = async (url: string): Promise<{ status: number; body: Buffer; type: string }> => {
    const res = await t.request.get(url).buffer(true);
    return { status: res.status, body: res.body as Buffer, type: String(res.headers['content-type']) };
  };
  const served = async (url: string): Promise<Buffer> => {
    const res = await image(url);
    expect(res.status).toBe(200);
    return res.body;
  };
  const asUrl = (signed: string): URL => new URL(signed, 'http://shop.test');
  const relative = (url: URL): string => `${url.pathname}${url.search}`;
  const mockups = (user: CheckoutUser, imageUrl: string, personalisation?: unknown) =>
    posterMockups(t, user, imageUrl, personalisation);
  const proxied = (url: string) =>
    t.request.get(`/api/image-proxy/art.webp?url=${Buffer.from(url).toString('base64url')}`).buffer(true);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-watermark-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    signer = t.app.get(ImageUrlSigner);
    alice = await checkoutUser(t);
    bob = await checkoutUser(t);
    staff = await checkoutUser(t, { isAdmin: true });
    clean = await portraitArtwork();
    session = await sessionWithArtwork(t, alice.id, clean);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves a generation result watermarked, in the answer and in the session', async () => {
    const upload = await t.request
      .post('/api/upload')
      .set('authorization', alice.bearer)
      .attach('image', await fixturePhoto(), 'pet.png');
    expect(upload.status).toBe(201);
    const sessionId = (upload.body as { sessionId: string }).sessionId;
    const generated = await t.request
      .post('/api/generate')
      .set('authorization', alice.bearer)
      .send({ sessionId, style: 'Watercolor' });
    expect(generated.status).toBe(200);
    const url = (generated.body as { generatedImages: string[] }).generatedImages[0]!;
    expect(url).toMatch(/^\/api\/images\/generated\/[^?]+\?v=preview&exp=\d+&sig=/);
    const stored = await storage.get(signer.keyOf(url)!);
    await expectWatermarked(await served(url), Buffer.from(stored!.body), SCREEN_PREVIEW_MAX_EDGE);

    const dto = await t.request.get(`/api/sessions/${sessionId}`).set('authorization', alice.bearer);
    const body = dto.body as { generatedImages: string[]; originalImageUrl: string };
    expect(body.generatedImages[0]).toBe(url);
    // The customer's own photo is theirs: served as uploaded.
    expect(body.originalImageUrl).not.toContain('v=');
  });

  it('serves the session, the selection and a live frame watermarked, no larger than a screen', async () => {
    const dto = await t.request.get(`/api/sessions/${session.sessionId}`).set('authorization', alice.bearer);
    const url = (dto.body as { generatedImages: string[] }).generatedImages[0]!;
    await expectWatermarked(await served(url), clean, SCREEN_PREVIEW_MAX_EDGE);
    expect((await sharp(await served(url)).metadata()).height).toBe(SCREEN_PREVIEW_MAX_EDGE);

    const selected = await t.request
      .post('/api/select-image')
      .set('authorization', alice.bearer)
      .send({ sessionId: session.sessionId, imageUrl: url });
    expect(selected.status).toBe(200);
    const again = await t.request
      .get(`/api/sessions/${session.sessionId}`)
      .set('authorization', alice.bearer);
    await expectWatermarked(
      await served((again.body as { selectedImage: string }).selectedImage),
      clean,
      SCREEN_PREVIEW_MAX_EDGE,
    );

    // A live frame of a running generation (previews/) is signed like every artwork: watermarked.
    await storage.put('previews/e2e-frame-1.webp', clean, 'image/webp');
    const frame = signer.sign('/api/images/previews/e2e-frame-1.webp');
    expect(frame).toContain('v=preview');
    await expectWatermarked(await served(frame), clean, SCREEN_PREVIEW_MAX_EDGE);
  });

  it('serves the mockups and the name preview watermarked, directly and through the image proxy', async () => {
    for (const personalisation of [undefined, BISCUIT]) {
      const res = await mockups(alice, session.imageUrl, personalisation);
      expect(res.status).toBe(200);
      const views = (res.body as { mockups: { src: string }[] }).mockups;
      expect(views).toHaveLength(3);
      for (const view of views) {
        expect(view.src).toContain('v=preview');
        const stored = await storage.get(signer.keyOf(view.src)!);
        const picture = await served(view.src);
        await expectWatermarked(picture, Buffer.from(stored!.body), SCREEN_PREVIEW_MAX_EDGE);
        const viaProxy = await proxied(view.src);
        expect(viaProxy.status).toBe(200);
        expect(Buffer.compare(viaProxy.body as Buffer, picture)).toBe(0);
      }
    }
  });

  it('refuses a mockup request for another customer’s artwork, and a forged clean URL in it gets watermarked views', async () => {
    expect((await mockups(bob, session.imageUrl)).status).toBe(404);
    const forged = `${session.imageUrl}?v=original&exp=9999999999&sig=forged`;
    const res = await mockups(alice, forged);
    expect(res.status).toBe(200);
    for (const view of (res.body as { mockups: { src: string }[] }).mockups) {
      expect(view.src).toContain('v=preview');
      expect(view.src).not.toContain('v=original');
    }
  });

  it('refuses every edit of a signed URL that would give the clean file', async () => {
    const preview = asUrl(signer.sign(session.imageUrl));
    const edits: [string, (u: URL) => void][] = [
      ['v=original', (u) => u.searchParams.set('v', 'original')],
      ['v=thumb', (u) => u.searchParams.set('v', 'thumb')],
      ['no v', (u) => u.searchParams.delete('v')],
      ['an unknown v', (u) => u.searchParams.set('v', 'full')],
      ['v twice', (u) => u.searchParams.append('v', 'original')],
      ['another path', (u) => (u.pathname = '/api/images/print-files/some-order/some-order-1.jpg')],
      ['a longer expiry', (u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))],
    ];
    for (const [label, edit] of edits) {
      const url = new URL(preview);
      edit(url);
      const res = await image(relative(url));
      expect({ label, status: res.status }).toEqual({ label, status: 403 });
      expect((await proxied(relative(url))).status).toBe(400);
    }
    // Size parameters are no part of the signature: ignored, the picture stays the watermarked preview.
    const sized = new URL(preview);
    for (const [name, value] of [
      ['w', '4000'],
      ['width', '4000'],
      ['size', 'full'],
      ['variant', 'original'],
    ] as const) {
      sized.searchParams.set(name, value);
    }
    await expectWatermarked(await served(relative(sized)), clean, SCREEN_PREVIEW_MAX_EDGE);

    // A URL of the artwork in the old form (signed without a variant) serves the watermarked preview, not the file.
    const key = signer.keyOf(session.imageUrl)!;
    const exp = Number(preview.searchParams.get('exp'));
    const macKey = createHmac('sha256', t.config.jwtSecret).update('petart:image-url-signing:v1').digest();
    const legacySig = createHmac('sha256', macKey).update(`${key}\n${exp}`).digest('base64url');
    await expectWatermarked(
      await served(`/api/images/${key}?exp=${exp}&sig=${legacySig}`),
      clean,
      SCREEN_PREVIEW_MAX_EDGE,
    );
  });

  it('unlocks the clean artwork on the order page at payment: for its owner and staff, never another customer', async () => {
    const added = await t.request.post('/api/cart').set('authorization', alice.bearer).send({
      sessionId: session.sessionId,
      imageUrl: session.imageUrl,
      printType: 'poster',
      printSize: '12x18',
    });
    expect(added.status).toBe(201);
    const cart = await t.request.get('/api/cart').set('authorization', alice.bearer);
    const thumb = (cart.body as { items: { imageUrl: string }[] }).items[0]!.imageUrl;
    expect(thumb).toContain('v=thumb');
    await expectWatermarked(await served(thumb), clean, THUMB_MAX_EDGE);

    // The order before payment: its page shows the watermarked preview; no download.
    const intent = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', alice.bearer)
      .send({ customerInfo: customerInfo(alice.email) });
    expect(intent.status).toBe(200);
    const unpaidHash = (intent.body as { orderHash: string }).orderHash;
    const unpaid = (await t.request.get(`/api/order/hash/${unpaidHash}`).set('authorization', alice.bearer))
      .body as OrderBody;
    await expectWatermarked(await served(unpaid.items[0]!.imageUrl!), clean, SCREEN_PREVIEW_MAX_EDGE);
    const unpaidLines = await t.request
      .get(`/api/payment/order-line-items/${unpaid.id}`)
      .set('authorization', alice.bearer);
    await expectWatermarked(
      await served((unpaidLines.body as { imageUrl: string }[])[0]!.imageUrl),
      clean,
      SCREEN_PREVIEW_MAX_EDGE,
    );
    const early = await t.request
      .get(`/api/orders/${unpaidHash}/download?line=1`)
      .set('authorization', alice.bearer);
    expect(early.status).toBe(409);

    const orderHash = await pay(t, alice);
    expect(orderHash).toBe(unpaidHash);
    const page = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', alice.bearer);
    const order = page.body as OrderBody;
    const paidUrl = order.items[0]!.imageUrl!;
    expect(paidUrl).toContain('v=original');
    const paid = await served(paidUrl);
    expect(Buffer.compare(paid, clean)).toBe(0);
    const lines = await t.request
      .get(`/api/payment/order-line-items/${order.id}`)
      .set('authorization', alice.bearer);
    expect(Buffer.compare(await served((lines.body as { imageUrl: string }[])[0]!.imageUrl), clean)).toBe(0);
    const history = await t.request.get('/api/user-orders').set('authorization', alice.bearer);
    const listed = (history.body as OrderBody[]).find((o) => o.id === order.id)!;
    expect(Buffer.compare(await served(listed.items[0]!.imageUrl!), clean)).toBe(0);

    // The digital download: the full-size file (the print file, made from the clean artwork).
    const download = await t.request
      .get(`/api/orders/${orderHash}/download?line=1`)
      .set('authorization', alice.bearer)
      .buffer(true);
    expect(download.status).toBe(200);
    await expectClean(download.body as Buffer, clean);

    // The public tracking page (a link a gift buyer shares): a small clean thumbnail, never the file.
    const tracking = await t.request.get(`/api/track/${orderHash}`);
    const tracked = (tracking.body as { thumbnailUrl: string }).thumbnailUrl;
    expect(tracked).toContain('v=paid-thumb');
    const small = await served(tracked);
    const meta = await sharp(small).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(THUMB_MAX_EDGE);
    await expectClean(small, clean);

    // Staff: the clean file.
    const staffLines = await t.request
      .get(`/api/admin/order-line-items/${order.id}`)
      .set('authorization', staff.bearer);
    expect(staffLines.status).toBe(200);
    const staffUrl = JSON.stringify(staffLines.body).match(
      /https?:\/\/[^"]+\/api\/images\/generated\/[^"]+/,
    )?.[0];
    expect(staffUrl).toContain('v=original');
    const staffPath = relative(new URL(staffUrl!));
    expect(Buffer.compare(await served(staffPath), clean)).toBe(0);

    // Another customer: no order, no lines, no download, no mockups of it; the session URLs stay watermarked.
    expect(
      (await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', bob.bearer)).status,
    ).toBe(404);
    expect(
      (await t.request.get(`/api/payment/order-line-items/${order.id}`).set('authorization', bob.bearer))
        .status,
    ).toBe(404);
    expect(
      (await t.request.get(`/api/orders/${orderHash}/download?line=1`).set('authorization', bob.bearer))
        .status,
    ).toBe(404);
    expect((await mockups(bob, paidUrl)).status).toBe(404);
    // The owner's name preview of the paid print (the order page's "Change the name"): as clean as the URL it was
    // asked with, so the customer sees the print as it will be made; the preview URL still gets watermarked views.
    const named = await mockups(alice, paidUrl, BISCUIT);
    expect(named.status).toBe(200);
    for (const view of (named.body as { mockups: { src: string }[] }).mockups) {
      expect(view.src).toContain('v=original');
      const stored = await storage.get(signer.keyOf(view.src)!);
      expect(Buffer.compare(await served(view.src), Buffer.from(stored!.body))).toBe(0);
    }
    const stillWatermarked = await mockups(alice, session.imageUrl, BISCUIT);
    for (const view of (stillWatermarked.body as { mockups: { src: string }[] }).mockups)
      expect(view.src).toContain('v=preview');
    const sessionAfter = await t.request
      .get(`/api/sessions/${session.sessionId}`)
      .set('authorization', alice.bearer);
    const stillPreview = (sessionAfter.body as { generatedImages: string[] }).generatedImages[0]!;
    await expectWatermarked(await served(stillPreview), clean, SCREEN_PREVIEW_MAX_EDGE);

    // The print file the provider gets is made from the clean file, and a customer's URL cannot be turned into it.
    const [line] = await t.app
      .get(DataSource)
      .query<{ print_file_url: string }[]>(
        `SELECT li.print_file_url FROM order_line_items li JOIN orders o ON o.id = li.order_id WHERE o.order_hash = $1`,
        [orderHash],
      );
    expect(line?.print_file_url).toContain(`/api/images/print-files/${orderHash}/`);
    const printKey = signer.keyOf(line!.print_file_url)!;
    const printFile = await storage.get(printKey);
    await expectClean(Buffer.from(printFile!.body), clean);
    const moved = asUrl(stillPreview);
    moved.pathname = `/api/images/${printKey}`;
    expect((await image(relative(moved))).status).toBe(403);
  });
});
