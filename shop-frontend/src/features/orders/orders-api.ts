import { api } from '../../api/enhanced-api';

/**
 * Order reads (docs/briefs/checkout-api.md), hand-written until src/api/generated.ts is regenerated; named like their
 * operationIds. Types mirror backend/src/modules/orders/orders.dto.ts. Money in cents.
 */
export interface OrderShippingAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2?: string;
  city: string;
  region?: string;
  zip: string;
  country: string;
}
export interface OrderDeliveryEstimate {
  range: string;
  min?: number;
  max?: number;
  hasMultipleProviders?: boolean;
  estimates?: { label: string; range: string; provider: number; printTypes: string[] }[];
  separatePackagesNote?: string;
}
export interface Order {
  id: string;
  orderHash: string;
  totalAmount: number;
  taxAmount: number;
  productPrice?: number;
  shippingCost?: number;
  fulfillmentStatus: string | null;
  invoiceStatus?: string;
  paymentStatus?: 'paid' | 'pending' | 'failed';
  /** An object, or a JSON string from older records (spec 2 §7). */
  shippingAddress: OrderShippingAddress | string | null;
  customerEmail?: string;
  trackingUrl?: string | null;
  deliveryEstimate?: OrderDeliveryEstimate | null;
  createdAt: string;
  paidAt?: string | null;
}
export interface OrderLineItem {
  id: string;
  printType: string;
  printSize: string;
  imageUrl: string | null;
  quantity: number;
  unitPrice?: number;
  lineTotal?: number;
}

export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['orders'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrderByHash: build.query<Order, string>({
      query: (orderHash) => ({ url: `/api/order/hash/${encodeURIComponent(orderHash)}` }),
      providesTags: ['orders'],
    }),
    getOrderLineItems: build.query<OrderLineItem[], string>({
      query: (orderId) => ({ url: `/api/payment/order-line-items/${encodeURIComponent(orderId)}` }),
    }),
    getUserOrders: build.query<Order[], void>({
      query: () => ({ url: '/api/user-orders' }),
      providesTags: ['orders'],
    }),
  }),
  overrideExisting: false,
});

export const { useGetOrderByHashQuery, useGetOrderLineItemsQuery, useGetUserOrdersQuery } = ordersApi;
