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
import { CalculateCartDto, PricingResultDto } from './pricing.dto';
import { PricingService } from './pricing.service';
import { AnswersWithSuccessFlag } from '../../platform/http/success-flag';

@ApiTags('checkout')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
@Controller('pricing')
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Post('calculate-cart')
  @AnswersWithSuccessFlag()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'calculateCartPricing',
    summary: 'Price the cart (or the given items) to an address: products, shipping, tax, delivery estimates',
  })
  @ApiOkResponse({ type: PricingResultDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: "Bad address or empty cart; the body also has success: false and the rule's message",
  })
  calculate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CalculateCartDto,
  ): Promise<PricingResultDto> {
    return this.pricing.calculate(user.id, body);
  }
}
