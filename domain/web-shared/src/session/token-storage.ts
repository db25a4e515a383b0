// The access token's storage, apart from the session client: pages that load before the app (the shop's landing page)
// read the key without pulling Redux into their first script.

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
