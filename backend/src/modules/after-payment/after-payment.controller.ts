import { Controller, Get, Header, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { ApiBinaryOk, ApiErrors } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import { OrdersService } from '../orders';
import { CancelMyOrderResultDto } from './after-payment.dto';
import { DigitalFilesService } from './digital-files';
import { OrderCancellationService } from './order-cancellation.service';

/** The customer's own order after payment: cancel (inside the window) and the 30-day digital file. Owner only. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiErrors({ 401: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
@Controller('orders')
export class AfterPaymentController {
  constructor(
    private readonly orders: OrdersService,
    private readonly cancellation: OrderCancellationService,
    private readonly files: DigitalFilesService,
  ) {}

  @Post(':orderHash/cancel')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'cancelMyOrder',
    summary:
      'Cancel my order before production, within CANCEL_WINDOW_MINUTES of payment; it is refunded in full',
  })
  @ApiOkResponse({ type: CancelMyOrderResultDto })
  @ApiErrors({
    404: "Order Not Found (unknown, or not the caller's)",
    409: 'Not paid, the cancellation window has closed, or already in production',
  })
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
  ): Promise<CancelMyOrderResultDto> {
    const orderId = await this.orders.findOwnOrderId(user, orderHash);
    const result = await this.cancellation.cancel(orderId, { kind: 'customer', userId: user.id });
    return { success: true, ...result };
  }

  @Get(':orderHash/download')
  @ApiOperation({
    operationId: 'downloadOrderFile',
    summary:
      'The full-resolution artwork of one line of my paid order, for 30 days after payment (owner only)',
  })
  @ApiQuery({ name: 'line', required: false, description: 'line number, from 1 (default 1)' })
  @ApiBinaryOk('The artwork file (attachment named after the order)', ['image/jpeg', 'image/png'])
  @ApiErrors({
    404: "Order Not Found (unknown, or not the caller's), or no such line",
    409: 'Not paid yet, or refunded in full',
    410: 'The 30 days after payment have passed',
  })
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
    @Query('line') lineText: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const line = lineText === undefined || lineText === '' ? 1 : Number(lineText);
    if (!Number.isInteger(line) || line < 1 || line > 100) {
      throw new AppError('ORDER.FILE_NOT_FOUND', 'This order has no such file.');
    }
    const file = await this.files.download(user, orderHash, line);
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.body.length))
      .send(file.body);
  }
}
