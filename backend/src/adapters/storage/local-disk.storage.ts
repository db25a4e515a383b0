import {
  assertSafeStorageKey,
  type ObjectStorage,
  type StoredObject,
  type StoredObjectInfo,
} from '@petart/domain';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/** How a stored object's URL is built (the module hands in the signed /api/images/<key> URL builder). */
export type StorageUrlBuilder = (key: string, expiresInSeconds?: number) => string;

interface Meta {
  contentType: string;
}

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/**
 * ObjectStorage on the local disk: objects under `<root>/objects/<key>`, their content type in
 * `<root>/meta/<key>.json`. Writes go to a temp file in the same directory and are renamed into place, so readers
 * never see a half-written object. Keys with '..', '.', empty segments, backslashes or a leading '/' are refused.
 */
export class LocalDiskStorage implements ObjectStorage {
  private readonly objectsDir: string;
  private readonly metaDir: string;

  constructor(
    root: string,
    private readonly urlFor: StorageUrlBuilder = (key) => `/api/images/${key}`,
  ) {
    this.objectsDir = path.resolve(root, 'objects');
    this.metaDir = path.resolve(root, 'meta');
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<StoredObjectInfo> {
    const { objectPath, metaPath } = this.paths(key);
    const meta: Meta = { contentType };
    await atomicWrite(metaPath, Buffer.from(JSON.stringify(meta)));
    await atomicWrite(objectPath, body);
    return { key, contentType, sizeBytes: body.length };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const { objectPath, metaPath } = this.paths(key);
    let body: Buffer;
    try {
      body = await fs.readFile(objectPath);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    let contentType = 'application/octet-stream';
    try {
      contentType = (JSON.parse(await fs.readFile(metaPath, 'utf8')) as Meta).contentType;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    return { key, contentType, sizeBytes: body.length, body: new Uint8Array(body) };
  }

  async delete(key: string): Promise<void> {
    const { objectPath, metaPath } = this.paths(key);
    await fs.rm(objectPath, { force: true });
    await fs.rm(metaPath, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const { objectPath } = this.paths(key);
    try {
      return (await fs.stat(objectPath)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  url(key: string, options?: { expiresInSeconds?: number }): Promise<string> {
    assertSafeStorageKey(key);
    return Promise.resolve(this.urlFor(key, options?.expiresInSeconds));
  }

  /** Resolves both paths, refusing any key that would leave the store (checked twice: rule + resolved prefix). */
  private paths(key: string): { objectPath: string; metaPath: string } {
    assertSafeStorageKey(key);
    const objectPath = path.resolve(this.objectsDir, key);
    const metaPath = path.resolve(this.metaDir, `${key}.json`);
    if (!objectPath.startsWith(this.objectsDir + path.sep) || !metaPath.startsWith(this.metaDir + path.sep)) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
    return { objectPath, metaPath };
  }
}

async function atomicWrite(target: string, data: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
