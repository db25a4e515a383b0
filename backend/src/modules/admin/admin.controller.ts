import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard, CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { ApiBinaryOk, ApiErrors } from '../../platform/http/api-responses';
import { ORDER_ID_PARAM, uuidParam } from '../../platform/http/uuid-param.pipe';
import { AdminAuditService } from '../error-logs';
import {
  AdminExportQueryDto,
  AdminLineItemDto,
  AdminListQueryDto,
  AdminOrderDetailDto,
  AdminOrdersPageDto,
  AdminOrdersQueryDto,
  AdminRangeQueryDto,
  AdminSessionsPageDto,
  AdminStatisticsDto,
  AdminUserDetailDto,
  AdminUsersPageDto,
} from './admin.dto';
import { AdminService } from './admin.service';

const orderIdPipe = ORDER_ID_PARAM;
const userIdPipe = uuidParam('USER.NOT_FOUND', 'User Not Found');

/** The back office's reads and the CSV export (staff only: 401 without a token, 403 for a non-administrator). */
@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors({
  400: 'Invalid query',
  401: 'Missing, invalid or expired access token',
  403: 'Not an administrator',
})
@UseGuards(JwtAuthGuard, AdminGuard)
@Controller('admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get('statistics')
  @ApiOperation({
    operationId: 'getAdminStatistics',
    summary: 'Dashboard totals and the charts of a day range',
  })
  @ApiOkResponse({ type: AdminStatisticsDto })
  statistics(@Query() query: AdminRangeQueryDto): Promise<AdminStatisticsDto> {
    return this.admin.statistics(query);
  }

  @Get('orders')
  @ApiOperation({
    operationId: 'getAdminOrders',
    summary: 'Orders: search, status, day range, page; with counts',
  })
  @ApiOkResponse({ type: AdminOrdersPageDto })
  orders(@Query() query: AdminOrdersQueryDto): Promise<AdminOrdersPageDto> {
    return this.admin.orders(query);
  }

  @Get('orders/:orderId')
  @ApiOperation({ operationId: 'getAdminOrder', summary: 'One order with items, shipments and history' })
  @ApiOkResponse({ type: AdminOrderDetailDto })
  @ApiErrors({ 404: 'Unknown order' })
  order(@Param('orderId', orderIdPipe) orderId: string): Promise<AdminOrderDetailDto> {
    return this.admin.orderDetail(orderId);
  }

  @Get('order-line-items/:orderId')
  @ApiOperation({ operationId: 'getAdminOrderLineItems', summary: 'The line items of an order' })
  @ApiOkResponse({ type: [AdminLineItemDto] })
  @ApiErrors({ 404: 'Unknown order' })
  lineItems(@Param('orderId', orderIdPipe) orderId: string): Promise<AdminLineItemDto[]> {
    return this.admin.lineItems(orderId);
  }

  @Get('users')
  @ApiOperation({ operationId: 'getAdminUsers', summary: 'Accounts: email search, registration days, page' })
  @ApiOkResponse({ type: AdminUsersPageDto })
  users(@Query() query: AdminListQueryDto): Promise<AdminUsersPageDto> {
    return this.admin.users(query);
  }

  @Get('users/:userId')
  @ApiOperation({
    operationId: 'getAdminUser',
    summary: 'One account with its metrics and 10 most recent orders',
  })
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiErrors({ 404: 'User Not Found' })
  user(@Param('userId', userIdPipe) userId: string): Promise<AdminUserDetailDto> {
    return this.admin.user(userId);
  }

  @Get('sessions')
  @ApiOperation({ operationId: 'getAdminSessions', summary: 'Creation sessions, newest first' })
  @ApiOkResponse({ type: AdminSessionsPageDto })
  sessions(@Query() query: AdminListQueryDto): Promise<AdminSessionsPageDto> {
    return this.admin.sessions(query);
  }

  @Get('export-orders-csv')
  @ApiOperation({
    operationId: 'exportOrdersCsv',
    summary: 'Orders of a day range as CSV (one row per order line, streamed, UTF-8 with BOM); audited',
  })
  @ApiBinaryOk('The CSV file', ['text/csv'])
  async exportOrders(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AdminExportQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { fileName, stream } = this.admin.exportOrders(query);
    await this.audit.record(user, {
      action: 'orders.export_csv',
      objectType: 'orders',
      detail: { from: query.from, to: query.to },
    });
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  }
}
