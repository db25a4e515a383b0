import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { CarrierTrackingController } from './carrier-tracking.controller';
import { FulfilmentAdminController } from './fulfilment-admin.controller';
import { FulfilmentScheduleService } from './fulfilment-schedule.service';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';
import { FulfilmentWebhookController } from './fulfilment-webhook.controller';
import { FulfilmentController } from './fulfilment.controller';
import { FulfilmentService } from './fulfilment.service';
import { PrintFileGenerator } from './print-file.generator';
import { PrintifyWebhooksRepository } from './printify-webhooks.repository';

/** Orders that really get printed and tracked: submission, send to production, webhooks, sync, cancellation. */
@Module({
  imports: [OrdersModule, JobsModule],
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
  ],
  exports: [FulfilmentService, FulfilmentTrackingService],
})
export class FulfilmentModule {}
