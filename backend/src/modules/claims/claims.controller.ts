import { Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { readClaimForm } from './claim-form';
import { CLAIM_REPLY_FORM, ClaimDto, NEW_CLAIM_FORM, OrderClaimsDto } from './claims.dto';
import { CustomerClaimsService, MAX_CLAIM_PHOTOS } from './customer-claims.service';

export const CLAIM_ID_PARAM = uuidParam('CLAIM.NOT_FOUND', 'Report not found');

/** "Report a problem" on the customer's own order; someone else's order or report answers 404. */
@ApiTags('claims')
@SignedIn()
@Controller()
export class ClaimsController {
  constructor(private readonly claims: CustomerClaimsService) {}

  @Post('orders/:orderHash/claims')
  @ApiOperation({
    operationId: 'reportOrderProblem',
    summary: 'Report a problem with some lines of a delivered order: reason, description, 1-5 photos',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: NEW_CLAIM_FORM })
  @ApiCreatedResponse({ type: ClaimDto })
  @ApiErrors({
    400: 'Missing or invalid field, or a photo that is not a supported image',
    404: "Order Not Found (unknown, or not the caller's)",
    409: 'Outside the report window, a line already in an open report, or a line (or the order) already refunded in full',
    413: 'A photo larger than 10 MB',
    503: 'UPLOAD.BUSY: too many photos are being processed; retry after Retry-After seconds',
  })
  async report(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
    @Req() request: FastifyRequest,
  ): Promise<ClaimDto> {
    return this.claims.report(user, orderHash, await readClaimForm(request, MAX_CLAIM_PHOTOS));
  }

  @Get('orders/:orderHash/claims')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getOrderClaims',
    summary: "An order's problem reports, their state and next step, and whether a problem can be reported",
  })
  @ApiOkResponse({ type: OrderClaimsDto })
  @ApiErrors({ 404: "Order Not Found (unknown, or not the caller's)" })
  forOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
  ): Promise<OrderClaimsDto> {
    return this.claims.forOrder(user, orderHash);
  }

  @Post('claims/:claimId/replies')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'replyToClaim',
    summary: 'Answer staff on a report waiting for you: a message and up to 5 photos',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: CLAIM_REPLY_FORM })
  @ApiOkResponse({ type: ClaimDto })
  @ApiErrors({
    400: 'Empty message, or a photo that is not a supported image',
    404: "Report not found (unknown, or not the caller's)",
    409: 'The report is not waiting for an answer',
    413: 'A photo larger than 10 MB',
    503: 'UPLOAD.BUSY: too many photos are being processed; retry after Retry-After seconds',
  })
  async reply(
    @CurrentUser() user: AuthenticatedUser,
    @Param('claimId', CLAIM_ID_PARAM) claimId: string,
    @Req() request: FastifyRequest,
  ): Promise<ClaimDto> {
    return this.claims.reply(user, claimId, await readClaimForm(request, MAX_CLAIM_PHOTOS));
  }
}
