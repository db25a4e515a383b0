import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { FULFILMENT_SIMULATOR, type FulfilmentSimulator } from '@petart/domain';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { JobQueue, ScheduledJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';

/** Advisory lock keys of the scheduled jobs: a tick that outlasts its period does not overlap the next. */
const SYNC_LOCK_KEY = AdvisoryLockKey.FulfilmentSync;
const SIMULATOR_LOCK_KEY = AdvisoryLockKey.FulfilmentSimulatorTick;
/** The simulator's clock ticks this often (at most; less when a step is shorter). */
const SIMULATOR_TICK_SECONDS = 5;

/**
 * The recurring fulfilment tasks, each tick once across replicas (the job engine's schedules, JobQueue.every): the
 * status sync every PRINTIFY_SYNC_MINUTES, and the local simulator's clock (FULFILMENT_PROVIDER=local), whose webhooks
 * are wired here into the same handler as Printify's.
 */
@Injectable()
export class FulfilmentScheduleService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(FulfilmentScheduleService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly tracking: FulfilmentTrackingService,
    private readonly jobs: JobQueue,
    @Inject(FULFILMENT_SIMULATOR) private readonly simulator: FulfilmentSimulator | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const { syncMinutes, simulatorStepSeconds } = this.config.fulfilment;
    this.jobs.every(ScheduledJob.FulfilmentSync, syncMinutes * 60);
    this.jobs.every(
      ScheduledJob.FulfilmentSimulatorTick,
      this.simulator && simulatorStepSeconds > 0 ? Math.min(SIMULATOR_TICK_SECONDS, simulatorStepSeconds) : 0,
    );
  }

  onApplicationBootstrap(): void {
    this.simulator?.deliverTo((rawBody, signature) => this.tracking.receive(rawBody, signature, 'simulator'));
  }

  @OnJob(ScheduledJob.FulfilmentSync)
  async syncJob(): Promise<void> {
    await this.scheduledSync();
  }

  @OnJob(ScheduledJob.FulfilmentSimulatorTick)
  async simulatorTick(): Promise<void> {
    const simulator = this.simulator;
    if (simulator) await withAdvisoryLock(this.dataSource, SIMULATOR_LOCK_KEY, () => simulator.tick());
  }

  /** The sync, if no other run of it is under way; undefined when it did not run here. */
  async scheduledSync(): Promise<{ synced: number; failed: number } | undefined> {
    const result = (
      await withAdvisoryLock(this.dataSource, SYNC_LOCK_KEY, () => this.tracking.syncAll('sync'))
    )?.value;
    if (result && (result.synced > 0 || result.failed > 0)) {
      this.logger.log(`Fulfilment sync: ${result.synced} synced, ${result.failed} failed`);
    }
    return result;
  }
}
