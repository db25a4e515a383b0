import {
  assertSafeStorageKey,
  type ObjectStorage,
  type StoredObject,
  type StoredObjectInfo,
} from '../ports/object-storage.port';
import { bytesEqual, check, checkEqual, checkRejects, type ContractHarness } from './contract-harness';

/**
 * Contract every ObjectStorage adapter (local disk, S3, in-memory) must pass. `makeStorage` must return an empty
 * store for each call; the suite only uses keys under 'contract/'.
 */
export function objectStorageContract(
  name: string,
  makeStorage: () => Promise<ObjectStorage> | ObjectStorage,
  t: ContractHarness,
): void {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);

  t.describe(`ObjectStorage contract: ${name}`, () => {
    t.it('stores and reads back bytes and content type', async () => {
      const storage = await makeStorage();
      const info = await storage.put('contract/a/image.png', bytes, 'image/png');
      checkEqual(info.key, 'contract/a/image.png', 'put().key');
      checkEqual(info.sizeBytes, bytes.length, 'put().sizeBytes');
      const got = await storage.get('contract/a/image.png');
      check(got !== undefined, 'get() after put() must find the object');
      check(bytesEqual(got.body, bytes), 'get() must return the same bytes');
      checkEqual(got.contentType, 'image/png', 'get().contentType');
    });

    t.it('reports existence and returns undefined for missing keys', async () => {
      const storage = await makeStorage();
      checkEqual(await storage.exists('contract/missing.jpg'), false, 'exists() before put');
      checkEqual(await storage.get('contract/missing.jpg'), undefined, 'get() of a missing key');
      await storage.put('contract/present.jpg', bytes, 'image/jpeg');
      checkEqual(await storage.exists('contract/present.jpg'), true, 'exists() after put');
    });

    t.it('overwrites an existing key', async () => {
      const storage = await makeStorage();
      await storage.put('contract/over.bin', bytes, 'application/octet-stream');
      const replacement = new Uint8Array([1, 2, 3]);
      await storage.put('contract/over.bin', replacement, 'image/webp');
      const got = await storage.get('contract/over.bin');
      check(got !== undefined && bytesEqual(got.body, replacement), 'second put() must replace the bytes');
      checkEqual(got.contentType, 'image/webp', 'second put() must replace the content type');
    });

    t.it('deletes, and deleting a missing key is not an error', async () => {
      const storage = await makeStorage();
      await storage.put('contract/gone.png', bytes, 'image/png');
      await storage.delete('contract/gone.png');
      checkEqual(await storage.exists('contract/gone.png'), false, 'exists() after delete');
      await storage.delete('contract/gone.png');
    });

    t.it('gives a non-empty URL for a key', async () => {
      const storage = await makeStorage();
      await storage.put('contract/url.png', bytes, 'image/png');
      const url = await storage.url('contract/url.png');
      check(url.length > 0, 'url() must not be empty');
    });

    t.it('rejects keys that could escape the store', async () => {
      const storage = await makeStorage();
      await checkRejects(storage.put('../escape.png', bytes, 'image/png'), "put('../escape.png')");
      await checkRejects(storage.put('/absolute.png', bytes, 'image/png'), "put('/absolute.png')");
      await checkRejects(
        storage.put('contract/../../x.png', bytes, 'image/png'),
        "put('contract/../../x.png')",
      );
    });
  });
}

/** In-memory ObjectStorage: the reference adapter for unit tests of services that store files. */
export class InMemoryObjectStorage implements ObjectStorage {
  private readonly objects = new Map<string, StoredObject>();

  constructor(private readonly baseUrl = 'memory://objects/') {}

  /** Stores a copy of the bytes (so later mutation by the caller does not change the stored object). */
  put(key: string, body: Uint8Array, contentType: string): Promise<StoredObjectInfo> {
    try {
      assertSafeStorageKey(key);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const stored: StoredObject = { key, contentType, sizeBytes: body.length, body: new Uint8Array(body) };
    this.objects.set(key, stored);
    return Promise.resolve({ key, contentType, sizeBytes: body.length });
  }

  /** Returns a copy of the stored object, or undefined. */
  get(key: string): Promise<StoredObject | undefined> {
    const found = this.objects.get(key);
    return Promise.resolve(found ? { ...found, body: new Uint8Array(found.body) } : undefined);
  }

  /** Removes the object if present. */
  delete(key: string): Promise<void> {
    this.objects.delete(key);
    return Promise.resolve();
  }

  /** True when the key is stored. */
  exists(key: string): Promise<boolean> {
    return Promise.resolve(this.objects.has(key));
  }

  /** A fake URL under the base URL (never fetched). */
  url(key: string): Promise<string> {
    return Promise.resolve(`${this.baseUrl}${key}`);
  }
}
