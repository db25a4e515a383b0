// The discounts module's public entry: what other modules may use (pricing quotes, checkout reserves, payments
// redeem). Everything else in modules/discounts is internal.
export { DiscountsModule } from './discounts.module';
export {
  DiscountsService,
  type DiscountAsker,
  type DiscountQuote,
  type PaymentRefusal,
} from './discounts.service';
