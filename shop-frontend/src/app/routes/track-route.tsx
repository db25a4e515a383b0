import { TrackingPage } from '../../features/orders/components/tracking-page';

/** Lazy route module for the public /track/:orderHash (its own small chunk). */
export function Component() {
  return <TrackingPage />;
}
