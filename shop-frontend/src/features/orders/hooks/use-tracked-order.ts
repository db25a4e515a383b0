import { customerProgress, orderTrackingPollInterval, type CustomerProgress } from '@petart/domain';
import { api, useGetOrderByHashQuery, type OrderDto } from '../../../api/enhanced-api';

/** The customer's view of an order (domain customerProgress); a paid invoice counts as paid, as the summary says. */
export function orderProgress(order: OrderDto): CustomerProgress {
  const paid = order.paymentStatus === 'paid' || order.invoiceStatus === 'paid';
  return customerProgress({ ...order, paymentStatus: paid ? 'paid' : order.paymentStatus });
}

/**
 * The order of the confirmation page, refreshed by itself while it moves: every ORDER_TRACKING_POLL_MS (30 s) while
 * it is awaiting payment or on its way, never once it is final (delivered, cancelled, refunded, failed, error). The
 * interval is read from the cached order before subscribing, so the subscription's options follow the latest answer
 * and polling stops on the render that receives a final status. Polling pauses while the window is unfocused.
 */
export function useTrackedOrder(orderHash: string) {
  const skip = !orderHash;
  const cached = api.endpoints.getOrderByHash.useQueryState({ orderHash }, { skip });
  const pollingInterval = cached.data ? orderTrackingPollInterval(orderProgress(cached.data)) : 0;
  return useGetOrderByHashQuery(
    { orderHash },
    {
      skip,
      refetchOnMountOrArgChange: true,
      refetchOnFocus: pollingInterval > 0,
      pollingInterval,
      skipPollingIfUnfocused: true,
    },
  );
}
