import { emptyApi as api } from './empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrderLineItems: build.query<GetAdminOrderLineItemsApiResponse, GetAdminOrderLineItemsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/order-line-items/${queryArg.orderId}` }),
    }),
    getAdminOrders: build.query<GetAdminOrdersApiResponse, GetAdminOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders`,
        params: {
          search: queryArg.search,
          from: queryArg['from'],
          to: queryArg.to,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          status: queryArg.status,
        },
      }),
    }),
    getAdminOrder: build.query<GetAdminOrderApiResponse, GetAdminOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}` }),
    }),
    cancelOrder: build.mutation<CancelOrderApiResponse, CancelOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}/cancel`, method: 'POST' }),
    }),
    resubmitOrder: build.mutation<ResubmitOrderApiResponse, ResubmitOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}/resubmit`, method: 'POST' }),
    }),
    getAdminSessions: build.query<GetAdminSessionsApiResponse, GetAdminSessionsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sessions`,
        params: {
          search: queryArg.search,
          from: queryArg['from'],
          to: queryArg.to,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    getAdminStatistics: build.query<GetAdminStatisticsApiResponse, GetAdminStatisticsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/statistics`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    syncOrderStatuses: build.mutation<SyncOrderStatusesApiResponse, SyncOrderStatusesApiArg>({
      query: () => ({ url: `/api/admin/sync-order-statuses`, method: 'POST' }),
    }),
    getAdminUsers: build.query<GetAdminUsersApiResponse, GetAdminUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users`,
        params: {
          search: queryArg.search,
          from: queryArg['from'],
          to: queryArg.to,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    getAdminUser: build.query<GetAdminUserApiResponse, GetAdminUserApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.userId}` }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/auth/me` }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetAdminOrderLineItemsApiResponse = /** status 200  */ AdminLineItemDto[];
export type GetAdminOrderLineItemsApiArg = {
  orderId: string;
};
export type GetAdminOrdersApiResponse = /** status 200  */ AdminOrdersPageDto;
export type GetAdminOrdersApiArg = {
  /** Case-insensitive substring */
  search?: string;
  /** First day (UTC), inclusive */
  from?: string;
  /** Last day (UTC), inclusive */
  to?: string;
  page?: number;
  pageSize?: number;
  /** Normalised fulfilment status */
  status?:
    | 'pending'
    | 'submitted'
    | 'in_production'
    | 'processing'
    | 'on_hold'
    | 'partially_shipped'
    | 'shipped'
    | 'delivered'
    | 'cancelled'
    | 'error';
};
export type GetAdminOrderApiResponse = /** status 200  */ AdminOrderDetailDto;
export type GetAdminOrderApiArg = {
  orderId: string;
};
export type CancelOrderApiResponse = /** status 200  */ CancelOrderResultDto;
export type CancelOrderApiArg = {
  orderId: string;
};
export type ResubmitOrderApiResponse = /** status 200  */ ResubmitOrderResultDto;
export type ResubmitOrderApiArg = {
  orderId: string;
};
export type GetAdminSessionsApiResponse = /** status 200  */ AdminSessionsPageDto;
export type GetAdminSessionsApiArg = {
  /** Case-insensitive substring */
  search?: string;
  /** First day (UTC), inclusive */
  from?: string;
  /** Last day (UTC), inclusive */
  to?: string;
  page?: number;
  pageSize?: number;
};
export type GetAdminStatisticsApiResponse = /** status 200  */ AdminStatisticsDto;
export type GetAdminStatisticsApiArg = {
  /** First day (UTC), inclusive; default 29 days before `to` */
  from?: string;
  /** Last day (UTC), inclusive; default today */
  to?: string;
};
export type SyncOrderStatusesApiResponse = /** status 200  */ SyncOrderStatusesResultDto;
export type SyncOrderStatusesApiArg = void;
export type GetAdminUsersApiResponse = /** status 200  */ AdminUsersPageDto;
export type GetAdminUsersApiArg = {
  /** Case-insensitive substring */
  search?: string;
  /** First day (UTC), inclusive */
  from?: string;
  /** Last day (UTC), inclusive */
  to?: string;
  page?: number;
  pageSize?: number;
};
export type GetAdminUserApiResponse = /** status 200  */ AdminUserDetailDto;
export type GetAdminUserApiArg = {
  userId: string;
};
export type GetMeApiResponse = /** status 200  */ UserDto;
export type GetMeApiArg = void;
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type LoginApiResponse = /** status 200  */ LoginResponseDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200  */ SuccessDto;
export type LogoutApiArg = void;
export type AdminLineItemDto = {
  /** Effective DPI of the print file */
  effectiveDpi: number | null;
  id: string;
  /** Absolute signed URL */
  imageUrl: string | null;
  /** cents */
  lineTotal: number;
  printFileHeight: number | null;
  /** Absolute signed URL of the print file */
  printFileUrl: string | null;
  printFileWidth: number | null;
  printSize: string;
  printType: string;
  quantity: number;
  /** cents */
  unitPrice: number;
};
export type ErrorEnvelopeDto = {
  /** Stable error code */
  code: string;
  /** Field-level messages (validation) */
  details: string[];
  /** Short human-readable text */
  error: string;
  /** Error type of the shared error catalogue */
  errorType: string;
  /** Human-readable sentence, safe to show */
  message: string;
};
export type AdminOrderCountsDto = {
  cancelled: number;
  delivered: number;
  /** parked in error, or on hold */
  error: number;
  /** in production or processing */
  inProduction: number;
  pending: number;
  /** shipped or partially shipped */
  shipped: number;
  submitted: number;
  total: number;
};
export type AdminDisputeDto = {
  /** cents */
  amountCents: number;
  /** ISO time */
  closedAt: string | null;
  disputeId: string;
  /** ISO time the evidence is due */
  evidenceDueBy: string | null;
  /** ISO time */
  openedAt: string;
  reason: string;
  state: 'open' | 'won' | 'lost' | 'closed';
  /** The provider's status */
  status: string;
};
export type AdminOrderDto = {
  /** ISO time */
  createdAt: string;
  customerEmail: string;
  customerName: string | null;
  customerPhone: string | null;
  /** The latest dispute (chargeback) of the payment, if any */
  dispute: AdminDisputeDto | null;
  fulfillmentStatus: string;
  id: string;
  invoiceStatus: string;
  /** The order belongs to an account */
  isUserRegistered: boolean;
  orderHash: string;
  payment: 'Paid' | 'Pending';
  printSize: string | null;
  printType: string | null;
  printifyOrderId: string | null;
  /** Cancelled after payment and its refund not recorded yet (retried by the job queue; staff may refund by hand) */
  refundPending: boolean;
  /** cents refunded so far (refunds the payment provider accepted) */
  refundedAmount: number;
  status:
    | 'pending'
    | 'submitted'
    | 'in_production'
    | 'processing'
    | 'on_hold'
    | 'partially_shipped'
    | 'shipped'
    | 'delivered'
    | 'cancelled'
    | 'error';
  /** cents */
  taxAmount: number;
  /** cents */
  totalAmount: number;
  trackingUrl: string | null;
  userId: string | null;
};
export type AdminOrdersPageDto = {
  /** Counts over the search and dates (any status) */
  counts: AdminOrderCountsDto;
  items: AdminOrderDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type AdminOrderEventDto = {
  createdAt: string;
  detail?: {
    [key: string]: any;
  } | null;
  fromStatus: string | null;
  id: string;
  kind: 'payment' | 'fulfilment' | 'dispute';
  /** checkout, payment, submission, webhook, sync, admin or simulator */
  source: string;
  toStatus: string;
};
export type AdminShipmentDto = {
  carrier: string | null;
  deliveredAt: string | null;
  id: string;
  productType: string | null;
  shippedAt: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
};
export type AdminShippingAddressDto = {
  address1?: string;
  address2?: string;
  city?: string;
  country?: string;
  first_name?: string;
  last_name?: string;
  region?: string;
  zip?: string;
};
export type AdminOrderTotalsDto = {
  /** cents */
  productPrice: number;
  /** cents */
  shippingCost: number;
  /** cents */
  taxAmount: number;
  /** cents */
  totalAmount: number;
};
export type AdminOrderDetailDto = {
  /** Staff may cancel it (before production) */
  canCancel: boolean;
  /** Staff may resubmit it (parked in error) */
  canResubmit: boolean;
  /** ISO time */
  createdAt: string;
  customerEmail: string;
  customerName: string | null;
  customerPhone: string | null;
  /** The latest dispute (chargeback) of the payment, if any */
  dispute: AdminDisputeDto | null;
  events: AdminOrderEventDto[];
  fulfillmentStatus: string;
  id: string;
  invoiceStatus: string;
  /** The order belongs to an account */
  isUserRegistered: boolean;
  items: AdminLineItemDto[];
  orderHash: string;
  paidAt: string | null;
  payment: 'Paid' | 'Pending';
  printSize: string | null;
  printType: string | null;
  printifyOrderId: string | null;
  printifyOrderNumber: string | null;
  /** Cancelled after payment and its refund not recorded yet (retried by the job queue; staff may refund by hand) */
  refundPending: boolean;
  /** cents refunded so far (refunds the payment provider accepted) */
  refundedAmount: number;
  shipments: AdminShipmentDto[];
  shippingAddress: AdminShippingAddressDto | null;
  status:
    | 'pending'
    | 'submitted'
    | 'in_production'
    | 'processing'
    | 'on_hold'
    | 'partially_shipped'
    | 'shipped'
    | 'delivered'
    | 'cancelled'
    | 'error';
  stripePaymentId: string | null;
  /** cents */
  taxAmount: number;
  /** cents */
  totalAmount: number;
  totals: AdminOrderTotalsDto;
  trackingUrl: string | null;
  userId: string | null;
};
export type CancelOrderResultDto = {
  fulfillmentStatus: string;
  invoiceStatus?: string;
  /** cents refunded so far */
  refundedAmount?: number;
  success: boolean;
};
export type ResubmitOrderResultDto = {
  /** Status when queued (the submission runs in the background) */
  fulfillmentStatus: string;
  queued: boolean;
};
export type AdminSessionDto = {
  createdAt: string;
  /** How many generated images the session has */
  generatedCount: number;
  /** Absolute signed URLs (at most 3) */
  generatedImages: string[];
  /** Absolute signed URL */
  originalImageUrl: string | null;
  selectedStyle: string | null;
  sessionId: string;
  /** Where its images are stored (badge L or S3) */
  storage: 'local' | 's3';
  userEmail: string | null;
};
export type AdminSessionsPageDto = {
  items: AdminSessionDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type StatusCountDto = {
  count: number;
  status:
    | 'pending'
    | 'submitted'
    | 'in_production'
    | 'processing'
    | 'on_hold'
    | 'partially_shipped'
    | 'shipped'
    | 'delivered'
    | 'cancelled'
    | 'error';
};
export type RevenueDayDto = {
  date: string;
  orders: number;
  /** cents, paid orders */
  revenue: number;
};
export type AdminStatisticsDto = {
  /** Accounts signed in within the last 30 days */
  activeUsers: number;
  /** Generated images over all sessions */
  artworkCount: number;
  /** Error logs (audit entries excluded) */
  errorCount: number;
  from: string;
  /** Every order, paid or not */
  orderCount: number;
  /** cents, paid orders */
  orderRevenue: number;
  ordersByStatus: StatusCountDto[];
  paidOrderCount: number;
  /** Every day of the range */
  revenueByDay: RevenueDayDto[];
  to: string;
  unresolvedErrors: number;
  /** Sessions with an uploaded photo */
  uploadedImageCount: number;
  userCount: number;
};
export type SyncOrderStatusesResultDto = {
  /** Orders whose re-read failed (retried at the next sync) */
  failed: number;
  /** Orders re-read at the provider */
  synced: number;
};
export type AdminUserDto = {
  createdAt: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  id: string;
  isAdmin: boolean;
  lastName: string | null;
  phone: string | null;
};
export type AdminUsersPageDto = {
  items: AdminUserDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type AdminUserOrderDto = {
  createdAt: string;
  fulfillmentStatus: string;
  id: string;
  orderHash: string;
  printType: string | null;
  /** cents */
  totalAmount: number;
};
export type AdminShippingInfoDto = {
  address1?: string;
  address2?: string;
  city?: string;
  country?: string;
  countryCode?: string;
  countryName?: string;
  region?: string;
  zip?: string;
};
export type AdminUserDetailDto = {
  createdAt: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  id: string;
  isAdmin: boolean;
  /** Last sign-in (ISO) */
  lastLoginDate: string | null;
  lastName: string | null;
  /** Last uploaded image (ISO) */
  lastUploadedImageAt: string | null;
  orderCount: number;
  /** The 10 most recent orders */
  orders: AdminUserOrderDto[];
  phone: string | null;
  sessionCount: number;
  shippingInfo: AdminShippingInfoDto | null;
  /** cents, paid orders */
  totalRevenue: number;
};
export type ShippingInfoDto = {
  address1?: string;
  address2?: string;
  city?: string;
  country?: string;
  countryCode?: string;
  countryName?: string;
  /** State/Province */
  region?: string;
  zip?: string;
};
export type UserDto = {
  createdAt: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  id: string;
  /** users.is_admin or listed in ADMIN_EMAILS */
  isAdmin: boolean;
  lastName: string | null;
  phone: string | null;
  shippingInfo: ShippingInfoDto | null;
  username: string | null;
};
export type HealthDto = {
  database: 'up';
  status: 'ok';
  /** Seconds since the process started */
  uptimeSeconds: number;
  /** Backend package version */
  version: string;
};
export type LoginResponseDto = {
  /** Access token (JWT, 15 minutes); send as Authorization: Bearer */
  authToken: string;
  redirectTo: string;
  user: UserDto;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type SuccessDto = {
  success: boolean;
};
export const {
  useGetAdminOrderLineItemsQuery,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useCancelOrderMutation,
  useResubmitOrderMutation,
  useGetAdminSessionsQuery,
  useGetAdminStatisticsQuery,
  useSyncOrderStatusesMutation,
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useGetMeQuery,
  useGetHealthQuery,
  useLoginMutation,
  useLogoutMutation,
} = injectedRtkApi;
