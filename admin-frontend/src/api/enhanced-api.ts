import { generatedApi } from './generated';

/** Orders lists (product.md P11): stale after 60 s, refetched every 300 s and on window focus. */
export const ORDERS_STALE_SECONDS = 60;
export const ORDERS_POLL_MS = 300_000;

/**
 * The generated endpoints plus what codegen cannot know (cache lifetimes, invalidation between endpoints).
 * Components import hooks from here, never from generated.ts.
 */
export const api = generatedApi
  .enhanceEndpoints({
    addTagTypes: ['AdminOrders', 'AdminStatistics', 'AdminUsers', 'Me', 'ErrorLogs', 'Jobs', 'AdminClaims', 'AdminDiscounts'],
  })
  .enhanceEndpoints({
    endpoints: {
      // Health is polled by the chip; a stale answer is worse than a refetch.
      getHealth: { keepUnusedDataFor: 0 },
      getMe: { providesTags: ['Me'] },
      getAdminOrders: { providesTags: ['AdminOrders'], keepUnusedDataFor: ORDERS_STALE_SECONDS },
      getAdminOrder: { providesTags: ['AdminOrders'] },
      getAdminOrderLineItems: { providesTags: ['AdminOrders'] },
      getAdminStatistics: { providesTags: ['AdminStatistics'], keepUnusedDataFor: ORDERS_STALE_SECONDS },
      getAdminUsers: { providesTags: ['AdminUsers'] },
      getAdminUser: { providesTags: ['AdminUsers'] },
      syncOrderStatuses: { invalidatesTags: ['AdminOrders', 'AdminStatistics'] },
      syncSelectedOrders: { invalidatesTags: ['AdminOrders', 'AdminStatistics'] },
      cancelOrder: { invalidatesTags: ['AdminOrders', 'AdminStatistics'] },
      resubmitOrder: { invalidatesTags: ['AdminOrders'] },
      // The order page: its timeline and the list follow every action.
      getAdminOrderTimeline: { providesTags: ['AdminOrders'] },
      addOrderNote: { invalidatesTags: ['AdminOrders'] },
      resendOrderEmail: { invalidatesTags: ['AdminOrders'] },
      refundOrder: { invalidatesTags: ['AdminOrders', 'AdminStatistics'] },
      sendOrderToProduction: { invalidatesTags: ['AdminOrders'] },
      changeOrderShippingAddress: { invalidatesTags: ['AdminOrders'] },
      // Claims: the queue (and the navigation's count), a claim, the dashboard tile; a decision refreshes them all and
      // the order page (a refund moves the order's money, the timeline shows the audit).
      listAdminClaims: { providesTags: ['AdminClaims'] },
      getAdminClaim: { providesTags: ['AdminClaims'] },
      getAdminClaimStats: { providesTags: ['AdminClaims'] },
      askClaimCustomer: { invalidatesTags: ['AdminClaims', 'AdminOrders'] },
      declineClaim: { invalidatesTags: ['AdminClaims', 'AdminOrders'] },
      approveClaimRefund: { invalidatesTags: ['AdminClaims', 'AdminOrders', 'AdminStatistics'] },
      approveClaimReprint: { invalidatesTags: ['AdminClaims', 'AdminOrders'] },
      // Discount codes (issue 26): the list follows creating and deactivating.
      listAdminDiscounts: { providesTags: ['AdminDiscounts'] },
      createAdminDiscount: { invalidatesTags: ['AdminDiscounts'] },
      deactivateAdminDiscount: { invalidatesTags: ['AdminDiscounts'] },
      // Dev tab: error logs (the dashboard's error counts follow them) and the job queue
      listErrorLogs: { providesTags: ['ErrorLogs'] },
      countErrorLogs: { providesTags: ['ErrorLogs'] },
      resolveErrorLog: { invalidatesTags: ['ErrorLogs', 'AdminStatistics'] },
      resolveErrorLogs: { invalidatesTags: ['ErrorLogs', 'AdminStatistics'] },
      deleteErrorLog: { invalidatesTags: ['ErrorLogs', 'AdminStatistics'] },
      deleteErrorLogs: { invalidatesTags: ['ErrorLogs', 'AdminStatistics'] },
      deleteAllErrorLogs: { invalidatesTags: ['ErrorLogs', 'AdminStatistics'] },
      triggerTestError: { invalidatesTags: ['ErrorLogs', 'AdminStatistics'] },
      // Adapter probes call the vendors: never answer from an old cache.
      getAdapterStatus: { keepUnusedDataFor: 0 },
      listJobs: { providesTags: ['Jobs'] },
      retryJob: { invalidatesTags: ['Jobs'] },
      // Customer page actions: the user's detail and the lists show the new state at once.
      adminResendVerification: { invalidatesTags: ['AdminUsers'] },
      adminSendPasswordReset: { invalidatesTags: ['AdminUsers'] },
      adminMakeAdministrator: { invalidatesTags: ['AdminUsers'] },
      adminRemoveAdministrator: { invalidatesTags: ['AdminUsers'] },
      adminDisableAccount: { invalidatesTags: ['AdminUsers'] },
      adminEnableAccount: { invalidatesTags: ['AdminUsers'] },
    },
  });

export const {
  useGetHealthQuery,
  useGetMeQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetAdminStatisticsQuery,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useGetAdminSessionsQuery,
  useAdminResendVerificationMutation,
  useAdminSendPasswordResetMutation,
  useAdminMakeAdministratorMutation,
  useAdminRemoveAdministratorMutation,
  useAdminDisableAccountMutation,
  useAdminEnableAccountMutation,
  useSyncOrderStatusesMutation,
  useSyncSelectedOrdersMutation,
  useCancelOrderMutation,
  useResubmitOrderMutation,
  useGetAdminOrderTimelineQuery,
  useAddOrderNoteMutation,
  useResendOrderEmailMutation,
  useRefundOrderMutation,
  useSendOrderToProductionMutation,
  useChangeOrderShippingAddressMutation,
  useListAdminClaimsQuery,
  useGetAdminClaimQuery,
  useGetAdminClaimStatsQuery,
  useAskClaimCustomerMutation,
  useDeclineClaimMutation,
  useApproveClaimRefundMutation,
  useApproveClaimReprintMutation,
  useListAdminDiscountsQuery,
  useCreateAdminDiscountMutation,
  useDeactivateAdminDiscountMutation,
  useListErrorLogsQuery,
  useCountErrorLogsQuery,
  useResolveErrorLogMutation,
  useResolveErrorLogsMutation,
  useDeleteErrorLogMutation,
  useDeleteErrorLogsMutation,
  useDeleteAllErrorLogsMutation,
  useAnalyzeErrorMutation,
  useAnalyzeBulkErrorsMutation,
  useVerifyVariantsDetailedMutation,
  useSendTestEmailMutation,
  useGetAdapterStatusQuery,
  useListJobsQuery,
  useRetryJobMutation,
  useTriggerTestErrorMutation,
} = api;
export type {
  GetHealthApiResponse,
  AdminOrderDto,
  AdminOrderDetailDto,
  AdminOrdersPageDto,
  AdminStatisticsDto,
  AdminClaimDto,
  ClaimQueueDto,
  ClaimQueueItemDto,
  ClaimStatsDto,
  AdminDiscountDto,
  CreateDiscountDto,
  AdminUserDto,
  AdminUserDetailDto,
  AdminSessionDto,
  UserDto,
  ErrorLogDto,
  ErrorAnalysisDto,
  BulkErrorAnalysisDto,
  AnalyzeErrorDto,
  TestEmailDto,
  TestErrorDto,
} from './generated';
