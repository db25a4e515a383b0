import { Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminGuard, CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { AdminAuditService } from '../error-logs/admin-audit.service';
import { CancelOrderResultDto } from './after-payment.dto';
import { OrderCancellationService } from './order-cancellation.service';

/** Staff cancellation: the same use case as the customer's (cancel at the provider, refund in full), no window. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or expired access token' })
@ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: 'Not an administrator' })
@UseGuards(JwtAuthGuard, AdminGuard)
@Controller('admin')
export class AdminOrderCancelController {
  constructor(
    private readonly cancellation: OrderCancellationService,
    private readonly audit: AdminAuditService,
  ) {}

  @Post('orders/:orderId/cancel')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'cancelOrder',
    summary: 'Cancel an order before production and refund it in full (staff)',
  })
  @ApiOkResponse({ type: CancelOrderResultDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown order' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'Already in production, shipped, delivered or cancelled',
  })
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Param(
      'orderId',
      new ParseUUIDPipe({ exceptionFactory: () => new AppError('ORDER.NOT_FOUND', 'Order Not Found') }),
    )
    orderId: string,
  ): Promise<CancelOrderResultDto> {
    // Who cancelled is kept on the order event and in the audit log (refused attempts too).
    const result = await this.audit.around(
      user,
      { action: 'orders.cancel', objectType: 'order', objectId: orderId },
      () => this.cancellation.cancel(orderId, { kind: 'staff', userId: user.id, email: user.email }),
    );
    return { success: true, ...result };
  }
}
