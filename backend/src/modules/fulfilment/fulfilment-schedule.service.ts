import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { FULFILMENT_SIMULATOR, type FulfilmentSimulator } from '@petart/domain';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';

/** Advisory lock keys of the scheduled jobs. */
const SYNC_LOCK_KEY = AdvisoryLockKey.FulfilmentSync;
const SIMULATOR_LOCK_KEY = AdvisoryLockKey.FulfilmentSimulatorTick;
/** The simulator's ticker looks for due steps this often (at most; less when a step is shorter). */
const SIMULATOR_TICK_MS = 5_000;

/**
 * The scheduled fulfilment jobs, each on one replica at a time (pg_try_advisory_lock): the status sync every
 * PRINTIFY_SYNC_MINUTES, and the local simulator's ticker (FULFILMENT_PROVIDER=local) which also wires the
 * simulator's webhooks into the same handler as Printify's.
 */
@Injectable()
export class FulfilmentScheduleService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FulfilmentScheduleService.name);
  private stopped = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly tracking: FulfilmentTrackingService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(FULFILMENT_SIMULATOR) private readonly simulator: FulfilmentSimulator | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const simulator = this.simulator;
    simulator?.deliverTo((rawBody, signature) => this.tracking.receive(rawBody, signature, 'simulator'));
    if (!this.dataSource.isInitialized) return;
    const { syncMinutes, simulatorStepSeconds } = this.config.fulfilment;
    if (syncMinutes > 0) {
      this.every('fulfilment-sync', syncMinutes * 60_000, () => this.scheduledSync());
    }
    if (simulator && simulatorStepSeconds > 0) {
      const period = Math.max(250, Math.min(SIMULATOR_TICK_MS, simulatorStepSeconds * 1000));
      this.every('fulfilment-simulator', period, () => this.simulatorTick(simulator));
    }
  }

  /** The sync, if no other replica runs it right now; undefined when it did not run here. */
  async scheduledSync(): Promise<{ synced: number; failed: number } | undefined> {
    const result = (
      await withAdvisoryLock(this.dataSource, SYNC_LOCK_KEY, () => this.tracking.syncAll('sync'))
    )?.value;
    if (result && (result.synced > 0 || result.failed > 0)) {
      this.logger.log(`Fulfilment sync: ${result.synced} synced, ${result.failed} failed`);
    }
    return result;
  }

  private async simulatorTick(simulator: FulfilmentSimulator): Promise<void> {
    await withAdvisoryLock(this.dataSource, SIMULATOR_LOCK_KEY, () => simulator.tick());
  }

  private every(name: string, ms: number, job: () => Promise<unknown>): void {
    let busy = false;
    const handle = setInterval(() => {
      if (busy || this.stopped || !this.dataSource.isInitialized) return;
      busy = true;
      const run = job()
        .catch((error: unknown) =>
          this.logger.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          busy = false;
          this.running.delete(run);
        });
      this.running.add(run);
    }, ms);
    handle.unref();
    this.scheduler.addInterval(name, handle);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const name of ['fulfilment-sync', 'fulfilment-simulator']) {
      if (this.scheduler.doesExist('interval', name)) this.scheduler.deleteInterval(name);
    }
    await Promise.allSettled([...this.running]);
  }
}
