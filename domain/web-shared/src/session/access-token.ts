import { createAction } from '@reduxjs/toolkit';
import { readStoredAccessToken } from './token-storage';

export { ACCESS_TOKEN_STORAGE_KEY, readStoredAccessToken, writeStoredAccessToken } from './token-storage';

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
