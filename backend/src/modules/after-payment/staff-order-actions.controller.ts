import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { ORDER_ID_PARAM } from '../../platform/http/uuid-param.pipe';
import { AdminAuditService } from '../error-logs';
import {
  AddOrderNoteDto,
  OrderTimelineDto,
  RefundOrderDto,
  RefundOrderResultDto,
  ResendOrderEmailDto,
  ChangeShippingAddressDto,
  StaffOrderActionResultDto,
} from './staff-order.dto';
import { StaffOrderActionsService } from './staff-order-actions.service';

/** The staff order page's timeline and actions; every action is audited (refused attempts too). */
@StaffOnly()
@Controller('admin')
export class StaffOrderActionsController {
  constructor(
    private readonly actions: StaffOrderActionsService,
    private readonly audit: AdminAuditService,
  ) {}

  private audited<T>(
    user: AuthenticatedUser,
    orderId: string,
    action: string,
    detail: Record<string, unknown>,
    run: () => Promise<T>,
  ) {
    return this.audit.around(user, { action, objectType: 'order', objectId: orderId, detail }, run);
  }

  @Get('orders/:orderId/timeline')
  @ApiOperation({
    operationId: 'getAdminOrderTimeline',
    summary: 'Payment, fulfilment and refund events, emails, jobs with due times, notes and staff actions',
  })
  @ApiOkResponse({ type: OrderTimelineDto })
  @ApiErrors({ 404: 'Unknown order' })
  timeline(@Param('orderId', ORDER_ID_PARAM) orderId: string): Promise<OrderTimelineDto> {
    return this.actions.timeline(orderId);
  }

  @Post('orders/:orderId/notes')
  @HttpCode(200)
  @ApiOperation({ operationId: 'addOrderNote', summary: 'Add a staff note to an order (audited)' })
  @ApiOkResponse({ type: StaffOrderActionResultDto })
  @ApiErrors({ 400: 'Empty or too long', 404: 'Unknown order' })
  addNote(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
    @Body() body: AddOrderNoteDto,
  ): Promise<StaffOrderActionResultDto> {
    return this.audited(user, orderId, 'orders.add_note', { length: body.body.length }, () =>
      this.actions.addNote(orderId, user, body.body),
    );
  }

  @Post('orders/:orderId/resend-email')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resendOrderEmail',
    summary: 'Send a customer email of this order again (audited)',
  })
  @ApiOkResponse({ type: StaffOrderActionResultDto })
  @ApiErrors({ 400: 'Unknown kind', 404: 'Unknown order', 409: 'That email has not gone out for this order' })
  resendEmail(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
    @Body() body: ResendOrderEmailDto,
  ): Promise<StaffOrderActionResultDto> {
    return this.audited(user, orderId, 'orders.resend_email', { kind: body.kind }, () =>
      this.actions.resendEmail(orderId, body.kind),
    );
  }

  @Post('orders/:orderId/resend-gift-email')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resendGiftEmail',
    summary: "Send a gift order's recipient their email again, once it has gone out (audited)",
  })
  @ApiOkResponse({ type: StaffOrderActionResultDto })
  @ApiErrors({ 404: 'Unknown order', 409: 'No gift, or the gift email has not gone out yet' })
  resendGiftEmail(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
  ): Promise<StaffOrderActionResultDto> {
    return this.audited(user, orderId, 'orders.resend_gift_email', {}, () =>
      this.actions.resendGiftEmail(orderId),
    );
  }

  @Post('orders/:orderId/refund')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'refundOrder',
    summary:
      'Refund part or all of a paid order with a reason, also after delivery (audited; the customer is emailed)',
  })
  @ApiOkResponse({ type: RefundOrderResultDto })
  @ApiErrors({ 400: 'Amount outside $0.01 .. what is left', 404: 'Unknown order', 409: 'Not paid' })
  refund(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
    @Body() body: RefundOrderDto,
  ): Promise<RefundOrderResultDto> {
    return this.audited(
      user,
      orderId,
      'orders.refund',
      { amount: body.amount ?? 'rest', reason: body.reason },
      () => this.actions.refund(orderId, body),
    );
  }

  @Post('orders/:orderId/send-to-production')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendOrderToProduction',
    summary: 'End the cancellation hold: send the order to production now (audited)',
  })
  @ApiOkResponse({ type: StaffOrderActionResultDto })
  @ApiErrors({ 404: 'Unknown order', 409: 'Not on hold at the provider, or already sent' })
  sendToProduction(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
  ): Promise<StaffOrderActionResultDto> {
    return this.audited(user, orderId, 'orders.send_to_production', {}, () =>
      this.actions.sendToProductionNow(orderId),
    );
  }

  @Put('orders/:orderId/shipping-address')
  @ApiOperation({
    operationId: 'changeOrderShippingAddress',
    summary: 'Change the shipping address before production, at the print provider too (audited)',
  })
  @ApiOkResponse({ type: StaffOrderActionResultDto })
  @ApiErrors({
    400: 'Invalid address',
    404: 'Unknown order',
    409: 'In production already, or the provider refuses',
  })
  changeAddress(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', ORDER_ID_PARAM) orderId: string,
    @Body() body: ChangeShippingAddressDto,
  ): Promise<StaffOrderActionResultDto> {
    return this.audited(user, orderId, 'orders.change_address', { to: { ...body } }, () =>
      this.actions.changeAddress(orderId, body),
    );
  }
}
