import { Body, Controller, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PROOF_NOTE_MAX_LENGTH } from '@petart/domain';
import { IsString } from 'class-validator';
import { CurrentUser, JwtAuthGuard, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { ORDER_ID_PARAM } from '../../platform/http/uuid-param.pipe';
import { AdminAuditService } from '../error-logs';
import { AdminOrderProofDto, OrderProofDto, toAdminOrderProofDto, toOrderProofDto } from '../orders';
import { OrderProofAnswersService } from './order-proof-answers.service';

export class ProofChangeRequestDto {
  @ApiProperty({
    example: 'Please move the name a little higher.',
    description: `What to change: 3 to ${PROOF_NOTE_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'note must be text' })
  note!: string;
}

/** The customer's answers to the proof of their own order (D-300). Owner only: another's order is 404. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiErrors({ 401: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
@Controller('orders')
export class OrderProofController {
  constructor(private readonly answers: OrderProofAnswersService) {}

  @Post(':orderHash/proof/approve')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'approveMyOrderProof',
    summary: 'Approve the latest proof of my order: it goes on to production',
  })
  @ApiOkResponse({ type: OrderProofDto })
  @ApiErrors({
    404: "Order Not Found (unknown, or not the caller's)",
    409: 'ORDER.PROOF_CONFLICT: no proof asked for, already approved, still being drawn, a change asked for, unpaid or cancelled (the message says which)',
  })
  async approve(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
  ): Promise<OrderProofDto> {
    return toOrderProofDto(await this.answers.approve(user, orderHash));
  }

  @Post(':orderHash/proof/change-request')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'requestMyOrderProofChange',
    summary: 'Ask for a change to the latest proof of my order, with a note: a new proof follows',
  })
  @ApiOkResponse({ type: OrderProofDto })
  @ApiErrors({
    400: 'The note is missing, too short or too long',
    404: "Order Not Found (unknown, or not the caller's)",
    409: 'ORDER.PROOF_CONFLICT: as for approve',
  })
  async requestChange(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
    @Body() body: ProofChangeRequestDto,
  ): Promise<OrderProofDto> {
    return toOrderProofDto(await this.answers.requestChange(user, orderHash, body.note));
  }
}

/** Staff draw a new proof of an order waiting for approval (after the customer's note); audited. */
@StaffOnly()
@Controller('admin')
export class AdminOrderProofController {
  constructor(
    private readonly answers: OrderProofAnswersService,
    private readonly audit: AdminAuditService,
  ) {}

  @Post('orders/:orderId/proof/redraw')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'redrawOrderProof',
    summary: 'Draw a new proof of an order waiting for its customer’s approval (audited)',
  })
  @ApiOkResponse({ type: AdminOrderProofDto })
  @ApiErrors({ 404: 'Unknown order', 409: 'Not a proof order waiting for approval' })
  redraw(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
  ): Promise<AdminOrderProofDto> {
    return this.audit.around(
      user,
      { action: 'orders.proof_redraw', objectType: 'order', objectId: orderId, detail: {} },
      async () => toAdminOrderProofDto(await this.answers.redraw(orderId)),
    );
  }
}
