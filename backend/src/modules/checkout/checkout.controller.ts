import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser, SignedIn } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { CreatePaymentIntentDto, PaymentIntentResultDto } from './checkout.dto';
import { CheckoutService } from './checkout.service';
import { AnswersWithSuccessFlag } from '../../platform/http/success-flag';

@ApiTags('checkout')
@SignedIn()
@Controller('cart')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('create-payment-intent')
  @AnswersWithSuccessFlag()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'createPaymentIntent',
    summary: 'Create (or reuse, for an unchanged cart) the pending order and its card payment',
  })
  @ApiOkResponse({ type: PaymentIntentResultDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: "'Form validation failed' (details), empty cart, or a discount code that does not apply",
  })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreatePaymentIntentDto,
    @Req() request: FastifyRequest,
  ): Promise<PaymentIntentResultDto> {
    return this.checkout.createPaymentIntent(
      user,
      body.customerInfo,
      {
        code: body.discountCode,
        ip: request.ip,
        shippingMethod: body.shippingMethod,
        giftCardCode: body.giftCardCode,
        proof: body.proof,
      },
      body.gift,
    );
  }
}
