import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomUUID } from 'node:crypto';
import { CLOCK, type Clock } from '@petart/domain';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { REFRESH_REUSE_WINDOW_MS, REFRESH_TOKEN_TTL_MS } from './auth.messages';
import { UsersRepository } from '../users';
import { AuthTokensRepository, type AuthTokenLink } from './auth-tokens.repository';
import { hashToken, newSecretToken } from './secret-token';

/** A rotation's outcome: the user, the new cookie secret and the session epoch the session belongs to. */
export type RotateResult =
  { ok: true; userId: string; secret: string; epoch: number } | { ok: false; reuse: boolean };

/** Longest replaced_by chain followed inside the reuse window (a tab refreshing more often is not a browser). */
const MAX_CHAIN_STEPS = 8;

/**
 * Refresh tokens (auth_tokens): opaque secret in the cookie, SHA-256 in the table, rotated on every use. A token
 * presented after it was rotated means it was stolen or replayed: the whole family (that login) is revoked — unless
 * it comes within REFRESH_REUSE_WINDOW_MS of its rotation (two tabs refreshing at once), when it yields the family's
 * current token.
 *
 * The successor's secret is an HMAC of its predecessor's secret (keyed with a key derived from JWT_SECRET), so a
 * replica answering the late tab can recompute it without the table ever holding a secret. Concurrency is settled
 * by Postgres row locks (the UPDATE of the presented row, SELECT ... FOR UPDATE along the chain), so it holds across
 * replicas.
 *
 * Every token carries its user's session epoch (users.session_epoch when the login was made). A password reset or a
 * staff disable moves the epoch on ({@link endAllSessions}); a token of an older epoch, or of a disabled user, is
 * refused, and so is the access token of its session. No lock is shared with the rotation: a rotation racing the
 * revocation inserts its successor with the old epoch, so the successor is dead from the revocation's commit on.
 *
 * The 30-day lifetime and the reuse window (product.md P11.4) run on the app's clock, so a clock moved forward ends a
 * session as time would.
 */
@Injectable()
export class RefreshTokensService {
  private readonly successorKey: Buffer;

  constructor(
    private readonly tokens: AuthTokensRepository,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.successorKey = createHmac('sha256', config.jwtSecret).update('petart:refresh-successor').digest();
  }

  /** The secret that replaces `secret` on rotation: deterministic, unguessable without the server key. */
  private successorOf(secret: string): string {
    return createHmac('sha256', this.successorKey).update(secret, 'utf8').digest('base64url');
  }

  /** Starts a new family (a login) in the user's session epoch, as read with the credentials; the cookie secret. */
  async issue(user: { id: string; sessionEpoch: number }, now = this.clock.now()): Promise<string> {
    const secret = newSecretToken();
    await this.tokens.insert({
      userId: user.id,
      familyId: randomUUID(),
      token: hashToken(secret),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      sessionEpoch: user.sessionEpoch,
    });
    return secret;
  }

  async rotate(secret: string, now = this.clock.now()): Promise<RotateResult> {
    return this.tokens.transaction(async (manager) => {
      // Concurrent rotations of one token queue on this row lock; the loser sees used_at set once the winner commits.
      const current = await this.tokens.markUsedIfLive(manager, hashToken(secret), now);
      if (current) {
        const next = this.successorOf(secret);
        const id = randomUUID();
        await this.tokens.insert(
          {
            id,
            userId: current.userId,
            familyId: current.familyId,
            token: hashToken(next),
            expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
            sessionEpoch: current.sessionEpoch,
          },
          manager,
        );
        await this.tokens.setReplacedBy(manager, current.id, id);
        return { ok: true, userId: current.userId, secret: next, epoch: current.sessionEpoch };
      }
      const known = await this.tokens.lockByHash(manager, hashToken(secret));
      if (!known || known.revokedAt !== null || known.usedAt === null || known.sessionEnded)
        return { ok: false, reuse: false };
      if (now.getTime() - known.usedAt.getTime() <= REFRESH_REUSE_WINDOW_MS) {
        const successor = await this.liveSuccessor(manager, secret, known, now);
        if (successor) return successor;
        return { ok: false, reuse: false };
      }
      // Rotated longer ago than the window: replay of an old token -> revoke the family.
      await this.tokens.revokeFamily(known.familyId, now, manager);
      return { ok: false, reuse: true };
    });
  }

  /**
   * Inside the reuse window: follows replaced_by from the presented token to the family's unused token and returns
   * its secret (recomputed along the chain). Undefined when the chain ends revoked or expired (logout, reset).
   */
  private async liveSuccessor(
    manager: EntityManager,
    secret: string,
    start: AuthTokenLink,
    now: Date,
  ): Promise<RotateResult | undefined> {
    let row = start;
    let rowSecret = secret;
    for (let step = 0; step < MAX_CHAIN_STEPS && row.replacedBy !== null; step++) {
      const nextSecret = this.successorOf(rowSecret);
      const next = await this.tokens.lockByHash(manager, hashToken(nextSecret));
      if (!next || next.id !== row.replacedBy || next.revokedAt !== null || next.expiresAt <= now)
        return undefined;
      if (next.sessionEnded) return undefined;
      if (next.usedAt === null)
        return { ok: true, userId: next.userId, secret: nextSecret, epoch: next.sessionEpoch };
      row = next;
      rowSecret = nextSecret;
    }
    return undefined;
  }

  /** Logout: revokes the family of the presented token (unknown tokens are ignored). */
  async revokeFamilyOf(secret: string, now = this.clock.now()): Promise<void> {
    const familyId = await this.tokens.familyOf(hashToken(secret));
    if (familyId) await this.tokens.revokeFamily(familyId, now);
  }

  /**
   * Password reset, staff disable: every session of the user ends, in the caller's transaction. The epoch moves on
   * (what ends them, see the class comment) and the tokens are marked revoked. The caller drops the identity cache
   * entry once it has committed (UsersRepository.forgetSignedIn).
   */
  async endAllSessions(manager: EntityManager, userId: string, now = this.clock.now()): Promise<void> {
    await this.users.endSessions(manager, userId);
    await this.tokens.revokeAllOfUser(manager, userId, now);
  }
}
