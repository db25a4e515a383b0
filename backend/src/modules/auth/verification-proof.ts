import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CLOCK, type Clock } from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { VERIFICATION_TOKEN_TTL_MS } from './auth.messages';

/** The registering browser's proof, an httpOnly cookie sent only to the emailed link's route. */
export const VERIFY_COOKIE = 'petart_verify';
export const VERIFY_COOKIE_PATH = '/api/auth/verify-email';
/** The proof lives as long as the link the registration emails. */
export const VERIFY_PROOF_TTL_SECONDS = Math.floor(VERIFICATION_TOKEN_TTL_MS / 1000);

/**
 * Which browser may be signed in by an emailed verification link: the one that registered the account. Registration
 * sets `<expiry second>.<HMAC of the user id and that second>` as a cookie in that browser; the link signs in only a
 * browser that sends a live proof of the link's own user. Any other browser gets the email verified and is asked for
 * the password, so a link sent to someone else cannot sign them in as its owner (login CSRF). Stateless: the key is
 * derived from JWT_SECRET, so every replica checks it and resent links work with the proof as well. Its lifetime runs
 * on the app's clock, as the link's does.
 */
@Injectable()
export class VerificationProofs {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('petart:verification-browser').digest();
  }

  private mac(userId: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${userId}.${expires}`, 'utf8').digest();
  }

  /** A proof for the browser that just registered `userId`, live for VERIFY_PROOF_TTL_SECONDS. */
  issue(userId: string, nowMs = this.clock.now().getTime()): string {
    const expires = Math.floor(nowMs / 1000) + VERIFY_PROOF_TTL_SECONDS;
    return `${expires}.${this.mac(userId, expires).toString('base64url')}`;
  }

  /** True when `proof` is a live proof of `userId` (unexpired, its MAC ours). */
  proves(proof: string | undefined, userId: string, nowMs = this.clock.now().getTime()): boolean {
    const [expiresText = '', macText = '', ...rest] = (proof ?? '').split('.');
    if (rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return false;
    const expires = Number(expiresText);
    if (expires * 1000 <= nowMs) return false;
    const given = Buffer.from(macText, 'base64url');
    const expected = this.mac(userId, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
