/** Fixed texts of the accounts API (the shop shows them as they are). */
export const AUTH_TEXTS = {
  registered: 'Registration successful. Please check your email to verify your account.',
  resendAnswer: 'If an account exists and is not yet verified, a new verification email has been sent.',
  forgotAnswer: 'If an account exists with that email, you will receive password reset instructions shortly.',
  resetTokenMissing: 'Reset token is missing or invalid',
  resetTokenInvalid: 'This password reset link is invalid or has expired',
  resetDone: 'Password reset successfully',
  verificationTokenInvalid: 'This verification link is invalid or has expired',
  refreshInvalid: 'Your session has expired. Please log in again.',
  accountDisabled: (supportEmail: string) =>
    `This account has been disabled. Please contact ${supportEmail} if you think this is a mistake.`,
} as const;

export const REDIRECT_AFTER_LOGIN = '/app/create';
export const REFRESH_COOKIE = 'petart_refresh';
/** The cookie is sent to /api/auth/refresh and /api/logout (both under /api). */
export const REFRESH_COOKIE_PATH = '/api';
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Reuse window of refresh-token rotation: for this long after a token was rotated, presenting it again (a second
 * tab, a retried request) yields the family's current token instead of counting as theft. Later reuse revokes the
 * family. Auth0 and Okta offer the same "leeway"/"grace period" (0 to 60 s).
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000;
/** The verification link also signs the customer in, so it lives as briefly as a reset link (docs/decisions.md). */
export const VERIFICATION_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
