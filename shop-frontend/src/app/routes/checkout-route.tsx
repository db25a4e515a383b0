import { CheckoutPage } from '../../features/checkout/components/checkout-page';

/** Lazy route module for /app/checkout. */
export function Component() {
  return <CheckoutPage />;
}
