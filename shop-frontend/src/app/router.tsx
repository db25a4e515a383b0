import { useState } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  type RouteObject,
} from 'react-router';
import { AuthBootstrap } from '../auth/auth-bootstrap';
import { RouteErrorBoundary } from '@petart/web-shared/errors';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { nextTask } from '../lib/scheduling';
import { DocumentHead } from './document-head';

/**
 * React Router's scroll restoration from the first navigation inside the app on. On the page the browser loaded it
 * would scroll to the top when the app first renders; on a prerendered page that the visitor has already scrolled,
 * that is when the app adopts it (the first tap jumped the page back to the top). The browser has placed
 * the page it loaded itself (top, `#section` or its own restoration on reload and back).
 */
function ScrollRestorationAfterFirstPage() {
  const { key } = useLocation();
  const [first] = useState(key);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && key !== first) setNavigated(true);
  return navigated || key !== first ? <ScrollRestoration /> : null;
}

function RootLayout() {
  return (
    <>
      <AuthBootstrap />
      <DocumentHead />
      <ScrollRestorationAfterFirstPage />
      <Outlet />
    </>
  );
}

/**
 * Route table. Only the shell (this file, providers, error screens) is in the entry chunk; every page is a lazy
 * route module and becomes its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      { index: true, lazy: () => import('./routes/landing-route') },
      { path: 'auth', lazy: () => import('./routes/auth-route') },
      { path: 'auth/forgot-password', lazy: () => import('./routes/forgot-password-route') },
      { path: 'auth/reset-password/:token?', lazy: () => import('./routes/reset-password-route') },
      { path: 'auth/delete-account/:token', lazy: () => import('./routes/delete-account-route') },
      { path: 'login', lazy: () => import('./routes/login-route') },
      { path: 'register', lazy: () => import('./routes/register-route') },
      { path: 'forgot-password', element: <Navigate to={paths.forgotPassword} replace /> },
      { path: 'upload', element: <Navigate to={paths.app.create} replace /> },
      { path: 'privacy', lazy: () => import('./routes/privacy-route') },
      { path: 'terms', lazy: () => import('./routes/terms-route') },
      { path: 'refund-policy', lazy: () => import('./routes/refund-policy-route') },
      { path: 'contact', lazy: () => import('./routes/contact-route') },
      { path: 'admin', lazy: () => import('./routes/admin-redirect-route') },
      // Public tracking page (no sign-in), shared with a gift's recipient.
      { path: 'track/:orderHash', lazy: () => import('./routes/track-route') },
      {
        path: 'app',
        lazy: () => import('./routes/app-route'),
        children: [
          { index: true, element: <Navigate to={paths.app.create} replace /> },
          { path: 'create', lazy: () => import('./routes/create-route') },
          { path: 'style/:sessionId', lazy: () => import('./routes/style-route') },
          { path: 'results/:sessionId', lazy: () => import('./routes/results-route') },
          { path: 'product-type/:sessionId', lazy: () => import('./routes/product-type-route') },
          { path: 'preview/:sessionId', lazy: () => import('./routes/preview-route') },
          { path: 'checkout', lazy: () => import('./routes/checkout-route') },
          { path: 'order-confirmation/:orderHash', lazy: () => import('./routes/order-confirmation-route') },
          { path: 'order-history', lazy: () => import('./routes/order-history-route') },
          { path: 'contact', lazy: () => import('./routes/support-route') },
          { path: 'settings', lazy: () => import('./routes/settings-route') },
          { path: 'gift-cards', lazy: () => import('./routes/gift-cards-route') },
          { path: 'admin', lazy: () => import('./routes/app-admin-route') },
          { path: 'test-errors', lazy: () => import('./routes/test-errors-route') },
          { path: '*', lazy: () => import('./routes/app-not-found-route') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
];

/**
 * Asks for the lazy modules of `path`'s routes one per task, resolving once all are asked for (not loaded: the router
 * waits for them itself; failures are its business too). Asking for a module makes Vite's loader add a `<link
 * rel="modulepreload">` for each of its chunks not asked for yet, 25 or so for the create page's layout and page at
 * ~2 ms each on a slowed phone: at start-up each route's share then runs in a task of its own instead of inside the
 * router's first one.
 */
export async function requestRouteModulesInSteps(path: string): Promise<void> {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Promise.resolve(route.lazy()).catch(() => undefined);
    await nextTask();
  }
}

/** Resolves once `router` has loaded the lazy modules of its first location (at once if it has). */
export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
