/**
 * The API's signed-in hint cookie (backend/src/platform/http/signed-in-cookie.ts): set and cleared with the refresh
 * cookie, readable by scripts. It grants nothing; it only tells an app whether asking the API about a session makes
 * sense (without it, a refresh could only be refused: a 401 in the console of every signed-out visit).
 */
export const SIGNED_IN_HINT_COOKIE = 'petart_signed_in';

/** The browser holds the hint (a session may exist). Never throws (no document while prerendering). */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
