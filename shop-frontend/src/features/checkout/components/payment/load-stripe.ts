/**
 * Stripe.js loaded by script tag from js.stripe.com (Stripe requires it to be loaded from there; the npm wrapper
 * only does this too, so no package is added). Only the few calls the Payment Element form uses are typed.
 */

/** An error as Stripe.js reports it (a decline, a card field the Payment Element refused, a network failure). */
export interface StripeJsError {
  type?: string;
  code?: string;
  message?: string;
  decline_code?: string;
}

/** Options of `stripe.elements()` without an intent (the intent is created when the customer pays). */
export interface StripeElementsOptions {
  mode: 'payment';
  /** Cents; Elements only shows it in wallets and buy-now-pay-later forms, both of which are off here. */
  amount: number;
  currency: 'usd';
  /** Must match the PaymentIntent's payment method types (the server creates it card only). */
  paymentMethodTypes: string[];
  appearance?: {
    theme?: 'stripe' | 'night' | 'flat';
    variables?: Record<string, string>;
  };
}

/** Options of the Payment Element (`elements.create('payment', ...)`). */
export interface StripePaymentElementOptions {
  layout?: 'tabs' | 'accordion';
  wallets?: { applePay?: 'auto' | 'never'; googlePay?: 'auto' | 'never' };
  paymentMethodOrder?: string[];
  fields?: { billingDetails?: { address?: 'auto' | 'never' | 'if_required' } };
}

export interface StripePaymentElementChange {
  complete: boolean;
  empty?: boolean;
  value?: { type: string };
}

export interface StripePaymentElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: StripePaymentElementChange) => void): void;
  on(event: 'loaderror', handler: (event: { error: StripeJsError }) => void): void;
}

export interface StripeElements {
  create(type: 'payment', options: StripePaymentElementOptions): StripePaymentElement;
  update(options: { amount: number }): Promise<void>;
  /** Validates the Payment Element; must resolve before confirmPayment. */
  submit(): Promise<{ error?: StripeJsError }>;
}

/** Billing details as Stripe takes them with the payment method. */
export interface StripeBillingDetails {
  name: string;
  email: string;
  phone: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

export interface StripeConfirmPaymentOptions {
  elements: StripeElements;
  clientSecret: string;
  redirect: 'if_required';
  confirmParams: {
    /** Where Stripe sends the customer back should the card need a redirect (3-D Secure mostly opens in a modal). */
    return_url: string;
    payment_method_data: { billing_details: StripeBillingDetails };
  };
}

export interface StripePaymentIntentResult {
  error?: StripeJsError;
  paymentIntent?: { status: string; amount: number };
}

export interface StripeInstance {
  elements(options: StripeElementsOptions): StripeElements;
  retrievePaymentIntent(clientSecret: string): Promise<StripePaymentIntentResult>;
  confirmPayment(options: StripeConfirmPaymentOptions): Promise<StripePaymentIntentResult>;
}
type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once per page; rejects when the script cannot be loaded (offline, blocked). */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
