/** Metadata of a stored object. */
export interface StoredObjectInfo {
  key: string;
  contentType: string;
  sizeBytes: number;
}

/** A stored object with its bytes. */
export interface StoredObject extends StoredObjectInfo {
  body: Uint8Array;
}

/**
 * Binary object store for uploads, generated images and mockups (local disk or an S3-compatible bucket). Keys are
 * '/'-separated relative paths such as 'uploads/{sessionId}/original.jpg'; implementations must reject keys with
 * '..' segments or a leading '/', so a key can never escape the store.
 */
export interface ObjectStorage {
  /** Stores bytes under a key, replacing any previous object. Resolves with the stored object's metadata. */
  put(key: string, body: Uint8Array, contentType: string): Promise<StoredObjectInfo>;
  /** Reads an object, or resolves undefined when the key does not exist. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deletes an object; deleting a missing key is not an error (idempotent clean-up jobs rely on it). */
  delete(key: string): Promise<void>;
  /** True when an object exists under the key. */
  exists(key: string): Promise<boolean>;
  /**
   * URL a browser can load the object from: a public/CDN URL, a signed URL valid for about expiresInSeconds, or an
   * API route that streams it. Does not check existence.
   */
  url(key: string, options?: { expiresInSeconds?: number }): Promise<string>;
}

/**
 * The one rule for storage keys, which every adapter applies before touching its store (and the signed image URLs
 * before signing or verifying): throws when a key is empty, longer than 512 characters, absolute, has backslashes,
 * NUL bytes or '.'/'..'/empty segments, so a key can never escape the store.
 */
export function assertSafeStorageKey(key: string): void {
  const segments = key.split('/');
  if (
    key === '' ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Dependency-injection token of the {@link ObjectStorage} port (bound in backend/src/adapters/adapters.module.ts). */
export const OBJECT_STORAGE = Symbol('ObjectStorage');
