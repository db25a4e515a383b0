import type { ShippingInfo } from '@petart/domain';
import type { AuthUser } from '../auth/auth-user';
import { generatedApi } from './generated';

/**
 * The generated endpoints plus what codegen cannot know (cache lifetimes, later: invalidation between endpoints).
 * Components import hooks from here, never from generated.ts, so this is the one place to adjust endpoints.
 */
const decoratedApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['user', 'cart'],
  endpoints: {
    // The catalogue changes with deployments only (the server sends max-age=300): keep it for the visit.
    getCatalogue: { keepUnusedDataFor: 600 },
  },
});

// ---- Accounts API (accounts brief, "Endpoints"). Hand-written until docs/api/openapi.json carries them; named like
// the codegen names them (operationIds) so switching to the generated ones changes imports only.

export interface MessageResponse {
  message: string;
}
export interface RegisterApiArg {
  email: string;
  password: string;
}
export type RegisterApiResponse = MessageResponse & { email: string };
export interface LoginApiArg {
  email: string;
  password: string;
}
export interface LoginApiResponse {
  user: AuthUser;
  authToken: string;
  redirectTo?: string;
}
export interface VerifyResetTokenApiResponse {
  valid: boolean;
  message?: string;
}
export interface ResetPasswordApiArg {
  token: string;
  password: string;
  confirmPassword: string;
}
export interface UpdateSettingsApiArg {
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** Sent as a JSON string with countryCode and countryName (spec 2 §7). */
  shippingInfo?: ShippingInfo | string;
}
/** Cart item as read (spec 2 §3); the cart endpoint arrives with the commerce issue. */
export interface CartItem {
  id: string | number;
  quantity: number;
}
export type GetCartApiResponse = CartItem[] | { items: CartItem[] };

export const api = decoratedApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
    }),
    logout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
    }),
    refreshToken: build.mutation<{ token: string }, void>({
      query: () => ({ url: '/api/auth/refresh', method: 'POST' }),
    }),
    getUser: build.query<AuthUser, void>({
      query: () => ({ url: '/api/user' }),
      providesTags: ['user'],
    }),
    getMe: build.query<AuthUser, void>({
      query: () => ({ url: '/api/auth/me' }),
      providesTags: ['user'],
    }),
    resendVerification: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/api/auth/resend-verification', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    verifyResetToken: build.query<VerifyResetTokenApiResponse, { token: string }>({
      query: ({ token }) => ({ url: '/api/auth/verify-reset-token', params: { token } }),
      // A token is checked once per visit of the page; never serve a stale "valid".
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<{ success: boolean; message: string }, ResetPasswordApiArg>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
    }),
    updateSettings: build.mutation<AuthUser, UpdateSettingsApiArg>({
      query: (body) => ({ url: '/api/user/settings', method: 'PATCH', body }),
    }),
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
  useUpdateSettingsMutation,
  useGetCartQuery,
} = api;
export type { GetCatalogueApiResponse, GetHealthApiResponse } from './generated';
