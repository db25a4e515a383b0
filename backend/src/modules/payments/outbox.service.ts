import { randomUUID } from 'node:crypto';
import { Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource, type EntityManager } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { ErrorLogsService } from '../error-logs/error-logs.service';

/** Kinds of durable work per order, each at most once per order (UNIQUE (kind, order_id)). */
export type OutboxJobKind =
  | 'fulfilment'
  | 'send_to_production'
  | 'confirmation_email'
  | 'tax_transaction'
  | 'email_processing'
  | 'email_shipped'
  | 'email_delivered'
  | 'email_cancelled'
  | 'refund'
  | 'tax_reversal';
/** The jobs queued in the payment transaction. */
export const PAID_ORDER_JOB_KINDS: readonly OutboxJobKind[] = [
  'tax_transaction',
  'fulfilment',
  'confirmation_email',
];

/** What a job kind does. `run` throws to be retried; `onGiveUp` runs once when the job is parked as failed. */
export interface OutboxHandler {
  run(orderId: string): Promise<void>;
  onGiveUp?(orderId: string, lastError: string): Promise<void>;
}

interface ClaimedJob {
  id: string;
  kind: OutboxJobKind;
  order_id: string;
  attempts: number;
}

/** A claimed job is leased for this long; a worker that dies mid-job lets another pick it up afterwards. */
const LEASE_SECONDS = 120;
/** After this many attempts a job is parked as failed (visible to operators). */
export const MAX_ATTEMPTS = 8;
/** Advisory lock key of the scheduled sweep ('petart:outbox'). */
const SWEEP_LOCK_KEY = 727_001;
const BATCH = 20;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The job queue: the durable (transactional) outbox of per-order work in `outbox_jobs` (fulfilment, send to
 * production, tax transaction, emails). Not the mail outbox (`mail_outbox`, the DevMailboxMailer's local store).
 * Jobs are inserted in the payment transaction, then claimed with `FOR UPDATE SKIP LOCKED` (so concurrent workers never take the same job) under a lease, run, and marked done or
 * rescheduled with back-off. Every handler is idempotent on its own (per-order submission lock / notification row / lifecycle), so a
 * lease that expires mid-run cannot cause a second submission or email. Processing runs right after the payment
 * commits and every 10 s on the one replica that holds the sweep's advisory lock.
 */
@Injectable()
export class OutboxService implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private readonly running = new Set<Promise<unknown>>();
  /**
   * This process's lease owner id (outbox_jobs.locked_by), the jobs it is running now, and the claims whose answer
   * it is still waiting for. At each sweep, a job leased by this process that it is not running was orphaned: its
   * claim committed but the answer was lost, or the database went away before the job could be marked done or
   * rescheduled. It is handed back at once instead of staying leased for LEASE_SECONDS; the handlers are idempotent,
   * so running one again is safe.
   */
  private readonly instanceId = randomUUID();
  private readonly inFlight = new Set<string>();
  private pendingClaims = 0;
  private stopped = false;

  private readonly handlers = new Map<OutboxJobKind, OutboxHandler>();

  constructor(
    private readonly dataSource: DataSource,
    /** Jobs that give up are written to error_logs (staff see them in the Dev tab). */
    @Optional() private readonly errorLogs?: ErrorLogsService,
  ) {}

  /** Registers the handler of a job kind (each owning module registers its own kinds at start-up). */
  register(kind: OutboxJobKind, handler: OutboxHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues jobs for an order inside the caller's transaction (so they exist exactly when the change commits); a kind
   * already queued for the order is left as it is. `delaySeconds` postpones the first run (e.g. a cancellation window).
   */
  async enqueue(
    manager: EntityManager,
    orderId: string,
    kinds: readonly OutboxJobKind[],
    delaySeconds = 0,
  ): Promise<void> {
    if (kinds.length === 0) return;
    await manager.query(
      `INSERT INTO outbox_jobs (kind, order_id, run_after)
       SELECT unnest($1::varchar[]), $2, now() + ($3::int * interval '1 second')
       ON CONFLICT ON CONSTRAINT outbox_jobs_kind_order_key DO NOTHING`,
      [kinds, orderId, delaySeconds],
    );
  }

  /**
   * Queues a job of an order again from scratch (staff resubmit of an order parked after its retries ran out): the
   * one row of (kind, order) goes back to pending with no attempts, whatever its state; then runs it in the background.
   */
  async requeue(orderId: string, kind: OutboxJobKind): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO outbox_jobs (kind, order_id, run_after) VALUES ($1, $2, now())
       ON CONFLICT ON CONSTRAINT outbox_jobs_kind_order_key DO UPDATE
         SET status = 'pending', attempts = 0, run_after = now(), locked_until = NULL, locked_by = NULL,
             last_error = NULL, updated_at = now()
       WHERE outbox_jobs.status <> 'running'`,
      [kind, orderId],
    );
    this.kick(orderId);
  }

  /** Runs the due jobs of one order in the background (right after its payment commits). */
  kick(orderId: string): void {
    this.track(this.processDue(orderId));
  }

  /** Resolves once background processing started by {@link kick} has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  @Interval('outbox-sweep', 10_000)
  async sweep(): Promise<void> {
    if (this.stopped || !this.dataSource.isInitialized) return;
    try {
      await this.releaseOrphanedLeases();
      await withAdvisoryLock(this.dataSource, SWEEP_LOCK_KEY, async () => {
        await this.processDue();
      });
    } catch (error) {
      this.logger.error(`Outbox sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Claims and runs due jobs (optionally of one order) until none is left; returns how many ran. */
  async processDue(orderId?: string): Promise<number> {
    let total = 0;
    for (;;) {
      const jobs = await this.claim(orderId);
      if (jobs.length === 0) return total;
      for (const job of jobs) await this.run(job);
      total += jobs.length;
    }
  }

  private async claim(orderId?: string): Promise<ClaimedJob[]> {
    this.pendingClaims += 1;
    try {
      const jobs = await this.claimQuery(orderId);
      for (const job of jobs) this.inFlight.add(job.id);
      return jobs;
    } finally {
      this.pendingClaims -= 1;
    }
  }

  private claimQuery(orderId?: string): Promise<ClaimedJob[]> {
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
           LIMIT ${BATCH}
           FOR UPDATE SKIP LOCKED)
          -- Again on the row being updated: a job another worker claimed and committed between this subquery's
          -- snapshot and the update is re-checked here (PostgreSQL re-evaluates these conditions on the new row
          -- version, not the subquery's), so it is never claimed twice.
          AND ((j.status = 'pending' AND j.run_after <= now()) OR (j.status = 'running' AND j.locked_until < now()))
        RETURNING j.id, j.kind, j.order_id, j.attempts)
       SELECT * FROM claimed`,
      [orderId ?? null, LEASE_SECONDS, this.instanceId],
    );
  }

  /** Hands back the jobs leased by this process that it is not running (see {@link instanceId}). */
  private async releaseOrphanedLeases(): Promise<void> {
    // A claim still waiting for its answer may hold leases this process does not know yet: try at the next sweep.
    if (this.pendingClaims > 0) return;
    await this.dataSource.query(
      `UPDATE outbox_jobs SET status = 'pending', locked_until = NULL, locked_by = NULL, run_after = now(),
              updated_at = now()
        WHERE status = 'running' AND locked_by = $1::uuid AND NOT (id = ANY($2::uuid[]))`,
      [this.instanceId, [...this.inFlight]],
    );
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      await this.runAndSettle(job);
    } finally {
      this.inFlight.delete(job.id);
    }
  }

  private async runAndSettle(job: ClaimedJob): Promise<void> {
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`Unknown outbox job kind ${String(job.kind)}`);
      await handler.run(job.order_id);
      await this.dataSource.query(
        `UPDATE outbox_jobs SET status = 'done', locked_until = NULL, last_error = NULL, updated_at = now()
          WHERE id = $1`,
        [job.id],
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= MAX_ATTEMPTS;
      this.logger.warn(
        `Outbox job ${job.kind} for order ${job.order_id} failed (attempt ${job.attempts}): ${message}`,
      );
      await this.dataSource.query(
        `UPDATE outbox_jobs
            SET status = $2, locked_until = NULL, last_error = $3,
                run_after = now() + ($4::int * interval '1 second'), updated_at = now()
          WHERE id = $1`,
        [job.id, failed ? 'failed' : 'pending', message.slice(0, 2000), retryDelaySeconds(job.attempts)],
      );
      if (failed) {
        await this.errorLogs?.record({
          errorType: 'JOB_FAILED',
          errorMessage: `Job ${job.kind} for order ${job.order_id} gave up after ${job.attempts} attempts: ${message}`,
          stackTrace: error instanceof Error ? (error.stack ?? null) : null,
          severity: 'high',
          // One row per job (the id is part of the fingerprint): each is retried on its own.
          route: `job ${job.id}`,
          context: {
            source: 'job',
            jobId: job.id,
            kind: job.kind,
            orderId: job.order_id,
            attempts: job.attempts,
          },
        });
        await this.handlers
          .get(job.kind)
          ?.onGiveUp?.(job.order_id, message)
          .catch((giveUpError: unknown) =>
            this.logger.error(
              `Giving up ${job.kind} for order ${job.order_id} failed: ${giveUpError instanceof Error ? giveUpError.message : String(giveUpError)}`,
            ),
          );
      }
    }
  }

  private track(promise: Promise<unknown>): void {
    const tracked = promise
      .catch((error: unknown) =>
        this.logger.error(
          `Outbox processing failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}
