import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fixturePhoto, fortyMegapixelPng } from '../../../test/journey/images';
import { signAccessToken } from '../../platform/auth/access-token';
import { UserEntity } from '../users/user.entity';
import { DECODE_BUSY_MESSAGE } from './image-decode-gate';
import { UPLOAD_RATE_LIMIT } from './sessions.service';

async function bearer(t: TestApp): Promise<string> {
  const users = t.app.get(DataSource).getRepository(UserEntity);
  const user = await users.save(
    users.create({ email: `u-${randomUUID().slice(0, 8)}@example.com`, emailVerified: true }),
  );
  return `Bearer ${signAccessToken(user.id, t.config.jwtSecret)}`;
}

const upload = (t: TestApp, auth: string, body: Buffer) =>
  t.request.post('/api/upload').set('authorization', auth).attach('image', body, 'pet.png');

describe('upload limits', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-upload-limits-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  describe('concurrent decodes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        DATA_DIR: dataDir,
        IMAGE_DECODE_CONCURRENCY: '1',
        IMAGE_DECODE_QUEUE: '2',
        IMAGE_DECODE_WAIT_MS: '30000',
      });
    });
    afterAll(() => t?.close());

    it('12 parallel 40 MP uploads: a bounded few are decoded, the excess answers 503 with Retry-After', async () => {
      const auth = await bearer(t);
      const png = await fortyMegapixelPng();
      expect(png.length).toBeLessThan(200_000);
      const answers = await Promise.all(Array.from({ length: 12 }, () => upload(t, auth, png)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
      const busy = answers.filter((r) => r.status === 503);
      // One decoding and two waiting; all twelve arrive within a decode (~1 s), so at least nine are turned away.
      expect(busy.length).toBeGreaterThanOrEqual(6);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(3);
      for (const res of busy) {
        expect(res.headers['retry-after']).toBe('30');
        expect(res.body).toMatchObject({
          code: 'UPLOAD.BUSY',
          error: 'Service busy',
          message: DECODE_BUSY_MESSAGE,
          errorType: 'SERVER_ERROR',
          details: [],
        });
      }
      // The refused uploads left nothing behind: the next one is decoded and stored.
      const after = await upload(t, auth, png);
      expect(after.status).toBe(201);
      const [row] = await t.app
        .get(DataSource)
        .query<{ original_width: number; original_height: number }[]>(
          'SELECT original_width, original_height FROM sessions WHERE session_id = $1',
          [(after.body as { sessionId: string }).sessionId],
        );
      expect(row).toEqual({ original_width: 4096, original_height: 2560 });
    });
  });

  describe('uploads per account', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1' });
    });
    afterAll(() => t?.close());

    it(`allows ${UPLOAD_RATE_LIMIT.limit} uploads per 10 minutes, then 429 with Retry-After; others are unaffected`, async () => {
      expect(UPLOAD_RATE_LIMIT).toMatchObject({ limit: 30, windowMs: 10 * 60_000 });
      const [auth, other] = [await bearer(t), await bearer(t)];
      const photo = await fixturePhoto();
      for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++)
        expect((await upload(t, auth, photo)).status).toBe(201);
      const refused = await upload(t, auth, photo);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ errorType: 'RATE_LIMIT' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Also refused before the body is read: a request without a file counts and is refused the same way.
      expect((await t.request.post('/api/upload').set('authorization', auth).send({})).status).toBe(429);
      expect((await upload(t, other, photo)).status).toBe(201);
    });
  });
});
