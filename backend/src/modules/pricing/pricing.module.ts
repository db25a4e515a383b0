import { Module } from '@nestjs/common';
import { CartModule } from '../cart';
import { DiscountsModule } from '../discounts';
import { PricingController } from './pricing.controller';
import { PricingService } from './pricing.service';

/** Cart pricing with the ShippingQuoter and TaxCalculator ports (bound by the global AdaptersModule). */
@Module({
  imports: [CartModule, DiscountsModule],
  controllers: [PricingController],
  providers: [PricingService],
  exports: [PricingService],
})
export class PricingModule {}
