import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@petart/domain';
import type { EntityManager } from 'typeorm';
import { OneTimeTokensRepository, type OneTimeTokenKind } from './one-time-tokens.repository';
import { hashToken, newSecretToken } from './secret-token';

export type { OneTimeTokenKind } from './one-time-tokens.repository';

/**
 * Verification and reset tokens: random secret emailed, SHA-256 stored, single use, one live token per user. A link's
 * lifetime (product.md P11.4) runs on the app's clock.
 */
@Injectable()
export class OneTimeTokensService {
  constructor(
    private readonly tokens: OneTimeTokensRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Invalidates the user's unused tokens of this kind and returns the secret of a new one. */
  async issue(
    kind: OneTimeTokenKind,
    userId: string,
    ttlMs: number,
    now = this.clock.now(),
  ): Promise<string> {
    const secret = newSecretToken();
    await this.tokens.replaceLive(
      kind,
      { userId, token: hashToken(secret), expiresAt: new Date(now.getTime() + ttlMs) },
      now,
    );
    return secret;
  }

  /** The user id of a live (unused, unexpired) token, without using it. */
  async peek(kind: OneTimeTokenKind, secret: string, now = this.clock.now()): Promise<string | undefined> {
    return this.tokens.liveUserId(kind, hashToken(secret), now);
  }

  /** The user a token was issued to, whether or not it is still usable. */
  async owner(kind: OneTimeTokenKind, secret: string): Promise<string | undefined> {
    return this.tokens.ownerUserId(kind, hashToken(secret));
  }

  /** Marks a live token used (atomically: two concurrent uses cannot both succeed); returns its user id. */
  async consume(
    kind: OneTimeTokenKind,
    secret: string,
    manager: EntityManager,
    now = this.clock.now(),
  ): Promise<string | undefined> {
    return this.tokens.markUsed(kind, hashToken(secret), manager, now);
  }
}
