import { Module } from '@nestjs/common';
import { CartModule } from '../cart';
import { DiscountsModule } from '../discounts';
import { GiftCardsModule } from '../gift-cards';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { PricingModule } from '../pricing';
import { UsersModule } from '../users';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';

/** POST /cart/create-payment-intent. */
@Module({
  imports: [
    PricingModule,
    PaymentsModule,
    OrdersModule,
    UsersModule,
    CartModule,
    DiscountsModule,
    GiftCardsModule,
  ],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
