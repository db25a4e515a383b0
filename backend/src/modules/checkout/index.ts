// The checkout module's public entry: what other modules may use. Everything else in modules/checkout is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { CheckoutModule } from './checkout.module';
