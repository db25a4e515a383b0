// The after-payment module's public entry: what other modules may use (nothing else in modules/after-payment; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { AfterPaymentModule } from './after-payment.module';
