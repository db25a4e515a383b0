import { createHash } from 'node:crypto';
import { PgBoss, type Db as IDatabase } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';

/** The engine's schema (its own tables, beside ours; installed by our migrations). */
export const JOB_SCHEMA = 'pgboss';

/** The application_name of the engine's connections (pg_stat_activity tells them from the API's). */
export const JOB_ENGINE_APPLICATION_NAME = 'petart-jobs';

/** After this many attempts a job is dead (kept for staff with its error; a retry from the admin starts it again). */
export const MAX_ATTEMPTS = 8;

/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_SECONDS = 3600;

/**
 * The id of the one job of a kind for a key (an order, a claim's decision, a tick): derived from both, so that queuing
 * it again while it exists is a no-op (the engine ignores an insert of a known id).
 */
export function jobIdOf(kind: string, key: string): string {
  const hex = createHash('sha1').update(`petart-job:${kind}:${key}`).digest('hex');
  // A name-based (version 5) UUID.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The id of a job about an order: one job per kind and order. */
export function orderJobId(kind: string, orderId: string): string {
  return jobIdOf(kind, orderId);
}

/** A cron expression for every `minutes` minutes (whole hours above an hour), on the clock. */
export function cronEvery(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/** A queue's settings at the engine. */
export interface QueueOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: true;
  retryDelayMax: number;
  expireInSeconds: number;
  deleteAfterSeconds: number;
  notify: true;
}

/**
 * What every queue is created with: MAX_ATTEMPTS attempts, retried after `retryDelaySeconds` doubling up to an hour,
 * lost (its process died) after `leaseSeconds`, kept `retentionDays` once finished (0: for ever), and a NOTIFY on
 * every insert so that idle workers wake at once.
 */
export function queueOptions(config: Pick<AppConfig, 'jobs' | 'outbox'>): QueueOptions {
  return {
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: config.jobs.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: MAX_RETRY_DELAY_SECONDS,
    expireInSeconds: config.jobs.leaseSeconds,
    deleteAfterSeconds: config.outbox.retentionDays * 24 * 3600,
    notify: true,
  };
}

/** Whether a stored queue already has these settings, so that a start writes nothing for it. */
export function sameSettings(queue: { [K in keyof QueueOptions]?: unknown }, options: QueueOptions): boolean {
  return (Object.keys(options) as (keyof QueueOptions)[]).every((key) => queue[key] === options[key]);
}

/** The engine on the app's database: its own small pool, LISTEN/NOTIFY, supervision and schedules on. */
export function createJobEngine(url: string, config: Pick<AppConfig, 'jobs'>): PgBoss {
  return new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    application_name: JOB_ENGINE_APPLICATION_NAME,
    max: 4,
    useListenNotify: true,
    supervise: true,
    schedule: true,
    superviseIntervalSeconds: config.jobs.superviseSeconds,
    // Jobs past their lease are failed (and retried) by the engine's monitor pass, which runs every 60 s unless told:
    // it runs as often as the supervision, so a job of a process that died is looked for every superviseSeconds.
    monitorIntervalSeconds: config.jobs.superviseSeconds,
    cronMonitorIntervalSeconds: config.jobs.cronSeconds,
    cronWorkerIntervalSeconds: config.jobs.cronSeconds,
    // The engine's own telemetry stays off: our metrics read the queue (JobMetrics).
    persistWarnings: false,
  });
}

/**
 * The engine's statements run on the caller's transaction (its EntityManager's query runner), so jobs exist exactly
 * when the caller's change commits, and its NOTIFY is delivered at that commit.
 */
export function inTransaction(manager: EntityManager): IDatabase {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('Jobs are queued inside a transaction: pass its EntityManager');
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await runner.query(text, values, true);
      return { rows: (result.records ?? []) as unknown[] };
    },
  };
}
