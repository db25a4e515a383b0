import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentMethodCreateParams, Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js through `@stripe/stripe-js` (its types, and the Stripe.js release it was written against, which it loads
 * from js.stripe.com as Stripe requires). The `pure` entry loads nothing until the Payment Element is shown: the
 * checkout of the local profile, and every other page, never fetch Stripe.js.
 */
export type {
  Stripe as StripeInstance,
  StripeElements,
  StripeElementsOptionsMode as StripeElementsOptions,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';

/** Billing details as a payment method is created with them (every field optional; the address's lines too). */
export type StripeBillingDetails = PaymentMethodCreateParams.BillingDetails;

/** Stripe.js with the publishable key, once per page; rejects when the script cannot be loaded (offline, blocked). */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  return stripe;
}
