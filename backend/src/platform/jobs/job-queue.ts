import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { Metrics } from '../observability/metrics';
import {
  Job,
  JOB_FAILURE_SINK,
  JOBS,
  SCHEDULED_JOBS,
  type JobFailureSink,
  type JobHandler,
  type JobPayload,
  type OrderJob,
  type OtherJob,
  type ScheduledJob,
} from './job';
import {
  createJobEngine,
  cronEvery,
  inTransaction,
  jobIdOf,
  orderJobId,
  queueOptions,
  sameSettings,
} from './job-engine';
import { JobStore, type StoredJob } from './job-store';

export { Job, OtherJob, ScheduledJob } from './job';
export { MAX_ATTEMPTS, orderJobId } from './job-engine';

/** The jobs queued in the payment transaction. */
export const PAID_ORDER_JOB_KINDS: readonly OrderJob[] = [
  Job.TaxTransaction,
  Job.Fulfilment,
  Job.ConfirmationEmail,
];

/** The order a job is about, if it is about one. */
function orderOf(payload: JobPayload | undefined): string | null {
  return payload && 'orderId' in payload ? payload.orderId : null;
}

/** The jobs a delay can postpone: all but the recurring tasks, whose ticks the engine's schedule times. */
const DELAYABLE: readonly Job[] = JOBS.filter((kind) => !(SCHEDULED_JOBS as readonly Job[]).includes(kind));

/** Ticks of a sub-minute recurring task queued ahead. */
const TICKS_AHEAD = 3;

/**
 * "Due now" for the engine's update: 0 seconds after the database's now(), which inside a transaction is when it
 * began. The engine wakes a worker (NOTIFY) only for a job due by its now(); a JavaScript `new Date()` is later than a
 * transaction's start, so such a job was left to the next poll (30 s by default).
 */
const DUE_NOW = 0;

/** Jobs a worker fetches at once (run side by side, each settled on its own). */
const BATCH = 5;

