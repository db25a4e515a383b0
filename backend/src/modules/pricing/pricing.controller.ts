import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type AuthenticatedUser, SignedIn } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { CalculateCartDto, PricingResultDto } from './pricing.dto';
import { PricingService } from './pricing.service';
import { AnswersWithSuccessFlag } from '../../platform/http/success-flag';

@ApiTags('checkout')
@SignedIn()
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
    @Req() request: FastifyRequest,
  ): Promise<PricingResultDto> {
    return this.pricing.calculate(user.id, body, request.ip);
  }
}
