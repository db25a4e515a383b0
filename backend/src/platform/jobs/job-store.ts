import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_SCHEMA } from './job-engine';

/** A job as staff see it in the jobs list: queued, running, failed (an attempt failed, a retry waits) or dead. */
export type JobState = 'queued' | 'running' | 'failed' | 'dead' | 'done' | 'cancelled';

/** One job of the engine, as staff and the order page read it. */
export interface StoredJob {
  id: string;
  kind: string;
  state: JobState;
  /** The order it is about: the one its payload names, or the order of the claim it names. */
  orderId: string | null;
  orderHash: string | null;
  /** The order's number as people read it (PA-7K3M9X). */
  orderNumber: string | null;
  attempts: number;
  /** When it runs (next): its first run, or its next retry. */
  runAfter: Date;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The queue by kind at this moment, for the metrics. */
export interface JobKindStats {
  kind: string;
  queued: number;
  scheduled: number;
  running: number;
  failed: number;
  dead: number;
  oldestDueSeconds: number;
}

/** The engine's states in ours (`retry` is an attempt that failed and waits for the next). */
const STATE = `CASE j.state WHEN 'created' THEN 'queued' WHEN 'retry' THEN 'failed' WHEN 'active' THEN 'running'
  WHEN 'failed' THEN 'dead' WHEN 'completed' THEN 'done' ELSE j.state::text END`;
/** Attempts made so far: the engine counts retries, and only from the second start on. */
const ATTEMPTS = `CASE WHEN j.started_on IS NULL THEN 0 ELSE j.retry_count + 1 END`;
/** The error of the last failed attempt (what the worker stored as the job's output). */
const LAST_ERROR = `CASE WHEN j.state IN ('retry', 'failed') OR (j.state = 'created' AND j.retry_count > 0)
  THEN COALESCE(j.output->>'message', j.output::text) END`;
const COLUMNS = `j.id, j.name AS kind, ${STATE} AS state,
  COALESCE(j.data->>'orderId', jc.order_id::text) AS "orderId", o.order_hash AS "orderHash",
  o.order_number AS "orderNumber", ${ATTEMPTS} AS attempts, j.start_after AS "runAfter", ${LAST_ERROR} AS "lastError", j.created_on AS "createdAt",
  COALESCE(j.completed_on, j.started_on, j.created_on) AS "updatedAt"`;
/**
 * A job's order: the one its payload names, or the order of the claim it names (a claim's email, its reprint and the
 * reprint's milestones), so staff find a reprint's jobs by the order's number too.
 */
const FROM = `${JOB_SCHEMA}.job j
  LEFT JOIN claims jc ON j.data->>'orderId' IS NULL AND jc.id::text = j.data->>'claimId'
  LEFT JOIN orders o ON o.id::text = COALESCE(j.data->>'orderId', jc.order_id::text)`;

/** The states staff list jobs by. */
export type ListedState = Exclude<JobState, 'done' | 'cancelled'>;

/** Our states back to the engine's. */
const ENGINE_STATES: Record<ListedState, string> = {
  queued: 'created',
  running: 'active',
  failed: 'retry',
  dead: 'failed',
};

/** Jobs of the kinds in $1 (of the order in $2, when not null) that run or are due to run. */
const BUSY_JOBS = `WHERE name = ANY($1::text[]) AND ($2::text IS NULL OR data->>'orderId' = $2)
  AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`;

/**
 * Reads of the engine's job table for people and probes: the staff jobs list, an order's jobs, the metrics, and
 * whether work is still due (tests, shutdown). The engine alone queues, claims and settles jobs (JobQueue).
 */
@Injectable()
export class JobStore {
  constructor(private readonly dataSource: DataSource) {}

  get available(): boolean {
    return this.dataSource.isInitialized;
  }

  /** Jobs in these states of the given kinds, dead first then most recent, at most 200. */
  list(states: readonly ListedState[], kinds: readonly string[]): Promise<StoredJob[]> {
    return this.dataSource.query<StoredJob[]>(
      `SELECT ${COLUMNS} FROM ${FROM}
        WHERE j.state::text = ANY($1::text[]) AND j.name = ANY($2::text[])
        ORDER BY (j.state = 'failed') DESC, COALESCE(j.completed_on, j.started_on, j.created_on) DESC
        LIMIT 200`,
      [states.map((state) => ENGINE_STATES[state]), [...kinds]],
    );
  }