/**
 * Our face of the job engine (pg-boss, docs/decisions.md D-230): modules queue jobs by name inside their transaction,
 * and handle them with `@OnJob(Job.X)`; nothing else of the engine shows. The engine wakes a worker on every insert
 * (LISTEN/NOTIFY, delivered at the caller's commit), claims each job for one worker at a time, retries a failed one
 * with backoff (MAX_ATTEMPTS attempts, then dead: kept for staff with its error, JOB_FAILURE_SINK told), and retries
 * a job whose process died once its lease has passed. Every handler is idempotent on its own (per-order submission
 * lock, lifecycle, notification claims), so a job run twice after a lost lease submits nothing twice.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly handlers = new Map<Job, JobHandler>();
  /** The period of each recurring task, in seconds (see {@link every}). */
  private readonly periods = new Map<ScheduledJob, number>();
  private engine: PgBoss | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: JobStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
    /** Where jobs that give up are reported (the error logs: staff see them in the Dev tab). */
    @Optional() @Inject(JOB_FAILURE_SINK) private readonly failures?: JobFailureSink,
  ) {}

  /** Registers the handler of a job (JobHandlerExplorer registers every `@OnJob` method at start-up). */
  register(kind: Job, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Runs a recurring task every `seconds` (its `@OnJob` handler), each tick once across replicas; 0 or less: never.
   * Called by its owner before start-up (onModuleInit). A period of whole minutes is the engine's schedule (a cron
   * expression: ticks on the clock's minutes); a shorter one (the local print simulator, tests) is a chain of jobs,
   * one per period, whose id is derived from the tick, so replicas queuing the same tick make one job.
   */
  every(kind: ScheduledJob, seconds: number): void {
    if (seconds > 0) this.periods.set(kind, seconds);
    else this.periods.delete(kind);
  }

  /** Starts the engine once every handler is registered: its queues, a worker per job, then the schedules. */
  async onApplicationBootstrap(): Promise<void> {
    const url = this.config.database.url;
    if (!this.dataSource.isInitialized || url === undefined) return;
    const engine = createJobEngine(url, this.config);
    engine.on('error', (error: Error) => this.logger.error(`Job engine: ${error.message}`));
    await engine.start();
    // Before the first worker: a handler queues its follow-ups through this face.
    this.engine = engine;
    // One read of every queue, then a write only where it is missing or its settings changed (a redeploy).
    const options = queueOptions(this.config);
    const queues = new Map((await engine.getQueues([...JOBS])).map((queue) => [queue.name, queue]));
    for (const kind of JOBS) {
      const queue = queues.get(kind);
      if (!queue) await engine.createQueue(kind, options);
      else if (!sameSettings(queue, options)) await engine.updateQueue(kind, options);
    }
    for (const [kind, handler] of this.handlers) {
      await engine.work(
        kind,
        {
          batchSize: BATCH,
          // Two workers per queue: a handler stuck on a vendor past its lease holds its own worker, not the queue.
          localConcurrency: 2,
          includeMetadata: true,
          perJobResults: true,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: Math.min(2, this.pollSeconds(kind)),
          notifyPollingIntervalSeconds: this.pollSeconds(kind),
        },
        (jobs: JobWithMetadata<JobPayload>[]) =>
          Promise.all(jobs.map((job) => this.runOne(kind, handler, job))),
      );
    }
    for (const kind of SCHEDULED_JOBS) {
      const seconds = this.periods.get(kind);
      if (seconds !== undefined && seconds % 60 === 0)
        await engine.schedule(kind, cronEvery(seconds / 60), {});
      else await engine.unschedule(kind);
      if (seconds !== undefined && seconds % 60 !== 0) await this.queueNextTick(kind, seconds);
    }
  }

  /** Stops taking jobs and waits for those running (before the database connections close). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.engine?.stop({ graceful: true, timeout: 30_000 });
    this.engine = undefined;
  }

  /**
   * Queues jobs for an order inside the caller's transaction (so they exist exactly when the change commits); a kind
   * already queued for the order is left as it is. `delaySeconds` postpones the first run (e.g. a cancellation window).
   */
  async enqueue(
    manager: EntityManager,
    orderId: string,
    kinds: readonly OrderJob[],
    delaySeconds = 0,
  ): Promise<void> {
    if (kinds.length === 0) return;
    const engine = this.started();
    const db = inTransaction(manager);
    for (const kind of kinds) {
      await engine.send(
        kind,
        { orderId },
        { id: orderJobId(kind, orderId), db, ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}) },
      );
    }
  }

  /**
   * Queues a job that is not about an order (a claim, an account): inside the caller's transaction when `manager` is
   * given (it exists exactly when the change commits), else at once. With `key`, one job per (kind, key) while it is
   * kept: queuing it again is a no-op.
   */
  async send<K extends OtherJob>(
    manager: EntityManager | undefined,
    kind: K,
    payload: JobPayload<K>,
    options: { key?: string } = {},
  ): Promise<void> {
    await this.started().send(kind, payload, {
      ...(options.key !== undefined ? { id: jobIdOf(kind, options.key) } : {}),
      ...(manager ? { db: inTransaction(manager) } : {}),
    });
  }

  /**
   * Queues a job of an order again from scratch (staff resubmit, a resend): the job of (kind, order) starts over with
   * no attempts and runs at once, whatever its state, unless it is running now.
   */
  async requeue(orderId: string, kind: OrderJob): Promise<void> {
    const engine = this.started();
    const id = orderJobId(kind, orderId);
    const current = await engine.getJobById(kind, id);
    if (current?.state === 'active') return;
    if (current) await engine.deleteJob(kind, id);
    await engine.send(kind, { orderId }, { id });
  }

  /**
   * Makes a delayed job of the order due now, inside the caller's transaction (staff ending the production hold);
   * false when no such job waits. The engine wakes a worker at the commit.
   */
  async runNow(manager: EntityManager, orderId: string, kind: OrderJob): Promise<boolean> {
    const { updated } = await this.started().update(kind, undefined, {
      id: orderJobId(kind, orderId),
      startAfter: DUE_NOW,
      db: inTransaction(manager),
    });
    return updated > 0;
  }

  /** Every job of one order with its state and due time (the staff order page). */
  jobsOf(orderId: string): Promise<StoredJob[]> {
    return this.store.ofOrder(orderId);
  }

  /** Every job about one claim with its payload (the staff reprint page). */
  jobsOfClaim(claimId: string): Promise<(StoredJob & { data: Record<string, unknown> })[]> {
    return this.store.ofClaim(claimId);
  }

  /** Staff retry of a failed or dead job: it starts over with fresh attempts, due now. */
  async retry(job: StoredJob): Promise<void> {
    const engine = this.started();
    const kind = job.kind as Job;
    const stored = await engine.getJobById(kind, job.id);
    if (!stored) return;
    await engine.deleteJob(kind, job.id);
    await engine.send(kind, stored.data as object, { id: job.id });
  }

  /**
   * Resolves once no job (of one order, when given) is running or due, here or in another process, by the engine's
   * table: tests, and callers that must see the follow-ups of a change. Jobs waiting for a later time (a retry's backoff, a delay) are
   * not waited for.
   */
  async idle(orderId?: string, timeoutMs = 60_000): Promise<void> {
    if (!this.engine) return;
    const deadline = Date.now() + timeoutMs;
    while (await this.store.busy(JOBS, orderId)) {
      if (Date.now() > deadline) {
        const busy = await this.store.busyJobs(JOBS, orderId);
        throw new Error(`Jobs still running or due after ${timeoutMs} ms: ${JSON.stringify(busy)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Makes every waiting job (of one order, when given) due now, queued or failed alike, and waits until none is due:
   * tests skip a delay or a retry's backoff this way.
   */
  async runDue(orderId?: string): Promise<void> {
    const engine = this.started();
    for (const { id, kind } of await this.store.waiting(JOBS, orderId)) {
      await engine.update(kind, undefined, { id, startAfter: DUE_NOW });
    }
    await this.idle(orderId);
  }

  /**
   * The clock moved forward by `ms` (the local profile's dev tools): every delayed job (a cancellation window's
   * `send_to_production`, any job queued with a delay) now waits `ms` less, through the engine's update, so those
   * whose time has come in the clock's terms run at once and the others stay due at the same time on the clock. The
   * engine keeps judging due times by the database's now(); only our delays move. Retries waiting out their backoff
   * and the recurring tasks (the engine's schedules) are technical timings and keep their times.
   */
  async advanceDelayed(ms: number): Promise<{ due: number; later: number }> {
    const engine = this.started();
    const advance = ms / 1000;
    let due = 0;
    let later = 0;
    for (const { id, kind, waitSeconds } of await this.store.delayed(DELAYABLE)) {
      const wait = Number(waitSeconds) - advance;
      const { updated } = await engine.update(kind, undefined, { id, startAfter: wait > 0 ? wait : DUE_NOW });
      if (updated === 0) continue;
      if (wait > 0) later += 1;
      else due += 1;
    }
    return { due, later };
  }

  /** How often an idle worker of `kind` looks for due jobs: a tick shorter than that is looked for every tick. */
  private pollSeconds(kind: Job): number {
    const period = this.periods.get(kind as ScheduledJob);
    return period !== undefined && period % 60 !== 0
      ? Math.max(1, Math.min(period, this.config.jobs.pollSeconds))
      : this.config.jobs.pollSeconds;
  }

  /**
   * The next ticks of a recurring task shorter than a minute (see {@link every}), each due at the start of its period:
   * a few ahead, so that one tick failing to queue its successor (a database hiccup) does not end the chain.
   */
  private async queueNextTick(kind: ScheduledJob, seconds: number): Promise<void> {
    const engine = this.engine;
    if (!engine) return;
    const next = Math.floor(Date.now() / 1000 / seconds) + 1;
    for (let tick = next; tick < next + TICKS_AHEAD; tick += 1) {
      await engine.send(
        kind,
        {},
        { id: jobIdOf(kind, `tick:${tick}`), startAfter: new Date(tick * seconds * 1000), retryLimit: 0 },
      );
    }
  }

  private started(): PgBoss {
    if (!this.engine) throw new Error('The job engine is not running (no database)');
    return this.engine;
  }

  /** One job: the handler, then completed; or failed with its error (retried, or dead after its last attempt). */
  private async runOne(kind: Job, handler: JobHandler, job: JobWithMetadata<JobPayload>): Promise<JobResult> {
    const attempt = job.retryCount + 1;
    try {
      const leasedAt = (await this.store.startedAt(kind, job.id)) ?? new Date().toISOString();
      await handler.run(job.data, { number: attempt, leasedAt });
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const stack = error instanceof Error ? (error.stack ?? null) : null;
      const orderId = orderOf(job.data);
      this.logger.warn(
        `Job ${kind}${orderId ? ` for order ${orderId}` : ''} failed (attempt ${attempt}): ${message}`,
      );
      const dead = job.retryCount >= job.retryLimit;
      this.metrics.jobFailures.inc({ kind, outcome: dead ? 'dead' : 'retry' });
      if (dead) await this.gaveUp(kind, handler, job, { attempt, message, stack });
      return { id: job.id, status: 'failed', output: { message: message.slice(0, 2000) } };
    } finally {
      const period = this.periods.get(kind as ScheduledJob);
      if (period !== undefined && period % 60 !== 0) {
        await this.queueNextTick(kind as ScheduledJob, period).catch((error: unknown) =>
          this.logger.error(
            `Next tick of ${kind} not queued: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
    }
  }

  /** After the last attempt: staff are told (the error logs), then the handler's own give-up runs. */
  private async gaveUp(
    kind: Job,
    handler: JobHandler,
    job: JobWithMetadata<JobPayload>,
    failure: { attempt: number; message: string; stack: string | null },
  ): Promise<void> {
    try {
      await this.failures?.jobGaveUp({
        jobId: job.id,
        job: kind,
        orderId: orderOf(job.data),
        attempts: failure.attempt,
        message: failure.message,
        stack: failure.stack,
      });
      await handler.onGiveUp?.(job.data, failure.message);
    } catch (error) {
      this.logger.error(
        `Giving up ${kind} (${job.id}) failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
