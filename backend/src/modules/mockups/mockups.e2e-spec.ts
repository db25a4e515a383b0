import { findSize, type ObjectStorage } from '@petart/domain';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { LocalMockupRenderer } from '../../adapters/mockups/local-mockup.renderer';
import { OBJECT_STORAGE } from '@petart/domain';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { PrintifyMockupFake } from '../../../test/fakes/printify-mockup-fake';
import { createTestSession, createTestUser, type TestUser } from '../../../test/journey-fixtures';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service';
import { SessionsRepository } from '../sessions/sessions.repository';
import { MOCKUP_RENDERER } from '@petart/domain';
import { MockupsService } from './mockups.service';

interface MockupBody {
  src: string;
  view: string;
  cameraLabel: string;
}

const CAT = readFileSync(path.join(__dirname, '../../../test/fixtures/chelsea-cat.png'));
const b64 = (text: string): string => Buffer.from(text).toString('base64');

/** Stores a real WebP under generated/<uuid>.webp and gives a session of the user that image. */
async function sessionWithImage(t: TestApp, user: TestUser): Promise<{ sessionId: string; path: string }> {
  const key = `generated/${randomUUID()}.webp`;
  const webp = await sharp(CAT).webp().toBuffer();
  await t.app.get<symbol, ObjectStorage>(OBJECT_STORAGE).put(key, webp, 'image/webp');
  const session = await createTestSession(t, user.id, { generated: [`/api/images/${key}`] });
  return { sessionId: session.sessionId, path: `/api/images/${key}` };
}

