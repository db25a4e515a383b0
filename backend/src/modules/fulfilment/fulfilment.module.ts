import { Logger, Module } from '@nestjs/common';
import type { FulfilmentProvider } from '@petart/domain';
import { DataSource } from 'typeorm';
import { FULFILMENT_PROVIDER } from '../../adapters/fulfilment/fulfilment-provider.token';
import {
  LocalFulfilmentSimulator,
  simulatorWebhookSecret,
} from '../../adapters/fulfilment/local-fulfilment.simulator';
import { PrintifyFulfilmentProvider } from '../../adapters/fulfilment/printify-fulfilment.provider';
import { PrintifyClient } from '../../adapters/printify/printify-client';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ErrorLogsModule } from '../error-logs/error-logs.module';
import { OrdersModule } from '../orders/orders.module';
import { OutboxModule } from '../payments/outbox.module';
import { CarrierTrackingController } from './carrier-tracking.controller';
import { FulfilmentAdminController } from './fulfilment-admin.controller';
import { FulfilmentScheduleService } from './fulfilment-schedule.service';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';
import { FulfilmentWebhookController } from './fulfilment-webhook.controller';
import { FulfilmentController } from './fulfilment.controller';
import { FulfilmentService } from './fulfilment.service';
import { PrintFileGenerator } from './print-file.generator';
import { PrintifyWebhooksRepository } from './printify-webhooks.repository';

/**
 * Builds the FulfilmentProvider selected by FULFILMENT_PROVIDER: Printify (its token, shop id and webhook secret are
 * guaranteed by the config check) or the local simulator. With Printify, every catalogue size whose variant id
 * research did not confirm is logged once as a warning (they are matched by title at run time, or refused). The
 * simulator keeps its orders in PostgreSQL and sends signed webhooks through the same handler as Printify's.
 */
export function createFulfilmentProvider(config: AppConfig, dataSource: DataSource): FulfilmentProvider {
  const { apiToken, shopId, baseUrl, webhookSecret } = config.printify;
  if (
    config.adapters.fulfilmentProvider === 'printify' &&
    apiToken !== undefined &&
    shopId !== undefined &&
    webhookSecret !== undefined
  ) {
    const unconfirmed = PrintifyFulfilmentProvider.unconfirmedCatalogueVariants();
    if (unconfirmed.length > 0) {
      new Logger('Fulfilment').warn(
        `${unconfirmed.length} catalogue sizes have no confirmed Printify variant id; they are matched by exact ` +
          `title and availability before use, else refused: ${unconfirmed.join('; ')}`,
      );
    }
    return new PrintifyFulfilmentProvider(new PrintifyClient({ baseUrl, apiToken }), {
      shopId,
      webhookSecret,
    });
  }
  return new LocalFulfilmentSimulator(dataSource, {
    publicUrl: config.publicUrl,
    webhookSecret: simulatorWebhookSecret(config.jwtSecret),
    stepSeconds: config.fulfilment.simulatorStepSeconds,
    printDpi: config.fulfilment.simulatorPrintDpi,
  });
}

/** Orders that really get printed and tracked: submission, send to production, webhooks, sync, cancellation. */
@Module({
  imports: [OrdersModule, OutboxModule, ErrorLogsModule],
  controllers: [
    FulfilmentController,
    FulfilmentWebhookController,
    FulfilmentAdminController,
    CarrierTrackingController,
  ],
  providers: [
    FulfilmentService,
    FulfilmentTrackingService,
    FulfilmentScheduleService,
    PrintFileGenerator,
    PrintifyWebhooksRepository,
    { provide: FULFILMENT_PROVIDER, inject: [APP_CONFIG, DataSource], useFactory: createFulfilmentProvider },
  ],
  exports: [FulfilmentService, FulfilmentTrackingService, FULFILMENT_PROVIDER],
})
export class FulfilmentModule {}
