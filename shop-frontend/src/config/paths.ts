import { shopPaths } from '@petart/domain';

/**
 * Every route of the shop in one place (product.md P12). Components build links with these helpers, never with string
 * literals, so a renamed route is a one-line change that the type checker follows everywhere. The pages that emails
 * and the backend link to come from the domain's shopPaths, so both sides build them the same way.
 */
export type AuthTab = 'login' | 'register';
export type LandingSection = 'pricing' | 'about' | 'faq';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: '/',
  /** Landing page section anchor; from other pages this is '/#section'. */
  homeSection: (section: LandingSection) => `/#${section}`,
  auth: (options: { redirect?: string; tab?: AuthTab } = {}) =>
    withQuery('/auth', { redirect: options.redirect, tab: options.tab }),
  forgotPassword: '/auth/forgot-password',
  /** Short link used by the reset page's 'Request a new reset link' (product.md P12); redirects to forgotPassword. */
  forgotPasswordShort: '/forgot-password',
  /** 'Start Creating Now' target (product.md P12); redirects to app.create. */
  upload: '/upload',
  deleteAccount: shopPaths.confirmDeletion,
  resetPassword: (token?: string) => (token ? shopPaths.resetPassword(token) : '/auth/reset-password'),
  login: '/login',
  register: '/register',
  privacy: '/privacy',
  terms: '/terms',
  refundPolicy: '/refund-policy',
  contact: '/contact',
  admin: '/admin',
  /** Public tracking page of a paid order (no sign-in; the hash is the key). */
  track: shopPaths.tracking,
  app: {
    root: '/app',
    create: '/app/create',
    style: (sessionId: string) => `/app/style/${encodeURIComponent(sessionId)}`,
    results: (sessionId: string) => `/app/results/${encodeURIComponent(sessionId)}`,
    productType: (sessionId: string) => `/app/product-type/${encodeURIComponent(sessionId)}`,
    preview: (sessionId: string) => `/app/preview/${encodeURIComponent(sessionId)}`,
    checkout: '/app/checkout',
    orderConfirmation: shopPaths.orderPage,
    orderHistory: '/app/order-history',
    contact: '/app/contact',
    settings: '/app/settings',
    /** Buying a gift card for someone else. */
    giftCards: '/app/gift-cards',
    admin: '/app/admin',
  },
} as const;