describe('POST /api/generate-mockups (local renderer)', () => {
  let t: TestApp;
  let dataDir: string;
  let alice: TestUser;
  let bob: TestUser;
  let signer: ImageUrlSigner;
  const generate = (user: TestUser, body: Record<string, unknown>) =>
    t.request.post('/api/generate-mockups').set('authorization', user.bearer).send(body);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-mockups-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    signer = t.app.get(ImageUrlSigner);
    alice = await createTestUser(t);
    bob = await createTestUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('requires sign-in', async () => {
    const res = await t.request
      .post('/api/generate-mockups')
      .send({ imageUrl: 'x', printType: 'canvas', printSize: '20x30' });
    expect(res.status).toBe(401);
  });

  it('renders front, angled and room views as signed URLs carrying camera_label, then serves them from cache', async () => {
    const renderer = t.app.get<symbol, LocalMockupRenderer>(MOCKUP_RENDERER);
    const { path: imagePath } = await sessionWithImage(t, alice);
    const before = renderer.renders;
    const res = await generate(alice, {
      imageUrl: signer.sign(imagePath),
      printType: 'Canvas',
      printSize: '20x30',
      requestId: 'r1',
    });
    expect(res.status).toBe(200);
    const body = res.body as { success: boolean; mockups: MockupBody[] };
    expect(body.success).toBe(true);
    expect(body.mockups.map((m) => [m.view, m.cameraLabel])).toEqual([
      ['front', 'front'],
      ['angled', 'angled'],
      ['room', 'room'],
    ]);
    for (const m of body.mockups) {
      expect(m.src).toMatch(
        new RegExp(
          `^/api/images/mockups/[0-9a-f]{64}-${m.view}\\.webp\\?v=preview&exp=\\d+&sig=[\\w-]+&camera_label=${m.cameraLabel}$`,
        ),
      );
      const image = await t.request.get(m.src);
      expect(image.status).toBe(200);
      // Stored at 1200 px, served as the watermarked preview (D-285): a JPEG no wider than 1024 px.
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(image.body as Buffer).metadata()).width).toBe(1024);
      const stored = await t.app.get<ObjectStorage>(OBJECT_STORAGE).get(signer.keyOf(m.src)!);
      expect((await sharp(stored!.body).metadata()).width).toBe(1200);
    }
    expect(renderer.renders).toBe(before + 1);

    // Same image (unsigned this time) + type + size: the cache answers, nothing is rendered again.
    const again = await generate(alice, { imageUrl: imagePath, printType: 'canvas', printSize: '20x30' });
    expect(again.status).toBe(200);
    expect((again.body as { mockups: MockupBody[] }).mockups.map((m) => m.src.split('?')[0])).toEqual(
      body.mockups.map((m) => m.src.split('?')[0]),
    );
    expect(renderer.renders).toBe(before + 1);

    // Another size is another rendering.
    expect(
      (await generate(alice, { imageUrl: imagePath, printType: 'canvas', printSize: '30x20' })).status,
    ).toBe(200);
    expect(renderer.renders).toBe(before + 2);
  });

  it("draws a proof order line's own crop: another position is another picture; outside 0..1 is a 400", async () => {
    const { path: imagePath } = await sessionWithImage(t, alice);
    const front = async (cropPosition: number) => {
      const res = await generate(alice, {
        imageUrl: imagePath,
        printType: 'canvas',
        printSize: '20x30',
        cropPosition,
      });
      expect(res.status).toBe(200);
      const view = (res.body as { mockups: MockupBody[] }).mockups.find((m) => m.view === 'front')!;
      const stored = await t.app.get<ObjectStorage>(OBJECT_STORAGE).get(signer.keyOf(view.src)!);
      return {
        key: signer.keyOf(view.src),
        pixels: await sharp(stored!.body).resize(120, 90).raw().toBuffer(),
      };
    };
    // The landscape cat on a portrait canvas: its left and right edges are different pictures.
    const [left, right] = [await front(0), await front(1)];
    expect(left.key).not.toBe(right.key);
    const diff =
      left.pixels.reduce((sum, v, i) => sum + Math.abs(v - (right.pixels[i] ?? 0)), 0) / left.pixels.length;
    expect(diff).toBeGreaterThan(5);
    const bad = await generate(alice, {
      imageUrl: imagePath,
      printType: 'canvas',
      printSize: '20x30',
      cropPosition: 1.5,
    });
    expect(bad.status).toBe(400);
  });

  it('serves from storage after a restart (the in-memory index is empty) without rendering', async () => {
    const { path: imagePath } = await sessionWithImage(t, alice);
    expect(
      (await generate(alice, { imageUrl: imagePath, printType: 'poster', printSize: '12x18' })).status,
    ).toBe(200);
    // A fresh service (as after a restart: empty in-memory index) over the same storage, with its own renderer.
    const renderer = new LocalMockupRenderer();
    const fresh = new MockupsService(
      t.app.get(SessionsRepository),
      signer,
      t.app.get<symbol, ObjectStorage>(OBJECT_STORAGE),
      renderer,
      t.app.get(RateLimiterService),
    );
    const mockups = await fresh.generate(alice.id, {
      imageUrl: imagePath,
      printType: 'poster',
      printSize: '12x18',
    });
    expect(mockups.map((m) => m.view)).toEqual(['front', 'angled', 'room']);
    expect(renderer.renders).toBe(0);
    // Once a view is missing from storage, the set is rendered again.
    const storage = t.app.get<symbol, ObjectStorage>(OBJECT_STORAGE);
    await storage.delete(mockups[1]!.src.split('?')[0]!.slice('/api/images/'.length));
    const other = new LocalMockupRenderer();
    await new MockupsService(
      t.app.get(SessionsRepository),
      signer,
      storage,
      other,
      t.app.get(RateLimiterService),
    ).generate(alice.id, {
      imageUrl: imagePath,
      printType: 'poster',
      printSize: '12x18',
    });
    expect(other.renders).toBe(1);
  });

  it('renders identical concurrent requests once', async () => {
    const renderer = t.app.get<symbol, LocalMockupRenderer>(MOCKUP_RENDERER);
    const { path: imagePath } = await sessionWithImage(t, alice);
    const before = renderer.renders;
    const body = { imageUrl: imagePath, printType: 'poster', printSize: '36x24' };
    const results = await Promise.all([generate(alice, body), generate(alice, body), generate(alice, body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(renderer.renders).toBe(before + 1);
  });

  it('answers VARIANT_MISMATCH (422) for a size the type does not have', async () => {
    const { path: imagePath } = await sessionWithImage(t, alice);
    const res = await generate(alice, { imageUrl: imagePath, printType: 'poster', printSize: '20x20' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'VARIANT_MISMATCH',
      errorType: 'VARIANT_MISMATCH',
      error: 'Size Temporarily Unavailable',
      message: 'Please try a different size for now. Our team is working on fixing this issue.',
    });
  });

  it("refuses another user's image, a stranger URL and an unknown type", async () => {
    const { path: imagePath } = await sessionWithImage(t, bob);
    const foreign = await generate(alice, {
      imageUrl: signer.sign(imagePath),
      printType: 'canvas',
      printSize: '20x30',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'Image not found' });
    const stranger = await generate(alice, {
      imageUrl: 'https://evil.example/a.webp',
      printType: 'canvas',
      printSize: '20x30',
    });
    expect(stranger.status).toBe(404);
    const type = await generate(bob, { imageUrl: imagePath, printType: 'mug', printSize: '20x30' });
    expect(type.status).toBe(400);
    expect(type.body).toMatchObject({ message: 'Unknown print type: mug' });
  });

  describe('GET /api/image-proxy/:filename', () => {
    const proxy = (url: string, filename = 'mockup.webp') =>
      t.request
        .get(`/api/image-proxy/${encodeURIComponent(filename)}`)
        .query({ url: b64(url), view: 0, unique: 'u1' });
    const expectInvalid = (res: { status: number; body: unknown }): void => {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Invalid image URL' });
    };

    it('streams an own signed image inline with its filename (no sign-in needed: a new tab sends no token)', async () => {
      const { path: imagePath } = await sessionWithImage(t, alice);
      const res = await proxy(`${signer.sign(imagePath)}&camera_label=front`, 'my "cat".webp');
      expect(res.status).toBe(200);
      // An unpaid artwork leaves as its watermarked preview (D-285), a JPEG, whatever the name says.
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBe('inline; filename="my__cat_.webp"');
      expect((await sharp(res.body as Buffer).metadata()).format).toBe('jpeg');
      const absolute = await proxy(`${t.config.publicUrl}${signer.sign(imagePath)}`);
      expect(absolute.status).toBe(200);
    });

    it('refuses an unsigned, badly signed or expired own URL', async () => {
      const { path: imagePath } = await sessionWithImage(t, alice);
      expectInvalid(await proxy(imagePath));
      expectInvalid(await proxy(`${imagePath}?exp=9999999999&sig=forged`));
      expectInvalid(await proxy(`${imagePath}?exp=1000&sig=${signer.sign(imagePath).split('sig=')[1]}`));
    });

    it.each([
      ['a foreign host', 'https://evil.example/cat.jpg'],
      ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
      ['localhost', 'http://127.0.0.1:5433/'],
      ['a file: URL', 'file:///etc/passwd'],
      ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
      ['the provider host over http', 'http://images-api.printify.com/mockup/x.jpg'],
      ['a look-alike provider host', 'https://images-api.printify.com.evil.example/x.jpg'],
      ['credentials in the URL', 'https://user:pw@images-api.printify.com/x.jpg'],
    ])('refuses %s', async (_what, url) => {
      expectInvalid(await proxy(url));
    });

    it('refuses a url parameter that is not base64, or missing', async () => {
      expectInvalid(await t.request.get('/api/image-proxy/a.webp').query({ url: '%%%not base64%%%' }));
      expectInvalid(await t.request.get('/api/image-proxy/a.webp'));
      expectInvalid(
        await t.request.get('/api/image-proxy/a.webp').query({ url: b64('/api/images/a\n.webp') }),
      );
    });
  });
});

describe('mockups through Printify (local fake)', () => {
  let t: TestApp;
  let dataDir: string;
  let fake: PrintifyMockupFake;
  let alice: TestUser;

  beforeAll(async () => {
    fake = await new PrintifyMockupFake().start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-mockups-pfy-'));
    t = await createTestApp({ DATA_DIR: dataDir, ...fake.env() });
    alice = await createTestUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses the Printify mockups (by camera_label), stores them and deletes the temporary product', async () => {
    const { path: imagePath } = await sessionWithImage(t, alice);
    const res = await t.request
      .post('/api/generate-mockups')
      .set('authorization', alice.bearer)
      .send({ imageUrl: imagePath, printType: 'canvas', printSize: '16x16' });
    expect(res.status).toBe(200);
    const mockups = (res.body as { mockups: MockupBody[] }).mockups;
    expect(mockups.map((m) => [m.view, m.cameraLabel])).toEqual([
      ['front', 'front'],
      ['angled', 'context-2'],
      ['room', 'context-1'],
    ]);
    expect(mockups[2]!.src).toMatch(/&camera_label=context-1$/);
    // Served as the watermarked preview (D-285): a JPEG made from the stored WebP.
    expect((await t.request.get(mockups[0]!.src)).headers['content-type']).toBe('image/jpeg');
    expect(fake.products.size).toBe(0);
    const creates = fake.calls.filter((c) => c.path.endsWith('/products.json')).length;
    await t.request
      .post('/api/generate-mockups')
      .set('authorization', alice.bearer)
      .send({ imageUrl: imagePath, printType: 'canvas', printSize: '16x16' });
    expect(fake.calls.filter((c) => c.path.endsWith('/products.json')).length).toBe(creates);
  });

  it('maps a variant Printify rejects to VARIANT_MISMATCH', async () => {
    const { path: imagePath } = await sessionWithImage(t, alice);
    fake.rejectedVariants.add(findSize('poster', '12x18')!.printify.variantId);
    const res = await t.request
      .post('/api/generate-mockups')
      .set('authorization', alice.bearer)
      .send({ imageUrl: imagePath, printType: 'poster', printSize: '12x18' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errorCode: 'VARIANT_MISMATCH', error: 'Size Temporarily Unavailable' });
  });

  it('the image proxy fetches provider images, but no redirects, non-images or oversized answers', async () => {
    const ok = await t.request
      .get('/api/image-proxy/front.jpg')
      .query({ url: b64(`${fake.origin}/mockup/p/1/90001/petart.jpg?camera_label=front`) });
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['content-disposition']).toBe('inline; filename="front.jpg"');
    for (const route of ['/redirect', '/text', '/huge', '/missing']) {
      const res = await t.request.get('/api/image-proxy/x.jpg').query({ url: b64(`${fake.origin}${route}`) });
      expect([route, res.status, (res.body as { error?: string }).error]).toEqual([
        route,
        400,
        'Invalid image URL',
      ]);
    }
  });
});
