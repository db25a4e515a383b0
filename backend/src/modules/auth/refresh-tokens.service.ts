import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { REFRESH_TOKEN_TTL_MS } from './auth.messages';
import { AuthTokenEntity } from './auth-token.entity';
import { hashToken, newSecretToken } from './secret-token';

export type RotateResult = { ok: true; userId: string; secret: string } | { ok: false; reuse: boolean };

/**
 * Refresh tokens (auth_tokens): opaque secret in the cookie, SHA-256 in the table, rotated on every use. A token
 * presented after it was rotated means it was stolen or replayed: the whole family (that login) is revoked.
 */
@Injectable()
export class RefreshTokensService {
  constructor(private readonly dataSource: DataSource) {}

  private get tokens() {
    return this.dataSource.getRepository(AuthTokenEntity);
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
      const rows = await manager.query<[{ id: string; user_id: string; family_id: string }[], number]>(
        `UPDATE auth_tokens SET used_at = $2
         WHERE token = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
         RETURNING id, user_id, family_id`,
        [hashToken(secret), now],
      );
      const current = rows[0][0];
      if (!current) {
        const known = await manager.findOne(AuthTokenEntity, { where: { token: hashToken(secret) } });
        // Used (rotated) already: replay of an old token -> revoke the family. Expired or revoked: just refuse.
        const reuse = known !== null && known.usedAt !== null;
        if (reuse) await this.revokeFamilyWith(manager.query.bind(manager), known.familyId, now);
        return { ok: false, reuse };
      }
      const next = newSecretToken();
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
    });
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
