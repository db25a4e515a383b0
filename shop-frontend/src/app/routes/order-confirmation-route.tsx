import { OrderConfirmationPage } from '../../features/orders/components/order-confirmation-page';

/** Lazy route module for /app/order-confirmation/:orderHash. */
export function Component() {
  return <OrderConfirmationPage />;
}
