import { OrderHistoryPage } from '../../features/orders/components/order-history-page';

/** Lazy route module for /app/order-history. */
export function Component() {
  return <OrderHistoryPage />;
}
