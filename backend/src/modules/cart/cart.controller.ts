import { SignedIn } from '../../platform/auth';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { AddCartItemDto, CartDto, CartItemResultDto, CartRemovedDto, UpdateCartItemDto } from './cart.dto';
import { CartService } from './cart.service';

@ApiTags('cart')
@SignedIn()
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getCart', summary: "The signed-in user's cart lines and item count" })
  @ApiOkResponse({ type: CartDto })
  getCart(@CurrentUser() user: AuthenticatedUser): Promise<CartDto> {
    return this.cart.list(user.id);
  }

  @Post()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'addCartItem',
    summary: 'Add a line (the same line again raises its quantity)',
  })
  @ApiCreatedResponse({ type: CartItemResultDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid quantity, type, size or image' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Session not found (or not the caller’s)' })
  addItem(@CurrentUser() user: AuthenticatedUser, @Body() body: AddCartItemDto): Promise<CartItemResultDto> {
    return this.cart.add(user.id, body);
  }

  @Put(':itemId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'updateCartItem', summary: 'Set the quantity of a line' })
  @ApiOkResponse({ type: CartItemResultDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid quantity' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Cart item not found' })
  updateItem(
    @CurrentUser() user: AuthenticatedUser,
    @Param('itemId') itemId: string,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartItemResultDto> {
    return this.cart.update(user.id, itemId, body.quantity);
  }

  @Delete(':itemId')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'removeCartItem', summary: 'Remove a line' })
  @ApiOkResponse({ type: CartRemovedDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Cart item not found' })
  async removeItem(
    @CurrentUser() user: AuthenticatedUser,
    @Param('itemId') itemId: string,
  ): Promise<CartRemovedDto> {
    return { success: true, itemCount: await this.cart.remove(user.id, itemId) };
  }

  @Delete()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'clearCart', summary: 'Remove every line' })
  @ApiOkResponse({ type: CartRemovedDto })
  async clear(@CurrentUser() user: AuthenticatedUser): Promise<CartRemovedDto> {
    await this.cart.clear(user.id);
    return { success: true, itemCount: 0 };
  }
}
