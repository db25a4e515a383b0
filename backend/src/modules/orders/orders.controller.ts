import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser, SignedIn } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { OrderDto, OrderLineItemDto } from './orders.dto';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@SignedIn()
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('order/hash/:orderHash')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getOrderByHash',
    summary: 'One order by its hash (owner, or an administrator)',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: "Order Not Found (unknown, or not the caller's)",
  })
  byHash(@CurrentUser() user: AuthenticatedUser, @Param('orderHash') orderHash: string): Promise<OrderDto> {
    return this.orders.byHash(user, orderHash);
  }

  @Get('payment/order-line-items/:orderId')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getOrderLineItems',
    summary: 'The lines of one order (owner, or an administrator)',
  })
  @ApiOkResponse({ type: [OrderLineItemDto] })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: "Order Not Found (unknown, or not the caller's)",
  })
  lineItems(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId') orderId: string,
  ): Promise<OrderLineItemDto[]> {
    return this.orders.lineItems(user, orderId);
  }

  @Get('user-orders')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getUserOrders', summary: "The caller's paid orders, newest first" })
  @ApiOkResponse({ type: [OrderDto] })
  userOrders(@CurrentUser() user: AuthenticatedUser): Promise<OrderDto[]> {
    return this.orders.forUser(user.id);
  }
}
