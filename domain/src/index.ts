/**
 * Public API of @petart/domain: the framework-free business core shared by the backend and both apps.
 * Contract suites for adapters live in a separate entry (`@petart/domain/testing`, src/testing/index.ts).
 */
export * from './catalogue/art-styles';
export * from './catalogue/print-catalogue';
export * from './catalogue/catalogue-view';
export * from './catalogue/orientation';
export * from './catalogue/size-fallback';
export * from './catalogue/print-dpi';
export * from './catalogue/print-advice';
export * from './catalogue/printify-variants';
export * from './catalogue/print-finish';
export * from './catalogue/print-crop';
export * from './pricing/money';
export * from './pricing/cart-pricing';
export * from './pricing/tax-name';
export * from './delivery/delivery-estimate';
export * from './delivery/business-days';
export * from './delivery/order-by';
export * from './fulfilment/fulfilment-status';
export * from './orders/order-lifecycle';
export * from './orders/after-payment';
export * from './orders/order-number';
export * from './orders/printing-start';
export * from './fulfilment/customer-progress';
export * from './fulfilment/provider-order';
export * from './errors/error-catalogue';
export * from './errors/classify-error';
export * from './validation/rules';
export * from './validation/validators';
export * from './address/address';
export * from './accounts/profile';
export * from './geo/countries';
export * from './geo/regions';
export * from './policies/limits';
export * from './photos/photo-quality';
export * from './photos/several-pets';
export * from './brand/brand-colors';
export * from './links/shop-paths';
export * from './links/prerendered-page';
export * from './ports';
export * from './claims/claims';
export * from './staff/staff-actions';
export * from './discounts/discounts';
export * from './personalisation/name-on-print';
export * from './personalisation/name-change';
export * from './orders/gift';
