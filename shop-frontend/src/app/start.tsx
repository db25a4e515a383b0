// The app itself, loaded by src/main.tsx (after the first paint when the page was prerendered).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';
import { renderStartupError } from '../components/errors/startup-error';
import { env } from '../config/env';
import { installClientErrorReporter, reportClientError } from '../lib/client-error-reporter';

const container = document.getElementById('root');
// Browser failures are reported to the server (POST /api/client-errors) from here on.
const reportingRootOptions = installClientErrorReporter({ apiBaseUrl: env.apiBaseUrl, app: 'shop' });

/**
 * A prerendered page (scripts/prerender.mjs) is already on screen: render over it only once the route's lazy module
 * has loaded, so the page is replaced by itself instead of flashing the loading spinner in between.
 */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  if (!container) throw new Error('Missing #root element');
  const store = makeStore();
  const router = createAppRouter();
  const prerendered = container.dataset.prerendered !== undefined;
  if (prerendered) await routerReady(router);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container, reportingRootOptions).render(app);
    return;
  }
  // From here on, load failures are the router's business (public/boot-guard.js).
  delete container.dataset.prerendered;
  if (store.getState().auth.token === null) {
    // Signed out, the first render is the prerendered one (rendered signed out too): React adopts the page's DOM
    // instead of building it again; as a transition, in short interruptible tasks (hydration otherwise runs as one).
    startTransition(() => {
      hydrateRoot(container, app, reportingRootOptions);
    });
    return;
  }
  // A stored session may render differently (the sign-in page waits for it): render over the page, as a transition
  // that React splits into short tasks.
  const root = createRoot(container, reportingRootOptions);
  startTransition(() => root.render(app));
}

start().catch((error: unknown) => {
  console.error('Start-up failure', error);
  reportClientError('STARTUP_ERROR', error);
  renderStartupError(container ?? document.body);
});
