import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EmailVerificationTokenEntity } from './email-verification-token.entity';
import type { OneTimeTokenColumns } from './one-time-token.columns';
import { PasswordResetTokenEntity } from './password-reset-token.entity';

export type OneTimeTokenKind = 'verification' | 'reset';

const TABLE: Record<OneTimeTokenKind, string> = {
  verification: 'email_verification_tokens',
  reset: 'password_reset_tokens',
};

const ENTITY = { verification: EmailVerificationTokenEntity, reset: PasswordResetTokenEntity } as const;

/**
 * The one writer and reader of `email_verification_tokens` and `password_reset_tokens` (the auth module owns both;
 * their row type is {@link OneTimeTokenColumns}, which both entities extend).
 */
@Injectable()
export class OneTimeTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Marks the user's unused tokens used and inserts the new one, in one transaction. */
  async replaceLive(
    kind: OneTimeTokenKind,
    token: Pick<OneTimeTokenColumns, 'userId' | 'token' | 'expiresAt'>,
    now: Date,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE ${TABLE[kind]} SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
        token.userId,
        now,
      ]);
      await manager.insert(ENTITY[kind], token);
    });
  }

  /** The user id of the live (unused, unexpired) token with this hash. */
  async liveUserId(kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<string | undefined> {
    const rows = await this.dataSource.query<Pick<OneTimeTokenColumns, 'userId'>[]>(
      `SELECT user_id AS "userId" FROM ${TABLE[kind]} WHERE token = $1 AND used_at IS NULL AND expires_at > $2`,
      [tokenHash, now],
    );
    return rows[0]?.userId;
  }

  /** The user id of a stored token with this hash, live or not (used, expired). */
  async ownerUserId(kind: OneTimeTokenKind, tokenHash: string): Promise<string | undefined> {
    const rows = await this.dataSource.query<Pick<OneTimeTokenColumns, 'userId'>[]>(
      `SELECT user_id AS "userId" FROM ${TABLE[kind]} WHERE token = $1`,
      [tokenHash],
    );
    return rows[0]?.userId;
  }

  /** Marks the live token with this hash used (atomically) inside the caller's transaction; its user id. */
  async markUsed(
    kind: OneTimeTokenKind,
    tokenHash: string,
    manager: EntityManager,
    now: Date,
  ): Promise<string | undefined> {
    const result = await manager.query<[Pick<OneTimeTokenColumns, 'userId'>[], number]>(
      `UPDATE ${TABLE[kind]} SET used_at = $2 WHERE token = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING user_id AS "userId"`,
      [tokenHash, now],
    );
    return result[0][0]?.userId;
  }
}
