import { Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminGuard, CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { AdminAuditService } from '../error-logs/admin-audit.service';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';
import { FulfilmentService } from './fulfilment.service';

export class SyncOrderStatusesResultDto {
  @ApiProperty({ description: 'Orders re-read at the provider', example: 12 }) synced!: number;
  @ApiProperty({ description: 'Orders whose re-read failed (retried at the next sync)', example: 0 })
  failed!: number;
}

export class ResubmitOrderResultDto {
  @ApiProperty({ example: true }) queued!: boolean;
  @ApiProperty({
    description: 'Status when queued (the submission runs in the background)',
    example: 'error_submission',
  })
  fulfillmentStatus!: string;
}

@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or expired access token' })
@ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: 'Not an administrator' })
@UseGuards(JwtAuthGuard, AdminGuard)
@Controller('admin')
export class FulfilmentAdminController {
  constructor(
    private readonly tracking: FulfilmentTrackingService,
    private readonly fulfilment: FulfilmentService,
    private readonly audit: AdminAuditService,
  ) {}

  @Post('sync-order-statuses')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'syncOrderStatuses',
    summary: 'Re-read every open order at the print provider now (the scheduled sync, on demand)',
  })
  @ApiOkResponse({ type: SyncOrderStatusesResultDto })
  syncOrderStatuses(@CurrentUser() user: AuthenticatedUser): Promise<SyncOrderStatusesResultDto> {
    return this.audit.around(
      user,
      { action: 'orders.sync_statuses', objectType: 'orders' },
      () => this.tracking.syncAll('admin'),
      (result) => ({ synced: result.synced, failed: result.failed }),
    );
  }

  @Post('orders/:orderId/resubmit')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resubmitOrder',
    summary: 'Queue the submission of an order parked in error again (staff)',
  })
  @ApiOkResponse({ type: ResubmitOrderResultDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown order' })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'Not parked in error, or not paid' })
  resubmit(
    @CurrentUser() user: AuthenticatedUser,
    @Param(
      'orderId',
      new ParseUUIDPipe({ exceptionFactory: () => new AppError('ORDER.NOT_FOUND', 'Order Not Found') }),
    )
    orderId: string,
  ): Promise<ResubmitOrderResultDto> {
    return this.audit.around(
      user,
      { action: 'orders.resubmit', objectType: 'order', objectId: orderId },
      () => this.fulfilment.resubmit(orderId),
    );
  }
}
