import { OrdersTab } from '../../features/orders/components/orders-tab';

/** Lazy route module for the Orders tab. */
export function Component() {
  return <OrdersTab />;
}
