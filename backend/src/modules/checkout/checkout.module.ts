import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { DiscountsModule } from '../discounts';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { PricingModule } from '../pricing/pricing.module';
import { UsersModule } from '../users/users.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';

/** POST /cart/create-payment-intent. */
@Module({
  imports: [PricingModule, PaymentsModule, OrdersModule, UsersModule, CartModule, DiscountsModule],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
