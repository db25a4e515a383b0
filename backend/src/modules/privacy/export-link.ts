import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an export's emailed link (and its archive) lasts: 7 days. */
export const EXPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The signature of an export's download link: an HMAC of the request and the link's expiry (ms since the epoch),
 * keyed with a key derived from JWT_SECRET, so that nobody can make a link or move its expiry. The link also needs the
 * owner's session: someone else's link answers 404 (see PrivacyService.archive).
 */
export class ExportLinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('petart:data-export-link').digest();
  }

  sign(requestId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${requestId}.${expires}`, 'utf8').digest('base64url');
  }

  /** True when the signature is the one of (request, expiry); the expiry itself is the caller's to compare. */
  verifies(requestId: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(requestId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
