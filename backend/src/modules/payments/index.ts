// The payments module's public entry: what other modules may use. Everything else in modules/payments is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { PaymentsModule } from './payments.module';
export { PaymentEventsService } from './payment-events.service';
export { RefundService } from './refund.service';
