import { generatedApi } from './generated';

/**
 * The generated endpoints plus what codegen cannot know (cache lifetimes, invalidation between endpoints) and the
 * few endpoints the OpenAPI document does not have yet. Components import hooks from here, never from generated.ts,
 * so this is the one place to adjust endpoints.
 */
const decoratedApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['cart'],
  endpoints: {
    // The catalogue changes with deployments only (the server sends max-age=300): keep it for the visit.
    getCatalogue: { keepUnusedDataFor: 600 },
    // A reset link is checked once per visit of the page; never serve a stale "valid", never re-check it because
    // another auth call invalidated the 'auth' tag (a used token would then read as invalid on the success screen).
    verifyResetToken: { keepUnusedDataFor: 0, providesTags: [] },
  },
});

/** Cart item as read (spec 2 §3). */
export interface CartItem {
  id: string | number;
  quantity: number;
}
export type GetCartApiResponse = CartItem[] | { items: CartItem[] };

/**
 * GET /api/cart for the sidebar count. Hand-written until the commerce issue puts the cart in docs/api/openapi.json;
 * then the generated one replaces it (same name).
 */
export const api = decoratedApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<GetCartApiResponse, void>({
      query: () => ({ url: '/api/cart' }),
      providesTags: ['cart'],
    }),
  }),
  overrideExisting: false,
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
} = api;
export type {
  GetCatalogueApiResponse,
  GetHealthApiResponse,
  LoginApiResponse,
  ShippingInfoDto,
  UpdateSettingsDto,
  UserDto,
} from './generated';
