import { api } from '../../api/enhanced-api';

/**
 * Checkout endpoints (docs/briefs/checkout-api.md). Hand-written because src/api/generated.ts has not been
 * regenerated since the checkout endpoints landed in docs/api/openapi.json; named like their operationIds so the
 * switch to the generated hooks changes imports only. Types mirror backend/src/modules/{pricing,checkout,payments}.
 */

export interface PricingAddress {
  postalCode: string;
  state?: string;
  city?: string;
  address1?: string;
}
export interface CalculateCartPricingApiArg {
  country: string;
  address: PricingAddress;
}
export interface DeliveryEstimateItem {
  label: string;
  range: string;
  provider: number;
  printTypes: string[];
  min?: number;
  max?: number;
}
export interface DeliveryEstimates {
  hasMultipleProviders: boolean;
  estimates: DeliveryEstimateItem[];
  combinedRange: string;
  separatePackagesNote?: string;
  canvasTip?: string;
}
export interface PricingResult {
  success: boolean;
  message: string;
  /** Dollars. */
  productPrice: number;
  /** Cents. */
  shippingCost: number;
  /** Cents. */
  taxAmount: number;
  /** Dollars. */
  total: number;
  deliveryTime: string;
  deliveryEstimates: DeliveryEstimates;
}

export interface CustomerInfo {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  address2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
  countryCode?: string;
  countryName?: string;
}
export interface PaymentIntentResult {
  success: boolean;
  clientSecret: string;
  orderHash: string;
  paymentProvider: 'local' | 'stripe';
  publishableKey?: string;
}
export interface PaymentConfig {
  provider: 'local' | 'stripe';
  publishableKey?: string;
  testMode: boolean;
}
export interface LocalConfirmApiArg {
  clientSecret: string;
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}
export interface LocalConfirmResult {
  success: boolean;
  status: 'succeeded';
  orderHash: string;
}

export const checkoutApi = api.enhanceEndpoints({ addTagTypes: ['orders'] }).injectEndpoints({
  endpoints: (build) => ({
    // A POST that reads: a query, so equal addresses share one request; the 'cart' tag re-prices after every cart
    // change (quantity, remove, clear).
    calculateCartPricing: build.query<PricingResult, CalculateCartPricingApiArg>({
      query: (body) => ({ url: '/api/pricing/calculate-cart', method: 'POST', body }),
      providesTags: ['cart'],
      keepUnusedDataFor: 30,
    }),
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => ({ url: '/api/payments/config' }),
      keepUnusedDataFor: 600,
    }),
    createPaymentIntent: build.mutation<PaymentIntentResult, { customerInfo: CustomerInfo }>({
      query: (body) => ({ url: '/api/cart/create-payment-intent', method: 'POST', body }),
    }),
    confirmLocalPayment: build.mutation<LocalConfirmResult, LocalConfirmApiArg>({
      query: (body) => ({ url: '/api/payments/local/confirm', method: 'POST', body }),
      invalidatesTags: ['orders'],
    }),
    submitToPrintify: build.mutation<unknown, string>({
      query: (orderHash) => ({
        url: `/api/submit-to-printify/${encodeURIComponent(orderHash)}`,
        method: 'POST',
      }),
      invalidatesTags: ['orders'],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCalculateCartPricingQuery,
  useGetPaymentConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmLocalPaymentMutation,
  useSubmitToPrintifyMutation,
} = checkoutApi;
