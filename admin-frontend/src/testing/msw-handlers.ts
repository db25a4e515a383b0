import { http, HttpResponse } from 'msw';

/** Matches the API on any origin: the base URL comes from runtime config. */
export const apiUrl = (path: string) => `*/api${path}`;

export const healthyHandler = http.get(apiUrl('/health'), () =>
  HttpResponse.json({ status: 'ok', database: 'up', version: '0.1.0', uptimeSeconds: 42 }),
);

/** The backend's error envelope (product.md P9.1). */
export function errorEnvelope(status: number, message: string, errorType = 'SERVER_ERROR') {
  return HttpResponse.json({ error: 'Error', message, errorType, details: [] }, { status });
}

export const ADMIN_TOKEN = 'admin-token';
export const CUSTOMER_TOKEN = 'customer-token';

export const adminUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'owner@petart.test',
  username: null,
  firstName: 'Olive',
  lastName: 'Owner',
  phone: null,
  isAdmin: true,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  shippingInfo: null,
};

/** GET /auth/me by bearer token: the admin, a customer, else 401. */
export const meHandler = http.get(apiUrl('/auth/me'), ({ request }) => {
  const auth = request.headers.get('authorization');
  if (auth === `Bearer ${ADMIN_TOKEN}`) return HttpResponse.json(adminUser);
  if (auth === `Bearer ${CUSTOMER_TOKEN}`)
    return HttpResponse.json({ ...adminUser, id: 'c1', email: 'customer@petart.test', isAdmin: false });
  return errorEnvelope(401, 'You need to log in to access this feature', 'AUTHENTICATION_ERROR');
});

/** No refresh cookie by default. */
export const refreshRefused = http.post(apiUrl('/auth/refresh'), () =>
  errorEnvelope(401, 'Session expired', 'AUTHENTICATION_ERROR'),
);

export const statistics = {
  userCount: 120,
  activeUsers: 42,
  orderCount: 310,
  paidOrderCount: 300,
  orderRevenue: 1234567,
  refundedTotal: 4500,
  discountedOrderCount: 4,
  discountTotal: 2150,
  errorCount: 7,
  unresolvedErrors: 3,
  artworkCount: 950,
  uploadedImageCount: 400,
  from: '2026-01-01',
  to: '2026-01-03',
  revenueByDay: [
    { date: '2026-01-01', revenue: 1000, orders: 1 },
    { date: '2026-01-02', revenue: 0, orders: 0 },
    { date: '2026-01-03', revenue: 7999, orders: 2 },
  ],
  ordersByStatus: [{ status: 'pending', count: 3 }],
};

export const statisticsHandler = http.get(apiUrl('/admin/statistics'), () => HttpResponse.json(statistics));

export const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

/** No claims: the navigation's count (every page asks) and the dashboard's claims tiles. */
export const emptyClaimQueue = {
  claims: [],
  counts: { new: 0, waiting: 0, approved: 0, declined: 0, resolved: 0 },
};
export const noClaimStats = {
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-31T00:00:00.000Z',
  claims: 0,
  deliveredOrders: 0,
  claimsRate: 0,
  refundCents: 0,
  reprintCostCents: 0,
  costCents: 0,
};

/** Default answers of the Dev tab's calls (empty logs, no jobs, local adapters); tests override them. */
export const devDefaultHandlers = [
  http.get(apiUrl('/admin/errors'), () => HttpResponse.json({ errors: [], total: 0, limit: 10, offset: 0 })),
  http.get(apiUrl('/admin/errors/count'), () => HttpResponse.json({ total: 0, unresolved: 0 })),
  http.get(apiUrl('/admin/dev-tools/adapters'), () => HttpResponse.json([])),
  http.get(apiUrl('/admin/jobs'), () => HttpResponse.json([])),
];

export const defaultHandlers = [
  healthyHandler,
  meHandler,
  refreshRefused,
  statisticsHandler,
  http.get(apiUrl('/admin/claims'), () => HttpResponse.json(emptyClaimQueue)),
  http.get(apiUrl('/admin/claims/stats'), () => HttpResponse.json(noClaimStats)),
  http.get(apiUrl('/admin/users'), () => HttpResponse.json(emptyPage)),
  http.get(apiUrl('/admin/sessions'), () => HttpResponse.json(emptyPage)),
  http.get(apiUrl('/admin/orders'), () =>
    HttpResponse.json({
      ...emptyPage,
      counts: {
        total: 0,
        pending: 0,
        submitted: 0,
        inProduction: 0,
        shipped: 0,
        delivered: 0,
        cancelled: 0,
        error: 0,
      },
    }),
  ),
  ...devDefaultHandlers,
];
