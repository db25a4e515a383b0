/** Every admin route in one place; components link with these, never with string literals. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  debug: '/debug',
  users: '/users',
  user: '/users/:userId',
  content: '/content',
  orders: '/orders',
  order: '/orders/:orderId',
  claims: '/claims',
  reprint: '/claims/:claimId/reprint',
  discounts: '/discounts',
  giftCards: '/gift-cards',
  reviews: '/reviews',
  giftCard: '/gift-cards/:cardId',
  privacy: '/privacy-requests',
  dev: {
    root: '/dev',
    errors: '/dev/errors',
    audit: '/dev/audit',
    variants: '/dev/variants',
    tools: '/dev/tools',
    email: '/dev/email',
  },
} as const;

/** The user detail route of one user. */
export const userPath = (userId: string): string => `/users/${encodeURIComponent(userId)}`;

/** The page of one order (the app opens orders there: shareable, the back button works). */
export const orderPath = (orderId: string): string => `/orders/${encodeURIComponent(orderId)}`;

/**
 * A claim: on its order's page (the Claims section, scrolled to and opened), where the order's timeline is too
 * (docs/decisions.md D-164).
 */
export const claimPath = (orderId: string, claimId: string): string =>
  `${orderPath(orderId)}?claim=${encodeURIComponent(claimId)}`;

/** The page of one gift card (its redemptions and refunds, and Disable). */
export const giftCardPath = (cardId: string): string => `/gift-cards/${encodeURIComponent(cardId)}`;

/** The page of a claim's reprint (a provider order of its own, opened like an order). */
export const reprintPath = (claimId: string): string => `/claims/${encodeURIComponent(claimId)}/reprint`;

/**
 * Top tabs of the shell, in display order. `match` is the path prefix that selects the tab. Orders comes first: the
 * app opens there (docs/decisions.md, "The admin app's layout for daily work").
 */
export const TOP_TABS = [
  { label: 'Orders', to: paths.orders, match: paths.orders },
  { label: 'Claims', to: paths.claims, match: paths.claims },
  { label: 'Users', to: paths.users, match: paths.users },
  { label: 'Discounts', to: paths.discounts, match: paths.discounts },
  { label: 'Gift Cards', to: paths.giftCards, match: paths.giftCards },
  { label: 'Privacy', to: paths.privacy, match: paths.privacy },
  { label: 'Reviews', to: paths.reviews, match: paths.reviews },
  { label: 'Content', to: paths.content, match: paths.content },
  { label: 'Dashboard', to: paths.dashboard, match: paths.dashboard },
  { label: 'Dev', to: paths.dev.errors, match: paths.dev.root },
] as const;

/** Sub-tabs of Dev, in display order. */
export const DEV_TABS = [
  { label: 'Error Logs', to: paths.dev.errors },
  { label: 'Audit Logs', to: paths.dev.audit },
  { label: 'Variant Verifier', to: paths.dev.variants },
  { label: 'Dev Tools', to: paths.dev.tools },
  { label: 'Email Testing', to: paths.dev.email },
] as const;
