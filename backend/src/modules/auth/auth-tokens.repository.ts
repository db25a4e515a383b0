import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuthTokenEntity } from './auth-token.entity';

/** What the rotation reads of a token row. */
export type AuthTokenLink = Pick<
  AuthTokenEntity,
  'id' | 'userId' | 'familyId' | 'usedAt' | 'revokedAt' | 'expiresAt' | 'replacedBy'
>;

/** Every column rotation needs, under its AuthTokenEntity property name. */
const LINK_COLUMNS = `id, user_id AS "userId", family_id AS "familyId", used_at AS "usedAt",
  revoked_at AS "revokedAt", expires_at AS "expiresAt", replaced_by AS "replacedBy"`;

/**
 * The one writer and reader of `auth_tokens` (refresh tokens; the auth module owns the table, {@link AuthTokenEntity}
 * is its row type). Methods taking a `manager` run inside the caller's transaction (rotation).
 */
@Injectable()
export class AuthTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction (the rotation's row locks hold until it commits). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(
    token: Pick<AuthTokenEntity, 'userId' | 'familyId' | 'token' | 'expiresAt'> & { id?: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.insert(AuthTokenEntity, token);
  }

  /**
   * Marks the live token with this hash used, atomically: concurrent rotations of one token queue on the row lock and
   * the loser finds used_at set. Undefined when no live token has this hash.
   */
  async markUsedIfLive(
    manager: EntityManager,
    tokenHash: string,
    now: Date,
  ): Promise<Pick<AuthTokenEntity, 'id' | 'userId' | 'familyId'> | undefined> {
    const rows = await manager.query<[Pick<AuthTokenEntity, 'id' | 'userId' | 'familyId'>[], number]>(
      `UPDATE auth_tokens SET used_at = $2
       WHERE token = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING id, user_id AS "userId", family_id AS "familyId"`,
      [tokenHash, now],
    );
    return rows[0][0];
  }

  async setReplacedBy(manager: EntityManager, id: string, successorId: string): Promise<void> {
    await manager.query(`UPDATE auth_tokens SET replaced_by = $2 WHERE id = $1`, [id, successorId]);
  }

  /** The token with this hash, locked for the rest of the transaction. */
  async lockByHash(manager: EntityManager, tokenHash: string): Promise<AuthTokenLink | undefined> {
    const rows = await manager.query<AuthTokenLink[]>(
      `SELECT ${LINK_COLUMNS} FROM auth_tokens WHERE token = $1 FOR UPDATE`,
      [tokenHash],
    );
    return rows[0];
  }

  /** The family of the token with this hash (unlocked); undefined for an unknown token. */
  async familyOf(tokenHash: string): Promise<string | undefined> {
    const known = await this.dataSource
      .getRepository(AuthTokenEntity)
      .findOne({ where: { token: tokenHash } });
    return known?.familyId;
  }

  async revokeFamily(
    familyId: string,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE auth_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`,
      [familyId, now],
    );
  }

  async revokeAllOfUser(userId: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE auth_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId, now],
    );
  }
}
