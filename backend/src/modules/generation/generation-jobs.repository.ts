import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { GenerationJobEntity } from './generation-job.entity';

/**
 * A generation attempt as it starts (status running). `createdAt` is the Clock's time: the limit window is measured
 * on the same clock (not the database's), so the two can never disagree.
 */
export type NewGenerationJob = Pick<
  GenerationJobEntity,
  'id' | 'userId' | 'sessionId' | 'style' | 'isRevision' | 'createdAt'
>;

/**
 * The one writer and reader of `generation_jobs` (the generation module owns the table; {@link GenerationJobEntity}
 * is its row type). The limit checks run inside the caller's transaction (`manager`), under the user's lock.
 */
@Injectable()
export class GenerationJobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The stored preview frames of the user's generations (the account deletion removes them with the artworks). */
  async previewPathsOfUser(userId: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ path: string }[]>(
      `SELECT preview_path AS path FROM generation_jobs WHERE user_id = $1 AND preview_path IS NOT NULL`,
      [userId],
    );
    return rows.map((row) => row.path);
  }

  /** Serialises the generation checks of one user (transaction-scoped advisory lock, released at commit). */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('generation:' || $1::text))`, [userId]);
  }

  /** When the user's newest attempts (at most `limit`) created after `since` started, newest first. */
  async startedSince(manager: EntityManager, userId: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await manager.query<Pick<GenerationJobEntity, 'createdAt'>[]>(
      `SELECT created_at AS "createdAt" FROM generation_jobs WHERE user_id = $1 AND created_at > $2
       ORDER BY created_at DESC LIMIT $3`,
      [userId, since, limit],
    );
    return rows.map((row) => row.createdAt);
  }

  /** True when a revision of the session started after `since` is still running. */
  async revisionRunningSince(manager: EntityManager, sessionId: string, since: Date): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM generation_jobs WHERE session_id = $1 AND is_revision AND status = 'running'
         AND created_at > $2 LIMIT 1`,
      [sessionId, since],
    );
    return rows.length > 0;
  }

  async insertRunning(manager: EntityManager, job: NewGenerationJob): Promise<void> {
    await manager.query(
      `INSERT INTO generation_jobs (id, user_id, session_id, style, is_revision, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'running', $6)`,
      [job.id, job.userId, job.sessionId, job.style, job.isRevision, job.createdAt],
    );
  }

  /**
   * Records a newer partial frame of a running job: an older or late frame never replaces a newer one, and a finished
   * job takes none. True when recorded.
   */
  async recordPreview(id: string, path: string, index: number): Promise<boolean> {
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE generation_jobs SET preview_path = $2, preview_index = $3
        WHERE id = $1 AND status = 'running' AND (preview_index IS NULL OR preview_index < $3)`,
      [id, path, index],
    );
    return affected > 0;
  }

  /** A job's status and newest partial frame; undefined when there is no such job. */
  async previewOf(
    id: string,
  ): Promise<Pick<GenerationJobEntity, 'status' | 'previewPath' | 'previewIndex'> | undefined> {
    const rows = await this.dataSource.query<
      Pick<GenerationJobEntity, 'status' | 'previewPath' | 'previewIndex'>[]
    >(
      `SELECT status, preview_path AS "previewPath", preview_index AS "previewIndex" FROM generation_jobs WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  async markCompleted(manager: EntityManager, id: string, durationMs: number): Promise<void> {
    await manager.query(`UPDATE generation_jobs SET status = 'completed', duration_ms = $2 WHERE id = $1`, [
      id,
      durationMs,
    ]);
  }

  async markFailed(id: string, errorType: string, durationMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE generation_jobs SET status = 'failed', error_type = $2, duration_ms = $3 WHERE id = $1`,
      [id, errorType, durationMs],
    );
  }
}
