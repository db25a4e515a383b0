import { generatedApi } from './generated';

/**
 * The generated endpoints plus what codegen cannot know: cache tags and invalidation between endpoints, cache
 * lifetimes, and the X-Request-ID header of generate-mockups. Components import hooks and types from here, never
 * from generated.ts, so this is the one place to adjust endpoints.
 *
 * Codegen runs with `tag: false`: every tag below is deliberate.
 *   'user'     the signed-in user (GET /user, GET /auth/me): settings and login change it
 *   'cart'     the cart and everything priced from it: every cart change refetches the count and re-prices
 *   'session'  one creation session per id: select, save options and generate change it
 *   'orders'   the caller's orders: paying, submitting and cancelling change them
 *   'claims'   the problem reports of one order (by order hash): reporting and answering change them
 *
 * Not generated on purpose (openapi-config.cts): the photo upload, which needs XMLHttpRequest for its progress
 * (features/create/upload-image.ts).
 */
const sessionTag = (sessionId: string) => [{ type: 'session' as const, id: sessionId }];

/**
 * A report, an answer or a review as multipart/form-data (the generated endpoints would send their body as JSON): one part per
 * text field, per line id and per photo, the way the server reads them.
 */
function photoFormData(fields: Record<string, string | string[] | undefined>, photos: Blob[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      form.append(name, item);
  }
  photos.forEach((photo, index) => {
    const name = (photo as { name?: unknown }).name;
    form.append('photos', photo, typeof name === 'string' && name ? name : `photo-${index + 1}`);
  });
  return form;
}

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['user', 'cart', 'session', 'orders', 'claims', 'reviews'],
  endpoints: {
    // The catalogue and the style list change with deployments only (the server sends max-age=300): keep them.
    getCatalogue: { keepUnusedDataFor: 600 },
    getArtStyles: { keepUnusedDataFor: 600 },
    getPaymentConfig: { keepUnusedDataFor: 600 },
    // The order-by date changes once a day (the server sends max-age=300).
    getGiftDeadline: { keepUnusedDataFor: 600 },

    getUser: { providesTags: ['user'] },
    getMe: { providesTags: ['user'] },
    // A different person may sign in: nothing cached for the previous one may show.
    login: { invalidatesTags: ['user', 'cart', 'orders'] },
    verifyEmail: { invalidatesTags: ['user'] },
    updateUserSettings: { invalidatesTags: ['user'] },
    // A reset link is checked once per visit of the page; never serve a stale "valid".
    verifyResetToken: { keepUnusedDataFor: 0 },

    getCart: { providesTags: ['cart'] },
    addCartItem: { invalidatesTags: ['cart'] },
    updateCartItem: { invalidatesTags: ['cart'] },
    removeCartItem: { invalidatesTags: ['cart'] },
    clearCart: { invalidatesTags: ['cart'] },
    // A POST that reads (codegen endpointOverrides makes it a query): equal addresses share one request, and the
    // 'cart' tag re-prices after every cart change (quantity, remove, clear).
    calculateCartPricing: { providesTags: ['cart'], keepUnusedDataFor: 30 },

    // A session changes with every step: never show a stale one when a page opens.
    getSession: {
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { sessionId }) => sessionTag(sessionId),
    },
    updateSession: { invalidatesTags: (_result, _error, { sessionId }) => sessionTag(sessionId) },
    selectImage: {
      invalidatesTags: (_result, _error, { selectImageDto }) => sessionTag(selectImageDto.sessionId),
    },
    generateArtwork: {
      invalidatesTags: (_result, _error, { generateDto }) => sessionTag(generateDto.sessionId),
    },
    // The server echoes X-Request-ID in its logs and the mockup provider de-duplicates on it; the OpenAPI document
    // has the id in the body only, so the header is added here. Abort: the promise returned by the trigger.
    generateMockups: {
      query: ({ generateMockupsDto }) => ({
        url: '/api/generate-mockups',
        method: 'POST',
        body: generateMockupsDto,
        ...(generateMockupsDto.requestId
          ? { headers: { 'X-Request-ID': generateMockupsDto.requestId } }
          : {}),
      }),
    },

    getUserOrders: { providesTags: ['orders'] },
    getOrderByHash: { providesTags: ['orders'] },
    // Its image URLs change at payment (watermarked preview before, the clean artwork after): read again with the order.
    getOrderLineItems: { providesTags: ['orders'] },
    confirmLocalPayment: { invalidatesTags: ['orders'] },
    submitToPrintify: { invalidatesTags: ['orders'] },
    cancelMyOrder: { invalidatesTags: ['orders'] },
    // The name on a paid order's print: the order is read again with the new name.
    changeMyOrderLineName: { invalidatesTags: ['orders'] },
    // The customer's crop of a proof's line: the order is read again with the next proof being drawn.
    changeMyOrderLineCrop: { invalidatesTags: ['orders'] },
    // An answer to a proof moves the order (approved: on to production; a change: a new proof follows).
    approveMyOrderProof: { invalidatesTags: ['orders'] },
    requestMyOrderProofChange: { invalidatesTags: ['orders'] },
    // The public tracking page moves with the order: never a stale one.
    trackOrder: { keepUnusedDataFor: 0 },
    // A gift card's balance moves with every order paid with it: checked afresh each time.
    getGiftCardBalance: { keepUnusedDataFor: 0 },

    // Problems after delivery: the reports of one order; reporting and answering send photos (multipart).
    getOrderClaims: {
      providesTags: (_result, _error, { orderHash }) => [{ type: 'claims', id: orderHash }],
    },
    reportOrderProblem: {
      query: ({ orderHash, body }) => ({
        url: `/api/orders/${encodeURIComponent(orderHash)}/claims`,
        method: 'POST',
        body: photoFormData(
          { reason: body.reason, lineIds: body.lineIds, description: body.description },
          body.photos,
        ),
      }),
      invalidatesTags: (_result, _error, { orderHash }) => [{ type: 'claims', id: orderHash }],
    },
    // An answer changes its order's reports; the claim id alone does not name the order, so every order's reports
    // are read again (one order page is open at a time).
    replyToClaim: {
      query: ({ claimId, body }) => ({
        url: `/api/claims/${encodeURIComponent(claimId)}/replies`,
        method: 'POST',
        body: photoFormData({ message: body.message }, body.photos),
      }),
      invalidatesTags: ['claims'],
    },

    // Reviews: the approved ones change when staff approve (the server sends max-age=60); the customer's own reviews
    // of one order are sent with their photos (multipart).
    getPublicReviews: { keepUnusedDataFor: 300 },
    getOrderReviews: {
      providesTags: (_result, _error, { orderHash }) => [{ type: 'reviews', id: orderHash }],
    },
    createOrderReview: {
      query: ({ orderHash, body }) => ({
        url: `/api/orders/${encodeURIComponent(orderHash)}/reviews`,
        method: 'POST',
        body: photoFormData(
          { lineId: body.lineId, rating: String(body.rating), body: body.body },
          body.photos,
        ),
      }),
      invalidatesTags: (_result, _error, { orderHash }) => [{ type: 'reviews', id: orderHash }],
    },
    editReview: {
      query: ({ reviewId, body }) => ({
        url: `/api/reviews/${encodeURIComponent(reviewId)}`,
        method: 'PATCH',
        body: photoFormData(
          { rating: String(body.rating), body: body.body, removePhotoIds: body.removePhotoIds },
          body.photos,
        ),
      }),
      invalidatesTags: ['reviews'],
    },
    deleteReview: { invalidatesTags: ['reviews'] },
  },
});

