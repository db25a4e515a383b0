import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ClaimsService } from './claims.service';

/**
 * Follows claim reprints at the provider on the fulfilment sync's period (PRINTIFY_SYNC_MINUTES), on one replica at a
 * time: their webhooks find no order (a reprint is not an order, docs/decisions.md D-157), so this sync is what moves
 * them (reading a claim also does).
 */
@Injectable()
export class ClaimsScheduleService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ClaimsScheduleService.name);
  private handle: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.fulfilment.syncMinutes;
    if (!this.dataSource.isInitialized || minutes <= 0) return;
    this.handle = setInterval(() => {
      if (this.running || !this.dataSource.isInitialized) return;
      this.running = withAdvisoryLock(this.dataSource, AdvisoryLockKey.ClaimReprintSync, () =>
        this.claims.syncOpenReprints(),
      )
        .catch((error: unknown) =>
          this.logger.error(`Reprint sync failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          this.running = undefined;
        });
    }, minutes * 60_000);
    this.handle.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.handle) clearInterval(this.handle);
    await this.running;
  }
}
