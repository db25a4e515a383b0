import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type PrivacyRequestKind = 'export' | 'deletion';

/**
 * A request's state as stored. An export is `preparing` until its archive is stored (`ready`, until its link
 * expires) or it gives up (`failed`); a deletion waits for its emailed link (`awaiting_confirmation`, `superseded`
 * by a newer request), then is `confirmed` (the job is queued) and `completed`.
 */
export type PrivacyRequestState =
  'preparing' | 'ready' | 'failed' | 'awaiting_confirmation' | 'superseded' | 'confirmed' | 'completed';

export interface PrivacyRequestRow {
  id: string;
  kind: PrivacyRequestKind;
  state: PrivacyRequestState;
  userId: string;
  tokenExpiresAt: Date | null;
  archiveKey: string | null;
  archiveBytes: number | null;
  linkExpiresAt: Date | null;
  createdAt: Date;
  confirmedAt: Date | null;
  completedAt: Date | null;
  error: string | null;
}

/** A request as staff list it: with the account's email while the account exists. */
export interface StaffPrivacyRequestRow extends PrivacyRequestRow {
  email: string | null;
}

const COLUMNS = `r.id, r.kind, r.state, r.user_id AS "userId", r.token_expires_at AS "tokenExpiresAt",
  r.archive_key AS "archiveKey", r.archive_bytes AS "archiveBytes", r.link_expires_at AS "linkExpiresAt",
  r.created_at AS "createdAt", r.confirmed_at AS "confirmedAt", r.completed_at AS "completedAt", r.error`;

/** The one reader and writer of `privacy_requests` (the privacy module owns it). */
@Injectable()
export class PrivacyRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager | DataSource {
    return manager ?? this.dataSource;
  }

  async insert(
    manager: EntityManager,
    request: { kind: PrivacyRequestKind; state: PrivacyRequestState; userId: string; createdAt: Date },
  ): Promise<PrivacyRequestRow> {
    const [row] = await manager.query<PrivacyRequestRow[]>(
      `INSERT INTO privacy_requests AS r (kind, state, user_id, created_at) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [request.kind, request.state, request.userId, request.createdAt],
    );
    if (!row) throw new Error('privacy request insert returned no row');
    return row;
  }

  async find(id: string, manager?: EntityManager): Promise<PrivacyRequestRow | undefined> {
    const [row] = await this.db(manager).query<PrivacyRequestRow[]>(
      `SELECT ${COLUMNS} FROM privacy_requests r WHERE r.id = $1`,
      [id],
    );
    return row;
  }

  /** The user's export still being prepared, if any (one at a time). */
  async preparingExportOf(manager: EntityManager, userId: string): Promise<PrivacyRequestRow | undefined> {
    const [row] = await manager.query<PrivacyRequestRow[]>(
      `SELECT ${COLUMNS} FROM privacy_requests r WHERE r.user_id = $1 AND r.kind = 'export' AND r.state = 'preparing'
        ORDER BY r.created_at DESC LIMIT 1`,
      [userId],
    );
    return row;
  }

  /** The user's requests, newest first. */
  async ofUser(userId: string, manager?: EntityManager): Promise<PrivacyRequestRow[]> {
    return this.db(manager).query<PrivacyRequestRow[]>(
      `SELECT ${COLUMNS} FROM privacy_requests r WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id`,
      [userId],
    );
  }

  /** Deletion requests of the user still waiting for their link are superseded by a new one. */
  async supersedeWaitingDeletions(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE privacy_requests SET state = 'superseded', token_hash = NULL
        WHERE user_id = $1 AND kind = 'deletion' AND state = 'awaiting_confirmation'`,
      [userId],
    );
  }

  /** A new confirmation secret (its hash) for a deletion still waiting; false when it no longer waits. */
  async setToken(id: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown, number]>(
      `UPDATE privacy_requests SET token_hash = $2, token_expires_at = $3
        WHERE id = $1 AND state = 'awaiting_confirmation'`,
      [id, tokenHash, expiresAt],
    );
    return count > 0;
  }

  /** The deletion request of a confirmation secret's hash, locked for the rest of the transaction. */
  async lockByToken(manager: EntityManager, tokenHash: string): Promise<PrivacyRequestRow | undefined> {
    const [row] = await manager.query<PrivacyRequestRow[]>(
      `SELECT ${COLUMNS} FROM privacy_requests r WHERE r.token_hash = $1 AND r.kind = 'deletion' FOR UPDATE`,
      [tokenHash],
    );
    return row;
  }

  async markConfirmed(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.query(`UPDATE privacy_requests SET state = 'confirmed', confirmed_at = $2 WHERE id = $1`, [
      id,
      at,
    ]);
  }

  async markReady(id: string, archive: { key: string; bytes: number; linkExpiresAt: Date }, at: Date) {
    await this.dataSource.query(
      `UPDATE privacy_requests SET state = 'ready', archive_key = $2, archive_bytes = $3, link_expires_at = $4,
              completed_at = $5, error = NULL
        WHERE id = $1`,
      [id, archive.key, archive.bytes, archive.linkExpiresAt, at],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE privacy_requests SET state = 'failed', error = $2 WHERE id = $1`, [
      id,
      error.slice(0, 1000),
    ]);
  }

  async markCompleted(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.query(`UPDATE privacy_requests SET state = 'completed', completed_at = $2 WHERE id = $1`, [
      id,
      at,
    ]);
  }

  /** The archives of the user's exports (the deletion removes them from storage). */
  async archiveKeysOf(userId: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ key: string }[]>(
      `SELECT archive_key AS key FROM privacy_requests WHERE user_id = $1 AND archive_key IS NOT NULL`,
      [userId],
    );
    return rows.map((row) => row.key);
  }

  /** Forgets the archives of the user's exports (their files are deleted); the requests themselves stay. */
  async forgetArchivesOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE privacy_requests SET archive_key = NULL WHERE user_id = $1`, [userId]);
  }

  /** Ready exports whose link has expired and whose archive is still stored, oldest first. */
  async expiredArchives(now: Date, limit = 100): Promise<{ id: string; archiveKey: string }[]> {
    return this.dataSource.query<{ id: string; archiveKey: string }[]>(
      `SELECT id, archive_key AS "archiveKey" FROM privacy_requests
        WHERE kind = 'export' AND archive_key IS NOT NULL AND link_expires_at <= $1
        ORDER BY link_expires_at LIMIT $2`,
      [now, limit],
    );
  }

  async forgetArchive(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE privacy_requests SET archive_key = NULL WHERE id = $1`, [id]);
  }

  /** A page of every request for staff, newest first, optionally of one kind; with the total. */
  async page(options: {
    kind?: PrivacyRequestKind;
    limit: number;
    offset: number;
  }): Promise<{ rows: StaffPrivacyRequestRow[]; total: number }> {
    const where = options.kind ? `WHERE r.kind = $3` : '';
    const params: unknown[] = [options.limit, options.offset, ...(options.kind ? [options.kind] : [])];
    const rows = await this.dataSource.query<StaffPrivacyRequestRow[]>(
      `SELECT ${COLUMNS}, u.email FROM privacy_requests r LEFT JOIN users u ON u.id = r.user_id ${where}
        ORDER BY r.created_at DESC, r.id LIMIT $1 OFFSET $2`,
      params,
    );
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM privacy_requests r ${options.kind ? 'WHERE r.kind = $1' : ''}`,
      options.kind ? [options.kind] : [],
    );
    return { rows, total: count?.total ?? 0 };
  }
}
