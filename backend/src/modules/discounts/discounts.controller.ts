import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { describeDiscount } from '@petart/domain';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { AppliedDiscountDto, ApplyDiscountDto } from './discounts.dto';
import { DiscountsService } from './discounts.service';

/** The customer's "Apply" of a discount code at checkout. */
@ApiTags('checkout')
@SignedIn()
@Controller('discounts')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Post('apply')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'applyDiscountCode',
    summary: "Check a discount code against the caller's cart: what it takes off, or why it does not apply",
  })
  @ApiOkResponse({ type: AppliedDiscountDto })
  @ApiErrors({
    400: 'The code does not apply (message for the customer; reason: unknown, expired, used_up, ...) or empty cart',
    429: 'Too many discount code attempts',
  })
  async apply(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ApplyDiscountDto,
    @Req() request: FastifyRequest,
  ): Promise<AppliedDiscountDto> {
    const quote = await this.discounts.apply({ userId: user.id, ip: request.ip }, body.code);
    return {
      code: quote.code,
      kind: quote.kind,
      value: quote.value,
      description: describeDiscount(quote),
      discountCents: quote.amountCents,
      subtotalCents: quote.subtotalCents,
    };
  }
}
