import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fixturePhoto } from '../../../test/journey/images';
import { signAccessToken } from '../../platform/auth/access-token';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';
import { UserEntity } from '../users/user.entity';

interface GenerateBody {
  success: true;
  generatedImages: string[];
  generatedImageUrl: string;
  aiJobId: string;
  aiJobStatus: string;
  revisionCount: number;
}

describe('POST /api/generate (local generator) and art styles', () => {
  let t: TestApp;
  let dataDir: string;
  let photo: Buffer;

  const user = async (isAdmin = false): Promise<string> => {
    const users = t.app.get(DataSource).getRepository(UserEntity);
    const row = await users.save(
      users.create({ email: `g-${randomUUID().slice(0, 8)}@example.com`, emailVerified: true, isAdmin }),
    );
    return `Bearer ${signAccessToken(row.id, t.config.jwtSecret)}`;
  };
  const newSession = async (auth: string): Promise<string> => {
    const res = await t.request
      .post('/api/upload')
      .set('authorization', auth)
      .attach('image', photo, 'pet.png');
    return (res.body as { sessionId: string }).sessionId;
  };
  const generate = (auth: string, body: Record<string, unknown>) =>
    t.request.post('/api/generate').set('authorization', auth).send(body);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-generation-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    photo = await fixturePhoto();
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates, stores a WebP at the source size, updates the session and records the job', async () => {
    const auth = await user();
    const sessionId = await newSession(auth);
    const res = await generate(auth, { sessionId, style: 'Watercolor', customPrompt: '  a sunny garden ' });
    expect(res.status).toBe(200);
    const body = res.body as GenerateBody;
    expect(body).toMatchObject({ success: true, aiJobStatus: 'completed', revisionCount: 0 });
    expect(body.generatedImages).toHaveLength(1);
    expect(body.generatedImageUrl).toBe(body.generatedImages[0]);
    // Stored as WebP at the source size; served as the watermarked preview (D-285), no larger than that.
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    const stored = await storage.get(t.app.get(ImageUrlSigner).keyOf(body.generatedImageUrl)!);
    const meta = await sharp(stored!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 451, 300]);
    const image = await t.request.get(body.generatedImageUrl).buffer(true);
    const served = await sharp(image.body as Buffer).metadata();
    expect([served.format, served.width, served.height]).toEqual(['jpeg', 451, 300]);

    const second = (await generate(auth, { sessionId, style: 'Lego' })).body as GenerateBody;
    expect(second.generatedImages).toHaveLength(2);
    expect(second.generatedImages[1]).toBe(body.generatedImages[0]);
    const session = await t.request.get(`/api/sessions/${sessionId}`).set('authorization', auth);
    expect(session.body).toMatchObject({
      selectedStyle: 'Lego',
      customPrompt: null,
      aiJobStatus: 'completed',
      artwork: { width: 451, height: 300 },
      orientation: 'landscape',
      generatedImages: second.generatedImages,
    });
    const jobs = await t.app
      .get(DataSource)
      .query<{ id: string; status: string; style: string; duration_ms: number }[]>(
        `SELECT id, status, style, duration_ms FROM generation_jobs WHERE session_id = $1 ORDER BY created_at`,
        [sessionId],
      );
    expect(jobs.map((j) => [j.id, j.status, j.style])).toEqual([
      [body.aiJobId, 'completed', 'Watercolor'],
      [second.aiJobId, 'completed', 'Lego'],
    ]);

    const select = await t.request
      .post('/api/select-image')
      .set('authorization', auth)
      .send({ sessionId, imageUrl: body.generatedImages[0] });
    expect(select.status).toBe(200);
    expect((select.body as { selectedImage: string }).selectedImage.split('?')[0]).toBe(
      body.generatedImages[0]?.split('?')[0],
    );
  });

  it('accepts Surprise Me and picks a real style; refuses unknown styles', async () => {
    const auth = await user();
    const sessionId = await newSession(auth);
    expect((await generate(auth, { sessionId, style: 'Surprise Me' })).status).toBe(200);
    const session = await t.request.get(`/api/sessions/${sessionId}`).set('authorization', auth);
    expect((session.body as { selectedStyle: string }).selectedStyle).not.toBe('Surprise Me');
    expect((await generate(auth, { sessionId, style: 'Cubism' })).status).toBe(400);
  });

  it("stores the local generator's partial frame as the job's preview: small WebP, not a session image", async () => {
    const auth = await user();
    const sessionId = await newSession(auth);
    const res = await generate(auth, { sessionId, style: 'Charcoal' });
    expect(res.status).toBe(200);
    const [job] = await t.app
      .get(DataSource)
      .query<{ preview_path: string; preview_index: number }[]>(
        `SELECT preview_path, preview_index FROM generation_jobs WHERE session_id = $1`,
        [sessionId],
      );
    expect(job?.preview_index).toBe(0);
    expect(job?.preview_path).toMatch(/^\/api\/images\/previews\/[0-9a-f-]+-0\.webp$/);
    expect((res.body as GenerateBody).generatedImages).not.toContain(job?.preview_path);
    const stored = await t.app
      .get<ObjectStorage>(OBJECT_STORAGE)
      .get(job!.preview_path.slice('/api/images/'.length));
    const meta = await sharp(stored!.body).metadata();
    expect([meta.format, Math.max(meta.width ?? 0, meta.height ?? 0) <= 512]).toEqual(['webp', true]);
    // Served like every picture of an unpaid artwork: the watermarked preview.
    const frame = await t.request.get(t.app.get(ImageUrlSigner).sign(job!.preview_path)).buffer(true);
    expect(frame.status).toBe(200);
    expect((await sharp(frame.body as Buffer).metadata()).format).toBe('jpeg');
  });

  it('allows one revision per session; the second is refused with the exact message', async () => {
    const auth = await user();
    const sessionId = await newSession(auth);
    expect((await generate(auth, { sessionId, style: 'Drawing' })).status).toBe(200);
    const first = await generate(auth, {
      sessionId,
      style: 'Drawing',
      customPrompt: 'more contrast',
      revision: true,
    });
    expect([first.status, (first.body as GenerateBody).revisionCount]).toEqual([200, 1]);
    const second = await generate(auth, { sessionId, style: 'Drawing', revision: true });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      errorType: 'INVALID_REQUEST',
      error: 'Revision limit reached',
      message: 'This artwork was already refined. Each artwork can be refined once.',
    });
    // A new style generation (not a revision) is still allowed.
    expect((await generate(auth, { sessionId, style: 'Charcoal' })).status).toBe(200);
  });

  it('answers 429 with Retry-After to the 6th generation within 5 minutes', async () => {
    const auth = await user();
    const sessionId = await newSession(auth);
    for (let i = 0; i < 5; i++)
      expect((await generate(auth, { sessionId, style: 'Comic Book Style' })).status).toBe(200);
    const sixth = await generate(auth, { sessionId, style: 'Comic Book Style' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      errorType: 'RATE_LIMIT',
      error: 'Rate limit exceeded',
      message:
        "You've reached the limit of 5 AI generations in 5 minutes. Please wait a few minutes before trying again.",
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(200);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('counts concurrent requests race-safely: 8 parallel requests, exactly 5 succeed', async () => {
    const auth = await user();
    const sessionId = await newSession(auth);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => generate(auth, { sessionId, style: 'Disney' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it.each([
    ['SAFETY_SYSTEM_REJECTION', 422],
    ['QUOTA_EXCEEDED', 503],
    ['RATE_LIMIT', 429],
    ['SERVER_ERROR', 502],
  ])(
    'testError %s from an admin answers %i with the catalogue type; ignored for others',
    async (type, status) => {
      const adminAuth = await user(true);
      const adminSession = await newSession(adminAuth);
      const res = await generate(adminAuth, {
        sessionId: adminSession,
        style: 'Watercolor',
        testError: type,
      });
      expect(res.status).toBe(status);
      expect((res.body as { errorType: string }).errorType).toBe(type);
      const session = await t.request.get(`/api/sessions/${adminSession}`).set('authorization', adminAuth);
      expect((session.body as { aiJobStatus: string }).aiJobStatus).toBe('failed');

      const auth = await user();
      const sessionId = await newSession(auth);
      expect((await generate(auth, { sessionId, style: 'Watercolor', testError: type })).status).toBe(200);
    },
  );

  it('lists the 13 styles in spec order with preview URLs that are served', async () => {
    const auth = await user();
    const res = await t.request.get('/api/art-styles').set('authorization', auth);
    expect(res.status).toBe(200);
    const styles = res.body as { id: string; name: string; imageUrl: string }[];
    expect(styles.map((s) => s.name)).toEqual([
      'Watercolor',
      'Charcoal',
      'Drawing',
      'Oil Painting',
      'Baroque Painting',
      'Lego',
      'Storybook Illustration',
      'Cinematic Steampunk Noir',
      'Regal Portraiture',
      'Comic Book Style',
      'Disney',
      'Studio-Style Photorealism',
      'Surprise Me',
    ]);
    expect(styles[3]?.imageUrl).toBe('/api/assets/oil-painting.webp');
    for (const style of styles) {
      const asset = await t.request.get(style.imageUrl).buffer(true);
      expect([asset.status, asset.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(asset.headers['cache-control']).toContain('immutable');
    }
    const unknown = await t.request.get('/api/assets/no-such-style.webp').buffer(true);
    const drawing = await t.request.get('/api/assets/drawing.webp').buffer(true);
    expect(Buffer.compare(unknown.body as Buffer, drawing.body as Buffer)).toBe(0);
    expect((await t.request.get('/api/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
