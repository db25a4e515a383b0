import { Module } from '@nestjs/common';
import { LocalPaymentGateway } from '../../adapters/payments/local-payment.gateway';
import { PAYMENT_GATEWAY, type PaymentGatewayService } from '../../adapters/payments/payment-gateway.token';
import { StripePaymentGateway } from '../../adapters/payments/stripe-payment.gateway';
import { createStripeClient } from '../../adapters/stripe/stripe-client';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { FulfilmentModule } from '../fulfilment/fulfilment.module';
import { OrdersModule } from '../orders/orders.module';
import { PricingModule } from '../pricing/pricing.module';
import { OutboxModule } from './outbox.module';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsController } from './payments.controller';
import { RefundService } from './refund.service';
import { StripeWebhookController } from './stripe-webhook.controller';

/** Builds the PaymentGateway selected by PAYMENT_GATEWAY (stripe needs its three settings, checked by the config). */
export function createPaymentGateway(config: AppConfig): PaymentGatewayService {
  const { secretKey, webhookSecret, apiBase } = config.stripe;
  if (config.adapters.paymentGateway === 'stripe' && secretKey !== undefined && webhookSecret !== undefined) {
    return new StripePaymentGateway(createStripeClient(secretKey, apiBase), webhookSecret);
  }
  return new LocalPaymentGateway(config.jwtSecret);
}

/** Payments: the gateway port, the local test gateway route, the Stripe webhook, exactly-once success, the outbox. */
@Module({
  imports: [OutboxModule, PricingModule, FulfilmentModule, OrdersModule],
  controllers: [PaymentsController, StripeWebhookController],
  providers: [
    PaymentEventsService,
    RefundService,
    { provide: PAYMENT_GATEWAY, inject: [APP_CONFIG], useFactory: createPaymentGateway },
  ],
  exports: [PAYMENT_GATEWAY, PaymentEventsService, RefundService, OutboxModule],
})
export class PaymentsModule {}
