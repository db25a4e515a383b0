/**
 * Stripe.js loaded by script tag from js.stripe.com (Stripe requires it to be loaded from there; the npm wrapper
 * only does this too, so no package is added). Only the few calls the card form uses are typed.
 */
export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message: string } }) => void): void;
}
export interface StripeElements {
  create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
}
export interface StripeConfirmResult {
  error?: { message?: string; decline_code?: string };
  paymentIntent?: { status: string };
}
export interface StripeInstance {
  elements(options?: Record<string, unknown>): StripeElements;
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details: object } },
  ): Promise<StripeConfirmResult>;
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
