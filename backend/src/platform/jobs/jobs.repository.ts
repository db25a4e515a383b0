import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import type { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import type { Job } from './job-queue';

export type OutboxJobStatus = 'pending' | 'running' | 'done' | 'failed';

/** A row of `outbox_jobs` (no TypeORM entity: the queue is written only through this repository). */
export interface OutboxJob {
  id: string;
  kind: Job;
  orderId: string;
  status: OutboxJobStatus;
  attempts: number;
  runAfter: Date;
  lockedUntil: Date | null;
  /** The lease owner (an JobQueue process id) while running. */
  lockedBy: string | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The queue of one kind at this moment (see {@link JobsRepository.stats}). */
export interface JobKindStats {
  kind: string;
  due: number;
  scheduled: number;
  running: number;
  failed: number;
  oldestDueSeconds: number;
}

/** A job claimed for running, with the time its lease began (text: the database's timestamp to the microsecond). */
export type ClaimedJob = Pick<OutboxJob, 'id' | 'kind' | 'orderId' | 'attempts'> & { leasedAt: string };

/** A job as staff see it: its row and its order's public hash. */
export type OutboxJobWithOrder = Omit<OutboxJob, 'lockedUntil' | 'lockedBy'> & { orderHash: string | null };

/** The columns staff see, under their OutboxJob property names (`j` is the job, `o` its order). */
const JOB_WITH_ORDER_COLUMNS = `j.id, j.kind, j.order_id AS "orderId", o.order_hash AS "orderHash", j.status, j.attempts,
  j.run_after AS "runAfter", j.last_error AS "lastError", j.created_at AS "createdAt", j.updated_at AS "updatedAt"`;

/** One job of an order as the staff timeline shows it. */
export interface OrderJobRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  runAfter: Date;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The one writer and reader of `outbox_jobs` (the job queue; the payments module's JobsModule owns the table,
 * {@link OutboxJob} is its row type). JobQueue runs the queue; the dev tools list and retry jobs through here.
 */
@Injectable()
export class JobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  get available(): boolean {
    return this.dataSource.isInitialized;
  }

  /** Queues the kinds for the order inside the caller's transaction; a kind already queued is left as it is. */
  async enqueue(
    manager: EntityManager,
    orderId: string,
    kinds: readonly Job[],
    delaySeconds: number,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO outbox_jobs (kind, order_id, run_after)
       SELECT unnest($1::varchar[]), $2, now() + ($3::int * interval '1 second')
       ON CONFLICT ON CONSTRAINT outbox_jobs_kind_order_key DO NOTHING`,
      [kinds, orderId, delaySeconds],
    );
  }

  /** Makes a waiting (pending) job of the order due now, in the caller's transaction; false when none waits. */
  async runNow(manager: EntityManager, orderId: string, kind: Job): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(
      `WITH due AS (
         UPDATE outbox_jobs SET run_after = now(), updated_at = now()
          WHERE kind = $1 AND order_id = $2 AND status = 'pending' RETURNING id)
       SELECT id FROM due`,
      [kind, orderId],
    );
    return rows.length > 0;
  }

  /** Every job of one order (any state), oldest first: the staff order page's timeline. */
  ofOrder(orderId: string): Promise<OrderJobRow[]> {
    return this.dataSource.query<OrderJobRow[]>(
      `SELECT id, kind, status, attempts, run_after AS "runAfter", last_error AS "lastError",
              created_at AS "createdAt", updated_at AS "updatedAt"
         FROM outbox_jobs WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
  }

  /** The (kind, order) job back to pending with no attempts, due now, whatever its state unless running. */
  async resetOrInsert(orderId: string, kind: Job): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO outbox_jobs (kind, order_id, run_after) VALUES ($1, $2, now())
       ON CONFLICT ON CONSTRAINT outbox_jobs_kind_order_key DO UPDATE
         SET status = 'pending', attempts = 0, run_after = now(), locked_until = NULL, locked_by = NULL,
             last_error = NULL, updated_at = now()
       WHERE outbox_jobs.status <> 'running'`,
      [kind, orderId],
    );
  }

  /**
   * Claims up to `batch` due jobs (optionally of one order) for `owner` under a lease of `leaseSeconds`:
   * `FOR UPDATE SKIP LOCKED`, so concurrent workers never take the same job.
   */
  claim(options: {
    orderId?: string;
    leaseSeconds: number;
    owner: string;
    batch: number;
  }): Promise<ClaimedJob[]> {
    return this.dataSource.query<ClaimedJob[]>(
      // A CTE so that the driver returns the rows (a bare UPDATE ... RETURNING answers [rows, count]).
      `WITH claimed AS (
       UPDATE outbox_jobs j
          SET status = 'running', attempts = j.attempts + 1, locked_until = now() + ($2::int * interval '1 second'),
              locked_by = $3::uuid, updated_at = now()
        WHERE j.id IN (
          SELECT id FROM outbox_jobs
           WHERE ((status = 'pending' AND run_after <= now()) OR (status = 'running' AND locked_until < now()))
             AND ($1::uuid IS NULL OR order_id = $1::uuid)
           ORDER BY run_after
           LIMIT $4
           FOR UPDATE SKIP LOCKED)
          -- Again on the row being updated: a job another worker claimed and committed between this subquery's
          -- snapshot and the update is re-checked here (PostgreSQL re-evaluates these conditions on the new row
          -- version, not the subquery's), so it is never claimed twice.
          AND ((j.status = 'pending' AND j.run_after <= now()) OR (j.status = 'running' AND j.locked_until < now()))
        RETURNING j.id, j.kind, j.order_id AS "orderId", j.attempts, now()::text AS "leasedAt")
       SELECT * FROM claimed`,
      [options.orderId ?? null, options.leaseSeconds, options.owner, options.batch],
    );
  }

  /** Hands back the running jobs leased by `owner` except `keep` (pending, due now). */
  async releaseLeases(owner: string, keep: readonly string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_jobs SET status = 'pending', locked_until = NULL, locked_by = NULL, run_after = now(),
              updated_at = now()
        WHERE status = 'running' AND locked_by = $1::uuid AND NOT (id = ANY($2::uuid[]))`,
      [owner, [...keep]],
    );
  }

  async markDone(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_jobs SET status = 'done', locked_until = NULL, last_error = NULL, updated_at = now()
        WHERE id = $1`,
      [id],
    );
  }

  /** After a failed attempt: pending again in `delaySeconds`, or parked as failed; keeps the error. */
  async markAttemptFailed(
    id: string,
    status: 'pending' | 'failed',
    lastError: string,
    delaySeconds: number,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_jobs
          SET status = $2, locked_until = NULL, last_error = $3,
              run_after = now() + ($4::int * interval '1 second'), updated_at = now()
        WHERE id = $1`,
      [id, status, lastError, delaySeconds],
    );
  }

  /** Jobs in these states, failed first then most recently updated, at most 200. */
  listByStatus(statuses: readonly OutboxJobStatus[]): Promise<OutboxJobWithOrder[]> {
    return this.dataSource.query<OutboxJobWithOrder[]>(
      `SELECT ${JOB_WITH_ORDER_COLUMNS}
         FROM outbox_jobs j LEFT JOIN orders o ON o.id = j.order_id
        WHERE j.status = ANY($1::varchar[])
        ORDER BY (j.status = 'failed') DESC, j.updated_at DESC
        LIMIT 200`,
      [statuses],
    );
  }

  /** A failed job back to pending with fresh attempts, due now; undefined when the job is not failed (or unknown). */
  async resetFailed(id: string): Promise<OutboxJobWithOrder | undefined> {
    const [row] = await this.dataSource.query<OutboxJobWithOrder[]>(
      `WITH j AS (UPDATE outbox_jobs SET status = 'pending', attempts = 0, run_after = now(), locked_until = NULL,
                         locked_by = NULL, updated_at = now()
                   WHERE id = $1 AND status = 'failed'
                   RETURNING *)
       SELECT ${JOB_WITH_ORDER_COLUMNS} FROM j LEFT JOIN orders o ON o.id = j.order_id`,
      [id],
    );
    return row;
  }

  async statusOf(id: string): Promise<OutboxJobStatus | undefined> {
    const [row] = await this.dataSource.query<Pick<OutboxJob, 'status'>[]>(
      `SELECT status FROM outbox_jobs WHERE id = $1`,
      [id],
    );
    return row?.status;
  }

  /**
   * Deletes up to `batch` done jobs that finished (`updated_at`, set by markDone) before `finishedBefore`; resolves
   * with how many. Failed jobs stay for staff, pending and running ones are the queue. A job being changed meanwhile
   * (a requeue) is skipped, and one that is no longer done by the time it is deleted is kept.
   */
  async deleteDoneBefore(finishedBefore: Date, batch: number): Promise<number> {
    const [row] = await this.dataSource.query<{ deleted: number }[]>(
      `WITH deleted AS (
       DELETE FROM outbox_jobs
        WHERE id IN (
          SELECT id FROM outbox_jobs
           WHERE status = 'done' AND updated_at < $1
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
          -- Again on the row being deleted, as in claim(): a requeue committed after this statement's snapshot.
          AND status = 'done' AND updated_at < $1
        RETURNING id)
       SELECT count(*)::int AS deleted FROM deleted`,
      [finishedBefore, batch],
    );
    return row?.deleted ?? 0;
  }

  /**
   * The queue by kind, for the metrics: due (pending, run_after passed), scheduled (pending, later), running and
   * failed (gave up) jobs, and how long the oldest due job has waited (done jobs are left out).
   */
  async stats(): Promise<JobKindStats[]> {
    const rows = await this.dataSource.query<Record<keyof JobKindStats, string | number | null>[]>(
      `SELECT kind,
              count(*) FILTER (WHERE status = 'pending' AND run_after <= now())::int AS due,
              count(*) FILTER (WHERE status = 'pending' AND run_after > now())::int AS scheduled,
              count(*) FILTER (WHERE status = 'running')::int AS running,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              COALESCE(EXTRACT(EPOCH FROM now() - min(run_after) FILTER (WHERE status = 'pending' AND run_after <= now())), 0)::float8
                AS "oldestDueSeconds"
         FROM outbox_jobs WHERE status <> 'done' GROUP BY kind`,
    );
    return rows.map((row) => ({
      kind: String(row.kind),
      due: Number(row.due),
      scheduled: Number(row.scheduled),
      running: Number(row.running),
      failed: Number(row.failed),
      oldestDueSeconds: Number(row.oldestDueSeconds),
    }));
  }

  /** Runs `work` on one replica at a time (session advisory lock `key`); undefined when another holds it. */
  exclusively<T>(lockKey: AdvisoryLockKey, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    return withAdvisoryLock(this.dataSource, lockKey, work);
  }
}
