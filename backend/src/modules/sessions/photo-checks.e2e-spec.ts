import { PHOTO_WARNING_TEXTS } from '@petart/domain';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { HEIC_PHOTO, photoFixtures } from '../../../test/photos/photo-fixtures';
import { signAccessToken } from '../../platform/auth/access-token';
import { UserEntity } from '../users/user.entity';

describe('POST /api/upload checks the photo before it costs a generation', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: string;

  const upload = (body: Buffer, filename = 'pet.jpg', contentType?: string) =>
    t.request
      .post('/api/upload')
      .set('authorization', owner)
      .attach('image', body, contentType ? { filename, contentType } : filename);
  const sessionCount = async (): Promise<number> => {
    const rows: { n: string }[] = await t.app.get(DataSource).query('SELECT count(*) AS n FROM sessions');
    return Number(rows[0]?.n);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-photo-checks-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    const users = t.app.get(DataSource).getRepository(UserEntity);
    const user = await users.save(
      users.create({ email: `p-${randomUUID().slice(0, 8)}@example.com`, emailVerified: true }),
    );
    owner = `Bearer ${signAccessToken(user.id, t.config.jwtSecret)}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a good photo with a session and no warnings', async () => {
    const res = await upload(await photoFixtures.good());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sessionId: expect.any(String) as unknown, warnings: [] });
  });

  it('answers a dark photo with a session and the too-dark warning in the product’s words', async () => {
    const res = await upload(await photoFixtures.dark());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      sessionId: expect.any(String) as unknown,
      warnings: [{ code: 'too-dark', message: PHOTO_WARNING_TEXTS['too-dark'] }],
    });
  });

  it('answers a blurred photo with the blurry warning', async () => {
    const res = await upload(await photoFixtures.blurred());
    expect(res.status).toBe(201);
    expect((res.body as { warnings: { code: string }[] }).warnings.map((w) => w.code)).toEqual(['blurry']);
  });

  it('refuses a tiny photo with 400 and a clear message, and creates no session', async () => {
    const before = await sessionCount();
    const res = await upload(await photoFixtures.tiny());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'Upload failed',
      message:
        'This photo is too small to make art from (180 x 120 pixels). Please choose a photo at least 256 pixels on its shorter side.',
    });
    expect(await sessionCount()).toBe(before);
  });

  it('accepts a real iPhone-style HEIC (HEVC) sent as image/heic: stored as a WebP without its EXIF', async () => {
    const res = await upload(await readFile(HEIC_PHOTO), 'IMG_0001.HEIC', 'image/heic');
    expect(res.status).toBe(201);
    const { sessionId, warnings } = res.body as { sessionId: string; warnings: unknown[] };
    expect(warnings).toEqual([]);
    const session = await t.request.get(`/api/sessions/${sessionId}`).set('authorization', owner);
    expect(session.body).toMatchObject({ orientation: 'portrait' });
    const original = await t.request
      .get((session.body as { originalImageUrl: string }).originalImageUrl)
      .buffer(true);
    expect(original.status).toBe(200);
    const meta = await sharp(original.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 1536 });
    expect(meta.exif).toBeUndefined();
  });
});
