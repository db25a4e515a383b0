import { Body, Controller, Get, Header, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@petart/domain';
import { Inject } from '@nestjs/common';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ApiErrors } from '../../platform/http/api-responses';
import {
  GiftCardBalanceDto,
  GiftCardBalanceQueryDto,
  GiftCardPurchaseStartedDto,
  PurchaseGiftCardDto,
} from './gift-cards.dto';
import { GiftCardsService } from './gift-cards.service';

/** The customer's gift cards: buying one, and checking a code's balance. */
@ApiTags('checkout')
@SignedIn()
@Controller('gift-cards')
export class GiftCardsController {
  constructor(
    private readonly giftCards: GiftCardsService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'purchaseGiftCard',
    summary:
      'Start buying a gift card: its payment for the card form (the card is issued when the payment succeeds)',
  })
  @ApiOkResponse({ type: GiftCardPurchaseStartedDto })
  @ApiErrors({ 400: 'An amount outside $10-$500, or a bad recipient email' })
  async purchase(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: PurchaseGiftCardDto,
  ): Promise<GiftCardPurchaseStartedDto> {
    const started = await this.giftCards.startPurchase(user, body);
    return {
      success: true,
      ...started,
      paymentProvider: this.gateway.provider,
      ...(this.gateway.provider === 'stripe' && this.config.stripe.publishableKey
        ? { publishableKey: this.config.stripe.publishableKey }
        : {}),
    };
  }

  @Get('balance')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getGiftCardBalance', summary: "A gift card code's balance (rate-limited)" })
  @ApiOkResponse({ type: GiftCardBalanceDto })
  @ApiErrors({ 400: 'Unknown, disabled or empty card (message for the customer)', 429: 'Too many attempts' })
  balance(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: GiftCardBalanceQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<GiftCardBalanceDto> {
    return this.giftCards.balance({ userId: user.id, ip: request.ip }, query.code);
  }
}
