import { OrdersTab } from '../../features/orders';

/** Lazy route module for the Orders tab. */
export function Component() {
  return <OrdersTab />;
}
