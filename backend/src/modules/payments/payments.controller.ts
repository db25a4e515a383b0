import { Body, Controller, Get, Header, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { checkTestCard } from '../../adapters/payments/local-test-cards';
import { LocalPaymentGateway } from '../../adapters/payments/local-payment.gateway';
import { PAYMENT_GATEWAY, type PaymentGatewayService } from '../../adapters/payments/payment-gateway.token';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { OrdersRepository } from '../orders/orders.repository';
import { PaymentEventsService } from './payment-events.service';
import { LocalConfirmDto, LocalConfirmResultDto, PaymentConfigDto, PaymentDeclinedDto } from './payments.dto';

@ApiTags('checkout')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
@Controller('payments')
export class PaymentsController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: PaymentEventsService,
    private readonly orders: OrdersRepository,
  ) {}

  @Get('config')
  @ApiOperation({ operationId: 'getPaymentConfig', summary: 'Which payment form the shop shows' })
  @ApiOkResponse({ type: PaymentConfigDto })
  getConfig(): PaymentConfigDto {
    if (this.gateway.provider === 'stripe') {
      const publishableKey = this.config.stripe.publishableKey ?? '';
      return { provider: 'stripe', publishableKey, testMode: publishableKey.startsWith('pk_test_') };
    }
    return { provider: 'local', testMode: true };
  }

  @Post('local/confirm')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'confirmLocalPayment',
    summary: 'Pay with a test card through the local test gateway (local payment profile only)',
  })
  @ApiOkResponse({ type: LocalConfirmResultDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Invalid card number, expiry or security code',
  })
  @ApiPaymentRequiredResponse({ type: PaymentDeclinedDto, description: 'Card declined' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown payment, or the Stripe profile' })
  async confirmLocal(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: LocalConfirmDto,
  ): Promise<LocalConfirmResultDto> {
    const gateway = this.gateway;
    if (!(gateway instanceof LocalPaymentGateway)) throw new AppError('HTTP.NOT_FOUND', 'Not found');
    const paymentId = gateway.paymentIdFromClientSecret(body.clientSecret.trim());
    const notFound = new AppError('PAYMENT.NOT_FOUND', 'Payment not found');
    if (!paymentId) throw notFound;
    const order = await this.orders.findByPaymentId(paymentId);
    if (!order || (order.userId !== user.id && !user.isAdmin)) throw notFound;

    const check = checkTestCard(body);
    const ref = {
      provider: 'local' as const,
      eventId: `evt_local_${randomUUID()}`,
      paymentId,
      orderHash: order.orderHash,
    };
    if (check.outcome === 'invalid') {
      throw new AppError('PAYMENT.CARD_INVALID', check.message, { extra: { declineCode: check.code } });
    }
    if (check.outcome === 'declined') {
      gateway.recordStatus(paymentId, 'requires_payment_method', order.totalAmount);
      await this.events.handleFailed(
        { ...ref, type: 'payment_intent.payment_failed' },
        { code: check.declineCode, message: check.message },
      );
      throw new AppError('PAYMENT.CARD_DECLINED', check.message, {
        extra: { declineCode: check.declineCode },
      });
    }
    await this.events.handleSucceeded({ ...ref, type: 'payment_intent.succeeded' });
    gateway.recordStatus(paymentId, 'succeeded', order.totalAmount);
    return { success: true, status: 'succeeded', orderHash: order.orderHash };
  }
}
