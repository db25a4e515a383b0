// Each port file holds the port's interface and, beside it, its dependency-injection token (a plain Symbol, no
// framework): the backend binds every token to an adapter in one place, backend/src/adapters/adapters.module.ts.
export type * from './clock.port';
export { CLOCK, CLOCK_CONTROL } from './clock.port';
export type * from './object-storage.port';
export { OBJECT_STORAGE, assertSafeStorageKey } from './object-storage.port';
export type * from './image-generator.port';
export { IMAGE_GENERATOR, ImageGenerationError, isImageGenerationFailure } from './image-generator.port';
export { MOCKUP_RENDERER, MOCKUP_VIEWS, MockupVariantMismatchError } from './mockup-renderer.port';
export type * from './mockup-renderer.port';
export type * from './payment-gateway.port';
export { PAYMENT_GATEWAY, TEST_CARD_PAYMENTS } from './payment-gateway.port';
export type * from './tax-calculator.port';
export { TAX_CALCULATOR } from './tax-calculator.port';
export type * from './shipping-quoter.port';
export { SHIPPING_QUOTER } from './shipping-quoter.port';
export type * from './fulfilment-provider.port';
export {
  FULFILMENT_PROVIDER,
  FULFILMENT_SIMULATOR,
  VARIANT_CATALOG,
  InvalidWebhookSignatureError,
  UnconfirmedVariantError,
  AddressChangeUnsupportedError,
} from './fulfilment-provider.port';
export type * from './mailer.port';
export { MAILER, MAIL_OUTBOX } from './mailer.port';
export {
  ERROR_ANALYZER,
  FALLBACK_ERROR_ANALYSIS,
  ErrorAnalysisUnavailableError,
} from './error-analyzer.port';
export type * from './error-analyzer.port';
