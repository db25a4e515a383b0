import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { CartModule } from '../cart';
import { UsersModule } from '../users';
import { DiscountsAdminController } from './discounts-admin.controller';
import { DiscountsController } from './discounts.controller';
import { DiscountsRepository } from './discounts.repository';
import { DiscountsService } from './discounts.service';

/**
 * Discount codes: owner of discount_codes and discount_redemptions. Pricing quotes codes, checkout reserves them with
 * the order, the payment-succeeded handler redeems them (exports: DiscountsService).
 */
@Module({
  imports: [RateLimitModule, CartModule, UsersModule],
  controllers: [DiscountsController, DiscountsAdminController],
  providers: [DiscountsService, DiscountsRepository],
  exports: [DiscountsService],
})
export class DiscountsModule {}
