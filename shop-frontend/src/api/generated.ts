import { emptyApi as api } from './empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyVariantsDetailed: build.query<VerifyVariantsDetailedApiResponse, VerifyVariantsDetailedApiArg>({
      query: (queryArg) => ({
        url: `/api/admin-variant/verify-variants`,
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
    getDebugInfo: build.query<GetDebugInfoApiResponse, GetDebugInfoApiArg>({
      query: () => ({ url: `/api/admin/debug` }),
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
    exportOrdersCsv: build.query<ExportOrdersCsvApiResponse, ExportOrdersCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/export-orders-csv`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
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
    verifyVariants: build.mutation<VerifyVariantsApiResponse, VerifyVariantsApiArg>({
      query: () => ({ url: `/api/admin/verify-variants`, method: 'POST' }),
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
    getArtStyles: build.query<GetArtStylesApiResponse, GetArtStylesApiArg>({
      query: () => ({ url: `/api/art-styles` }),
    }),
    forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.emailDto }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/auth/me` }),
    }),
    refreshToken: build.mutation<RefreshTokenApiResponse, RefreshTokenApiArg>({
      query: () => ({ url: `/api/auth/refresh`, method: 'POST' }),
    }),
    resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/resend-verification`,
        method: 'POST',
        body: queryArg.emailDto,
      }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/reset-password`,
        method: 'POST',
        body: queryArg.resetPasswordDto,
      }),
    }),
    verifyEmail: build.mutation<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({ url: `/api/auth/verify-email`, method: 'POST', body: queryArg.tokenDto }),
    }),
    verifyResetToken: build.query<VerifyResetTokenApiResponse, VerifyResetTokenApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/verify-reset-token`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    clearCart: build.mutation<ClearCartApiResponse, ClearCartApiArg>({
      query: () => ({ url: `/api/cart`, method: 'DELETE' }),
    }),
    getCart: build.query<GetCartApiResponse, GetCartApiArg>({
      query: () => ({ url: `/api/cart` }),
    }),
    addCartItem: build.mutation<AddCartItemApiResponse, AddCartItemApiArg>({
      query: (queryArg) => ({ url: `/api/cart`, method: 'POST', body: queryArg.addCartItemDto }),
    }),
    createPaymentIntent: build.mutation<CreatePaymentIntentApiResponse, CreatePaymentIntentApiArg>({
      query: (queryArg) => ({
        url: `/api/cart/create-payment-intent`,
        method: 'POST',
        body: queryArg.createPaymentIntentDto,
      }),
    }),
    removeCartItem: build.mutation<RemoveCartItemApiResponse, RemoveCartItemApiArg>({
      query: (queryArg) => ({ url: `/api/cart/${queryArg.itemId}`, method: 'DELETE' }),
    }),
    updateCartItem: build.mutation<UpdateCartItemApiResponse, UpdateCartItemApiArg>({
      query: (queryArg) => ({
        url: `/api/cart/${queryArg.itemId}`,
        method: 'PUT',
        body: queryArg.updateCartItemDto,
      }),
    }),
    getCatalogue: build.query<GetCatalogueApiResponse, GetCatalogueApiArg>({
      query: () => ({ url: `/api/catalogue` }),
    }),
    replyToClaim: build.mutation<ReplyToClaimApiResponse, ReplyToClaimApiArg>({
      query: (queryArg) => ({
        url: `/api/claims/${queryArg.claimId}/replies`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    reportClientError: build.mutation<ReportClientErrorApiResponse, ReportClientErrorApiArg>({
      query: (queryArg) => ({ url: `/api/client-errors`, method: 'POST', body: queryArg.clientErrorDto }),
    }),
    getGiftDeadline: build.query<GetGiftDeadlineApiResponse, GetGiftDeadlineApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery/gift-deadline`,
        params: {
          country: queryArg.country,
          region: queryArg.region,
          printTypes: queryArg.printTypes,
          proof: queryArg.proof,
        },
      }),
    }),
    getDevClock: build.query<GetDevClockApiResponse, GetDevClockApiArg>({
      query: () => ({ url: `/api/dev/clock` }),
    }),
    advanceDevClock: build.mutation<AdvanceDevClockApiResponse, AdvanceDevClockApiArg>({
      query: (queryArg) => ({
        url: `/api/dev/clock/advance`,
        method: 'POST',
        body: queryArg.advanceDevClockDto,
      }),
    }),
    tickDevSimulator: build.mutation<TickDevSimulatorApiResponse, TickDevSimulatorApiArg>({
      query: (queryArg) => ({
        url: `/api/dev/fulfilment-simulator/tick`,
        method: 'POST',
        body: queryArg.simulatorTickDto,
      }),
    }),
    getDevMailbox: build.query<GetDevMailboxApiResponse, GetDevMailboxApiArg>({
      query: (queryArg) => ({
        url: `/api/dev/mailbox`,
        params: {
          to: queryArg.to,
        },
      }),
    }),
    applyDiscountCode: build.mutation<ApplyDiscountCodeApiResponse, ApplyDiscountCodeApiArg>({
      query: (queryArg) => ({ url: `/api/discounts/apply`, method: 'POST', body: queryArg.applyDiscountDto }),
    }),
    generateArtwork: build.mutation<GenerateArtworkApiResponse, GenerateArtworkApiArg>({
      query: (queryArg) => ({ url: `/api/generate`, method: 'POST', body: queryArg.generateDto }),
    }),
    generateMockups: build.mutation<GenerateMockupsApiResponse, GenerateMockupsApiArg>({
      query: (queryArg) => ({
        url: `/api/generate-mockups`,
        method: 'POST',
        body: queryArg.generateMockupsDto,
      }),
    }),
    getGenerationPreview: build.query<GetGenerationPreviewApiResponse, GetGenerationPreviewApiArg>({
      query: (queryArg) => ({ url: `/api/generate/${queryArg.sessionId}/preview` }),
    }),
    purchaseGiftCard: build.mutation<PurchaseGiftCardApiResponse, PurchaseGiftCardApiArg>({
      query: (queryArg) => ({ url: `/api/gift-cards`, method: 'POST', body: queryArg.purchaseGiftCardDto }),
    }),
    getGiftCardBalance: build.query<GetGiftCardBalanceApiResponse, GetGiftCardBalanceApiArg>({
      query: (queryArg) => ({
        url: `/api/gift-cards/balance`,
        params: {
          code: queryArg.code,
        },
      }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
      query: () => ({ url: `/api/health/live` }),
    }),
    getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
      query: () => ({ url: `/api/health/ready` }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    getOrderByHash: build.query<GetOrderByHashApiResponse, GetOrderByHashApiArg>({
      query: (queryArg) => ({ url: `/api/order/hash/${queryArg.orderHash}` }),
    }),
    cancelMyOrder: build.mutation<CancelMyOrderApiResponse, CancelMyOrderApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.orderHash}/cancel`, method: 'POST' }),
    }),
    getOrderClaims: build.query<GetOrderClaimsApiResponse, GetOrderClaimsApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.orderHash}/claims` }),
    }),
    reportOrderProblem: build.mutation<ReportOrderProblemApiResponse, ReportOrderProblemApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.orderHash}/claims`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    changeMyOrderLineCrop: build.mutation<ChangeMyOrderLineCropApiResponse, ChangeMyOrderLineCropApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.orderHash}/lines/${queryArg.lineId}/crop`,
        method: 'PUT',
        body: queryArg.orderLineCropDto,
      }),
    }),
    changeMyOrderLineName: build.mutation<ChangeMyOrderLineNameApiResponse, ChangeMyOrderLineNameApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.orderHash}/lines/${queryArg.lineId}/personalisation`,
        method: 'PATCH',
        body: queryArg.nameOnPrintDto,
      }),
    }),
    approveMyOrderProof: build.mutation<ApproveMyOrderProofApiResponse, ApproveMyOrderProofApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.orderHash}/proof/approve`, method: 'POST' }),
    }),
    requestMyOrderProofChange: build.mutation<
      RequestMyOrderProofChangeApiResponse,
      RequestMyOrderProofChangeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.orderHash}/proof/change-request`,
        method: 'POST',
        body: queryArg.proofChangeRequestDto,
      }),
    }),
    getOrderReviews: build.query<GetOrderReviewsApiResponse, GetOrderReviewsApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.orderHash}/reviews` }),
    }),
    createOrderReview: build.mutation<CreateOrderReviewApiResponse, CreateOrderReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.orderHash}/reviews`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getOrderLineItems: build.query<GetOrderLineItemsApiResponse, GetOrderLineItemsApiArg>({
      query: (queryArg) => ({ url: `/api/payment/order-line-items/${queryArg.orderId}` }),
    }),
    getPaymentConfig: build.query<GetPaymentConfigApiResponse, GetPaymentConfigApiArg>({
      query: () => ({ url: `/api/payments/config` }),
    }),
    confirmLocalPayment: build.mutation<ConfirmLocalPaymentApiResponse, ConfirmLocalPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/payments/local/confirm`,
        method: 'POST',
        body: queryArg.localConfirmDto,
      }),
    }),
    getPrintFont: build.query<GetPrintFontApiResponse, GetPrintFontApiArg>({
      query: (queryArg) => ({ url: `/api/personalisation/fonts/${queryArg.file}` }),
    }),
    getPersonalisationOptions: build.query<
      GetPersonalisationOptionsApiResponse,
      GetPersonalisationOptionsApiArg
    >({
      query: () => ({ url: `/api/personalisation/options` }),
    }),
    calculateCartPricing: build.query<CalculateCartPricingApiResponse, CalculateCartPricingApiArg>({
      query: (queryArg) => ({
        url: `/api/pricing/calculate-cart`,
        method: 'POST',
        body: queryArg.calculateCartDto,
      }),
    }),
    requestAccountDeletion: build.mutation<RequestAccountDeletionApiResponse, RequestAccountDeletionApiArg>({
      query: (queryArg) => ({
        url: `/api/privacy/deletion`,
        method: 'POST',
        body: queryArg.deleteAccountDto,
      }),
    }),
    confirmAccountDeletion: build.mutation<ConfirmAccountDeletionApiResponse, ConfirmAccountDeletionApiArg>({
      query: (queryArg) => ({
        url: `/api/privacy/deletion/confirm`,
        method: 'POST',
        body: queryArg.confirmDeletionDto,
      }),
    }),
    requestDataExport: build.mutation<RequestDataExportApiResponse, RequestDataExportApiArg>({
      query: () => ({ url: `/api/privacy/exports`, method: 'POST' }),
    }),
    getMyPrivacyRequests: build.query<GetMyPrivacyRequestsApiResponse, GetMyPrivacyRequestsApiArg>({
      query: () => ({ url: `/api/privacy/requests` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    getPublicReviews: build.query<GetPublicReviewsApiResponse, GetPublicReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews`,
        params: {
          style: queryArg.style,
        },
      }),
    }),
    deleteReview: build.mutation<DeleteReviewApiResponse, DeleteReviewApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.reviewId}`, method: 'DELETE' }),
    }),
    editReview: build.mutation<EditReviewApiResponse, EditReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.reviewId}`,
        method: 'PATCH',
        body: queryArg.body,
      }),
    }),
    selectImage: build.mutation<SelectImageApiResponse, SelectImageApiArg>({
      query: (queryArg) => ({ url: `/api/select-image`, method: 'POST', body: queryArg.selectImageDto }),
    }),
    getSession: build.query<GetSessionApiResponse, GetSessionApiArg>({
      query: (queryArg) => ({ url: `/api/sessions/${queryArg.sessionId}` }),
    }),
    updateSession: build.mutation<UpdateSessionApiResponse, UpdateSessionApiArg>({
      query: (queryArg) => ({
        url: `/api/sessions/${queryArg.sessionId}`,
        method: 'PATCH',
        body: queryArg.updateSessionDto,
      }),
    }),
    addPet: build.mutation<AddPetApiResponse, AddPetApiArg>({
      query: (queryArg) => ({
        url: `/api/sessions/${queryArg.sessionId}/pets`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    removePet: build.mutation<RemovePetApiResponse, RemovePetApiArg>({
      query: (queryArg) => ({
        url: `/api/sessions/${queryArg.sessionId}/pets/${queryArg.pet}`,
        method: 'DELETE',
      }),
    }),
    submitToPrintify: build.mutation<SubmitToPrintifyApiResponse, SubmitToPrintifyApiArg>({
      query: (queryArg) => ({ url: `/api/submit-to-printify/${queryArg.orderHash}`, method: 'POST' }),
    }),
    trackOrder: build.query<TrackOrderApiResponse, TrackOrderApiArg>({
      query: (queryArg) => ({ url: `/api/track/${queryArg.orderHash}` }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
    getUserOrders: build.query<GetUserOrdersApiResponse, GetUserOrdersApiArg>({
      query: () => ({ url: `/api/user-orders` }),
    }),
    updateUserSettings: build.mutation<UpdateUserSettingsApiResponse, UpdateUserSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/user/settings`, method: 'PATCH', body: queryArg.updateSettingsDto }),
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
export type GetDebugInfoApiResponse = /** status 200  */ DebugInfoDto;
export type GetDebugInfoApiArg = void;
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
export type ExportOrdersCsvApiResponse = /** status 200 The CSV file */ Blob;
export type ExportOrdersCsvApiArg = {
  /** First day (UTC), inclusive */
  from: string;
  /** Last day (UTC), inclusive */
  to: string;
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
export type VerifyVariantsApiResponse = /** status 200  */ VariantVerificationDto;
export type VerifyVariantsApiArg = void;
export type AnalyzeBulkErrorsApiResponse = /** status 200  */ BulkErrorAnalysisDto;
export type AnalyzeBulkErrorsApiArg = {
  analyzeBulkErrorsDto: AnalyzeBulkErrorsDto;
};
export type AnalyzeErrorApiResponse = /** status 200  */ ErrorAnalysisDto;
export type AnalyzeErrorApiArg = {
  analyzeErrorDto: AnalyzeErrorDto;
};
export type GetArtStylesApiResponse = /** status 200  */ ArtStyleDto[];
export type GetArtStylesApiArg = void;
export type ForgotPasswordApiResponse = /** status 200  */ MessageDto;
export type ForgotPasswordApiArg = {
  emailDto: EmailDto;
};
export type GetMeApiResponse = /** status 200  */ UserDto;
export type GetMeApiArg = void;
export type RefreshTokenApiResponse = /** status 200  */ RefreshResponseDto;
export type RefreshTokenApiArg = void;
export type ResendVerificationApiResponse = /** status 200  */ MessageDto;
export type ResendVerificationApiArg = {
  emailDto: EmailDto;
};
export type ResetPasswordApiResponse = /** status 200  */ SuccessMessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type VerifyEmailApiResponse = /** status 200  */ SuccessDto;
export type VerifyEmailApiArg = {
  tokenDto: TokenDto;
};
export type VerifyResetTokenApiResponse = /** status 200  */ ResetTokenStatusDto;
export type VerifyResetTokenApiArg = {
  token?: string;
};
export type ClearCartApiResponse = /** status 200  */ CartRemovedDto;
export type ClearCartApiArg = void;
export type GetCartApiResponse = /** status 200  */ CartDto;
export type GetCartApiArg = void;
export type AddCartItemApiResponse = /** status 201  */ CartItemResultDto;
export type AddCartItemApiArg = {
  addCartItemDto: AddCartItemDto;
};
export type CreatePaymentIntentApiResponse = /** status 200  */ PaymentIntentResultDto;
export type CreatePaymentIntentApiArg = {
  createPaymentIntentDto: CreatePaymentIntentDto;
};
export type RemoveCartItemApiResponse = /** status 200  */ CartRemovedDto;
export type RemoveCartItemApiArg = {
  itemId: string;
};
export type UpdateCartItemApiResponse = /** status 200  */ CartItemResultDto;
export type UpdateCartItemApiArg = {
  itemId: string;
  updateCartItemDto: UpdateCartItemDto;
};
export type GetCatalogueApiResponse = /** status 200  */ CatalogueDto;
export type GetCatalogueApiArg = void;
export type ReplyToClaimApiResponse = /** status 200  */ ClaimDto;
export type ReplyToClaimApiArg = {
  claimId: string;
  body: {
    message: string;
    photos?: Blob[];
  };
};
export type ReportClientErrorApiResponse =
  /** status 202 Recorded (or grouped with the same error) */ ClientErrorResultDto;
export type ReportClientErrorApiArg = {
  clientErrorDto: ClientErrorDto;
};
export type GetGiftDeadlineApiResponse = /** status 200  */ GiftDeadlineResultDto;
export type GetGiftDeadlineApiArg = {
  /** Destination country (ISO 3166-1 alpha-2) */
  country?: string;
  /** Region (state) code, for the remote US territories */
  region?: string;
  /** Comma-separated print types (default every print the shop sells); the slowest decides */
  printTypes?: string[];
  /** true when the customer asked for a proof before printing: its business days come first (D-300) */
  proof?: 'true' | 'false';
};
export type GetDevClockApiResponse = /** status 200  */ DevClockDto;
export type GetDevClockApiArg = void;
export type AdvanceDevClockApiResponse = /** status 200  */ AdvanceDevClockResultDto;
export type AdvanceDevClockApiArg = {
  advanceDevClockDto: AdvanceDevClockDto;
};
export type TickDevSimulatorApiResponse = /** status 200  */ SimulatorTickResultDto;
export type TickDevSimulatorApiArg = {
  simulatorTickDto: SimulatorTickDto;
};
export type GetDevMailboxApiResponse = /** status 200  */ MailboxEntryDto[];
export type GetDevMailboxApiArg = {
  to?: string;
};
export type ApplyDiscountCodeApiResponse = /** status 200  */ AppliedDiscountDto;
export type ApplyDiscountCodeApiArg = {
  applyDiscountDto: ApplyDiscountDto;
};
export type GenerateArtworkApiResponse = /** status 200  */ GenerateResponseDto;
export type GenerateArtworkApiArg = {
  generateDto: GenerateDto;
};
export type GenerateMockupsApiResponse = /** status 200  */ GenerateMockupsResponseDto;
export type GenerateMockupsApiArg = {
  generateMockupsDto: GenerateMockupsDto;
};
export type GetGenerationPreviewApiResponse = /** status 200  */ GenerationPreviewDto;
export type GetGenerationPreviewApiArg = {
  sessionId: string;
};
export type PurchaseGiftCardApiResponse = /** status 200  */ GiftCardPurchaseStartedDto;
export type PurchaseGiftCardApiArg = {
  purchaseGiftCardDto: PurchaseGiftCardDto;
};
export type GetGiftCardBalanceApiResponse = /** status 200  */ GiftCardBalanceDto;
export type GetGiftCardBalanceApiArg = {
  code: string;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type GetLivenessApiResponse = /** status 200  */ LivenessDto;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ ReadinessDto;
export type GetReadinessApiArg = void;
export type LoginApiResponse = /** status 200  */ LoginResponseDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200  */ SuccessDto;
export type LogoutApiArg = void;
export type GetOrderByHashApiResponse = /** status 200  */ OrderDto;
export type GetOrderByHashApiArg = {
  orderHash: string;
};
export type CancelMyOrderApiResponse = /** status 200  */ CancelMyOrderResultDto;
export type CancelMyOrderApiArg = {
  orderHash: string;
};
export type GetOrderClaimsApiResponse = /** status 200  */ OrderClaimsDto;
export type GetOrderClaimsApiArg = {
  orderHash: string;
};
export type ReportOrderProblemApiResponse = /** status 201  */ ClaimDto;
export type ReportOrderProblemApiArg = {
  orderHash: string;
  body: {
    description: string;
    /** The affected lines of the order (repeat the field, or one comma-separated value) */
    lineIds: string[];
    photos: Blob[];
    reason: 'damaged_in_transit' | 'print_fault' | 'wrong_item' | 'never_arrived' | 'other';
  };
};
export type ChangeMyOrderLineCropApiResponse = /** status 200  */ OrderLineCropResultDto;
export type ChangeMyOrderLineCropApiArg = {
  orderHash: string;
  lineId: string;
  orderLineCropDto: OrderLineCropDto;
};
export type ChangeMyOrderLineNameApiResponse = /** status 200  */ OrderLineNameResultDto;
export type ChangeMyOrderLineNameApiArg = {
  orderHash: string;
  lineId: string;
  nameOnPrintDto: NameOnPrintDto;
};
export type ApproveMyOrderProofApiResponse = /** status 200  */ OrderProofDto;
export type ApproveMyOrderProofApiArg = {
  orderHash: string;
};
export type RequestMyOrderProofChangeApiResponse = /** status 200  */ OrderProofDto;
export type RequestMyOrderProofChangeApiArg = {
  orderHash: string;
  proofChangeRequestDto: ProofChangeRequestDto;
};
export type GetOrderReviewsApiResponse = /** status 200  */ OrderReviewsDto;
export type GetOrderReviewsApiArg = {
  orderHash: string;
};
export type CreateOrderReviewApiResponse = /** status 201  */ ReviewDto;
export type CreateOrderReviewApiArg = {
  orderHash: string;
  body: {
    body: string;
    lineId: string;
    /** Photos of the print (JPEG, PNG, WebP or HEIC, 10 MB each; at most 3 per review) */
    photos?: Blob[];
    rating: number;
  };
};
export type GetOrderLineItemsApiResponse = /** status 200  */ OrderLineItemDto[];
export type GetOrderLineItemsApiArg = {
  orderId: string;
};
export type GetPaymentConfigApiResponse = /** status 200  */ PaymentConfigDto;
export type GetPaymentConfigApiArg = void;
export type ConfirmLocalPaymentApiResponse = /** status 200  */ LocalConfirmResultDto;
export type ConfirmLocalPaymentApiArg = {
  localConfirmDto: LocalConfirmDto;
};
export type GetPrintFontApiResponse =
  /** status 200 The font file (public, immutable; SIL Open Font License 1.1) */ Blob;
export type GetPrintFontApiArg = {
  file: string;
};
export type GetPersonalisationOptionsApiResponse = /** status 200  */ PersonalisationOptionsDto;
export type GetPersonalisationOptionsApiArg = void;
export type CalculateCartPricingApiResponse = /** status 200  */ PricingResultDto;
export type CalculateCartPricingApiArg = {
  calculateCartDto: CalculateCartDto;
};
export type RequestAccountDeletionApiResponse = /** status 200  */ PrivacyMessageDto;
export type RequestAccountDeletionApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type ConfirmAccountDeletionApiResponse = /** status 200  */ PrivacyMessageDto;
export type ConfirmAccountDeletionApiArg = {
  confirmDeletionDto: ConfirmDeletionDto;
};
export type RequestDataExportApiResponse = /** status 202  */ PrivacyRequestAnswerDto;
export type RequestDataExportApiArg = void;
export type GetMyPrivacyRequestsApiResponse = /** status 200  */ PrivacyRequestDto[];
export type GetMyPrivacyRequestsApiArg = void;
export type RegisterApiResponse = /** status 201  */ RegisterResponseDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type GetPublicReviewsApiResponse = /** status 200  */ ReviewShowcaseDto;
export type GetPublicReviewsApiArg = {
  /** An art style's slug: that style's reviews only */
  style?: string;
};
export type DeleteReviewApiResponse = unknown;
export type DeleteReviewApiArg = {
  reviewId: string;
};
export type EditReviewApiResponse = /** status 200  */ ReviewDto;
export type EditReviewApiArg = {
  reviewId: string;
  body: {
    body: string;
    /** Photos of the print (JPEG, PNG, WebP or HEIC, 10 MB each; at most 3 per review) */
    photos?: Blob[];
    rating: number;
    /** Photos of the review to remove (repeat the field) */
    removePhotoIds?: string[];
  };
};
export type SelectImageApiResponse = /** status 200  */ SelectImageResponseDto;
export type SelectImageApiArg = {
  selectImageDto: SelectImageDto;
};
export type GetSessionApiResponse = /** status 200  */ SessionDto;
export type GetSessionApiArg = {
  sessionId: string;
};
export type UpdateSessionApiResponse = /** status 200  */ SessionDto;
export type UpdateSessionApiArg = {
  sessionId: string;
  updateSessionDto: UpdateSessionDto;
};
export type AddPetApiResponse = /** status 201  */ AddPetResponseDto;
export type AddPetApiArg = {
  sessionId: string;
  body: {
    image: Blob;
  };
};
export type RemovePetApiResponse = /** status 200  */ SessionDto;
export type RemovePetApiArg = {
  sessionId: string;
  pet: number;
};
export type SubmitToPrintifyApiResponse = /** status 200  */ SubmitToPrintifyResultDto;
export type SubmitToPrintifyApiArg = {
  orderHash: string;
};
export type TrackOrderApiResponse = /** status 200  */ OrderTrackingDto;
export type TrackOrderApiArg = {
  orderHash: string;
};
export type GetUserApiResponse = /** status 200  */ UserDto;
export type GetUserApiArg = void;
export type GetUserOrdersApiResponse = /** status 200  */ OrderDto[];
export type GetUserOrdersApiArg = void;
export type UpdateUserSettingsApiResponse = /** status 200  */ UserDto;
export type UpdateUserSettingsApiArg = {
  updateSettingsDto: UpdateSettingsDto;
};
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
export type DebugInfoDto = {
  adapters: PortStatusDto[];
  backendVersion: string;
  /** Configuration, secrets masked */
  config: {
    [key: string]: any;
  };
  nodeVersion: string;
  profile: 'local' | 'production';
  serverTime: string;
  uptimeSeconds: number;
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
export type ArtStyleDto = {
  id: string;
  imageUrl: string;
  name: string;
};
export type MessageDto = {
  message: string;
};
export type EmailDto = {
  email: string;
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
export type RefreshResponseDto = {
  /** New access token */
  token: string;
};
export type SuccessMessageDto = {
  message: string;
  success: boolean;
};
export type ResetPasswordDto = {
  confirmPassword: string;
  password: string;
  token: string;
};
export type SuccessDto = {
  success: boolean;
};
export type TokenDto = {
  token: string;
};
export type ResetTokenStatusDto = {
  message?: string;
  valid: boolean;
};
export type CartRemovedDto = {
  /** Sum of the quantities */
  itemCount: number;
  success: true;
};
export type CartItemDto = {
  artStyle: string | null;
  createdAt: string;
  id: string;
  /** Signed image URL */
  imageUrl: string;
  personalisation: NameOnPrintDto | null;
  /** Pets in the portrait (1 to 4); each after the first is priced in unitPrice */
  petCount: number;
  printSize: string;
  printType: string;
  quantity: number;
  sessionId: string;
  /** Unit price in dollars, from the catalogue (plus the name on the print, when priced) */
  unitPrice: number;
};
export type CartDto = {
  /** Sum of the quantities */
  itemCount: number;
  items: CartItemDto[];
};
export type CartItemResultDto = {
  item: CartItemDto;
  /** Sum of the quantities */
  itemCount: number;
};
export type AddCartItemDto = {
  artStyle?: string | null;
  /** Image URL (signed or unsigned) of one of the session images */
  imageUrl: string;
  /** The name on the print; null or absent for none. Part of the line: another name (or none) is another line */
  personalisation?: NameOnPrintDto | null;
  printSize: string;
  printType: string;
  quantity?: number;
  /** The creation session the artwork belongs to */
  sessionId: string;
};
export type PaymentIntentResultDto = {
  /** Secret for the card form (Stripe Elements or the local test form) */
  clientSecret: string;
  /** What the gift card pays of the total (cents), when one was given */
  giftCardCents?: number;
  /** Unguessable order reference */
  orderHash: string;
  /** True when the gift card paid the whole total: the order is paid, no card form (clientSecret is empty) */
  paidWithGiftCard?: boolean;
  paymentProvider: 'local' | 'stripe';
  publishableKey?: string;
  success: boolean;
};
export type CustomerInfoDto = {
  address: string;
  address2?: string;
  city: string;
  /** ISO code (a country name is accepted when countryCode is sent) */
  country: string;
  countryCode?: string;
  countryName?: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  postalCode: string;
  /** Ignored (the cart decides); accepted because the form sends it */
  printType?: string;
  /** Save this name, phone and address as the account's details. Default: only while the account has none (a gift never replaces the buyer's details unless asked). */
  saveAsMyDetails?: boolean;
  state?: string;
  /** The customer's time zone (IANA, as the browser reports it): the emails write when printing starts in it; UTC when absent */
  timeZone?: string;
};
export type GiftDto = {
  /** Up to 300 characters on at most 8 lines ("\n"), printable text only */
  message?: string;
  /** Gets an email when the order ships */
  recipientEmail: string;
  /** 1-100 characters */
  recipientName: string;
};
export type CreatePaymentIntentDto = {
  customerInfo: CustomerInfoDto;
  /** A discount code (case-insensitive); 400 with the reason when it does not apply */
  discountCode?: string;
  /** Present when the order is a gift: the recipient gets an email when it ships (no prices) */
  gift?: GiftDto;
  /** A gift card code: pays the total or part of it (the card payment is the rest); 400 when it cannot pay, 409 when another checkout just spent its balance */
  giftCardCode?: string;
  /** Show me a proof before printing (free, D-300): the order waits at awaiting_approval until the customer approves the print files; the delivery estimate counts the proof days */
  proof?: boolean;
  /** How the parcel travels (default standard), charged in the total; 400 PRICING.SHIPPING_METHOD_UNAVAILABLE when not offered to the address */
  shippingMethod?: 'standard' | 'express';
};
export type UpdateCartItemDto = {
  quantity: number;
};
export type CatalogueSizeDto = {
  /** Size tier */
  description: 'Small' | 'Medium' | 'Large' | 'Max';
  heightCm: number;
  heightIn: number;
  label: string;
  orientation: 'portrait' | 'landscape' | 'square';
  /** Price in dollars */
  price: number;
  /** Price in cents */
  priceCents: number;
  recommended: boolean;
  /** Width x height in inches */
  value: string;
  /** Fulfilment provider variant id */
  variantId: number;
  widthCm: number;
  widthIn: number;
};
export type CataloguePrintTypeDto = {
  /** Base price in dollars */
  basePrice: number;
  comingSoon: boolean;
  description: string;
  details: string;
  label: string;
  popular: boolean;
  sizes: CatalogueSizeDto[];
  value: 'poster' | 'canvas' | 'framed';
};
export type CatalogueDto = {
  printTypes: CataloguePrintTypeDto[];
};
export type ClaimDto = {
  /** True while the customer may answer (waiting for you) */
  canReply: boolean;
  /** ISO time */
  createdAt: string;
  description: string;
  id: string;
  /** The affected order line ids */
  lineIds: string[];
  messages: ClaimMessageDto[];
  /** What happens next */
  nextStep: string;
  photos: ClaimPhotoDto[];
  reason: 'damaged_in_transit' | 'print_fault' | 'wrong_item' | 'never_arrived' | 'other';
  /** The reason in words */
  reasonLabel: string;
  /** Refunded through this claim, cents */
  refundCents: number;
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
export type ClientErrorResultDto = {
  received: boolean;
};
export type ClientErrorDto = {
  context?: {
    [key: string]: any;
  } | null;
  /** RENDER_ERROR, CHUNK_LOAD_ERROR, UNHANDLED_REJECTION, ... */
  errorType: string;
  message: string;
  stack?: string | null;
  url?: string;
};
export type GiftHolidayDto = {
  /** The holiday (ISO date) */
  date: string;
  /** The day the print must have arrived by (ISO date) */
  deliverBy: string;
  id: 'christmas' | 'hanukkah' | 'valentines' | 'mothers-day' | 'fathers-day';
  name: string;
};
export type GiftDeadlineDto = {
  holiday: GiftHolidayDto;
  /** open: the holiday can still be made (by `method`, by `orderBy`); passed: it cannot any more */
  kind: 'open' | 'passed';
  /** The shipping method that makes it, when open */
  method?: string;
  /** The last day to order (ISO date), when open */
  orderBy?: string;
  sentence: string;
};
export type GiftDeadlineResultDto = {
  /** Null when no holiday is in the calendar */
  deadline: GiftDeadlineDto | null;
  /** The shop's day the answer was computed for (UTC) */
  today: string;
};
export type DevClockDto = {
  /** The app's clock: what every rule reads */
  now: string;
  /** How far the clock is ahead of the wall clock, in minutes (0 until advanced) */
  offsetMinutes: number;
  /** The wall clock of this process */
  wallClock: string;
};
export type AdvanceDevClockResultDto = {
  /** Delayed jobs whose time has come on the moved clock: they run now */
  jobsDue: number;
  /** Delayed jobs still ahead, now due that much sooner */
  jobsLater: number;
  /** The app's clock: what every rule reads */
  now: string;
  /** How far the clock is ahead of the wall clock, in minutes (0 until advanced) */
  offsetMinutes: number;
  /** The wall clock of this process */
  wallClock: string;
};
export type AdvanceDevClockDto = {
  minutes: number;
};
export type SimulatorTickResultDto = {
  /** steps taken (production, shipped, delivered), one per provider order at most */
  steps: number;
};
export type SimulatorTickDto = {
  orderHash: string;
};
export type MailboxEntryDto = {
  createdAt: string;
  html: string;
  id: string;
  subject: string;
  text: string;
  to: string;
};
export type AppliedDiscountDto = {
  /** The code as stored (upper case) */
  code: string;
  description: string;
  /** Taken off the products of the cart as it is now, in cents */
  discountCents: number;
  kind: 'percent' | 'fixed';
  /** The cart's products, in cents */
  subtotalCents: number;
  /** percent: 1..100; fixed: cents */
  value: number;
};
export type ApplyDiscountDto = {
  /** Case-insensitive; surrounding spaces are ignored */
  code: string;
};
export type GenerateResponseDto = {
  aiJobId: string;
  aiJobStatus: 'completed';
  generatedImageUrl: string;
  /** Newest first, signed */
  generatedImages: string[];
  revisionCount: number;
  success: true;
};
export type GenerateDto = {
  customPrompt?: string;
  /** true for the Results page's refine ('Create New Variation') */
  revision?: boolean;
  sessionId: string;
  style: string;
  /** Admins only: answer as if the generator failed with this errorType */
  testError?: string;
};
export type MockupDto = {
  cameraLabel: string;
  /** Signed image URL with &camera_label=<label> appended */
  src: string;
  view: 'front' | 'angled' | 'room';
};
export type GenerateMockupsResponseDto = {
  mockups: MockupDto[];
  success: true;
};
export type VariantMismatchDto = {
  code: string;
  details: string[];
  error: string;
  errorCode: string;
  errorType: string;
  message: string;
  success: false;
};
export type GenerateMockupsDto = {
  /** A proof order line's crop (0 left/top to 1 right/bottom along the overflowing axis); absent or null: the automatic crop */
  cropPosition?: number | null;
  /** Signed or unsigned URL of one of the caller’s session images */
  imageUrl: string;
  /** The name on the print, drawn into every view by the renderer the print file uses */
  personalisation?: NameOnPrintDto | null;
  printSize: string;
  printType: string;
  requestId?: string;
  timestamp?: number;
};
export type GenerationPreviewDto = {
  /** The session's generation: pending, processing, completed or failed */
  aiJobStatus: string;
  /** Signed URL of the newest partial frame (small WebP, never printable) while the generation runs */
  previewImageUrl: string | null;
  /** 0-based index of that frame */
  previewIndex: number | null;
};
export type GiftCardPurchaseStartedDto = {
  amountCents: number;
  /** Secret for the card form (Stripe Elements or the local test form) */
  clientSecret: string;
  paymentProvider: 'local' | 'stripe';
  publishableKey?: string;
  /** The purchase's unguessable reference */
  purchaseHash: string;
  success: boolean;
};
export type PurchaseGiftCardDto = {
  /** Cents: $10.00 to $500.00 */
  amountCents: number;
  message?: string;
  /** Who receives the code by email */
  recipientEmail: string;
  recipientName?: string;
  senderName?: string;
};
export type GiftCardBalanceDto = {
  balanceCents: number;
  /** The code's last four characters */
  codeEnd: string;
};
export type HealthDto = {
  database: 'up';
  status: 'ok';
  /** Seconds since the process started */
  uptimeSeconds: number;
  /** Backend package version */
  version: string;
};
export type LivenessDto = {
  status: 'ok';
  /** Seconds since the process started */
  uptimeSeconds: number;
};
export type ReadinessChecksDto = {
  /** PostgreSQL answers SELECT 1 within 1.5 s */
  database: 'up' | 'down';
  /** Every migration of this build is applied */
  migrations: 'up' | 'down';
  /** The object store (disk or S3 bucket) answers */
  storage: 'up' | 'down';
};
export type ReadinessDto = {
  checks: ReadinessChecksDto;
  status: 'ok';
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
export type OrderDeliveryEstimateItemDto = {
  label: string;
  printTypes: string[];
  /** Fulfilment provider id */
  provider: number;
  range: string;
};
export type OrderDeliveryEstimateDto = {
  /** Per-provider estimates */
  estimates?: OrderDeliveryEstimateItemDto[];
  hasMultipleProviders?: boolean;
  max?: number;
  min?: number;
  range: string;
  separatePackagesNote?: string;
};
export type OrderDigitalFileDto = {
  fileName: string;
  line: number;
  /** API path of the download (bearer token required) */
  url: string;
};
export type OrderLineItemDto = {
  /** The artwork's width / height as the latest proof measured it (null before a proof is drawn): with printAspect it places the window over the artwork */
  artworkAspect: number | null;
  /** True while the customer may move the crop (a proof order awaiting approval whose latest proof is shown): a new proof follows */
  cropEditable: boolean;
  /** The customer's crop of a proof order's line: where the window sits along the axis that overflows the print, 0 left/top to 1 right/bottom; null for the automatic crop */
  cropPosition: number | null;
  id: string;
  /** Signed image URL */
  imageUrl: string | null;
  /** cents */
  lineTotal: number;
  /** True while the customer may change the name: in the hold (until nameEditableUntil), or while the order awaits proof approval (nameEditableUntil null: until they approve) */
  nameEditable: boolean;
  /** ISO time until which the customer may still change the name (the production hold ends); null when it can no longer change */
  nameEditableUntil: string | null;
  /** The name printed on the portrait; null for a print without one */
  personalisation: NameOnPrintDto | null;
  /** Pets in the portrait (1 to 4) */
  petCount: number;
  /** The print's width / height (the crop window's shape) */
  printAspect: number;
  printSize: string;
  printType: string;
  /** Where the window sat in the latest proof (the automatic crop included); null before a proof is drawn */
  proofCropPosition: number | null;
  quantity: number;
  /** cents */
  unitPrice: number;
};
export type OrderProofDto = {
  answeredAt?: string | null;
  /** The change the customer asked for */
  changeNote?: string | null;
  /** Empty while it is drawn */
  files: OrderProofFileDto[];
  /** Proof number: 2 after one change, ... */
  revision: number;
  shownAt?: string | null;
  /** drawing (being prepared), shown (waiting for the answer), approved, change_requested (a new proof follows), superseded */
  status: 'drawing' | 'shown' | 'approved' | 'change_requested' | 'superseded';
};
export type OrderShipmentDto = {
  carrier: string | null;
  /** ISO time */
  deliveredAt: string | null;
  /** ISO time */
  shippedAt: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
};
export type OrderStatusEventDto = {
  /** ISO time */
  at: string;
  kind: 'payment' | 'fulfilment';
  /** status reached (payment status, or the normalised fulfilment lifecycle value) */
  status: string;
};
export type OrderDto = {
  /** True while the proof awaits approval: the customer may cancel and change a name whatever the time (cancellableUntil is then null) */
  awaitingApproval: boolean;
  /** ISO time until which the customer may still cancel; null when they cannot (any more) */
  cancellableUntil: string | null;
  createdAt: string;
  customerEmail: string;
  deliveryEstimate: OrderDeliveryEstimateDto;
  /** The digital files downloadable now (empty when unpaid, refunded or expired) */
  digitalFiles: OrderDigitalFileDto[];
  /** Taken off the products by a discount code, cents */
  discountCents?: number;
  /** The discount code used */
  discountCode?: string;
  /** ISO time the digital files stop being downloadable (30 days after payment); null when unpaid */
  downloadExpiresAt: string | null;
  fulfillmentStatus: string;
  /** Whom the order is a gift for and the message they get when it ships; null when it is no gift */
  gift: OrderGiftDto | null;
  id: string;
  invoiceStatus: string;
  /** The order's lines (product, quantity, signed artwork URL), in order */
  items: OrderLineItemDto[];
  /** The order's URL key (/app/order-confirmation/{orderHash}) */
  orderHash: string;
  /** The order number people read aloud (no 0/O/1/I/L/U) */
  orderNumber: string;
  paidAt: string | null;
  paymentStatus: 'paid' | 'pending' | 'failed' | 'refunded' | 'partially_refunded' | 'expired';
  printifyOrderId: string | null;
  /** cents */
  productPrice: number;
  /** The latest proof of a proof order (null for an order without one, or before its first) */
  proof: OrderProofDto | null;
  /** The customer asked to approve a proof before printing */
  proofRequested: boolean;
  /** cents refunded so far */
  refundedAmount: number;
  /** Parcels, first shipped first */
  shipments: OrderShipmentDto[];
  shippingAddress: AddressDto;
  /** cents */
  shippingCost: number;
  /** How the parcel travels, as paid for */
  shippingMethod: 'standard' | 'express';
  /** One entry per reached status, in time order */
  statusHistory: OrderStatusEventDto[];
  /** cents */
  taxAmount: number;
  /** cents */
  totalAmount: number;
  trackingUrl: string | null;
};
export type CancelMyOrderResultDto = {
  fulfillmentStatus: string;
  /** payment status after the refund */
  invoiceStatus: string;
  /** cents refunded so far */
  refundedAmount: number;
  success: boolean;
};
export type OrderClaimsDto = {
  /** True while a problem can be reported on this order */
  canReport: boolean;
  claims: ClaimDto[];
  /** ISO time the report window closes (closed) */
  closesAt: string | null;
  /** Lines already in an open report */
  linesInOpenReport: string[];
  /** Why a problem cannot be reported now */
  windowReason: string | null;
};
export type OrderLineCropResultDto = {
  /** The crop position now stored on the line */
  cropPosition: number;
  lineId: string;
  /** The next proof, being drawn with the new crop */
  proof: OrderProofDto;
};
export type OrderLineCropDto = {
  /** Where the crop window sits along the axis of the artwork that overflows the print: 0 left/top, 0.5 centre, 1 right/bottom */
  position: number;
};
export type OrderLineNameResultDto = {
  lineId: string;
  /** The name now on the print, as stored (normalised) */
  personalisation: NameOnPrintDto;
  /** Whether the order held at the print provider was replaced by one with the new print file */
  replacedAtProvider: boolean;
};
export type ProofChangeRequestDto = {
  /** What to change: 3 to 1000 characters */
  note: string;
};
export type ReviewDto = {
  /** How the review is signed in public ("Jane D.") */
  authorName: string;
  body: string;
  createdAt: string;
  id: string;
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
export type OrderReviewLineDto = {
  lineId: string;
  printSize: string;
  printType: string;
  review: ReviewDto | null;
  style: string | null;
};
export type OrderReviewsDto = {
  /** True once the order is delivered */
  canReview: boolean;
  lines: OrderReviewLineDto[];
  maxPhotos: number;
  /** Why the order cannot be reviewed (yet) */
  reason: string | null;
};
export type PaymentConfigDto = {
  provider: 'local' | 'stripe';
  /** Stripe publishable key (stripe only) */
  publishableKey?: string;
  /** True for the local gateway and Stripe test keys */
  testMode: boolean;
};
export type LocalConfirmResultDto = {
  orderHash: string;
  status: string;
  success: boolean;
};
export type PaymentDeclinedDto = {
  code: string;
  declineCode: string;
  details: string[];
  error: string;
  errorType: string;
  message: string;
};
export type LocalConfirmDto = {
  cardNumber: string;
  /** clientSecret from create-payment-intent */
  clientSecret: string;
  cvc: string;
  expMonth: number;
  /** Four digits (two are accepted) */
  expYear: number;
};
export type PrintFontDto = {
  family: string;
  id: string;
  label: string;
  url: string;
};
export type PersonalisationOptionsDto = {
  /** Price of each pet after the first in one portrait, per unit, in cents (0: free) */
  extraPetPriceCents: number;
  fonts: PrintFontDto[];
  /** Price of the name on the print per unit, in cents (0: free) */
  nameOnPrintPriceCents: number;
};
export type ArriveByDto = {
  date: string;
  /** The latest day the method arrives, ordered today */
  latestArrival: string;
  /** True when latestArrival is on or before date */
  makesIt: boolean;
  message: string;
  method: 'standard' | 'express';
  /** When it does not: the first offered method that does */
  suggestedMethod?: 'standard' | 'express';
};
export type DeliveryEstimateItemDto = {
  label: string;
  max: number;
  min: number;
  printTypes: string[];
  /** Fulfilment provider id */
  provider: number;
  range: string;
};
export type DeliveryEstimatesDto = {
  canvasTip?: string;
  combinedRange: string;
  estimates: DeliveryEstimateItemDto[];
  hasMultipleProviders: boolean;
  separatePackagesNote?: string;
};
export type ShippingMethodOptionDto = {
  deliveryTime: string;
  label: string;
  /** Most business days */
  maxDays: number;
  method: 'standard' | 'express';
  /** Fewest business days */
  minDays: number;
  /** Shipping with this method, in cents */
  shippingCost: number;
};
export type PricingResultDto = {
  /** Present when arriveBy was asked */
  arriveBy?: ArriveByDto;
  deliveryEstimates: DeliveryEstimatesDto;
  deliveryTime: string;
  /** Taken off the products by the code, in cents */
  discountCents?: number;
  /** The discount code applied */
  discountCode?: string;
  message: string;
  /** Products, in dollars */
  productPrice: number;
  /** Shipping, in cents */
  shippingCost: number;
  /** The method priced in shippingCost, total and tax */
  shippingMethod: 'standard' | 'express';
  /** Every method offered for the cart to the address (standard first), each with its price and range */
  shippingMethods: ShippingMethodOptionDto[];
  success: boolean;
  /** Tax, in cents */
  taxAmount: number;
  /** Total, in dollars (after the discount) */
  total: number;
};
export type PricingAddressDto = {
  address1?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
  /** State / province / region code */
  state?: string;
};
export type PricingItemDto = {
  printSize: string;
  printType: string;
  quantity: number;
};
export type CalculateCartDto = {
  address: PricingAddressDto;
  /** A day the order should arrive by (YYYY-MM-DD): the answer says whether the method makes it, and which method does */
  arriveBy?: string;
  /** ISO 3166-1 alpha-2 country code */
  country: string;
  /** A discount code to apply (case-insensitive); 400 with the reason when it does not apply */
  discountCode?: string;
  /** Omit to price the caller's cart */
  items?: PricingItemDto[];
  /** Show me a proof before printing (free): every delivery range, and the arrive-by answer, count its business days too */
  proof?: boolean;
  /** How the parcel travels (default standard); 400 PRICING.SHIPPING_METHOD_UNAVAILABLE when not offered to the address */
  shippingMethod?: 'standard' | 'express';
};
export type PrivacyMessageDto = {
  message: string;
};
export type DeleteAccountDto = {
  /** The password the customer signs in with */
  password: string;
};
export type ConfirmDeletionDto = {
  /** The token of the emailed link */
  token: string;
};
export type PrivacyRequestDto = {
  createdAt: string;
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
};
export type PrivacyRequestAnswerDto = {
  message: string;
  request: PrivacyRequestDto;
};
export type RegisterResponseDto = {
  email: string;
  message: string;
};
export type RegisterDto = {
  /** Checked against password when sent */
  confirmPassword?: string;
  email: string;
  password: string;
};
export type PublicReviewPhotoDto = {
  height: number;
  /** Public URL, served while the review is approved */
  url: string;
  width: number;
};
export type PublicReviewDto = {
  authorName: string;
  body: string;
  createdAt: string;
  id: string;
  photos: PublicReviewPhotoDto[];
  rating: number;
  reply: string | null;
  style: string | null;
};
export type ReviewShowcaseDto = {
  /** Average stars of the approved reviews (1 decimal) */
  average: number | null;
  /** How many reviews are approved */
  count: number;
  /** The most recently approved */
  reviews: PublicReviewDto[];
};
export type SelectImageResponseDto = {
  selectedImage: string;
  success: true;
};
export type SelectImageDto = {
  imageUrl: string;
  sessionId: string;
};
export type ArtworkSizeDto = {
  height: number;
  width: number;
};
export type SessionDto = {
  aiJobStatus: string;
  artwork: ArtworkSizeDto | null;
  createdAt: string;
  customPrompt: string | null;
  /** Newest first, signed */
  generatedImages: string[];
  orientation: 'portrait' | 'landscape' | 'square';
  originalImageUrl: string | null;
  /** Pets in the portrait: 1 to 4 */
  petCount: number;
  /** Every pet’s photo, signed, the first pet (originalImageUrl) first; up to 4 */
  petPhotos: string[];
  /** Whether pets can still be added or removed (no artwork made or being made) */
  petPhotosChangeable: boolean;
  revisionCount: number;
  selectedImage: string | null;
  selectedPrintSize: string | null;
  selectedPrintType: string | null;
  selectedStyle: string | null;
  sessionId: string;
};
export type UpdateSessionDto = {
  selectedPrintSize?: string;
  selectedPrintType?: string;
};
export type PhotoWarningDto = {
  code: 'low-resolution' | 'blurry' | 'too-dark' | 'too-bright';
  /** What the shop shows, in the words of the upload step’s tips */
  message: string;
};
export type AddPetResponseDto = {
  session: SessionDto;
  /** What the check of this photo found (empty: none); an unusable photo is refused with 400 instead */
  warnings: PhotoWarningDto[];
};
export type SubmitToPrintifyResultDto = {
  fulfillmentStatus: string;
  /** null while parked (error_variant) */
  printifyOrderId: string | null;
  success: boolean;
};
export type TrackingItemDto = {
  printSize: string;
  printType: string;
  quantity: number;
  /** Signed URL of the artwork */
  thumbnailUrl: string | null;
};
export type TrackingParcelDto = {
  carrier: string | null;
  /** ISO time */
  deliveredAt: string | null;
  /** ISO time */
  shippedAt: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
};
export type TrackingStepDto = {
  /** ISO time the step was reached */
  at: string | null;
  current: boolean;
  label: string;
  reached: boolean;
  step: 'confirmed' | 'production' | 'shipped' | 'delivered';
};
export type OrderTrackingDto = {
  /** ISO time the order was delivered; null until it is (the page then shows it instead of the estimate) */
  deliveredAt: string | null;
  deliveryEstimate: string;
  /** Number of printed items (the sum of the quantities) */
  itemCount: number;
  /** One entry per order line */
  items: TrackingItemDto[];
  parcels: TrackingParcelDto[];
  /** The order number people read aloud (no 0/O/1/I/L/U) */
  reference: string;
  /** customer-visible state */
  state: 'in_progress' | 'on_hold' | 'delivered' | 'error' | 'cancelled' | 'refunded';
  steps: TrackingStepDto[];
  /** Signed URL of the artwork (first item) */
  thumbnailUrl: string | null;
};
export type AddressInputDto = {
  address1: string;
  address2?: string;
  city: string;
  /** ISO 3166-1 alpha-2 code (the saved shipping info also takes a name when countryCode is sent) */
  country: string;
  /** ISO 3166-1 alpha-2 code; wins over country */
  countryCode?: string;
  countryName?: string;
  /** State/Province (required for some countries) */
  region?: string;
  zip: string;
};
export type UpdateSettingsDto = {
  firstName?: string;
  lastName?: string;
  /** The checkout's phone rule (checked in the service): digits with an optional + country code, 7 digits to 15 characters */
  phone?: string;
  /** An object, or the same object as a JSON string (checked in the service, which parses the string first) */
  shippingInfo?: AddressInputDto | string;
};
export const {
  useVerifyVariantsDetailedQuery,
  useListAdminClaimsQuery,
  useGetAdminClaimStatsQuery,
  useGetAdminClaimQuery,
  useApproveClaimRefundMutation,
  useApproveClaimReprintMutation,
  useAskClaimCustomerMutation,
  useDeclineClaimMutation,
  useGetAdminReprintTimelineQuery,
  useGetDebugInfoQuery,
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
  useExportOrdersCsvQuery,
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
  useVerifyVariantsMutation,
  useAnalyzeBulkErrorsMutation,
  useAnalyzeErrorMutation,
  useGetArtStylesQuery,
  useForgotPasswordMutation,
  useGetMeQuery,
  useRefreshTokenMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useVerifyResetTokenQuery,
  useClearCartMutation,
  useGetCartQuery,
  useAddCartItemMutation,
  useCreatePaymentIntentMutation,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
  useGetCatalogueQuery,
  useReplyToClaimMutation,
  useReportClientErrorMutation,
  useGetGiftDeadlineQuery,
  useGetDevClockQuery,
  useAdvanceDevClockMutation,
  useTickDevSimulatorMutation,
  useGetDevMailboxQuery,
  useApplyDiscountCodeMutation,
  useGenerateArtworkMutation,
  useGenerateMockupsMutation,
  useGetGenerationPreviewQuery,
  usePurchaseGiftCardMutation,
  useGetGiftCardBalanceQuery,
  useGetHealthQuery,
  useGetLivenessQuery,
  useGetReadinessQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetOrderByHashQuery,
  useCancelMyOrderMutation,
  useGetOrderClaimsQuery,
  useReportOrderProblemMutation,
  useChangeMyOrderLineCropMutation,
  useChangeMyOrderLineNameMutation,
  useApproveMyOrderProofMutation,
  useRequestMyOrderProofChangeMutation,
  useGetOrderReviewsQuery,
  useCreateOrderReviewMutation,
  useGetOrderLineItemsQuery,
  useGetPaymentConfigQuery,
  useConfirmLocalPaymentMutation,
  useGetPrintFontQuery,
  useGetPersonalisationOptionsQuery,
  useCalculateCartPricingQuery,
  useRequestAccountDeletionMutation,
  useConfirmAccountDeletionMutation,
  useRequestDataExportMutation,
  useGetMyPrivacyRequestsQuery,
  useRegisterMutation,
  useGetPublicReviewsQuery,
  useDeleteReviewMutation,
  useEditReviewMutation,
  useSelectImageMutation,
  useGetSessionQuery,
  useUpdateSessionMutation,
  useAddPetMutation,
  useRemovePetMutation,
  useSubmitToPrintifyMutation,
  useTrackOrderQuery,
  useGetUserQuery,
  useGetUserOrdersQuery,
  useUpdateUserSettingsMutation,
} = injectedRtkApi;