export const {
  useGetCatalogueQuery,
  useGetGiftDeadlineQuery,
  useGetHealthQuery,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetUserQuery,
  useGetMeQuery,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useVerifyResetTokenQuery,
  useResetPasswordMutation,
  useUpdateUserSettingsMutation,
  useRequestDataExportMutation,
  useRequestAccountDeletionMutation,
  useConfirmAccountDeletionMutation,
  useGetCartQuery,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
  useCalculateCartPricingQuery,
  useApplyDiscountCodeMutation,
  useGetPaymentConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmLocalPaymentMutation,
  useSubmitToPrintifyMutation,
  useGetSessionQuery,
  useUpdateSessionMutation,
  useSelectImageMutation,
  useGetArtStylesQuery,
  useGenerateArtworkMutation,
  useGenerateMockupsMutation,
  useGetPersonalisationOptionsQuery,
  useGetOrderByHashQuery,
  useGetOrderLineItemsQuery,
  useGetUserOrdersQuery,
  useCancelMyOrderMutation,
  useChangeMyOrderLineNameMutation,
  useChangeMyOrderLineCropMutation,
  useApproveMyOrderProofMutation,
  useRequestMyOrderProofChangeMutation,
  useTrackOrderQuery,
  useGetOrderClaimsQuery,
  useReportOrderProblemMutation,
  useReplyToClaimMutation,
  useGetPublicReviewsQuery,
  useGetOrderReviewsQuery,
  useCreateOrderReviewMutation,
  useEditReviewMutation,
  useDeleteReviewMutation,
  usePurchaseGiftCardMutation,
  useLazyGetGiftCardBalanceQuery,
} = api;

export type {
  OrderProofDto,
  AddressDto,
  AppliedDiscountDto,
  ArriveByDto,
  ArtStyleDto,
  CalculateCartDto,
  CartDto,
  CartItemDto,
  ClaimDto,
  ClaimMessageDto,
  ClaimPhotoDto,
  OrderReviewLineDto,
  OrderReviewsDto,
  ReviewDto,
  ReviewShowcaseDto,
  CustomerInfoDto,
  GiftDto,
  DeliveryEstimatesDto,
  GiftCardBalanceDto,
  GiftCardPurchaseStartedDto,
  GetCartApiResponse,
  GetCatalogueApiResponse,
  GetGiftDeadlineApiArg,
  GetGiftDeadlineApiResponse,
  GetPublicReviewsApiArg,
  GetPublicReviewsApiResponse,
  GetHealthApiResponse,
  LoginApiResponse,
  MockupDto,
  OrderDigitalFileDto,
  OrderClaimsDto,
  OrderDto,
  OrderGiftDto,
  OrderLineItemDto,
  NameOnPrintDto,
  OrderTrackingDto,
  OrderShipmentDto,
  OrderStatusEventDto,
  PricingResultDto,
  PurchaseGiftCardDto,
  ReprintDto,
  SessionDto,
  ShippingMethodOptionDto,
  UpdateSettingsDto,
  UserDto,
} from './generated';
