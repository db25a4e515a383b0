import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  assertSafeStorageKey,
  type ObjectStorage,
  type StoredObject,
  type StoredObjectInfo,
} from '@petart/domain';
import { requestIdHeaders } from '../../platform/observability/request-id';
import type { StorageUrlBuilder } from './local-disk.storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (SeaweedFS, Garage, R2, s3rver); path-style addressing is used when set. */
  endpoint?: string;
  /** Explicit credentials (tests); otherwise the SDK's default chain (AWS_ACCESS_KEY_ID, roles, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Optional key prefix inside the bucket, e.g. 'petart/'. */
  prefix?: string;
}

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * ObjectStorage on an S3 bucket (private: browsers load objects through the signed /api/images route, never from
 * the bucket). Checksums are only sent when the operation requires them, so S3-compatible stores that do not know
 * the newer flexible-checksum headers keep working.
 */
export class S3Storage implements ObjectStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(
    options: S3StorageOptions,
    private readonly urlFor: StorageUrlBuilder = (key) => `/api/images/${key}`,
  ) {
    const config: S3ClientConfig = {
      region: options.region,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    };
    if (options.endpoint !== undefined) {
      config.endpoint = options.endpoint;
      config.forcePathStyle = true;
    }
    if (options.credentials) config.credentials = options.credentials;
    this.client = new S3Client(config);
    // The current request's id on every call (before signing, so it is part of the signed request).
    this.client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { headers?: Record<string, string> };
        if (request.headers) Object.assign(request.headers, requestIdHeaders());
        return next(args);
      },
      { step: 'build', name: 'petartRequestId' },
    );
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<StoredObjectInfo> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
    return { key, contentType, sizeBytes: body.length };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!out.Body) return undefined;
      const body = await out.Body.transformToByteArray();
      return {
        key,
        contentType: out.ContentType ?? 'application/octet-stream',
        sizeBytes: body.length,
        body,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  url(key: string, options?: { expiresInSeconds?: number }): Promise<string> {
    assertSafeStorageKey(key);
    return Promise.resolve(this.urlFor(key, options?.expiresInSeconds));
  }

  /** Releases the SDK's sockets. */
  destroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertSafeStorageKey(key);
    return `${this.prefix}${key}`;
  }
}
