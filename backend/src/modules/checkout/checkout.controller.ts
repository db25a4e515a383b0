import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { CreatePaymentIntentDto, PaymentIntentResultDto } from './checkout.dto';
import { CheckoutService } from './checkout.service';
import { AnswersWithSuccessFlag } from '../../platform/http/success-flag';

@ApiTags('checkout')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
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
    description: "'Form validation failed' (details) or empty cart",
  })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreatePaymentIntentDto,
  ): Promise<PaymentIntentResultDto> {
    return this.checkout.createPaymentIntent(user, body.customerInfo);
  }
}
