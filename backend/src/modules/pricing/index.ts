// The pricing module's public entry: what other modules may use. Everything else in modules/pricing is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { PricingModule } from './pricing.module';
export { PricingService, toEstimatesDto, type PricedCart } from './pricing.service';
