import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EmailVerificationTokenEntity } from './email-verification-token.entity';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { hashToken, newSecretToken } from './secret-token';

export type OneTimeTokenKind = 'verification' | 'reset';

const TABLE: Record<OneTimeTokenKind, string> = {
  verification: 'email_verification_tokens',
  reset: 'password_reset_tokens',
};

/** Verification and reset tokens: random secret emailed, SHA-256 stored, single use, one live token per user. */
@Injectable()
export class OneTimeTokensService {
  constructor(private readonly dataSource: DataSource) {}

  /** Invalidates the user's unused tokens of this kind and returns the secret of a new one. */
  async issue(kind: OneTimeTokenKind, userId: string, ttlMs: number, now = new Date()): Promise<string> {
    const secret = newSecretToken();
    const entity = kind === 'verification' ? EmailVerificationTokenEntity : PasswordResetTokenEntity;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE ${TABLE[kind]} SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
        now,
      ]);
      await manager.insert(entity, {
        userId,
        token: hashToken(secret),
        expiresAt: new Date(now.getTime() + ttlMs),
      });
    });
    return secret;
  }

  /** The user id of a live (unused, unexpired) token, without using it. */
  async peek(kind: OneTimeTokenKind, secret: string, now = new Date()): Promise<string | undefined> {
    const rows = await this.dataSource.query<{ user_id: string }[]>(
      `SELECT user_id FROM ${TABLE[kind]} WHERE token = $1 AND used_at IS NULL AND expires_at > $2`,
      [hashToken(secret), now],
    );
    return rows[0]?.user_id;
  }

  /** Marks a live token used (atomically: two concurrent uses cannot both succeed); returns its user id. */
  async consume(
    kind: OneTimeTokenKind,
    secret: string,
    manager: EntityManager,
    now = new Date(),
  ): Promise<string | undefined> {
    const result = await manager.query<[{ user_id: string }[], number]>(
      `UPDATE ${TABLE[kind]} SET used_at = $2 WHERE token = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [hashToken(secret), now],
    );
    return result[0][0]?.user_id;
  }
}
