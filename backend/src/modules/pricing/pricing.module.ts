import { Module } from '@nestjs/common';
import type { ShippingQuoter } from '@petart/domain';
import { LocalShippingQuoter } from '../../adapters/shipping/local-shipping.quoter';
import { PrintifyShippingQuoter } from '../../adapters/shipping/printify-shipping.quoter';
import { SHIPPING_QUOTER } from '../../adapters/shipping/shipping-quoter.token';
import { createStripeClient } from '../../adapters/stripe/stripe-client';
import { LocalTaxCalculator } from '../../adapters/tax/local-tax.calculator';
import { StripeTaxCalculator } from '../../adapters/tax/stripe-tax.calculator';
import { TAX_CALCULATOR, type TaxService } from '../../adapters/tax/tax-calculator.token';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { PricingController } from './pricing.controller';
import { PricingService } from './pricing.service';

/**
 * Shipping follows the fulfilment provider: Printify's shipping calculation when FULFILMENT_PROVIDER=printify (its
 * token and shop id are then required by the config), else the local table.
 */
export function createShippingQuoter(config: AppConfig): ShippingQuoter {
  const { apiToken, shopId, baseUrl } = config.printify;
  if (config.adapters.fulfilmentProvider === 'printify' && apiToken !== undefined && shopId !== undefined) {
    return new PrintifyShippingQuoter({ baseUrl, apiToken, shopId });
  }
  return new LocalShippingQuoter();
}

/** Builds the TaxCalculator selected by TAX_CALCULATOR (stripe needs STRIPE_SECRET_KEY, checked by the config). */
export function createTaxCalculator(config: AppConfig): TaxService {
  if (config.adapters.taxCalculator === 'stripe' && config.stripe.secretKey !== undefined) {
    return new StripeTaxCalculator(createStripeClient(config.stripe.secretKey, config.stripe.apiBase));
  }
  return new LocalTaxCalculator();
}

/** Cart pricing with the ShippingQuoter and TaxCalculator ports. */
@Module({
  controllers: [PricingController],
  providers: [
    PricingService,
    { provide: SHIPPING_QUOTER, inject: [APP_CONFIG], useFactory: createShippingQuoter },
    { provide: TAX_CALCULATOR, inject: [APP_CONFIG], useFactory: createTaxCalculator },
  ],
  exports: [PricingService, TAX_CALCULATOR],
})
export class PricingModule {}
