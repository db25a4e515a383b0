import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertSafeStorageKey } from '@petart/domain';
import { LRUCache } from 'lru-cache';
import { defaultVariant, isArtworkKey, isImageVariant, type ImageVariant } from './image-variants';

/** Route prefix of the private image route; the DB stores `/api/images/<key>` (unsigned). */
export const IMAGE_PATH_PREFIX = '/api/images/';

/** Signed URLs stay valid at least this long (browsers cache images between visits). */
export const MIN_SIGNED_URL_VALIDITY_SECONDS = 24 * 60 * 60;

/** What {@link ImageUrlSigner.sign} is asked for. */
export interface SignOptions {
  /** How the image is served (default: the key's, {@link defaultVariant}: the watermarked preview for the artwork). */
  variant?: ImageVariant;
  /** The URL stays valid at least this long (never less than {@link MIN_SIGNED_URL_VALIDITY_SECONDS}). */
  minValiditySeconds?: number;
}

/**
 * Signs and verifies private image URLs: `/api/images/<key>?v=<variant>&exp=<unix>&sig=<hmac>`. The signature is
 * HMAC-SHA256 over `<key>\n<exp>\n<variant>` with a key derived from JWT_SECRET (domain-separated, so the JWT key is
 * never used directly): editing the variant, the path or the expiry breaks it. A URL that serves a non-artwork file
 * as stored (a photo, a print file) keeps the form without `v`, signed over `<key>\n<exp>`, so the long-lived print
 * file URLs already handed to the provider stay valid; such a URL of the artwork serves the watermarked preview
 * (D-285). `exp` is rounded up to the next full hour, at least 24 h ahead, so the same image signs to the same URL
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

  /**
   * Signs a stored path (`/api/images/<key>`), a key, or an already signed URL (re-signed) for one variant: by default
   * the key's own ({@link defaultVariant}), so the artwork is handed out watermarked unless the caller asks for
   * `original` on purpose.
   */
  sign(pathOrUrl: string, options: SignOptions = {}): string {
    const nowSeconds = Math.floor(this.now() / 1000);
    const validity = Math.max(
      options.minValiditySeconds ?? MIN_SIGNED_URL_VALIDITY_SECONDS,
      MIN_SIGNED_URL_VALIDITY_SECONDS,
    );
    const exp = Math.ceil((nowSeconds + validity) / 3600) * 3600;
    const memo = `${options.variant ?? ''}|${pathOrUrl}`;
    const cached = this.recent.get(memo);
    if (cached?.exp === exp) return cached.url;
    const key = this.keyOf(pathOrUrl) ?? this.keyFromBareKey(pathOrUrl);
    if (key === undefined) throw new Error(`Not an image path: ${pathOrUrl}`);
    const variant = options.variant ?? defaultVariant(key);
    // The form without `v` is kept for what it always meant: a non-artwork file as stored.
    const named = variant === 'original' && !isArtworkKey(key) ? undefined : variant;
    const query = named === undefined ? '' : `v=${named}&`;
    const url = `${IMAGE_PATH_PREFIX}${key}?${query}exp=${exp}&sig=${this.signature(key, exp, named)}`;
    this.recent.set(memo, { exp, url });
    return url;
  }

  /** Signs a stored path or leaves null/undefined as is (DTO helper). */
  signOptional(path: string | null | undefined, options: SignOptions = {}): string | null {
    return path ? this.sign(path, options) : null;
  }

  /**
   * True when `sig` is the signature of key+exp (+ the variant the URL names, `v`) and exp is a whole number still
   * in the future. A verified URL without `v` serves the key's {@link defaultVariant}.
   */
  verify(
    key: string,
    exp: string | number | undefined,
    sig: string | undefined,
    variant?: ImageVariant,
  ): boolean {
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
    const expected = Buffer.from(this.signature(key, expSeconds, variant));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The variant a signed URL the client sent back grants, when its signature holds (`v`, or the key's default without
   * one); undefined for an unsigned, tampered or expired URL. What the server derives from such a URL (a mockup of the
   * artwork) may then be handed out as clean as the URL was, and never cleaner.
   */
  grantedVariant(url: string): ImageVariant | undefined {
    const key = this.keyOf(url);
    if (key === undefined) return undefined;
    let params: URLSearchParams;
    try {
      params = new URL(url, 'http://signed.invalid').searchParams;
    } catch {
      return undefined;
    }
    const named = params.get('v') ?? undefined;
    if (named !== undefined && !isImageVariant(named)) return undefined;
    const ok = this.verify(key, params.get('exp') ?? undefined, params.get('sig') ?? undefined, named);
    return ok ? (named ?? defaultVariant(key)) : undefined;
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

  /** The message never collides across forms: a key holds no newline, so two lines and three never match. */
  private signature(key: string, exp: number, variant?: ImageVariant): string {
    const message = variant === undefined ? `${key}\n${exp}` : `${key}\n${exp}\n${variant}`;
    return createHmac('sha256', this.key).update(message).digest('base64url');
  }
}
