import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertSafeStorageKey } from '@petart/domain';
import { LRUCache } from 'lru-cache';

/** Route prefix of the private image route; the DB stores `/api/images/<key>` (unsigned). */
export const IMAGE_PATH_PREFIX = '/api/images/';

/** Signed URLs stay valid at least this long (browsers cache images between visits). */
export const MIN_SIGNED_URL_VALIDITY_SECONDS = 24 * 60 * 60;

/**
 * Signs and verifies private image URLs: `/api/images/<key>?exp=<unix>&sig=<hmac>`. The signature is
 * HMAC-SHA256 over `<key>\n<exp>` with a key derived from JWT_SECRET (domain-separated, so the JWT key is never used
 * directly). `exp` is rounded up to the next full hour, at least 24 h ahead, so the same image signs to the same URL
 * for an hour and browsers can cache it.
 */
export class ImageUrlSigner {
  private readonly key: Buffer;
  private readonly allowedOrigins: string[];

  constructor(secret: string, options: { publicUrl?: string; now?: () => number } = {}) {
    this.key = createHmac('sha256', secret).update('petart:image-url-signing:v1').digest();
    this.allowedOrigins = options.publicUrl ? [new URL(options.publicUrl).origin] : [];
    this.now = options.now ?? Date.now;
  }

  private readonly now: () => number;
  /**
   * The URL each input signed to, with its exp (bounded, least recently used out). exp moves once an hour, so within the hour the
   * same image signs to the same URL: lists of images (cart, session) skip the HMAC on every read after the first.
   */
  private readonly recent = new LRUCache<string, { exp: number; url: string }>({ max: 20_000 });

  /** Signs a stored path (`/api/images/<key>`), a key, or an already signed URL (re-signed). */
  sign(pathOrUrl: string, minValiditySeconds = MIN_SIGNED_URL_VALIDITY_SECONDS): string {
    const nowSeconds = Math.floor(this.now() / 1000);
    const exp =
      Math.ceil((nowSeconds + Math.max(minValiditySeconds, MIN_SIGNED_URL_VALIDITY_SECONDS)) / 3600) * 3600;
    const cached = this.recent.get(pathOrUrl);
    if (cached?.exp === exp) return cached.url;
    const key = this.keyOf(pathOrUrl) ?? this.keyFromBareKey(pathOrUrl);
    if (key === undefined) throw new Error(`Not an image path: ${pathOrUrl}`);
    const url = `${IMAGE_PATH_PREFIX}${key}?exp=${exp}&sig=${this.signature(key, exp)}`;
    this.recent.set(pathOrUrl, { exp, url });
    return url;
  }

  /** Signs a stored path or leaves null/undefined as is (DTO helper). */
  signOptional(path: string | null | undefined): string | null {
    return path ? this.sign(path) : null;
  }

  /** True when `sig` is the signature of key+exp and exp is a whole number still in the future. */
  verify(key: string, exp: string | number | undefined, sig: string | undefined): boolean {
    if (exp === undefined || sig === undefined) return false;
    const expText = String(exp);
    if (!/^\d{1,12}$/.test(expText)) return false;
    const expSeconds = Number(expText);
    if (expSeconds * 1000 <= this.now()) return false;
    try {
      assertSafeStorageKey(key);
    } catch {
      return false;
    }
    const expected = Buffer.from(this.signature(key, expSeconds));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The unsigned stored path (`/api/images/<key>`) of a URL the client sent back (signed or not, relative or absolute
   * on PUBLIC_URL); undefined for anything else.
   */
  toStoredPath(url: string): string | undefined {
    const key = this.keyOf(url);
    return key === undefined ? undefined : `${IMAGE_PATH_PREFIX}${key}`;
  }

  /** The storage key of an image URL or stored path; undefined when it is not one of ours. */
  keyOf(url: string): string | undefined {
    let pathname: string;
    if (url.startsWith('/')) {
      if (url.startsWith('//')) return undefined;
      pathname = url.split(/[?#]/, 1)[0] ?? '';
    } else {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return undefined;
      }
      if (!this.allowedOrigins.includes(parsed.origin)) return undefined;
      pathname = parsed.pathname;
    }
    if (!pathname.startsWith(IMAGE_PATH_PREFIX)) return undefined;
    return this.keyFromBareKey(pathname.slice(IMAGE_PATH_PREFIX.length));
  }

  private keyFromBareKey(key: string): string | undefined {
    try {
      assertSafeStorageKey(key);
    } catch {
      return undefined;
    }
    return /^[A-Za-z0-9._/-]+$/.test(key) ? key : undefined;
  }

  private signature(key: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${exp}`).digest('base64url');
  }
}
