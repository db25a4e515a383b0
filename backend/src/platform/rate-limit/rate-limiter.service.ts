import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '@petart/domain';
import { JobQueue, ScheduledJob } from '../jobs/job-queue';
import { OnJob } from '../jobs/on-job';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { AdvisoryLockKey } from '../database/advisory-lock-keys';
import { AppError } from '../http/app-error';
import { RateLimitsRepository } from './rate-limits.repository';

/** One rule: at most `limit` hits per `windowMs`, the window starting at a key's first hit. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Advisory lock key of the scheduled prune. */
export const PRUNE_LOCK_KEY = AdvisoryLockKey.RateLimitPrune;

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Window counters in Postgres (rate_limits): one upsert per hit, shared by every replica. A key's window starts at its
 * first hit and a hit after it has passed starts the next one, so a burst is never let through twice over at a
 * wall-clock boundary (as windows aligned to the clock allow: 10 sign-ins at 12:14:59 and 10 more at 12:15:00). The windows are the product's limits (product.md P11.3) and run on the app's clock.
 * Platform, not a module's: sign-in, uploads, named mockups, discount codes, name changes and the browser's error
 * reports each count their own rules here (RateLimitModule); RATE_LIMIT_SCALE scales them all (0 turns them off).
 */
@Injectable()
export class RateLimiterService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: RateLimitsRepository,
    private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every(ScheduledJob.RateLimitPrune, 60 * 60);
  }

  /**
   * Counts one hit for every (rule, subject) pair; throws 429 RATE_LIMIT (with `message`) and Retry-After when any is
   * over its limit. All pairs are counted even when one is over, so hammering one key still shows on the others.
   */
  async hit(
    checks: readonly (readonly [RateLimitRule, string])[],
    message: string = RATE_LIMIT_MESSAGE,
    now: Date = this.clock.now(),
  ): Promise<void> {
    const scale = this.config.rateLimitScale;
    if (scale === 0) return;
    let retryAfterMs = 0;
    for (const [rule, subject] of checks) {
      const { count, windowStart } = await this.limits.hit(`${rule.name}:${subject}`, now, rule.windowMs);
      if (count > rule.limit * scale) {
        // At most a window: a replica whose clock runs behind another's may read a window that starts after its now.
        const left = Math.min(rule.windowMs, windowStart.getTime() + rule.windowMs - now.getTime());
        retryAfterMs = Math.max(retryAfterMs, left);
      }
    }
    if (retryAfterMs > 0) {
      throw new AppError('RATE_LIMIT.EXCEEDED', message, {
        retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
      });
    }
  }

  private readonly logger = new Logger(RateLimiterService.name);

  /**
   * Hourly: drop old windows so the table stays small. Each tick once across replicas (the job engine's schedule); the advisory lock {@link PRUNE_LOCK_KEY} keeps two runs from overlapping (a run that finds it taken
   * skips). Returns whether it pruned.
   */
  @OnJob(ScheduledJob.RateLimitPrune)
  async pruneOnSchedule(): Promise<boolean> {
    if (!this.limits.available) return false;
    try {
      return (await this.limits.exclusively(PRUNE_LOCK_KEY, () => this.prune())) !== undefined;
    } catch (error) {
      this.logger.warn(`rate_limits prune failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** Removes rows whose window started more than a day ago (longer than any rule's window). */
  async prune(now: Date = this.clock.now()): Promise<void> {
    await this.limits.deleteWindowsBefore(new Date(now.getTime() - 24 * 60 * MINUTE));
  }
}
