// The fulfilment module's public entry: what other modules may use. Everything else in modules/fulfilment is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { FulfilmentModule } from './fulfilment.module';
export { FulfilmentService } from './fulfilment.service';
export { FulfilmentTrackingService } from './fulfilment-tracking.service';
