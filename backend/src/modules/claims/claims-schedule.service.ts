import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { JobQueue, ScheduledJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { ClaimsService } from './claims.service';

/**
 * Follows claim reprints at the provider on the fulfilment sync's period (PRINTIFY_SYNC_MINUTES), each tick once across
 * replicas (the job engine's schedule): their webhooks find no order (a reprint is not an order, docs/decisions.md
 * D-157), so this sync is what moves them (reading a claim also does).
 */
@Injectable()
export class ClaimsScheduleService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.every(ScheduledJob.ClaimReprintSync, this.config.fulfilment.syncMinutes * 60);
  }

  /** One tick; a run still under way (a slow provider) makes it skip. */
  @OnJob(ScheduledJob.ClaimReprintSync)
  async syncJob(): Promise<void> {
    await withAdvisoryLock(this.dataSource, AdvisoryLockKey.ClaimReprintSync, () =>
      this.claims.syncOpenReprints(),
    );
  }
}
