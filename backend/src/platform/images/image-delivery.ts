import type { ObjectStorage } from '@petart/domain';
import { LRUCache } from 'lru-cache';
import type { ImageUrlSigner } from './image-url-signer';
import { defaultVariant, isImageVariant, type ImageVariant } from './image-variants';
import { renderVariant } from './watermark';

/** The picture a signed URL gives. */
export interface DeliveredImage {
  body: Uint8Array;
  contentType: string;
}

/** Why a URL gives no picture: its signature (or its `v`) is not ours, there is no such object, or it is no picture. */
export type DeliveryRefusal = 'forbidden' | 'not-found' | 'unreadable';

/** The signed URL's query as the client sent it (each value as Fastify parsed it: a string, an array, or absent). */
export interface SignedQuery {
  v?: unknown;
  exp?: unknown;
  sig?: unknown;
}

/** Bytes of rendered variants kept per process: ~200 previews of ~150 KB (the hour a signed URL stays the same). */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A rendered variant is dropped after this: its artwork may have been deleted in the meantime (the purge). */
const CACHE_TTL_MS = 60 * 60 * 1000;

/**
 * The one place a stored image leaves the server through a signed URL (`GET /api/images/*` and the mockups' image
 * proxy): the signature is checked over the key, the expiry and the variant the URL names, then the variant decides
 * the picture: `original` is the stored file, every other one is made from it at serve time (scaled down, the
 * watermark drawn for an unpaid artwork; {@link renderVariant}) and kept in a bounded in-process cache, with
 * concurrent requests for the same picture sharing one rendering (docs/decisions.md D-285).
 */
export class ImageDelivery {
  private readonly rendered = new LRUCache<string, DeliveredImage>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (image) => Math.max(1, image.body.length),
    ttl: CACHE_TTL_MS,
  });
  private readonly inFlight = new Map<string, Promise<DeliveredImage | 'not-found' | 'unreadable'>>();

  constructor(
    private readonly signer: ImageUrlSigner,
    private readonly storage: ObjectStorage,
  ) {}

  /** The picture for `key` signed as `query` says, or why not. */
  async deliver(key: string, query: SignedQuery): Promise<DeliveredImage | DeliveryRefusal> {
    const { v, exp, sig } = query;
    if (v !== undefined && !isImageVariant(v)) return 'forbidden';
    if (typeof exp !== 'string' || typeof sig !== 'string' || !this.signer.verify(key, exp, sig, v)) {
      return 'forbidden';
    }
    const variant: ImageVariant = v ?? defaultVariant(key);
    if (variant === 'original') {
      const object = await this.storage.get(key);
      return object ? { body: object.body, contentType: object.contentType } : 'not-found';
    }
    return this.variantOf(key, variant);
  }

  private async variantOf(
    key: string,
    variant: Exclude<ImageVariant, 'original'>,
  ): Promise<DeliveredImage | 'not-found' | 'unreadable'> {
    const cacheKey = `${variant}:${key}`;
    const hit = this.rendered.get(cacheKey);
    if (hit) return hit;
    const running = this.inFlight.get(cacheKey);
    if (running) return running;
    const job = this.render(key, variant).finally(() => this.inFlight.delete(cacheKey));
    this.inFlight.set(cacheKey, job);
    const result = await job;
    if (typeof result !== 'string') this.rendered.set(cacheKey, result);
    return result;
  }

  private async render(
    key: string,
    variant: Exclude<ImageVariant, 'original'>,
  ): Promise<DeliveredImage | 'not-found' | 'unreadable'> {
    const object = await this.storage.get(key);
    if (!object) return 'not-found';
    // Only pictures are made into variants; anything else (a manifest, a broken file) is never served clean instead.
    if (!object.contentType.startsWith('image/')) return 'unreadable';
    try {
      const picture = await renderVariant(object.body, variant);
      return { body: picture.body, contentType: picture.contentType };
    } catch {
      return 'unreadable';
    }
  }
}
