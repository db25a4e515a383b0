import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuthTokenEntity } from './auth-token.entity';

/** What the rotation reads of a token row, and whether its user's sessions ended since it was issued. */
export type AuthTokenLink = Pick<
  AuthTokenEntity,
  'id' | 'userId' | 'familyId' | 'usedAt' | 'revokedAt' | 'expiresAt' | 'replacedBy' | 'sessionEpoch'
> & {
  /** The user's session epoch moved on (a reset or a disable) or the user is disabled: the token is dead. */
  sessionEnded: boolean;
};

/** The token a rotation consumed. */
export type ConsumedToken = Pick<AuthTokenEntity, 'id' | 'userId' | 'familyId' | 'sessionEpoch'>;

/** Every column rotation needs (of auth_tokens t joined to users u), under its AuthTokenLink property name. */
const LINK_COLUMNS = `t.id, t.user_id AS "userId", t.family_id AS "familyId", t.used_at AS "usedAt",
  t.revoked_at AS "revokedAt", t.expires_at AS "expiresAt", t.replaced_by AS "replacedBy",
  t.session_epoch AS "sessionEpoch",
  (u.session_epoch <> t.session_epoch OR u.disabled_at IS NOT NULL) AS "sessionEnded"`;

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
    token: Pick<AuthTokenEntity, 'userId' | 'familyId' | 'token' | 'expiresAt' | 'sessionEpoch'> & {
      id?: string;
    },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.insert(AuthTokenEntity, token);
  }

  /**
   * Marks the live token with this hash used, atomically: concurrent rotations of one token queue on the row lock and
   * the loser finds used_at set. Live: unused, unrevoked, unexpired, of its user's current session epoch, and the user
   * is not disabled. Undefined when no live token has this hash.
   */
  async markUsedIfLive(
    manager: EntityManager,
    tokenHash: string,
    now: Date,
  ): Promise<ConsumedToken | undefined> {
    const rows = await manager.query<[ConsumedToken[], number]>(
      `UPDATE auth_tokens t SET used_at = $2
         FROM users u
        WHERE t.token = $1 AND t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > $2
          AND u.id = t.user_id AND u.session_epoch = t.session_epoch AND u.disabled_at IS NULL
       RETURNING t.id, t.user_id AS "userId", t.family_id AS "familyId", t.session_epoch AS "sessionEpoch"`,
      [tokenHash, now],
    );
    return rows[0][0];
  }

  async setReplacedBy(manager: EntityManager, id: string, successorId: string): Promise<void> {
    await manager.query(`UPDATE auth_tokens SET replaced_by = $2 WHERE id = $1`, [id, successorId]);
  }

  /** The token with this hash, locked for the rest of the transaction (its user's row is read, not locked). */
  async lockByHash(manager: EntityManager, tokenHash: string): Promise<AuthTokenLink | undefined> {
    const rows = await manager.query<AuthTokenLink[]>(
      `SELECT ${LINK_COLUMNS} FROM auth_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token = $1 FOR UPDATE OF t`,
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

  /**
   * Marks the user's tokens revoked, for the record: what ends them is the session epoch moving on in the same
   * transaction. Rows a rotation holds locked right now are skipped (SKIP LOCKED) rather than waited for: waiting could
   * deadlock against a rotation following its chain (it locks old then new, this statement goes in table order), and
   * those rows are of the old epoch anyway.
   */
  async revokeAllOfUser(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE auth_tokens SET revoked_at = $2
        WHERE id IN (SELECT id FROM auth_tokens WHERE user_id = $1 AND revoked_at IS NULL FOR UPDATE SKIP LOCKED)`,
      [userId, now],
    );
  }
}
