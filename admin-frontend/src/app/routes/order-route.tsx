import { useParams } from 'react-router';
import { OrderPage } from '../../features/orders';

/** Lazy route module for one order's page. */
export function Component() {
  const { orderId = '' } = useParams();
  return <OrderPage key={orderId} orderId={orderId} />;
}