  /** One job by id (of one of the given kinds). */
  async find(id: string, kinds: readonly string[]): Promise<StoredJob | undefined> {
    const [row] = await this.dataSource.query<StoredJob[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE j.id = $1 AND j.name = ANY($2::text[])`,
      [id, [...kinds]],
    );
    return row;
  }

  /** Every job of one order (any state), oldest first: the staff order page's timeline. */
  ofOrder(orderId: string): Promise<StoredJob[]> {
    return this.dataSource.query<StoredJob[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE j.data->>'orderId' = $1 ORDER BY j.created_on, j.id`,
      [orderId],
    );
  }

  /** Every job about one claim (any state) with its payload, oldest first: the staff reprint page's timeline. */
  ofClaim(claimId: string): Promise<(StoredJob & { data: Record<string, unknown> })[]> {
    return this.dataSource.query<(StoredJob & { data: Record<string, unknown> })[]>(
      `SELECT ${COLUMNS}, j.data FROM ${FROM} WHERE j.data->>'claimId' = $1 ORDER BY j.created_on, j.id`,
      [claimId],
    );
  }

  /** When this attempt of the job started, by the database's clock to the microsecond (see JobAttempt). */
  async startedAt(kind: string, id: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query<{ startedOn: string | null }[]>(
      `SELECT started_on::text AS "startedOn" FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2`,
      [kind, id],
    );
    return row?.startedOn ?? undefined;
  }

  /** True while a job of these kinds (of one order, when given) runs or is due to run. */
  async busy(kinds: readonly string[], orderId?: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ busy: boolean }[]>(
      `SELECT EXISTS (
         SELECT 1 FROM ${JOB_SCHEMA}.job
          ${BUSY_JOBS}) AS busy`,
      [[...kinds], orderId ?? null],
    );
    return row?.busy ?? false;
  }

  /** The running or due jobs of these kinds (of one order if given), each with its state, retries and last output. */
  busyJobs(
    kinds: readonly string[],
    orderId?: string,
  ): Promise<{ kind: string; state: string; retries: number; output: unknown }[]> {
    return this.dataSource.query(
      `SELECT name AS kind, state, retry_count AS retries, output FROM ${JOB_SCHEMA}.job
        ${BUSY_JOBS}`,
      [[...kinds], orderId ?? null],
    );
  }

  /** The ids and kinds of the waiting jobs (queued or failed, not running) of these kinds, of one order if given. */
  waiting(kinds: readonly string[], orderId?: string): Promise<{ id: string; kind: string }[]> {
    return this.dataSource.query<{ id: string; kind: string }[]>(
      `SELECT id, name AS kind FROM ${JOB_SCHEMA}.job
        WHERE name = ANY($1::text[]) AND ($2::text IS NULL OR data->>'orderId' = $2) AND state IN ('created', 'retry')`,
      [[...kinds], orderId ?? null],
    );
  }

  /**
   * The queued jobs of these kinds that wait for a later time (a delay, not a retry's backoff), each with the seconds
   * it still waits by the database's clock, which is the engine's.
   */
  delayed(kinds: readonly string[]): Promise<{ id: string; kind: string; waitSeconds: number }[]> {
    return this.dataSource.query<{ id: string; kind: string; waitSeconds: number }[]>(
      `SELECT id, name AS kind, EXTRACT(EPOCH FROM start_after - now())::float8 AS "waitSeconds"
         FROM ${JOB_SCHEMA}.job
        WHERE name = ANY($1::text[]) AND state = 'created' AND start_after > now()`,
      [[...kinds]],
    );
  }

  /**
   * The queue by kind, for the metrics: queued (due), scheduled (later), running, failed (waiting to retry) and dead
   * jobs, and how long the oldest due job has waited. Finished jobs and the engine's own queues are left out.
   */
  async stats(): Promise<JobKindStats[]> {
    const rows = await this.dataSource.query<Record<keyof JobKindStats, string | number | null>[]>(
      `SELECT name AS kind,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS queued,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now())::int AS scheduled,
              count(*) FILTER (WHERE state = 'active')::int AS running,
              count(*) FILTER (WHERE state = 'retry')::int AS failed,
              count(*) FILTER (WHERE state = 'failed')::int AS dead,
              COALESCE(EXTRACT(EPOCH FROM now() - min(start_after)
                FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS "oldestDueSeconds"
         FROM ${JOB_SCHEMA}.job
        WHERE name NOT LIKE '\\_\\_pgboss%' AND state IN ('created', 'retry', 'active', 'failed')
        GROUP BY name`,
    );
    return rows.map((row) => ({
      kind: String(row.kind),
      queued: Number(row.queued),
      scheduled: Number(row.scheduled),
      running: Number(row.running),
      failed: Number(row.failed),
      dead: Number(row.dead),
      oldestDueSeconds: Number(row.oldestDueSeconds),
    }));
  }
}
