/**
 * The API's signed-in hint cookie (backend/src/platform/http/signed-in-cookie.ts): set and cleared with the refresh
 * cookie, readable by scripts. It grants nothing; it only tells the shop whether asking about a session makes sense.
 */
export const SIGNED_IN_HINT_COOKIE = 'petart_signed_in';

/** The browser holds the hint (a session may exist). Never throws (no document while prerendering). */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
