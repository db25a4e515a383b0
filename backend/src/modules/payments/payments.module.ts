import { Module } from '@nestjs/common';
import { CartModule } from '../cart';
import { DiscountsModule } from '../discounts';
import { GiftCardsModule } from '../gift-cards';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { PricingModule } from '../pricing';
import { DisputeNotifierService } from './dispute-notifier.service';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PaymentEventsRepository } from './payment-events.repository';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { RefundService } from './refund.service';
import { StripeWebhookController } from './stripe-webhook.controller';

/** Payments (the gateway port is bound by the global AdaptersModule): the local test gateway route, the Stripe webhook, exactly-once success, the outbox. */
@Module({
  imports: [
    JobsModule,
    PricingModule,
    FulfilmentModule,
    OrdersModule,
    CartModule,
    DiscountsModule,
    GiftCardsModule,
  ],
  controllers: [PaymentsController, StripeWebhookController],
  providers: [
    PaymentEventsService,
    PaymentEventsRepository,
    PaymentsService,
    RefundService,
    DisputeNotifierService,
  ],
  exports: [PaymentEventsService, RefundService, JobsModule],
})
export class PaymentsModule {}
