import { emptyApi as api } from './empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyVariantsDetailed: build.mutation<VerifyVariantsDetailedApiResponse, VerifyVariantsDetailedApiArg>({
      query: (queryArg) => ({
        url: `/api/admin-variant/verify-variants`,
        method: 'GET',
        params: {
          printType: queryArg.printType,
        },
      }),
    }),
    listAdminClaims: build.query<ListAdminClaimsApiResponse, ListAdminClaimsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/claims`,
        params: {
          state: queryArg.state,
          orderId: queryArg.orderId,
        },
      }),
    }),
    getAdminClaimStats: build.query<GetAdminClaimStatsApiResponse, GetAdminClaimStatsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/claims/stats`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getAdminClaim: build.query<GetAdminClaimApiResponse, GetAdminClaimApiArg>({
      query: (queryArg) => ({ url: `/api/admin/claims/${queryArg.claimId}` }),
    }),
    approveClaimRefund: build.mutation<ApproveClaimRefundApiResponse, ApproveClaimRefundApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/claims/${queryArg.claimId}/approve-refund`,
        method: 'POST',
        body: queryArg.approveRefundDto,
      }),
    }),
    approveClaimReprint: build.mutation<ApproveClaimReprintApiResponse, ApproveClaimReprintApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/claims/${queryArg.claimId}/approve-reprint`,
        method: 'POST',
        body: queryArg.approveReprintDto,
      }),
    }),
    askClaimCustomer: build.mutation<AskClaimCustomerApiResponse, AskClaimCustomerApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/claims/${queryArg.claimId}/ask`,
        method: 'POST',
        body: queryArg.askClaimDto,
      }),
    }),
    declineClaim: build.mutation<DeclineClaimApiResponse, DeclineClaimApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/claims/${queryArg.claimId}/decline`,
        method: 'POST',
        body: queryArg.declineClaimDto,
      }),
    }),
    getAdminReprintTimeline: build.query<GetAdminReprintTimelineApiResponse, GetAdminReprintTimelineApiArg>({
      query: (queryArg) => ({ url: `/api/admin/claims/${queryArg.claimId}/reprint-timeline` }),
    }),
    getAdapterStatus: build.query<GetAdapterStatusApiResponse, GetAdapterStatusApiArg>({
      query: () => ({ url: `/api/admin/dev-tools/adapters` }),
    }),
    listAdminDiscounts: build.query<ListAdminDiscountsApiResponse, ListAdminDiscountsApiArg>({
      query: () => ({ url: `/api/admin/discounts` }),
    }),
    createAdminDiscount: build.mutation<CreateAdminDiscountApiResponse, CreateAdminDiscountApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/discounts`,
        method: 'POST',
        body: queryArg.createDiscountDto,
      }),
    }),
    deactivateAdminDiscount: build.mutation<
      DeactivateAdminDiscountApiResponse,
      DeactivateAdminDiscountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/discounts/${queryArg.discountId}/deactivate`,
        method: 'POST',
      }),
    }),
    listErrorLogs: build.query<ListErrorLogsApiResponse, ListErrorLogsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/errors`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          type: queryArg['type'],
          action: queryArg.action,
        },
      }),
    }),
    countErrorLogs: build.query<CountErrorLogsApiResponse, CountErrorLogsApiArg>({
      query: () => ({ url: `/api/admin/errors/count` }),
    }),
    deleteAllErrorLogs: build.mutation<DeleteAllErrorLogsApiResponse, DeleteAllErrorLogsApiArg>({
      query: () => ({ url: `/api/admin/errors/delete-all`, method: 'DELETE' }),
    }),
    deleteErrorLogs: build.mutation<DeleteErrorLogsApiResponse, DeleteErrorLogsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/errors/delete-bulk`,
        method: 'POST',
        body: queryArg.errorIdsDto,
      }),
    }),
    resolveErrorLogs: build.mutation<ResolveErrorLogsApiResponse, ResolveErrorLogsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/errors/resolve-bulk`,
        method: 'POST',
        body: queryArg.errorIdsDto,
      }),
    }),
    deleteErrorLog: build.mutation<DeleteErrorLogApiResponse, DeleteErrorLogApiArg>({
      query: (queryArg) => ({ url: `/api/admin/errors/${queryArg.id}`, method: 'DELETE' }),
    }),
    resolveErrorLog: build.mutation<ResolveErrorLogApiResponse, ResolveErrorLogApiArg>({
      query: (queryArg) => ({ url: `/api/admin/errors/${queryArg.id}/resolve`, method: 'POST' }),
    }),
    listAdminGiftCards: build.query<ListAdminGiftCardsApiResponse, ListAdminGiftCardsApiArg>({
      query: () => ({ url: `/api/admin/gift-cards` }),
    }),
    getAdminGiftCard: build.query<GetAdminGiftCardApiResponse, GetAdminGiftCardApiArg>({
      query: (queryArg) => ({ url: `/api/admin/gift-cards/${queryArg.cardId}` }),
    }),
    disableAdminGiftCard: build.mutation<DisableAdminGiftCardApiResponse, DisableAdminGiftCardApiArg>({
      query: (queryArg) => ({ url: `/api/admin/gift-cards/${queryArg.cardId}/disable`, method: 'POST' }),
    }),
    listJobs: build.query<ListJobsApiResponse, ListJobsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs`,
        params: {
          status: queryArg.status,
        },
      }),
    }),
    retryJob: build.mutation<RetryJobApiResponse, RetryJobApiArg>({
      query: (queryArg) => ({ url: `/api/admin/jobs/${queryArg.id}/retry`, method: 'POST' }),
    }),
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
    syncSelectedOrders: build.mutation<SyncSelectedOrdersApiResponse, SyncSelectedOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/sync`,
        method: 'POST',
        body: queryArg.syncSelectedOrdersDto,
      }),
    }),
    getAdminOrder: build.query<GetAdminOrderApiResponse, GetAdminOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}` }),
    }),
    cancelOrder: build.mutation<CancelOrderApiResponse, CancelOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}/cancel`, method: 'POST' }),
    }),
    addOrderNote: build.mutation<AddOrderNoteApiResponse, AddOrderNoteApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/notes`,
        method: 'POST',
        body: queryArg.addOrderNoteDto,
      }),
    }),
    redrawOrderProof: build.mutation<RedrawOrderProofApiResponse, RedrawOrderProofApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}/proof/redraw`, method: 'POST' }),
    }),
    refundOrder: build.mutation<RefundOrderApiResponse, RefundOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/refund`,
        method: 'POST',
        body: queryArg.refundOrderDto,
      }),
    }),
    resendOrderEmail: build.mutation<ResendOrderEmailApiResponse, ResendOrderEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/resend-email`,
        method: 'POST',
        body: queryArg.resendOrderEmailDto,
      }),
    }),
    resendGiftEmail: build.mutation<ResendGiftEmailApiResponse, ResendGiftEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/resend-gift-email`,
        method: 'POST',
      }),
    }),
    resubmitOrder: build.mutation<ResubmitOrderApiResponse, ResubmitOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}/resubmit`, method: 'POST' }),
    }),
    sendOrderToProduction: build.mutation<SendOrderToProductionApiResponse, SendOrderToProductionApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/send-to-production`,
        method: 'POST',
      }),
    }),
    changeOrderShippingAddress: build.mutation<
      ChangeOrderShippingAddressApiResponse,
      ChangeOrderShippingAddressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/shipping-address`,
        method: 'PUT',
        body: queryArg.changeShippingAddressDto,
      }),
    }),
    getAdminOrderTimeline: build.query<GetAdminOrderTimelineApiResponse, GetAdminOrderTimelineApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}/timeline` }),
    }),
    listAdminPrivacyRequests: build.query<
      ListAdminPrivacyRequestsApiResponse,
      ListAdminPrivacyRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/privacy-requests`,
        params: {
          kind: queryArg.kind,
          page: queryArg.page,
        },
      }),
    }),
    listAdminReviews: build.query<ListAdminReviewsApiResponse, ListAdminReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reviews`,
        params: {
          status: queryArg.status,
        },
      }),
    }),
    approveReview: build.mutation<ApproveReviewApiResponse, ApproveReviewApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.reviewId}/approve`, method: 'POST' }),
    }),
    hideReview: build.mutation<HideReviewApiResponse, HideReviewApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.reviewId}/hide`, method: 'POST' }),
    }),
    replyToReview: build.mutation<ReplyToReviewApiResponse, ReplyToReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reviews/${queryArg.reviewId}/reply`,
        method: 'POST',
        body: queryArg.reviewReplyBodyDto,
      }),
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
    sendTestEmail: build.mutation<SendTestEmailApiResponse, SendTestEmailApiArg>({
      query: (queryArg) => ({ url: `/api/admin/test-email`, method: 'POST', body: queryArg.testEmailDto }),
    }),
    triggerTestError: build.mutation<TriggerTestErrorApiResponse, TriggerTestErrorApiArg>({
      query: (queryArg) => ({ url: `/api/admin/test-error`, method: 'POST', body: queryArg.testErrorDto }),
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
    adminRemoveAdministrator: build.mutation<
      AdminRemoveAdministratorApiResponse,
      AdminRemoveAdministratorApiArg
    >({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.userId}/administrator`, method: 'DELETE' }),
    }),
    adminMakeAdministrator: build.mutation<AdminMakeAdministratorApiResponse, AdminMakeAdministratorApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.userId}/administrator`, method: 'POST' }),
    }),
    adminDisableAccount: build.mutation<AdminDisableAccountApiResponse, AdminDisableAccountApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.userId}/disable`, method: 'POST' }),
    }),
    adminEnableAccount: build.mutation<AdminEnableAccountApiResponse, AdminEnableAccountApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.userId}/enable`, method: 'POST' }),
    }),
    adminSendPasswordReset: build.mutation<AdminSendPasswordResetApiResponse, AdminSendPasswordResetApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.userId}/password-reset`, method: 'POST' }),
    }),
    adminResendVerification: build.mutation<
      AdminResendVerificationApiResponse,
      AdminResendVerificationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.userId}/resend-verification`,
        method: 'POST',
      }),
    }),
    analyzeBulkErrors: build.mutation<AnalyzeBulkErrorsApiResponse, AnalyzeBulkErrorsApiArg>({
      query: (queryArg) => ({
        url: `/api/analyze-bulk-errors`,
        method: 'POST',
        body: queryArg.analyzeBulkErrorsDto,
      }),
    }),
    analyzeError: build.mutation<AnalyzeErrorApiResponse, AnalyzeErrorApiArg>({
      query: (queryArg) => ({ url: `/api/analyze-error`, method: 'POST', body: queryArg.analyzeErrorDto }),
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
export type VerifyVariantsDetailedApiResponse = /** status 200  */ VariantVerificationDto;
export type VerifyVariantsDetailedApiArg = {
  printType?: 'all' | 'poster' | 'canvas' | 'framed';
};
export type ListAdminClaimsApiResponse = /** status 200  */ ClaimQueueDto;
export type ListAdminClaimsApiArg = {
  state?: 'new' | 'waiting' | 'approved' | 'declined' | 'resolved';
  /** One order's claims, in every queue (oldest first); `state` is then ignored */
  orderId?: string;
};
export type GetAdminClaimStatsApiResponse = /** status 200  */ ClaimStatsDto;
export type GetAdminClaimStatsApiArg = {
  /** ISO date or time (inclusive) */
  from: string;
  /** ISO date or time (exclusive) */
  to: string;
};
export type GetAdminClaimApiResponse = /** status 200  */ AdminClaimDto;
export type GetAdminClaimApiArg = {
  claimId: string;
};
export type ApproveClaimRefundApiResponse = /** status 200  */ ClaimActionResultDto;
export type ApproveClaimRefundApiArg = {
  claimId: string;
  approveRefundDto: ApproveRefundDto;
};
export type ApproveClaimReprintApiResponse = /** status 200  */ ClaimActionResultDto;
export type ApproveClaimReprintApiArg = {
  claimId: string;
  approveReprintDto: ApproveReprintDto;
};
export type AskClaimCustomerApiResponse = /** status 200  */ ClaimActionResultDto;
export type AskClaimCustomerApiArg = {
  claimId: string;
  askClaimDto: AskClaimDto;
};
export type DeclineClaimApiResponse = /** status 200  */ ClaimActionResultDto;
export type DeclineClaimApiArg = {
  claimId: string;
  declineClaimDto: DeclineClaimDto;
};
export type GetAdminReprintTimelineApiResponse = /** status 200  */ ReprintTimelineDto;
export type GetAdminReprintTimelineApiArg = {
  claimId: string;
};
export type GetAdapterStatusApiResponse = /** status 200  */ PortStatusDto[];
export type GetAdapterStatusApiArg = void;
export type ListAdminDiscountsApiResponse = /** status 200  */ AdminDiscountListDto;
export type ListAdminDiscountsApiArg = void;
export type CreateAdminDiscountApiResponse = /** status 200  */ AdminDiscountDto;
export type CreateAdminDiscountApiArg = {
  createDiscountDto: CreateDiscountDto;
};
export type DeactivateAdminDiscountApiResponse = /** status 200  */ AdminDiscountDto;
export type DeactivateAdminDiscountApiArg = {
  discountId: string;
};
export type ListErrorLogsApiResponse = /** status 200  */ ErrorLogPageDto;
export type ListErrorLogsApiArg = {
  limit?: number;
  offset?: number;
  type?: 'exclude-audit' | 'ADMIN_AUDIT';
  /** Only the audit entries of this action key (the stored action, e.g. 'claims.decline') */
  action?: string;
};
export type CountErrorLogsApiResponse = /** status 200  */ ErrorCountDto;
export type CountErrorLogsApiArg = void;
export type DeleteAllErrorLogsApiResponse = /** status 200  */ DeletedResultDto;
export type DeleteAllErrorLogsApiArg = void;
export type DeleteErrorLogsApiResponse = /** status 200  */ DeletedResultDto;
export type DeleteErrorLogsApiArg = {
  errorIdsDto: ErrorIdsDto;
};
export type ResolveErrorLogsApiResponse = /** status 200  */ BulkResolveResultDto;
export type ResolveErrorLogsApiArg = {
  errorIdsDto: ErrorIdsDto;
};
export type DeleteErrorLogApiResponse = /** status 200  */ DeletedResultDto;
export type DeleteErrorLogApiArg = {
  id: string;
};
export type ResolveErrorLogApiResponse = /** status 200  */ ResolveResultDto;
export type ResolveErrorLogApiArg = {
  id: string;
};
export type ListAdminGiftCardsApiResponse = /** status 200  */ AdminGiftCardListDto;
export type ListAdminGiftCardsApiArg = void;
export type GetAdminGiftCardApiResponse = /** status 200  */ AdminGiftCardDetailDto;
export type GetAdminGiftCardApiArg = {
  cardId: string;
};
export type DisableAdminGiftCardApiResponse = /** status 200  */ AdminGiftCardDto;
export type DisableAdminGiftCardApiArg = {
  cardId: string;
};
export type ListJobsApiResponse = /** status 200  */ OutboxJobDto[];
export type ListJobsApiArg = {
  status?: 'queued' | 'running' | 'failed' | 'dead' | 'open';
};
export type RetryJobApiResponse = /** status 200  */ RetryJobResultDto;
export type RetryJobApiArg = {
  id: string;
};
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
    | 'awaiting_approval'
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
export type SyncSelectedOrdersApiResponse = /** status 200  */ SyncSelectedOrdersResultDto;
export type SyncSelectedOrdersApiArg = {
  syncSelectedOrdersDto: SyncSelectedOrdersDto;
};
export type GetAdminOrderApiResponse = /** status 200  */ AdminOrderDetailDto;
export type GetAdminOrderApiArg = {
  orderId: string;
};
export type CancelOrderApiResponse = /** status 200  */ CancelOrderResultDto;
export type CancelOrderApiArg = {
  orderId: string;
};
export type AddOrderNoteApiResponse = /** status 200  */ StaffOrderActionResultDto;
export type AddOrderNoteApiArg = {
  orderId: string;
  addOrderNoteDto: AddOrderNoteDto;
};
export type RedrawOrderProofApiResponse = /** status 200  */ AdminOrderProofDto;
export type RedrawOrderProofApiArg = {
  orderId: string;
};
export type RefundOrderApiResponse = /** status 200  */ RefundOrderResultDto;
export type RefundOrderApiArg = {
  orderId: string;
  refundOrderDto: RefundOrderDto;
};
export type ResendOrderEmailApiResponse = /** status 200  */ StaffOrderActionResultDto;
export type ResendOrderEmailApiArg = {
  orderId: string;
  resendOrderEmailDto: ResendOrderEmailDto;
};
export type ResendGiftEmailApiResponse = /** status 200  */ StaffOrderActionResultDto;
export type ResendGiftEmailApiArg = {
  orderId: string;
};
export type ResubmitOrderApiResponse = /** status 200  */ ResubmitOrderResultDto;
export type ResubmitOrderApiArg = {
  orderId: string;
};
export type SendOrderToProductionApiResponse = /** status 200  */ StaffOrderActionResultDto;
export type SendOrderToProductionApiArg = {
  orderId: string;
};
export type ChangeOrderShippingAddressApiResponse = /** status 200  */ StaffOrderActionResultDto;
export type ChangeOrderShippingAddressApiArg = {
  orderId: string;
  changeShippingAddressDto: ChangeShippingAddressDto;
};
export type GetAdminOrderTimelineApiResponse = /** status 200  */ OrderTimelineDto;
export type GetAdminOrderTimelineApiArg = {
  orderId: string;
};
export type ListAdminPrivacyRequestsApiResponse = /** status 200  */ StaffPrivacyRequestsPageDto;
export type ListAdminPrivacyRequestsApiArg = {
  kind?: 'export' | 'deletion';
  page?: number;
};
export type ListAdminReviewsApiResponse = /** status 200  */ AdminReviewListDto;
export type ListAdminReviewsApiArg = {
  status?: 'pending' | 'approved' | 'hidden';
};
export type ApproveReviewApiResponse = /** status 200  */ AdminReviewActionResultDto;
export type ApproveReviewApiArg = {
  reviewId: string;
};
export type HideReviewApiResponse = /** status 200  */ AdminReviewActionResultDto;
export type HideReviewApiArg = {
  reviewId: string;
};
export type ReplyToReviewApiResponse = /** status 200  */ AdminReviewActionResultDto;
export type ReplyToReviewApiArg = {
  reviewId: string;
  reviewReplyBodyDto: ReviewReplyBodyDto;
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
export type SendTestEmailApiResponse = /** status 200  */ TestEmailResultDto;
export type SendTestEmailApiArg = {
  testEmailDto: TestEmailDto;
};
export type TriggerTestErrorApiResponse = unknown;
export type TriggerTestErrorApiArg = {
  testErrorDto: TestErrorDto;
};
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
export type AdminRemoveAdministratorApiResponse = /** status 200  */ AdminAccountActionResultDto;
export type AdminRemoveAdministratorApiArg = {
  userId: string;
};
export type AdminMakeAdministratorApiResponse = /** status 200  */ AdminAccountActionResultDto;
export type AdminMakeAdministratorApiArg = {
  userId: string;
};
export type AdminDisableAccountApiResponse = /** status 200  */ AdminAccountActionResultDto;
export type AdminDisableAccountApiArg = {
  userId: string;
};
export type AdminEnableAccountApiResponse = /** status 200  */ AdminAccountActionResultDto;
export type AdminEnableAccountApiArg = {
  userId: string;
};
export type AdminSendPasswordResetApiResponse = /** status 200  */ AdminAccountActionResultDto;
export type AdminSendPasswordResetApiArg = {
  userId: string;
};
export type AdminResendVerificationApiResponse = /** status 200  */ AdminAccountActionResultDto;
export type AdminResendVerificationApiArg = {
  userId: string;
};
export type AnalyzeBulkErrorsApiResponse = /** status 200  */ BulkErrorAnalysisDto;
export type AnalyzeBulkErrorsApiArg = {
  analyzeBulkErrorsDto: AnalyzeBulkErrorsDto;
};
export type AnalyzeErrorApiResponse = /** status 200  */ ErrorAnalysisDto;
export type AnalyzeErrorApiArg = {
  analyzeErrorDto: AnalyzeErrorDto;
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
export type CatalogVariantDto = {
  /** The catalogue size using it */
  configuredFor: string | null;
  id: number;
  isAvailable: boolean;
  title: string;
};
export type ProductVariantsDto = {
  blueprint: number;
  error?: string;
  printType: string;
  product: string;
  productName: string;
  provider: number;
  status: 'ok' | 'error';
  variants: CatalogVariantDto[];
};
export type CodeFixDto = {
  file: string;
  /** The replacement line */
  fix: string;
  issue: string;
  /** 1-based line; 0 when the source is not shipped with this build */
  line: number;
};
export type VariantIssueDto = {
  apiTitle: string | null;
  blueprint: number;
  configuredId: number;
  correctId: number | null;
  correctTitle: string;
  exists: boolean;
  issue: string;
  kind:
    'missing' | 'not_configured' | 'unavailable' | 'title_mismatch' | 'better_match' | 'catalog_unavailable';
  orientation: 'portrait' | 'landscape' | 'square';
  printType: 'poster' | 'canvas' | 'framed';
  provider: number;
  severity: 'critical' | 'high' | 'medium';
  size: string;
  variantId: number;
};
export type PromiseMismatchDto = {
  /** True when customers read the product text's promise for this type (else a neutral text) */
  customersReadPromise: boolean;
  orientation: 'portrait' | 'landscape' | 'square';
  printType: 'poster' | 'canvas' | 'framed';
  /** The finish or depth that will be printed */
  printed: string;
  /** What the product text promises */
  promised: string;
  size: string;
  title: string;
  /** The variant that will be printed */
  variantId: number;
};
export type UnconfirmedVariantDto = {
  /** What staff can do about it */
  action: string;
  orientation: 'portrait' | 'landscape' | 'square';
  printType: 'poster' | 'canvas' | 'framed';
  /** Why the size is not confirmed */
  reason: string;
  /** The variant the size resolves to by title in the catalog checked */
  resolvedId: number;
  resolvedTitle: string;
  size: string;
};
export type VariantVerificationDto = {
  allVariants: ProductVariantsDto[];
  /** Catalogue sizes checked */
  checked: number;
  checkedAt: string;
  codeFixes: CodeFixDto[];
  issues: VariantIssueDto[];
  /** Sizes printed in another finish or depth than the product text promises (flagged for staff) */
  promiseMismatches: PromiseMismatchDto[];
  source: 'printify' | 'simulator';
  /** Sizes with no configured id, matched by title at run time: why unconfirmed and what to do */
  unconfirmed: UnconfirmedVariantDto[];
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
export type ClaimQueueItemDto = {
  /** ISO time */
  createdAt: string;
  customerEmail: string;
  id: string;
  lineCount: number;
  orderHash: string;
  orderId: string;
  orderNumber: string;
  reason: 'damaged_in_transit' | 'print_fault' | 'wrong_item' | 'never_arrived' | 'other';
  reasonLabel: string;
  /** A line was already reprinted or refunded after an earlier report */
  repeat: boolean;
  state:
    'received' | 'waiting_for_customer' | 'approved_reprint' | 'approved_refund' | 'declined' | 'resolved';
};
export type ClaimQueueCountsDto = {
  approved: number;
  declined: number;
  new: number;
  resolved: number;
  waiting: number;
};
export type ClaimQueueDto = {
  /** Oldest first */
  claims: ClaimQueueItemDto[];
  /** Per queue, for the navigation */
  counts: ClaimQueueCountsDto;
};
export type ClaimStatsDto = {
  /** Reports made in the range */
  claims: number;
  /** claims / delivered orders (0 when none delivered) */
  claimsRate: number;
  /** refundCents + reprintCostCents */
  costCents: number;
  /** Orders delivered in the range */
  deliveredOrders: number;
  from: string;
  /** Refunded through claims, cents */
  refundCents: number;
  /** Estimated reprint cost, cents */
  reprintCostCents: number;
  to: string;
};
export type EarlierClaimDto = {
  /** ISO time */
  createdAt: string;
  id: string;
  reasonLabel: string;
  /** Cents refunded through it */
  refundCents: number;
  /** Whether it was answered with a reprint */
  reprinted: boolean;
  resolution: string | null;
  /** Its lines that this report chose too */
  sharedLineIds: string[];
  state:
    'received' | 'waiting_for_customer' | 'approved_reprint' | 'approved_refund' | 'declined' | 'resolved';
  stateLabel: string;
};
export type ClaimLineDto = {
  id: string;
  /** Cents */
  lineTotal: number;
  printSize: string;
  printType: string;
  quantity: number;
};
export type ClaimMessageDto = {
  author: 'customer' | 'staff';
  body: string;
  /** ISO time */
  createdAt: string;
  id: string;
};
export type ClaimOrderRefDto = {
  customerEmail: string;
  customerName: string;
  fulfillmentStatus: string;
  id: string;
  orderHash: string;
  orderNumber: string;
  /** Cents */
  refundedAmount: number;
  /** Cents */
  totalAmount: number;
};
export type ClaimPhotoDto = {
  height: number;
  id: string;
  /** The message it came with; null: the report itself */
  messageId: string | null;
  /** Signed private URL (owner and staff only) */
  url: string;
  width: number;
};
export type ReprintShipmentDto = {
  carrier?: string;
  /** ISO time */
  deliveredAt?: string;
  /** ISO time */
  shippedAt?: string;
  trackingNumber?: string;
  trackingUrl?: string;
};
export type ReprintDto = {
  /** Derived from the order hash and the claim id (the idempotency key) */
  externalId: string;
  /** The provider's order id of the reprint */
  providerOrderId: string;
  shipments: ReprintShipmentDto[];
  /** Where the reprint is, in the lifecycle words */
  status: 'submitted' | 'in_production' | 'shipped' | 'delivered' | 'cancelled';
};
export type AdminClaimDto = {
  /** True while the customer may answer (waiting for you) */
  canReply: boolean;
  /** ISO time */
  createdAt: string;
  description: string;
  /** Earlier reports on the same lines, oldest first */
  earlierClaims: EarlierClaimDto[];
  id: string;
  /** The affected order line ids */
  lineIds: string[];
  /** The affected lines */
  lines: ClaimLineDto[];
  messages: ClaimMessageDto[];
  /** What happens next */
  nextStep: string;
  order: ClaimOrderRefDto;
  photos: ClaimPhotoDto[];
  reason: 'damaged_in_transit' | 'print_fault' | 'wrong_item' | 'never_arrived' | 'other';
  /** The reason in words */
  reasonLabel: string;
  /** Refunded through this claim, cents */
  refundCents: number;
  /** A line of this report was already reprinted or refunded after an earlier report (see earlierClaims) */
  repeat: boolean;
  reprint: ReprintDto | null;
  /** Estimated cost of the reprint, cents */
  reprintCostCents: number;
  /** Decline reason or refund/reprint note */
  resolution: string | null;
  state:
    'received' | 'waiting_for_customer' | 'approved_reprint' | 'approved_refund' | 'declined' | 'resolved';
  /** The state in the customer's words */
  stateLabel: string;
  /** ISO time */
  updatedAt: string;
};
export type ClaimActionResultDto = {
  claim: AdminClaimDto;
  /** What happened, for the staff toast */
  message: string;
  ok: boolean;
};
export type ApproveRefundDto = {
  /** Dollars (e.g. 10.50) */
  amount: number;
  reason: string;
};
export type ApproveReprintDto = {
  note?: string;
};
export type AskClaimDto = {
  message: string;
};
export type DeclineClaimDto = {
  reason: string;
};
export type ReprintTimelineEntryDto = {
  /** The staff member's email */
  actor: string | null;
  at: string;
  detail: string | null;
  /** staff: a decision; provider: at the print provider; parcel: shipped, delivered; email: sent */
  kind: 'staff' | 'provider' | 'parcel' | 'email' | 'job';
  title: string;
};
export type ReprintTimelineDto = {
  claimId: string;
  /** When the reprint was approved (its provider order made) */
  createdAt: string;
  entries: ReprintTimelineEntryDto[];
};
export type PortStatusDto = {
  adapter: string;
  detail: string;
  latencyMs: number | null;
  port: string;
  /** local: offline adapter; up/down: whether the vendor answered; unchecked: no cheap probe */
  status: 'local' | 'up' | 'down' | 'unchecked';
  vendor: string | null;
};
export type AdminDiscountDto = {
  /** False once staff deactivated it (see status for whether it applies now) */
  active: boolean;
  code: string;
  /** ISO time */
  createdAt: string;
  deactivatedAt: string | null;
  description: string;
  /** Discount given by those uses, in cents (the dashboard counts the same) */
  discountCents: number;
  endsAt: string | null;
  firstOrderOnly: boolean;
  id: string;
  kind: 'percent' | 'fixed';
  maxUses: number | null;
  minOrderCents: number;
  oncePerCustomer: boolean;
  /** Unpaid orders holding a use (counted against the total) */
  reserved: number;
  /** What the paid orders with the code brought in (paid less refunded), cents */
  revenueCents: number;
  startsAt: string | null;
  /** Whether it applies now, by the customer's rule: active, scheduled (not started), expired, used_up (every use taken, reservations of payable orders included), deactivated */
  status: 'active' | 'scheduled' | 'expired' | 'used_up' | 'deactivated';
  /** Paid orders that used the code (a refunded cancellation gives its use back) */
  uses: number;
  value: number;
};
export type AdminDiscountListDto = {
  items: AdminDiscountDto[];
};
export type CreateDiscountDto = {
  code: string;
  /** ISO time; default: never */
  endsAt?: string;
  firstOrderOnly?: boolean;
  kind: 'percent' | 'fixed';
  /** Total uses; default unlimited */
  maxUses?: number;
  /** Products subtotal needed, in cents (default 0) */
  minOrderCents?: number;
  oncePerCustomer?: boolean;
  /** ISO time; default: at once */
  startsAt?: string;
  /** percent: a whole 1..100; fixed: cents */
  value: number;
};
export type AuditSubjectDto = {
  customerEmail: string | null;
  /** The admin app's page of the object (an order, the claim on its order's page, a user, a gift card); null once deleted */
  href: string | null;
  /** The order, claim, user or gift card id */
  id: string;
  /** The object in words: "Order PA-7K3M9X", "Claim on order PA-7K3M9X", a user's email, "Gift card …K3M9", "A deleted order" */
  label: string;
  /** The order (of a claim too) */
  orderId: string | null;
  orderNumber: string | null;
  type: 'order' | 'claim' | 'user' | 'gift_card';
  /** A user's email */
  userEmail: string | null;
};
export type ErrorUserDetailsDto = {
  email: string;
  username: string | null;
};
export type ErrorLogDto = {
  /** An audit entry's action key as stored (null for errors) */
  action: string | null;
  /** An audit entry's action in words (null for errors) */
  actionLabel: string | null;
  context: {
    [key: string]: any;
  } | null;
  createdAt: string;
  errorMessage: string;
  errorType: string;
  id: string;
  lastSeenAt: string;
  /** How many times this error was seen (grouped by fingerprint) */
  occurrences: number;
  resolved: boolean;
  resolvedAt: string | null;
  severity: 'critical' | 'high' | 'medium' | 'low';
  stackTrace: string | null;
  /** An audit entry's order, claim, user or gift card in words (null for errors and other objects) */
  subject: AuditSubjectDto | null;
  userAgent: string | null;
  userDetails: ErrorUserDetailsDto | null;
  userId: string | null;
};
export type ErrorLogPageDto = {
  errors: ErrorLogDto[];
  limit: number;
  offset: number;
  total: number;
};
export type ErrorCountDto = {
  total: number;
  unresolved: number;
};
export type DeletedResultDto = {
  deleted: number;
  message: string;
};
export type ErrorIdsDto = {
  ids: string[];
};
export type BulkResolveResultDto = {
  /** 'Errors resolved' or 'No action needed' */
  message: string;
  /** Ids resolved now */
  resolved: string[];
  /** Already resolved (or not an error) and skipped */
  skipped: number;
};
export type ResolveResultDto = {
  error: ErrorLogDto;
  message: string;
};
export type AdminGiftCardDto = {
  amountCents: number;
  balanceCents: number;
  buyerEmail: string;
  /** The code's last four characters (once issued) */
  codeEnd: string | null;
  createdAt: string;
  disabledAt: string | null;
  emailedAt: string | null;
  id: string;
  issuedAt: string | null;
  recipientEmail: string;
  recipientName: string | null;
  status: 'awaiting_payment' | 'active' | 'disabled';
};
export type AdminGiftCardListDto = {
  items: AdminGiftCardDto[];
};
export type AdminGiftCardRedemptionDto = {
  amountCents: number;
  createdAt: string;
  orderHash: string;
  orderId: string;
  /** held: the order is still payable; lapsed: it expired or was cancelled unpaid (the hold is back) */
  state: 'held' | 'redeemed' | 'released' | 'lapsed';
};
export type AdminGiftCardRefundDto = {
  amountCents: number;
  createdAt: string;
  orderHash: string;
  orderId: string;
};
export type AdminGiftCardDetailDto = {
  card: AdminGiftCardDto;
  redemptions: AdminGiftCardRedemptionDto[];
  refunds: AdminGiftCardRefundDto[];
};
export type OutboxJobDto = {
  attempts: number;
  createdAt: string;
  id: string;
  kind: string;
  lastError: string | null;
  orderHash: string | null;
  /** The order it is about, if any */
  orderId: string | null;
  /** The order's number */
  orderNumber: string | null;
  runAfter: string;
  /** failed: an attempt failed and the next waits (runAfter); dead: no attempt left */
  status: 'queued' | 'running' | 'failed' | 'dead' | 'done';
  updatedAt: string;
};
export type RetryJobResultDto = {
  job: OutboxJobDto;
  message: string;
};
export type NameOnPrintDto = {
  colour: 'auto' | 'white' | 'ink' | 'gold';
  font: 'playfair' | 'montserrat' | 'dancing-script' | 'pacifico';
  name: string;
  placement: 'bottom' | 'top';
  secondLine?: string;
};
export type AdminLineItemDto = {
  /** Effective resolution: the artwork's pixels per inch at the print size (null before the print file) */
  effectiveDpi: number | null;
  id: string;
  /** Absolute signed URL */
  imageUrl: string | null;
  /** cents */
  lineTotal: number;
  /** The name printed on the artwork (D-178); absent or null without one */
  personalisation?: NameOnPrintDto | null;
  /** Pets in the portrait (1 to 4; D-188) */
  petCount: number;
  printFileHeight: number | null;
  /** What enlarged the artwork to the print file, e.g. lanczos3 (null before the print file) */
  printFileUpscaler: string | null;
  /** Absolute signed URL of the print file */
  printFileUrl: string | null;
  printFileWidth: number | null;
  printSize: string;
  printType: string;
  quantity: number;
  /** cents */
  unitPrice: number;
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
  /** The order number people read aloud (no 0/O/1/I/L/U) */
  orderNumber: string;
  /** The payment status as staff read it (Refunded, Partly refunded, ...) */
  payment: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'Partly refunded' | 'Expired';
  printSize: string | null;
  printType: string | null;
  printifyOrderId: string | null;
  /** Cancelled after payment and its refund not recorded yet (retried by the job queue; staff may refund by hand) */
  refundPending: boolean;
  /** cents refunded so far (refunds the payment provider accepted) */
  refundedAmount: number;
  /** How the parcel travels, as the customer paid for */
  shippingMethod: 'standard' | 'express';
  status:
    | 'pending'
    | 'awaiting_approval'
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
export type SyncSelectedOrdersResultDto = {
  /** Orders whose re-read failed (retried at the next sync) */
  failed: number;
  /** Orders not (yet) at the provider, or unknown: nothing to re-read */
  skipped: number;
  /** Orders re-read at the provider */
  synced: number;
};
export type SyncSelectedOrdersDto = {
  /** Orders to re-read */
  orderIds: string[];
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
export type OrderGiftDto = {
  /** Lines joined by "\n"; empty when there is none */
  message: string;
  recipientEmail: string;
  recipientName: string;
  /** The buyer's first name as the recipient's email says it */
  senderName: string;
};
export type OrderProofFileDto = {
  /** The artwork's width / height */
  artworkAspect?: number;
  /** Where the crop window sat along the axis that overflows the print: 0 left/top, 1 right/bottom (the customer’s choice or the automatic one) */
  cropPosition?: number;
  heightPx: number;
  /** The line number (1, 2, ...), as the order lists its prints */
  line: number;
  lineId: string;
  /** A picture of the print file, at most 1200 px on its longest side */
  previewUrl: string;
  /** The full print file (JPEG at print resolution) */
  url: string;
  widthPx: number;
};
export type AdminOrderProofDto = {
  answeredAt?: string | null;
  /** The change the customer asked for */
  changeNote?: string | null;
  /** Empty while it is drawn */
  files: OrderProofFileDto[];
  remindedAt?: string | null;
  requestedBy: 'payment' | 'staff' | 'customer';
  /** Proof number: 2 after one change, ... */
  revision: number;
  shownAt?: string | null;
  staffAlertedAt?: string | null;
  /** drawing (being prepared), shown (waiting for the answer), approved, change_requested (a new proof follows), superseded */
  status: 'drawing' | 'shown' | 'approved' | 'change_requested' | 'superseded';
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
export type AddressDto = {
  address1?: string;
  address2?: string;
  city?: string;
  /** ISO 3166-1 alpha-2 code (an account's older records may hold a name) */
  country?: string;
  /** ISO code (an account's saved shipping info) */
  countryCode?: string;
  /** Country name (an account's saved shipping info) */
  countryName?: string;
  /** Recipient's first name (an order's address) */
  first_name?: string;
  /** Recipient's last name (an order's address) */
  last_name?: string;
  /** State/Province */
  region?: string;
  zip?: string;
};
export type AdminOrderTotalsDto = {
  /** cents taken off the products by a discount code */
  discountCents?: number;
  /** The discount code used */
  discountCode?: string;
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
  /** Staff may draw a new proof (the order waits for its approval) */
  canRedrawProof: boolean;
  /** Staff may resubmit it (parked in error) */
  canResubmit: boolean;
  /** ISO time */
  createdAt: string;
  customerEmail: string;
  customerName: string | null;
  customerPhone: string | null;
  /** The delivery range promised at checkout; null for an order without one */
  deliveryRange: string | null;
  /** The latest dispute (chargeback) of the payment, if any */
  dispute: AdminDisputeDto | null;
  events: AdminOrderEventDto[];
  fulfillmentStatus: string;
  /** The gift details; null when it is no gift */
  gift: OrderGiftDto | null;
  id: string;
  invoiceStatus: string;
  /** The order belongs to an account */
  isUserRegistered: boolean;
  items: AdminLineItemDto[];
  orderHash: string;
  /** The order number people read aloud (no 0/O/1/I/L/U) */
  orderNumber: string;
  paidAt: string | null;
  /** The payment status as staff read it (Refunded, Partly refunded, ...) */
  payment: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'Partly refunded' | 'Expired';
  printSize: string | null;
  printType: string | null;
  printifyOrderId: string | null;
  printifyOrderNumber: string | null;
  /** The customer asked to approve a proof before printing (D-300) */
  proofRequested: boolean;
  /** Every proof shown (oldest first) with its answer and the customer’s note; empty for no proof */
  proofs: AdminOrderProofDto[];
  /** Cancelled after payment and its refund not recorded yet (retried by the job queue; staff may refund by hand) */
  refundPending: boolean;
  /** cents refunded so far (refunds the payment provider accepted) */
  refundedAmount: number;
  shipments: AdminShipmentDto[];
  shippingAddress: AddressDto | null;
  /** How the parcel travels, as the customer paid for */
  shippingMethod: 'standard' | 'express';
  status:
    | 'pending'
    | 'awaiting_approval'
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
export type StaffOrderActionResultDto = {
  /** What happened, for the staff toast */
  message: string;
  ok: boolean;
};
export type AddOrderNoteDto = {
  body: string;
};
export type RefundOrderResultDto = {
  /** Dollars refunded now */
  amount: number;
  invoiceStatus: string;
  /** What happened, for the staff toast */
  message: string;
  ok: boolean;
  /** Dollars refunded so far */
  refundedAmount: number;
};
export type RefundOrderDto = {
  /** Dollars (e.g. 10.50), at most what is left of the payment. Required: nothing is refunded without an amount, and refunding everything means giving it. */
  amount: number;
  reason: string;
};
export type ResendOrderEmailDto = {
  kind: 'confirmation' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refund';
};
export type ResubmitOrderResultDto = {
  /** Status when queued (the submission runs in the background) */
  fulfillmentStatus: string;
  queued: boolean;
};
export type ChangeShippingAddressDto = {
  address1: string;
  address2?: string;
  city: string;
  /** ISO 3166-1 alpha-2 code (the saved shipping info also takes a name when countryCode is sent) */
  country: string;
  firstName: string;
  lastName: string;
  /** State/Province (required for some countries) */
  region?: string;
  zip: string;
};
export type OrderTimelineEntryDto = {
  /** Staff email, for notes and staff actions */
  actor?: string | null;
  /** ISO time (for a waiting job: when it is due) */
  at: string;
  detail?: string | null;
  kind: 'payment' | 'fulfilment' | 'dispute' | 'refund' | 'email' | 'job' | 'note' | 'staff';
  title: string;
  /** A job still waiting (at is its due time) */
  upcoming: boolean;
};
export type OrderTimelineDto = {
  /** The shipping address can still be changed */
  canEditAddress: boolean;
  /** A gift whose recipient's email (sent when it ships) has gone out, so it can be sent again */
  canResendGiftEmail: boolean;
  /** The production hold can be ended now */
  canSendToProduction: boolean;
  entries: OrderTimelineEntryDto[];
  /** ISO time the production hold ends, while it lasts */
  productionHoldEndsAt: string | null;
  /** Dollars that can still be refunded */
  refundable: number;
  /** Emails that can be sent again now */
  resendable: ('confirmation' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refund')[];
};
export type StaffPrivacyRequestDto = {
  /** True once the account was deleted */
  accountDeleted: boolean;
  completedAt: string | null;
  confirmedAt: string | null;
  createdAt: string;
  /** The account's email while it exists; null once it is deleted */
  email: string | null;
  /** Why a failed export failed */
  error: string | null;
  id: string;
  kind: 'export' | 'deletion';
  /** A ready export's link expiry */
  linkExpiresAt: string | null;
  /** export: preparing, ready (link valid), expired, failed; deletion: awaiting_confirmation, expired, superseded, confirmed, completed */
  state:
    | 'preparing'
    | 'ready'
    | 'expired'
    | 'failed'
    | 'awaiting_confirmation'
    | 'superseded'
    | 'confirmed'
    | 'completed';
  /** The account (a bare id once the account is deleted) */
  userId: string;
};
export type StaffPrivacyRequestsPageDto = {
  items: StaffPrivacyRequestDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type ReviewCountsDto = {
  approved: number;
  hidden: number;
  pending: number;
};
export type ReviewPhotoDto = {
  height: number;
  id: string;
  /** Signed private URL (the author and staff only) */
  url: string;
  width: number;
};
export type AdminReviewDto = {
  /** How the review is signed in public ("Jane D.") */
  authorName: string;
  body: string;
  createdAt: string;
  id: string;
  orderId: string;
  orderLineId: string;
  photos: ReviewPhotoDto[];
  rating: number;
  /** The shop's public reply */
  reply: string | null;
  /** pending: waiting for staff; approved: public; hidden */
  status: 'pending' | 'approved' | 'hidden';
  /** The art style's slug */
  style: string | null;
  updatedAt: string;
};
export type AdminReviewListDto = {
  counts: ReviewCountsDto;
  reviews: AdminReviewDto[];
};
export type AdminReviewActionResultDto = {
  message: string;
  review: AdminReviewDto;
};
export type ReviewReplyBodyDto = {
  reply: string;
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
    | 'awaiting_approval'
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
  /** cents: what the day's paid orders brought in, less what was refunded */
  revenue: number;
};
export type AdminStatisticsDto = {
  /** Accounts signed in within the last 30 days */
  activeUsers: number;
  /** Generated images over all sessions */
  artworkCount: number;
  /** cents: the discount given by those uses (the Discounts page sums the same) */
  discountTotal: number;
  /** Paid orders whose discount code use counts (the Discounts page counts the same) */
  discountedOrderCount: number;
  /** Error logs (audit entries excluded) */
  errorCount: number;
  from: string;
  /** Every order, paid or not */
  orderCount: number;
  /** cents: what the paid orders brought in, less what was refunded (net) */
  orderRevenue: number;
  ordersByStatus: StatusCountDto[];
  paidOrderCount: number;
  /** cents: refunded of the paid orders */
  refundedTotal: number;
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
export type TestEmailResultDto = {
  emailType:
    'confirmation' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'password-reset' | 'verification';
  message: string;
  messageId: string;
  subject: string;
  success: boolean;
  to: string;
};
export type TestEmailDto = {
  emailType:
    'confirmation' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'password-reset' | 'verification';
  targetEmail: string;
};
export type TestErrorDto = {
  errorType: 'SAFETY_SYSTEM_REJECTION' | 'QUOTA_EXCEEDED' | 'RATE_LIMIT' | 'SERVER_ERROR' | 'TEST_ERROR';
};
export type AdminUserDto = {
  createdAt: string;
  /** Staff disabled the account (sign-in refused) */
  disabled: boolean;
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
  /** The order number people read aloud (no 0/O/1/I/L/U) */
  orderNumber: string;
  printType: string | null;
  /** cents: refunded of this order (0 when nothing was) */
  refundedAmount: number;
  /** cents */
  totalAmount: number;
};
export type AdminUserDetailDto = {
  /** In ADMIN_EMAILS: an administrator by config, not removable in the admin app */
  adminByConfig: boolean;
  createdAt: string;
  /** Staff disabled the account (sign-in refused) */
  disabled: boolean;
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
  shippingInfo: AddressDto | null;
  /** cents: refunded of the paid orders */
  totalRefunded: number;
  /** cents: what the paid orders brought in, less what was refunded */
  totalRevenue: number;
};
export type AdminAccountActionResultDto = {
  message: string;
  success: boolean;
};
export type BulkRecommendationDto = {
  complexity: 'low' | 'medium' | 'high';
  description: string;
  relatedErrorIds: string[];
  title: string;
};
export type BulkErrorAnalysisDto = {
  patterns: string[];
  recommendations: BulkRecommendationDto[];
  summary: string;
};
export type AnalyzeErrorDto = {
  /** The error context (any JSON) */
  context?: object | null;
  errorMessage: string;
  errorType: string;
  /** The error log id, when analysing a stored error */
  id?: string;
  stackTrace?: string | null;
};
export type AnalyzeBulkErrorsDto = {
  errors: AnalyzeErrorDto[];
};
export type ErrorAnalysisDto = {
  confidenceScore: number;
  possibleCauses: string[];
  severity: 'critical' | 'high' | 'medium' | 'low';
  suggestedFixes: string[];
  summary: string;
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
  shippingInfo: AddressDto | null;
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
  useVerifyVariantsDetailedMutation,
  useListAdminClaimsQuery,
  useGetAdminClaimStatsQuery,
  useGetAdminClaimQuery,
  useApproveClaimRefundMutation,
  useApproveClaimReprintMutation,
  useAskClaimCustomerMutation,
  useDeclineClaimMutation,
  useGetAdminReprintTimelineQuery,
  useGetAdapterStatusQuery,
  useListAdminDiscountsQuery,
  useCreateAdminDiscountMutation,
  useDeactivateAdminDiscountMutation,
  useListErrorLogsQuery,
  useCountErrorLogsQuery,
  useDeleteAllErrorLogsMutation,
  useDeleteErrorLogsMutation,
  useResolveErrorLogsMutation,
  useDeleteErrorLogMutation,
  useResolveErrorLogMutation,
  useListAdminGiftCardsQuery,
  useGetAdminGiftCardQuery,
  useDisableAdminGiftCardMutation,
  useListJobsQuery,
  useRetryJobMutation,
  useGetAdminOrderLineItemsQuery,
  useGetAdminOrdersQuery,
  useSyncSelectedOrdersMutation,
  useGetAdminOrderQuery,
  useCancelOrderMutation,
  useAddOrderNoteMutation,
  useRedrawOrderProofMutation,
  useRefundOrderMutation,
  useResendOrderEmailMutation,
  useResendGiftEmailMutation,
  useResubmitOrderMutation,
  useSendOrderToProductionMutation,
  useChangeOrderShippingAddressMutation,
  useGetAdminOrderTimelineQuery,
  useListAdminPrivacyRequestsQuery,
  useListAdminReviewsQuery,
  useApproveReviewMutation,
  useHideReviewMutation,
  useReplyToReviewMutation,
  useGetAdminSessionsQuery,
  useGetAdminStatisticsQuery,
  useSyncOrderStatusesMutation,
  useSendTestEmailMutation,
  useTriggerTestErrorMutation,
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useAdminRemoveAdministratorMutation,
  useAdminMakeAdministratorMutation,
  useAdminDisableAccountMutation,
  useAdminEnableAccountMutation,
  useAdminSendPasswordResetMutation,
  useAdminResendVerificationMutation,
  useAnalyzeBulkErrorsMutation,
  useAnalyzeErrorMutation,
  useGetMeQuery,
  useGetHealthQuery,
  useLoginMutation,
  useLogoutMutation,
} = injectedRtkApi;
