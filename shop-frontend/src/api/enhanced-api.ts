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
 *
 * Not generated on purpose (openapi-config.cts): the photo upload, which needs XMLHttpRequest for its progress
 * (features/create/upload-image.ts).
 */
const sessionTag = (sessionId: string) => [{ type: 'session' as const, id: sessionId }];

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['user', 'cart', 'session', 'orders'],
  endpoints: {
    // The catalogue and the style list change with deployments only (the server sends max-age=300): keep them.
    getCatalogue: { keepUnusedDataFor: 600 },
    getArtStyles: { keepUnusedDataFor: 600 },
    getPaymentConfig: { keepUnusedDataFor: 600 },

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
    confirmLocalPayment: { invalidatesTags: ['orders'] },
    submitToPrintify: { invalidatesTags: ['orders'] },
    cancelMyOrder: { invalidatesTags: ['orders'] },
    // The public tracking page moves with the order: never a stale one.
    trackOrder: { keepUnusedDataFor: 0 },
  },
});

export const {
  useGetCatalogueQuery,
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
  useGetCartQuery,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
  useCalculateCartPricingQuery,
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
  useGetOrderByHashQuery,
  useGetOrderLineItemsQuery,
  useGetUserOrdersQuery,
  useCancelMyOrderMutation,
  useTrackOrderQuery,
} = api;

export type {
  ArtStyleDto,
  CalculateCartDto,
  CartDto,
  CartItemDto,
  CustomerInfoDto,
  DeliveryEstimatesDto,
  GetCartApiResponse,
  GetCatalogueApiResponse,
  GetHealthApiResponse,
  LoginApiResponse,
  MockupDto,
  OrderDigitalFileDto,
  OrderDto,
  OrderLineItemDto,
  OrderTrackingDto,
  OrderShipmentDto,
  OrderShippingAddressDto,
  OrderStatusEventDto,
  PricingResultDto,
  SessionDto,
  ShippingInfoDto,
  UpdateSettingsDto,
  UserDto,
} from './generated';
