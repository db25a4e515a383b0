import { Module } from '@nestjs/common';
import type { FulfilmentProvider } from '@petart/domain';
import { FULFILMENT_PROVIDER } from '../../adapters/fulfilment/fulfilment-provider.token';
import { LocalFulfilmentSimulator } from '../../adapters/fulfilment/local-fulfilment.simulator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { OrdersModule } from '../orders/orders.module';
import { FulfilmentController } from './fulfilment.controller';
import { FulfilmentService } from './fulfilment.service';

/**
 * Builds the FulfilmentProvider. Only the local simulator exists in this issue: FULFILMENT_PROVIDER=printify fails
 * at start-up with a clear message rather than silently "fulfilling" real paid orders with the simulator.
 */
export function createFulfilmentProvider(config: AppConfig): FulfilmentProvider {
  if (config.adapters.fulfilmentProvider === 'printify') {
    throw new Error(
      'FULFILMENT_PROVIDER=printify is not available yet (the Printify adapter is a later issue); use local',
    );
  }
  return new LocalFulfilmentSimulator();
}

/** Submission of paid orders to the print provider. */
@Module({
  imports: [OrdersModule],
  controllers: [FulfilmentController],
  providers: [
    FulfilmentService,
    { provide: FULFILMENT_PROVIDER, inject: [APP_CONFIG], useFactory: createFulfilmentProvider },
  ],
  exports: [FulfilmentService, FULFILMENT_PROVIDER],
})
export class FulfilmentModule {}
