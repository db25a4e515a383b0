import { createAction } from '@reduxjs/toolkit';

/**
 * localStorage key of the access token (product.md P11, P13), the same name on the shop's origin and the admin's.
 * The token lives in the store (`auth.token`); the app mirrors it here so a reload starts signed in.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'authToken';

/** The stored access token; null when there is none or storage is unavailable (privacy mode). */
export function readStoredAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the access token (null removes it). Never throws: without storage the token lives in the store only. */
export function writeStoredAccessToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: the token lasts for this visit only.
  }
}

/**
 * The access token in the store (both apps keep it at `auth.token`); the stored one while the store has no auth
 * state (a store built without the auth slice, as some tests do).
 */
export function currentAccessToken(state: unknown): string | null {
  const auth = (state as { auth?: { token?: string | null } } | undefined)?.auth;
  if (auth) return auth.token ?? null;
  return readStoredAccessToken();
}

// What the session client tells the app's auth slice. They live apart from any slice so the base query depends on
// no app code (the slices import the API's endpoints; the API importing a slice back would be an import cycle).

/** The refresh cookie bought a new access token: keep it. */
export const tokenRefreshed = createAction<string>('auth/tokenRefreshed');
/** The refresh cookie was refused: the session is over, sign out (clear the token and the user). */
export const sessionExpired = createAction('auth/sessionExpired');
