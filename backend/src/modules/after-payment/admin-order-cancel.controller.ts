import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ORDER_ID_PARAM } from '../../platform/http/uuid-param.pipe';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { AdminAuditService } from '../error-logs';
import { CancelOrderResultDto } from './after-payment.dto';
import { OrderCancellationService } from './order-cancellation.service';

/** Staff cancellation: the same use case as the customer's (cancel at the provider, refund in full), no window. */
@StaffOnly()
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
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
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
