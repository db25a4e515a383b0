import {
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaymentEvent } from '@petart/domain';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@petart/domain';
import { ApiErrors } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { PaymentEventsService } from './payment-events.service';
import { WebhookReceivedDto } from './payments.dto';

/**
 * Stripe's webhook endpoint: the signature is checked over the exact raw body (createApp keeps it as
 * request.rawBody), every event id is stored once, and payment_intent.succeeded / payment_failed go to the same
 * handler as the local gateway; charge.refunded raises the order's refunded total (idempotent). Errors after a valid signature answer 500 so that Stripe retries.
 */
@ApiTags('checkout')
@Controller('webhooks')
export class StripeWebhookController {
  private readonly logger = new Logger(StripeWebhookController.name);

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly events: PaymentEventsService,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOperation({ operationId: 'stripeWebhook', summary: 'Stripe webhook (signed; called by Stripe only)' })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or stale signature' })
  @ApiErrors({ 404: 'The shop does not take payments through Stripe (PAYMENT_GATEWAY=local)' })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    if (this.gateway.provider !== 'stripe') throw new AppError('HTTP.NOT_FOUND', 'Not found');
    const rawBody = request.rawBody;
    if (!rawBody || !signature) {
      throw new AppError('WEBHOOK.SIGNATURE_INVALID', 'Missing webhook signature or body');
    }
    let event: PaymentEvent;
    try {
      event = await this.gateway.parseWebhook(rawBody, signature);
    } catch (error) {
      this.logger.warn(`Rejected Stripe webhook: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('WEBHOOK.SIGNATURE_INVALID', 'Invalid webhook signature');
    }
    const ref = {
      provider: 'stripe' as const,
      eventId: event.eventId,
      type: event.rawType,
      paymentId: event.paymentId,
      orderHash: event.metadata.orderHash,
    };
    if (event.type === 'payment.succeeded') await this.events.handleSucceeded(ref);
    else if (event.type === 'payment.refunded') {
      await this.events.handleRefunded(ref, event.amountRefundedCents ?? 0);
    } else if (event.type === 'payment.disputed' && event.dispute) {
      await this.events.handleDisputed(ref, event.dispute);
    } else if (event.type === 'payment.failed') {
      await this.events.handleFailed(ref, { code: 'payment_failed', message: 'The card payment failed' });
    } else await this.events.recordOnly(ref);
    return { received: true };
  }
}
