import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { REFRESH_REUSE_WINDOW_MS, REFRESH_TOKEN_TTL_MS } from './auth.messages';
import { AuthTokenEntity } from './auth-token.entity';
import { hashToken, newSecretToken } from './secret-token';

export type RotateResult = { ok: true; userId: string; secret: string } | { ok: false; reuse: boolean };

interface TokenRow {
  id: string;
  user_id: string;
  family_id: string;
  used_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
  replaced_by: string | null;
}

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
 */
@Injectable()
export class RefreshTokensService {
  private readonly successorKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.successorKey = createHmac('sha256', config.jwtSecret).update('petart:refresh-successor').digest();
  }

  private get tokens() {
    return this.dataSource.getRepository(AuthTokenEntity);
  }

  /** The secret that replaces `secret` on rotation: deterministic, unguessable without the server key. */
  private successorOf(secret: string): string {
    return createHmac('sha256', this.successorKey).update(secret, 'utf8').digest('base64url');
  }

  /** Starts a new family (a login); returns the cookie secret. */
  async issue(userId: string, now = new Date()): Promise<string> {
    const secret = newSecretToken();
    await this.tokens.insert({
      userId,
      familyId: randomUUID(),
      token: hashToken(secret),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return secret;
  }

  async rotate(secret: string, now = new Date()): Promise<RotateResult> {
    return this.dataSource.transaction(async (manager) => {
      // Concurrent rotations of one token queue on this row lock; the loser sees used_at set once the winner commits.
      const rows = await manager.query<[TokenRow[], number]>(
        `UPDATE auth_tokens SET used_at = $2
         WHERE token = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
         RETURNING id, user_id, family_id`,
        [hashToken(secret), now],
      );
      const current = rows[0][0];
      if (current) {
        const next = this.successorOf(secret);
        const id = randomUUID();
        await manager.insert(AuthTokenEntity, {
          id,
          userId: current.user_id,
          familyId: current.family_id,
          token: hashToken(next),
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
        });
        await manager.query(`UPDATE auth_tokens SET replaced_by = $2 WHERE id = $1`, [current.id, id]);
        return { ok: true, userId: current.user_id, secret: next };
      }
      const known = await this.lockByToken(manager, hashToken(secret));
      if (!known || known.revoked_at !== null || known.used_at === null) return { ok: false, reuse: false };
      if (now.getTime() - known.used_at.getTime() <= REFRESH_REUSE_WINDOW_MS) {
        const successor = await this.liveSuccessor(manager, secret, known, now);
        if (successor) return successor;
        return { ok: false, reuse: false };
      }
      // Rotated longer ago than the window: replay of an old token -> revoke the family.
      await this.revokeFamilyWith(manager.query.bind(manager), known.family_id, now);
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
    start: TokenRow,
    now: Date,
  ): Promise<RotateResult | undefined> {
    let row = start;
    let rowSecret = secret;
    for (let step = 0; step < MAX_CHAIN_STEPS && row.replaced_by !== null; step++) {
      const nextSecret = this.successorOf(rowSecret);
      const next = await this.lockByToken(manager, hashToken(nextSecret));
      if (!next || next.id !== row.replaced_by || next.revoked_at !== null || next.expires_at <= now)
        return undefined;
      if (next.used_at === null) return { ok: true, userId: next.user_id, secret: nextSecret };
      row = next;
      rowSecret = nextSecret;
    }
    return undefined;
  }

  private async lockByToken(manager: EntityManager, tokenHash: string): Promise<TokenRow | undefined> {
    const rows = await manager.query<TokenRow[]>(
      `SELECT id, user_id, family_id, used_at, revoked_at, expires_at, replaced_by
       FROM auth_tokens WHERE token = $1 FOR UPDATE`,
      [tokenHash],
    );
    return rows[0];
  }

  /** Logout: revokes the family of the presented token (unknown tokens are ignored). */
  async revokeFamilyOf(secret: string, now = new Date()): Promise<void> {
    const known = await this.tokens.findOne({ where: { token: hashToken(secret) } });
    if (known)
      await this.revokeFamilyWith((sql, params) => this.dataSource.query(sql, params), known.familyId, now);
  }

  /** Password reset: every session of the user ends. */
  async revokeAllOfUser(userId: string, now = new Date()): Promise<void> {
    await this.dataSource.query(
      `UPDATE auth_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId, now],
    );
  }

  private async revokeFamilyWith(
    query: (sql: string, params: unknown[]) => Promise<unknown>,
    familyId: string,
    now: Date,
  ): Promise<void> {
    await query(`UPDATE auth_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`, [
      familyId,
      now,
    ]);
  }
}
