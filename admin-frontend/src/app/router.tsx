import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@petart/web-shared/errors';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { AuthGate } from '../features/auth';
import { AdminShell } from './layout/admin-shell';

/** The shell behind the administrator check. */
function GatedShell() {
  return (
    <AuthGate>
      <AdminShell />
    </AuthGate>
  );
}

/**
 * Route table. The shell (app bar, tabs, health chip) is in the entry chunk; every tab, the Dev layout and each Dev
 * sub-tab is a lazy route module with its own chunk.
 */
export const routes: RouteObject[] = [
  {
    Component: Outlet,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        path: paths.home,
        Component: GatedShell,
        children: [
          // A redirect still needs an element: a leaf route without one makes the router warn at '/'.
          { index: true, loader: () => redirect(paths.orders), Component: PageLoader },
          { path: paths.dashboard, lazy: () => import('./routes/dashboard-route') },
          { path: paths.debug, lazy: () => import('./routes/debug-route') },
          { path: paths.users, lazy: () => import('./routes/users-route') },
          { path: paths.user, lazy: () => import('./routes/user-detail-route') },
          { path: paths.content, lazy: () => import('./routes/content-route') },
          { path: paths.orders, lazy: () => import('./routes/orders-route') },
          { path: paths.order, lazy: () => import('./routes/order-route') },
          { path: paths.claims, lazy: () => import('./routes/claims-route') },
          { path: paths.reprint, lazy: () => import('./routes/reprint-route') },
          { path: paths.discounts, lazy: () => import('./routes/discounts-route') },
          { path: paths.giftCards, lazy: () => import('./routes/gift-cards-route') },
          { path: paths.reviews, lazy: () => import('./routes/reviews-route') },
          { path: paths.giftCard, lazy: () => import('./routes/gift-card-route') },
          { path: paths.privacy, lazy: () => import('./routes/privacy-requests-route') },
          {
            path: paths.dev.root,
            lazy: () => import('./routes/dev/dev-layout-route'),
            children: [
              { index: true, loader: () => redirect(paths.dev.errors), Component: PageLoader },
              { path: paths.dev.errors, lazy: () => import('./routes/dev/errors-route') },
              { path: paths.dev.audit, lazy: () => import('./routes/dev/audit-route') },
              { path: paths.dev.variants, lazy: () => import('./routes/dev/variants-route') },
              { path: paths.dev.tools, lazy: () => import('./routes/dev/tools-route') },
              { path: paths.dev.email, lazy: () => import('./routes/dev/email-route') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
