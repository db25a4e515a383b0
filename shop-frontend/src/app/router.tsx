import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
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
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
