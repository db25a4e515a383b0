import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { JobQueue, ScheduledJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { FulfilmentTrackingService } from '../fulfilment';

/**
 * Re-reads claim reprints at the provider on the fulfilment sync's period (PRINTIFY_SYNC_MINUTES), each tick once
 * across replicas (the job engine's schedule): their webhooks move them (a reprint is a provider order of its own,
 * D-245); this catches a missed one.
 */
@Injectable()
export class ClaimsScheduleService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tracking: FulfilmentTrackingService,
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
      this.tracking.syncOpenReprints(),
    );
  }
}
