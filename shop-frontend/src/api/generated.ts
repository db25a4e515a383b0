import { emptyApi as api } from './empty-api';
export const addTagTypes = ['auth', 'catalogue', 'dev', 'health', 'users'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.emailDto }),
        invalidatesTags: ['auth'],
      }),
      getMe: build.query<GetMeApiResponse, GetMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      refreshToken: build.mutation<RefreshTokenApiResponse, RefreshTokenApiArg>({
        query: () => ({ url: `/api/auth/refresh`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/resend-verification`,
          method: 'POST',
          body: queryArg.emailDto,
        }),
        invalidatesTags: ['auth'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/reset-password`,
          method: 'POST',
          body: queryArg.resetPasswordDto,
        }),
        invalidatesTags: ['auth'],
      }),
      verifyEmailLink: build.query<VerifyEmailLinkApiResponse, VerifyEmailLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/verify-email`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['auth'],
      }),
      verifyEmail: build.mutation<VerifyEmailApiResponse, VerifyEmailApiArg>({
        query: (queryArg) => ({ url: `/api/auth/verify-email`, method: 'POST', body: queryArg.tokenDto }),
        invalidatesTags: ['auth'],
      }),
      verifyResetToken: build.query<VerifyResetTokenApiResponse, VerifyResetTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/verify-reset-token`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['auth'],
      }),
      getCatalogue: build.query<GetCatalogueApiResponse, GetCatalogueApiArg>({
        query: () => ({ url: `/api/catalogue` }),
        providesTags: ['catalogue'],
      }),
      getDevMailbox: build.query<GetDevMailboxApiResponse, GetDevMailboxApiArg>({
        query: (queryArg) => ({
          url: `/api/dev/mailbox`,
          params: {
            to: queryArg.to,
          },
        }),
        providesTags: ['dev'],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
        invalidatesTags: ['auth'],
      }),
      getUser: build.query<GetUserApiResponse, GetUserApiArg>({
        query: () => ({ url: `/api/user` }),
        providesTags: ['users'],
      }),
      updateUserSettings: build.mutation<UpdateUserSettingsApiResponse, UpdateUserSettingsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/settings`,
          method: 'PATCH',
          body: queryArg.updateSettingsDto,
        }),
        invalidatesTags: ['users'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
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
export type VerifyEmailLinkApiResponse = unknown;
export type VerifyEmailLinkApiArg = {
  token?: string;
};
export type VerifyEmailApiResponse = /** status 200  */ SuccessDto;
export type VerifyEmailApiArg = {
  tokenDto: TokenDto;
};
export type VerifyResetTokenApiResponse = /** status 200  */ ResetTokenStatusDto;
export type VerifyResetTokenApiArg = {
  token?: string;
};
export type GetCatalogueApiResponse = /** status 200  */ CatalogueDto;
export type GetCatalogueApiArg = void;
export type GetDevMailboxApiResponse = /** status 200  */ MailboxEntryDto[];
export type GetDevMailboxApiArg = {
  to?: string;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type LoginApiResponse = /** status 200  */ LoginResponseDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200  */ SuccessDto;
export type LogoutApiArg = void;
export type RegisterApiResponse = /** status 201  */ RegisterResponseDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type GetUserApiResponse = /** status 200  */ UserDto;
export type GetUserApiArg = void;
export type UpdateUserSettingsApiResponse = /** status 200  */ UserDto;
export type UpdateUserSettingsApiArg = {
  updateSettingsDto: UpdateSettingsDto;
};
export type MessageDto = {
  message: string;
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
export type EmailDto = {
  email: string;
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
export type MailboxEntryDto = {
  createdAt: string;
  html: string;
  id: string;
  subject: string;
  text: string;
  to: string;
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
export type UpdateSettingsDto = {
  firstName?: string;
  lastName?: string;
  /** Digits only, 7 to 15 */
  phone?: string;
  /** An object, or the same object as a JSON string */
  shippingInfo?: ShippingInfoDto | string;
};
export const {
  useForgotPasswordMutation,
  useGetMeQuery,
  useRefreshTokenMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useVerifyEmailLinkQuery,
  useVerifyEmailMutation,
  useVerifyResetTokenQuery,
  useGetCatalogueQuery,
  useGetDevMailboxQuery,
  useGetHealthQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useGetUserQuery,
  useUpdateUserSettingsMutation,
} = injectedRtkApi;
