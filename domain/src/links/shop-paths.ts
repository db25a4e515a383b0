/**
 * The shop's pages that are linked from outside its router (emails, redirects, the dev tools' samples), built here
 * only: the shop's own route helpers (shop-frontend/src/config/paths.ts) use these, so an email can never link to a
 * page the shop no longer has. Paths, not URLs: the backend prefixes its PUBLIC_URL ({@link shopUrl}).
 */
export const shopPaths = {
  /** A customer's order page (the confirmation screen; signed in). */
  orderPage: (orderHash: string): string => `/app/order-confirmation/${encodeURIComponent(orderHash)}`,
  /** The public tracking page of a paid order (no sign-in: the hash is the key). */
  tracking: (orderHash: string): string => `/track/${encodeURIComponent(orderHash)}`,
  /** The password reset page for one emailed token. */
  resetPassword: (token: string): string => `/auth/reset-password/${encodeURIComponent(token)}`,
  /** The create journey with a gift card's code, which the shop keeps until checkout. */
  createWithGiftCard: (code: string): string => `/app/create?giftCard=${encodeURIComponent(code)}`,
  /** The settings page with a ready data export's signed download (signed in: only its owner can fetch it). */
  dataExport: (requestId: string, expires: number, signature: string): string =>
    `/app/settings?export=${encodeURIComponent(requestId)}&expires=${expires}&signature=${encodeURIComponent(signature)}`,
  /** The page that confirms an account deletion with its emailed token (no sign-in needed). */
  confirmDeletion: (token: string): string => `/auth/delete-account/${encodeURIComponent(token)}`,
} as const;

/** An absolute link to a shop page: the shop's public origin (no trailing slash) and one of {@link shopPaths}. */
export function shopUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
