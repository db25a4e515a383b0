import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { OrderConfirmationService } from '../orders/order-confirmation.service';

/** Kinds of work queued after a payment, each at most once per order (UNIQUE (kind, order_id)). */
export type OutboxJobKind = 'fulfilment' | 'confirmation_email';
export const OUTBOX_JOB_KINDS: readonly OutboxJobKind[] = ['fulfilment', 'confirmation_email'];

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
 * The durable outbox of post-payment work. Jobs are inserted in the payment transaction, then claimed with
 * `FOR UPDATE SKIP LOCKED` (so concurrent workers never take the same job) under a lease, run, and marked done or
 * rescheduled with back-off. Both handlers are idempotent on their own (order row lock / notification row), so a
 * lease that expires mid-run cannot cause a second submission or email. Processing runs right after the payment
 * commits and every 10 s on the one replica that holds the sweep's advisory lock.
 */
@Injectable()
export class OutboxService implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly fulfilment: FulfilmentService,
    private readonly confirmation: OrderConfirmationService,
  ) {}

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
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [lock] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [SWEEP_LOCK_KEY])) as {
        locked: boolean;
      }[];
      if (!lock?.locked) return;
      try {
        await this.processDue();
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1)`, [SWEEP_LOCK_KEY]);
      }
    } catch (error) {
      this.logger.error(`Outbox sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await runner.release();
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
    return this.dataSource.query<ClaimedJob[]>(
      // A CTE so that the driver returns the rows (a bare UPDATE ... RETURNING answers [rows, count]).
      `WITH claimed AS (
       UPDATE outbox_jobs j
          SET status = 'running', attempts = j.attempts + 1, locked_until = now() + ($2::int * interval '1 second'),
              updated_at = now()
        WHERE j.id IN (
          SELECT id FROM outbox_jobs
           WHERE ((status = 'pending' AND run_after <= now()) OR (status = 'running' AND locked_until < now()))
             AND ($1::uuid IS NULL OR order_id = $1::uuid)
           ORDER BY run_after
           LIMIT ${BATCH}
           FOR UPDATE SKIP LOCKED)
        RETURNING j.id, j.kind, j.order_id, j.attempts)
       SELECT * FROM claimed`,
      [orderId ?? null, LEASE_SECONDS],
    );
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      if (job.kind === 'fulfilment') await this.fulfilment.submit(job.order_id);
      else if (job.kind === 'confirmation_email') await this.confirmation.send(job.order_id);
      else throw new Error(`Unknown outbox job kind ${String(job.kind)}`);
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
