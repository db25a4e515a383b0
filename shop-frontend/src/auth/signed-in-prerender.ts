import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * True only while scripts/prerender.mjs renders a page signed in (`/app/create` for a browser with the signed-in
 * cookie, docs/decisions.md "Signed-in create page"): the protected route renders its page for a user nobody knows
 * yet, and what depends on that user renders a placeholder. The app never provides it.
 */
export const SignedInPrerender = createContext(false);

export function useSignedInPrerender(): boolean {
  return useContext(SignedInPrerender);
}

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server and while the app adopts (hydrates) a prerendered page, true from then on.
 * What the prerender could not know (the user's name, the screen width) is rendered as it was there first, so the
 * page is adopted as it is, and right after that as the app knows it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
