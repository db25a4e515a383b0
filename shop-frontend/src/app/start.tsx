// The app itself, loaded by src/main.tsx (on a prerendered page: after its first paint, or at the first interaction).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// 'react-router', not 'react-router/dom': the DOM variant only adds ReactDOM.flushSync for navigations that ask for it
// (none do), and under Vitest it is a second copy of the router the app's own imports cannot see.
import { RouterProvider } from 'react-router';
import { AppEmotionCache } from './emotion-cache';
import { OnCommitted } from './on-committed';
import { readPrerenderedQueries, seedQueries } from './prerendered-queries';
import { AppProviders } from './providers';
import { createAppRouter, requestRouteModulesInSteps, routerReady } from './router';
import { makeStore, type AppStore } from '../lib/store';
import { api } from '../api/enhanced-api';
import { isSignedIn } from '../auth';
import { hasSignedInHint } from '../auth/signed-in-hint';
import { session } from '../api/empty-api';
import { renderStartupError } from '../components/errors/startup-error';
import { nextTask } from '../lib/scheduling';
import { env } from '../config/env';
import { installClientErrorReporter, reportClientError } from '../lib/client-error-reporter';

const container = document.getElementById('root');
// Browser failures are reported to the server (POST /api/client-errors) from here on.
const reportingRootOptions = installClientErrorReporter({ apiBaseUrl: env.apiBaseUrl, app: 'shop' });

export interface StartOptions {
  /**
   * Called after the app's first render is on screen (main.tsx then repeats what the visitor did before; it acts
   * once, however often StrictMode runs the effect).
   */
  onReady?: () => void;
}

const nothing = () => undefined;

/**
 * Asks who is signed in before the first render (the answer is usually there already): true when someone is. A
 * session without a stored access token (the emailed link or a sign-in elsewhere in the browser set only the cookie)
 * is renewed from the cookie first, so the signed-in page is adopted, not rendered over: rendering over it replaced
 * the upload field, and a photo chosen meanwhile was lost.
 */
async function userKnown(store: AppStore): Promise<boolean> {
  if (store.getState().auth.token === null) {
    if (!hasSignedInHint()) return false;
    if ((await session.renewSession(store)) === null) return false;
  }
  await store.dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false }));
  return isSignedIn(store.getState().auth);
}

/**
 * Starts what the signed-in create page asks for as it mounts (the shell's cart count, the page's personalisation
 * options) before React adopts the page. Started by the page's own effects, each request changed the store right
 * after the page was adopted, and React rendered the shell and the page again at once for it: one ~100 ms task on a
 * slowed phone. Started here, adopting the page changes nothing in the store: the page's hooks join the
 * requests (`subscribe: false` leaves nothing else holding them). Neither answer changes what the adopted page shows:
 * the shell shows no count until it is adopted, and the options matter once a photo is chosen.
 */
function startCreatePageQueries(store: AppStore): void {
  void store.dispatch(api.endpoints.getCart.initiate(undefined, { subscribe: false }));
  void store.dispatch(api.endpoints.getPersonalisationOptions.initiate(undefined, { subscribe: false }));
}

async function start({ onReady = nothing }: StartOptions): Promise<void> {
  if (!container) throw new Error('Missing #root element');
  const store = makeStore();
  await nextTask();
  await requestRouteModulesInSteps(window.location.pathname);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppEmotionCache>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppEmotionCache>
      <OnCommitted callback={onReady} />
    </StrictMode>
  );
  if (container.dataset.prerendered !== undefined) {
    // What the page was rendered with (the landing page's prices), so the first render matches it.
    seedQueries(store, readPrerenderedQueries());
    // A prerendered page is already on screen: rendered over only once the route's lazy module has loaded, so the
    // page is replaced by itself instead of flashing the loading spinner in between.
    await routerReady(router);
    // The route's module has just been evaluated (the sign-in page's: ~60 ms on a slowed phone): React starts after.
    await nextTask();
    const signedInPage = container.dataset.signedIn !== undefined;
    // From here on, load failures are the router's business (public/boot-guard.js).
    delete container.dataset.prerendered;
    delete container.dataset.signedIn;
    // React adopts the page's DOM instead of building it again when its first render is the prerendered one: a
    // public page rendered signed out, for a visitor without a session; the signed-in page once the user is known
    // (the entry asked already). Otherwise (a stored session on a public page, a session the API refused) the app
    // renders over the page, below.
    if (signedInPage ? await userKnown(store) : store.getState().auth.token === null) {
      if (signedInPage) startCreatePageQueries(store);
      // As a transition, in short interruptible tasks (hydration otherwise runs as one).
      startTransition(() => {
        hydrateRoot(container, app, reportingRootOptions);
      });
      return;
    }
  }
  // As a transition: React renders in short tasks instead of one that blocks the main thread.
  const root = createRoot(container, reportingRootOptions);
  startTransition(() => root.render(app));
}

export function startApp(options: StartOptions = {}): void {
  start(options).catch((error: unknown) => {
    console.error('Start-up failure', error);
    reportClientError('STARTUP_ERROR', error);
    renderStartupError(container ?? document.body);
  });
}
