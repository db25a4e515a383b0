import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import { JobsRepository } from './jobs.repository';

/** Rows deleted per statement: each statement and its row locks stay short, however large the backlog. */
export const PRUNE_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention of the job queue (as Vendure's and Medusa's job cleanup): done jobs are deleted OUTBOX_RETENTION_DAYS
 * after they finished, so `outbox_jobs` holds the live queue and recent history instead of every job ever run.
 * Failed jobs stay until staff retry them; pending and running ones are never touched.
 */
@Injectable()
export class JobPruneService {
  private readonly logger = new Logger(JobPruneService.name);

  constructor(
    private readonly jobs: JobsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Daily, at a fixed hour rather than every 24 h from start-up (a deploy more often than daily would otherwise put
   * it off for ever). On one replica at a time: the others find the advisory lock taken and skip. Resolves with how
   * many jobs were deleted, or undefined when it did not run here.
   */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'outbox-prune' })
  async pruneOnSchedule(): Promise<number | undefined> {
    if (!this.jobs.available) return undefined;
    try {
      return (await this.jobs.exclusively(AdvisoryLockKey.OutboxPrune, () => this.prune()))?.value;
    } catch (error) {
      this.logger.warn(`outbox_jobs prune failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** Deletes the done jobs that finished more than the retention before `now`, `batch` rows per statement. */
  async prune(now: Date = new Date(), batch: number = PRUNE_BATCH): Promise<number> {
    const days = this.config.outbox.retentionDays;
    if (days === 0) return 0;
    const finishedBefore = new Date(now.getTime() - days * DAY_MS);
    let total = 0;
    for (;;) {
      const deleted = await this.jobs.deleteDoneBefore(finishedBefore, batch);
      total += deleted;
      if (deleted < batch) break;
    }
    if (total > 0) this.logger.log(`Outbox prune: ${total} jobs done more than ${days} days ago deleted`);
    return total;
  }
}
