import type { ObjectStorage } from '@petart/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { OBJECT_STORAGE } from '@petart/domain';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';

describe('GET /api/images/* (signed private images)', () => {
  let t: TestApp;
  let dataDir: string;
  let storage: ObjectStorage;
  let signer: ImageUrlSigner;
  const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake-image-bytes');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-images-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    signer = t.app.get(ImageUrlSigner);
    await storage.put('originals/e2e-image.webp', bytes, 'image/webp');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the object for a valid signature, privately cacheable, with the stored content type', async () => {
    const res = await t.request.get(signer.sign('/api/images/originals/e2e-image.webp')).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
  });

  it('storage.url() answers the same signed route', async () => {
    const url = await storage.url('originals/e2e-image.webp');
    expect(url).toBe(signer.sign('originals/e2e-image.webp'));
    expect((await t.request.get(url)).status).toBe(200);
  });

  it.each([
    ['no signature', (u: URL) => (u.search = '')],
    ['tampered signature', (u: URL) => u.searchParams.set('sig', 'A'.repeat(43))],
    [
      'extended expiry',
      (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
    ],
    ['expired', (u: URL) => u.searchParams.set('exp', '1000')],
    ['another key', (u: URL) => (u.pathname = '/api/images/originals/other.webp')],
  ])('answers 403 with %s', async (_label, tamper) => {
    const url = new URL(signer.sign('/api/images/originals/e2e-image.webp'), 'http://x');
    tamper(url);
    const res = await t.request.get(`${url.pathname}${url.search}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorType: 'FORBIDDEN', code: 'IMAGES.FORBIDDEN' });
  });

  it('answers 404 for a validly signed key that does not exist', async () => {
    const res = await t.request.get(signer.sign('/api/images/originals/missing.webp'));
    expect(res.status).toBe(404);
  });

  it('never hands out an artwork object that is no picture: 404, not its bytes', async () => {
    await storage.put('generated/e2e-not-a-picture.webp', bytes, 'image/webp');
    const res = await t.request.get(signer.sign('/api/images/generated/e2e-not-a-picture.webp'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'IMAGES.NOT_FOUND', message: 'This image cannot be shown.' });
  });
});
