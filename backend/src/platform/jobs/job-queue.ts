import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import { AdvisoryLockKey } from '../database/advisory-lock-keys';
import { Job, JOB_FAILURE_SINK, type JobFailureSink, type JobHandler } from './job';
import { JobsRepository, type ClaimedJob, type OrderJobRow } from './jobs.repository';

export { Job } from './job';

/** The jobs queued in the payment transaction. */
export const PAID_ORDER_JOB_KINDS: readonly Job[] = [
  Job.TaxTransaction,
  Job.Fulfilment,
  Job.ConfirmationEmail,
];

/** A claimed job is leased for this long; a worker that dies mid-job lets another pick it up afterwards. */
const LEASE_SECONDS = 120;
/** After this many attempts a job is parked as failed (visible to operators). */
export const MAX_ATTEMPTS = 8;
/** Advisory lock key of the scheduled sweep. */
const SWEEP_LOCK_KEY = AdvisoryLockKey.OutboxSweep;
const BATCH = 20;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The job queue: the durable (transactional) outbox of per-order work in `outbox_jobs` (fulfilment, send to
 * production, tax transaction, emails). Not the mail outbox (`mail_outbox`, the DevMailboxMailer's local store).
 * Jobs are inserted in the payment transaction, then claimed with `FOR UPDATE SKIP LOCKED` (so concurrent workers never take the same job) under a lease, run, and marked done or
 * rescheduled with back-off. Every handler is idempotent on its own (per-order submission lock / lifecycle), so a
 * lease that expires mid-run cannot cause a second submission. Emails are sent at least once: a retry takes over a
 * notification an earlier attempt left 'sending' (that attempt died or lost its lease, see JobAttempt), so a crash
 * mid-send never loses the email, and a worker that was only frozen past its lease may send it twice. Processing runs right after the payment
 * commits and every 10 s on the one replica that holds the sweep's advisory lock.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
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
  /** The hand-back of orphaned leases in progress: claims wait for it (see {@link releaseOrphanedLeases}). */
  private releasing: Promise<void> | undefined;
  private stopped = false;

  private readonly handlers = new Map<Job, JobHandler>();

  constructor(
    private readonly jobs: JobsRepository,
    /** Where jobs that give up are reported (the error logs: staff see them in the Dev tab). */
    @Optional() @Inject(JOB_FAILURE_SINK) private readonly failures?: JobFailureSink,
  ) {}

  /** Registers the handler of a job (JobHandlerExplorer registers every `@OnJob` method at start-up). */
  register(kind: Job, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues jobs for an order inside the caller's transaction (so they exist exactly when the change commits); a kind
   * already queued for the order is left as it is. `delaySeconds` postpones the first run (e.g. a cancellation window).
   */
  async enqueue(
    manager: EntityManager,
    orderId: string,
    kinds: readonly Job[],
    delaySeconds = 0,
  ): Promise<void> {
    if (kinds.length === 0) return;
    await this.jobs.enqueue(manager, orderId, kinds, delaySeconds);
  }

  /**
   * Queues a job of an order again from scratch (staff resubmit of an order parked after its retries ran out): the
   * one row of (kind, order) goes back to pending with no attempts, whatever its state; then runs it in the background.
   */
  async requeue(orderId: string, kind: Job): Promise<void> {
    await this.jobs.resetOrInsert(orderId, kind);
    this.kick(orderId);
  }

  /**
   * Makes a delayed job of the order due now, inside the caller's transaction (staff ending the production hold);
   * false when no such job waits. The caller kicks the queue after commit.
   */
  runNow(manager: EntityManager, orderId: string, kind: Job): Promise<boolean> {
    return this.jobs.runNow(manager, orderId, kind);
  }

  /** Every job of one order with its state and due time (the staff order page). */
  jobsOf(orderId: string): Promise<OrderJobRow[]> {
    return this.jobs.ofOrder(orderId);
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
    if (this.stopped || !this.jobs.available) return;
    try {
      await this.releaseOrphanedLeases();
      await this.jobs.exclusively(SWEEP_LOCK_KEY, async () => {
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
    // Never while orphaned leases are handed back: a claim committed after that hand-back listed this process's jobs
    // would look orphaned and be handed back too, and run twice.
    while (this.releasing) await this.releasing.catch(() => undefined);
    this.pendingClaims += 1;
    try {
      const jobs = await this.jobs.claim({
        orderId,
        leaseSeconds: LEASE_SECONDS,
        owner: this.instanceId,
        batch: BATCH,
      });
      for (const job of jobs) this.inFlight.add(job.id);
      return jobs;
    } finally {
      this.pendingClaims -= 1;
    }
  }

  /** Hands back the jobs leased by this process that it is not running (see {@link instanceId}). */
  private async releaseOrphanedLeases(): Promise<void> {
    // A claim still waiting for its answer may hold leases this process does not know yet: try at the next sweep.
    if (this.pendingClaims > 0 || this.releasing) return;
    this.releasing = this.jobs.releaseLeases(this.instanceId, [...this.inFlight]);
    try {
      await this.releasing;
    } finally {
      this.releasing = undefined;
    }
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
      await handler.run({ orderId: job.orderId }, { number: job.attempts, leasedAt: job.leasedAt });
      await this.jobs.markDone(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= MAX_ATTEMPTS;
      this.logger.warn(
        `Outbox job ${job.kind} for order ${job.orderId} failed (attempt ${job.attempts}): ${message}`,
      );
      await this.jobs.markAttemptFailed(
        job.id,
        failed ? 'failed' : 'pending',
        message.slice(0, 2000),
        retryDelaySeconds(job.attempts),
      );
      if (failed) {
        await this.failures?.jobGaveUp({
          jobId: job.id,
          job: job.kind,
          orderId: job.orderId,
          attempts: job.attempts,
          message,
          stack: error instanceof Error ? (error.stack ?? null) : null,
        });
        await this.handlers
          .get(job.kind)
          ?.onGiveUp?.({ orderId: job.orderId }, message)
          .catch((giveUpError: unknown) =>
            this.logger.error(
              `Giving up ${job.kind} for order ${job.orderId} failed: ${giveUpError instanceof Error ? giveUpError.message : String(giveUpError)}`,
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
