import { http, HttpResponse } from 'msw';
import type { AuthUser } from '../auth/auth-user';
import { catalogueFixture } from './catalogue-fixture';

/** Matches the API on any origin: the base URL comes from runtime config and is absolute in tests. */
export const apiUrl = (path: string) => `*/api${path}`;

export const catalogueHandler = http.get(apiUrl('/catalogue'), () => HttpResponse.json(catalogueFixture()));

/** The backend's error envelope `{ error, message, errorType, details, code }`. */
export function errorEnvelope(
  status: number,
  message: string,
  errorType = 'SERVER_ERROR',
  extra: { error?: string; details?: string[]; code?: string; [key: string]: unknown } = {},
) {
  return HttpResponse.json(
    {
      error: extra.error ?? 'Error',
      message,
      errorType,
      details: extra.details ?? [],
      code: extra.code ?? 'TEST',
      ...extra,
    },
    { status },
  );
}

/** A signed-in user as GET /api/user returns it. */
export function userFixture(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'pat@example.com',
    username: null,
    firstName: 'Pat',
    lastName: 'Owner',
    phone: '5551234567',
    isAdmin: false,
    emailVerified: true,
    shippingInfo: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Visitors: GET /api/user answers 401 (product.md P2.4). */
export const anonymousUserHandler = http.get(apiUrl('/user'), () =>
  errorEnvelope(401, 'You need to log in to access this feature', 'AUTHENTICATION_ERROR'),
);

/** Signed in as `user` when the request carries a bearer token; 401 otherwise. */
export function signedInHandlers(user: AuthUser = userFixture(), token = 'token-123') {
  window.localStorage.setItem('authToken', token);
  return [
    http.get(apiUrl('/user'), ({ request }) =>
      request.headers.get('authorization') === `Bearer ${token}`
        ? HttpResponse.json(user)
        : errorEnvelope(401, 'Unauthorized', 'AUTHENTICATION_ERROR'),
    ),
  ];
}

/** The cart endpoint arrives with the commerce issue: until then it is a 404. */
export const missingCartHandler = http.get(apiUrl('/cart'), () =>
  errorEnvelope(404, 'Not found', 'NOT_FOUND'),
);

/** An order's problem reports: none, and nothing to say about the report window. */
export const noClaimsHandler = http.get(apiUrl('/orders/:hash/claims'), () =>
  HttpResponse.json({
    canReport: false,
    closesAt: null,
    windowReason: null,
    linesInOpenReport: [],
    claims: [],
  }),
);

/** The next gift holiday's order-by date as the server tells it (a fixed day: tests do not depend on the calendar). */
export function giftDeadlineFixture(country = 'US') {
  const where = country === 'US' ? 'the US' : country;
  return {
    today: '2026-12-03',
    deadline: {
      kind: 'open' as const,
      holiday: { id: 'christmas' as const, name: 'Christmas', date: '2026-12-25', deliverBy: '2026-12-24' },
      orderBy: '2026-12-05',
      method: 'standard',
      sentence: `Order by Dec 5 for Christmas delivery in ${where}`,
    },
  };
}

export const giftDeadlineHandler = http.get(apiUrl('/delivery/gift-deadline'), ({ request }) =>
  HttpResponse.json(giftDeadlineFixture(new URL(request.url).searchParams.get('country') ?? 'US')),
);

/** No approved review yet (the public pages show none). */
export const noReviewsHandler = http.get(apiUrl('/reviews'), () =>
  HttpResponse.json({ average: null, count: 0, reviews: [] }),
);

/** No review of the order yet; it is delivered. */
export const noOrderReviewsHandler = http.get(apiUrl('/orders/:hash/reviews'), () =>
  HttpResponse.json({
    canReview: false,
    reason: 'You can review an order once it has been delivered.',
    maxPhotos: 3,
    lines: [],
  }),
);

export const defaultHandlers = [
  catalogueHandler,
  anonymousUserHandler,
  missingCartHandler,
  noClaimsHandler,
  giftDeadlineHandler,
  noReviewsHandler,
  noOrderReviewsHandler,
];
