import { formatMoney } from '@petart/domain';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { AdminAuditService } from '../error-logs';
import { CLAIM_ID_PARAM } from './claims.controller';
import {
  AdminClaimDto,
  ApproveRefundDto,
  ApproveReprintDto,
  AskClaimDto,
  ClaimActionResultDto,
  ClaimQueueDto,
  ClaimQueueQueryDto,
  ClaimStatsDto,
  ClaimStatsQueryDto,
  DeclineClaimDto,
} from './claims.dto';
import { ClaimDecisionsService } from './claim-decisions.service';
import { ClaimsReadService } from './claims-read.service';
import { ReprintTimelineDto } from './reprint-timeline.dto';
import { ReprintTimelineService } from './reprint-timeline.service';

/** The claims queue and staff decisions; every action is audited (refused attempts too) and emailed. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/claims')
export class ClaimsAdminController {
  constructor(
    private readonly reads: ClaimsReadService,
    private readonly decisions: ClaimDecisionsService,
    private readonly audit: AdminAuditService,
    private readonly reprints: ReprintTimelineService,
  ) {}

  private async audited(
    user: AuthenticatedUser,
    claimId: string,
    action: string,
    detail: Record<string, unknown>,
    run: () => Promise<AdminClaimDto>,
    message: (claim: AdminClaimDto) => string,
  ): Promise<ClaimActionResultDto> {
    const claim = await this.audit.around(
      user,
      { action, objectType: 'claim', objectId: claimId, detail },
      run,
    );
    return { ok: true, message: message(claim), claim };
  }

  @Get()
  @ApiOperation({
    operationId: 'listAdminClaims',
    summary:
      "The claims queue (new, waiting, approved, declined, resolved), or one order's claims, oldest first, with counts per queue",
  })
  @ApiOkResponse({ type: ClaimQueueDto })
  queue(@Query() query: ClaimQueueQueryDto): Promise<ClaimQueueDto> {
    return this.reads.queue(query.state ?? 'new', query.orderId);
  }

  @Get('stats')
  @ApiOperation({
    operationId: 'getAdminClaimStats',
    summary: 'Claims rate (claims / delivered orders) and their cost (refunds + reprints) for a date range',
  })
  @ApiOkResponse({ type: ClaimStatsDto })
  @ApiErrors({ 400: 'from/to missing, not ISO dates, or from not before to' })
  stats(@Query() query: ClaimStatsQueryDto): Promise<ClaimStatsDto> {
    return this.reads.stats(new Date(query.from), new Date(query.to));
  }

  @Get(':claimId')
  @ApiOperation({
    operationId: 'getAdminClaim',
    summary: 'One claim: photos, description, messages, the affected lines and the order',
  })
  @ApiOkResponse({ type: AdminClaimDto })
  @ApiErrors({ 404: 'Report not found' })
  detail(@Param('claimId', CLAIM_ID_PARAM) claimId: string): Promise<AdminClaimDto> {
    return this.reads.detail(claimId);
  }

  @Get(':claimId/reprint-timeline')
  @ApiOperation({
    operationId: 'getAdminReprintTimeline',
    summary:
      "A claim's reprint as a timeline: approved, sent to the provider, shipped, delivered, each email sent (the lines, status and parcels are on the claim)",
  })
  @ApiOkResponse({ type: ReprintTimelineDto })
  @ApiErrors({ 404: 'Report not found, or it has no reprint' })
  reprintTimeline(@Param('claimId', CLAIM_ID_PARAM) claimId: string): Promise<ReprintTimelineDto> {
    return this.reprints.timeline(claimId);
  }

  @Post(':claimId/ask')
  @HttpCode(200)
  @ApiOperation({ operationId: 'askClaimCustomer', summary: 'Ask the customer for more (audited, emailed)' })
  @ApiOkResponse({ type: ClaimActionResultDto })
  @ApiErrors({ 404: 'Report not found', 409: 'The report is not new' })
  ask(
    @CurrentUser() user: AuthenticatedUser,
    @Param('claimId', CLAIM_ID_PARAM) claimId: string,
    @Body() body: AskClaimDto,
  ): Promise<ClaimActionResultDto> {
    return this.audited(
      user,
      claimId,
      'claims.ask',
      { length: body.message.length },
      () => this.decisions.ask(claimId, user, body.message),
      (claim) => `Question sent to ${claim.order.customerEmail}`,
    );
  }

  @Post(':claimId/decline')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'declineClaim',
    summary: 'Decline the report with a reason (audited, emailed)',
  })
  @ApiOkResponse({ type: ClaimActionResultDto })
  @ApiErrors({ 404: 'Report not found', 409: 'The report is decided already' })
  decline(
    @CurrentUser() user: AuthenticatedUser,
    @Param('claimId', CLAIM_ID_PARAM) claimId: string,
    @Body() body: DeclineClaimDto,
  ): Promise<ClaimActionResultDto> {
    return this.audited(
      user,
      claimId,
      'claims.decline',
      { reason: body.reason },
      () => this.decisions.decline(claimId, body.reason),
      () => 'Report declined; the customer is told why',
    );
  }

  @Post(':claimId/approve-refund')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'approveClaimRefund',
    summary: 'Approve a refund of part or all of the order through the payment provider (audited, emailed)',
  })
  @ApiOkResponse({ type: ClaimActionResultDto })
  @ApiErrors({
    400: 'Amount outside $0.01 .. what is left of the payment',
    404: 'Report not found',
    409: 'The report is decided already, or the order is not paid',
  })
  approveRefund(
    @CurrentUser() user: AuthenticatedUser,
    @Param('claimId', CLAIM_ID_PARAM) claimId: string,
    @Body() body: ApproveRefundDto,
  ): Promise<ClaimActionResultDto> {
    return this.audited(
      user,
      claimId,
      'claims.approve_refund',
      { amount: body.amount, reason: body.reason },
      () => this.decisions.approveRefund(claimId, body.amount, body.reason),
      (claim) => `Refund of ${formatMoney(claim.refundCents)} approved`,
    );
  }

  @Post(':claimId/approve-reprint')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'approveClaimReprint',
    summary: 'Approve a reprint: a new provider order for the affected lines at no charge (audited, emailed)',
  })
  @ApiOkResponse({ type: ClaimActionResultDto })
  @ApiErrors({
    404: 'Report not found',
    409: 'The report is decided already, or the lines have no print file',
  })
  approveReprint(
    @CurrentUser() user: AuthenticatedUser,
    @Param('claimId', CLAIM_ID_PARAM) claimId: string,
    @Body() body: ApproveReprintDto,
  ): Promise<ClaimActionResultDto> {
    return this.audited(
      user,
      claimId,
      'claims.approve_reprint',
      { note: body.note ?? null },
      () => this.decisions.approveReprint(claimId, body.note),
      (claim) => `Reprint ordered (${claim.reprint?.providerOrderId ?? 'provider order'})`,
    );
  }
}
