import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminGuard, JwtAuthGuard } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';
import { FulfilmentService } from './fulfilment.service';

export class SyncOrderStatusesResultDto {
  @ApiProperty({ description: 'Orders re-read at the provider', example: 12 }) synced!: number;
  @ApiProperty({ description: 'Orders whose re-read failed (retried at the next sync)', example: 0 })
  failed!: number;
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
  ) {}

  @Post('sync-order-statuses')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'syncOrderStatuses',
    summary: 'Re-read every open order at the print provider now (the scheduled sync, on demand)',
  })
  @ApiOkResponse({ type: SyncOrderStatusesResultDto })
  syncOrderStatuses(): Promise<SyncOrderStatusesResultDto> {
    return this.tracking.syncAll('admin');
  }
}
