import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions';
import { CartItemsRepository } from './cart-items.repository';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';

/**
 * The signed-in user's cart, owner of `cart_items` through CartItemsRepository (exported for the paid order's cart
 * clean-up); ImageUrlSigner comes from the global ImagesModule.
 */
@Module({
  imports: [SessionsModule],
  controllers: [CartController],
  providers: [CartService, CartItemsRepository],
  exports: [CartService, CartItemsRepository],
})
export class CartModule {}
