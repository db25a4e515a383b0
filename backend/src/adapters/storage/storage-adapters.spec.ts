import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { objectStorageContract } from '@petart/domain/dist/testing';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import { assertSafeStorageKey } from '@petart/domain';

import type { ContractHarness } from '@petart/domain/dist/testing';

const harness: ContractHarness = {
  describe: (name, body) => describe(name, body),
  it: (name, body) =>
    it(name, async () => {
      await body();
    }),
};
const tempDirs: string[] = [];
const tempDir = async (prefix: string): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

objectStorageContract(
  'LocalDiskStorage',
  async () => new LocalDiskStorage(await tempDir('petart-disk-')),
  harness,
);

// S3 against a real S3-compatible HTTP server (s3rver) on a random port with a fresh bucket per store.
let s3rver: S3rver | undefined;
let endpoint = '';
let bucketCounter = 0;
const s3Stores: S3Storage[] = [];

describe('S3Storage (s3rver)', () => {
  beforeAll(async () => {
    const directory = await tempDir('petart-s3rver-');
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const address = await s3rver.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const store of s3Stores) store.destroy();
    await s3rver?.close();
  });

  objectStorageContract(
    'S3Storage',
    async () => {
      const bucket = `contract-${++bucketCounter}`;
      const store = new S3Storage({
        bucket,
        region: 'us-east-1',
        endpoint,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      s3Stores.push(store);
      await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return store;
    },
    harness,
  );
});

describe('LocalDiskStorage specifics', () => {
  it('leaves no temp files behind and keeps everything under its root', async () => {
    const root = await tempDir('petart-disk-');
    const store = new LocalDiskStorage(root);
    await store.put('originals/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    await store.put('originals/a.webp', new Uint8Array([4, 5]), 'image/webp');
    expect(await readdir(path.join(root, 'objects/originals'))).toEqual(['a.webp']);
    expect(await readdir(path.join(root, 'meta/originals'))).toEqual(['a.webp.json']);
    await expect(store.get('originals/../../etc/passwd')).rejects.toThrow('Unsafe storage key');
    await expect(store.exists('/etc/passwd')).rejects.toThrow('Unsafe storage key');
  });

  it('url() builds the signed route URL through the injected builder', async () => {
    const store = new LocalDiskStorage(await tempDir('petart-disk-'), (key) => `/api/images/${key}?sig=x`);
    expect(await store.url('generated/b.webp')).toBe('/api/images/generated/b.webp?sig=x');
  });
});

describe('assertSafeStorageKey', () => {
  it.each(['', '/abs', 'a/../b', '..', './a', 'a//b', 'a\\b', 'a/\0b', `${'x'.repeat(513)}`])(
    'refuses %j',
    (key) => {
      expect(() => assertSafeStorageKey(key)).toThrow('Unsafe storage key');
    },
  );
  it.each(['originals/1.webp', 'mockups/abc-front.webp', 'a'])('accepts %j', (key) => {
    expect(() => assertSafeStorageKey(key)).not.toThrow();
  });
});
