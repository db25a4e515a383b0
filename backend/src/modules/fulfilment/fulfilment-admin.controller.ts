import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
} from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ORDER_ID_PARAM } from '../../platform/http/uuid-param.pipe';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { AdminAuditService } from '../error-logs';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';
import { FulfilmentService } from './fulfilment.service';

export class SyncOrderStatusesResultDto {
  @ApiProperty({ description: 'Orders re-read at the provider', example: 12 }) synced!: number;
  @ApiProperty({ description: 'Orders whose re-read failed (retried at the next sync)', example: 0 })
  failed!: number;
}

export class SyncSelectedOrdersDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: 100,
    description: 'Orders to re-read',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  orderIds!: string[];
}

export class SyncSelectedOrdersResultDto extends SyncOrderStatusesResultDto {
  @ApiProperty({
    description: 'Orders not (yet) at the provider, or unknown: nothing to re-read',
    example: 1,
  })
  skipped!: number;
}

export class ResubmitOrderResultDto {
  @ApiProperty({ example: true }) queued!: boolean;
  @ApiProperty({
    description: 'Status when queued (the submission runs in the background)',
    example: 'error_submission',
  })
  fulfillmentStatus!: string;
}

@StaffOnly()
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

  @Post('orders/sync')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'syncSelectedOrders',
    summary: 'Re-read the selected orders at the print provider now (staff bulk action)',
  })
  @ApiOkResponse({ type: SyncSelectedOrdersResultDto })
  syncSelected(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SyncSelectedOrdersDto,
  ): Promise<SyncSelectedOrdersResultDto> {
    return this.audit.around(
      user,
      { action: 'orders.sync_selected', objectType: 'orders' },
      () => this.tracking.syncSelected(body.orderIds, 'admin'),
      (result) => ({ ...result, orderIds: body.orderIds }),
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
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
  ): Promise<ResubmitOrderResultDto> {
    return this.audit.around(
      user,
      { action: 'orders.resubmit', objectType: 'order', objectId: orderId },
      () => this.fulfilment.resubmit(orderId),
    );
  }
}
