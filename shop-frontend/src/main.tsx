import { startEarlyRequest } from './api/early-requests';
import { prefetchAppChunksWhenIdle, whenLoadedAndIdle } from './app/prefetch';
import { untilFirstInteraction, type HeldInteractions } from './app/until-first-interaction';
import { renderStartupError } from '@petart/web-shared/errors/startup-error';
import { followSiteMenus } from './components/layout/site-menu';
import { env } from './config/env';
import { STORAGE_KEYS, safeStorage } from './config/storage-keys';
import { followBeforeAfterSliders } from './features/landing/before-after';
import { rememberGiftCardOf } from './lib/gift-card-link';
import { nextTask } from './lib/scheduling';

/**
 * The entry: a few kilobytes that load the app (src/app/start.tsx).
 * - The empty shell of most pages loads it at once.
 * - A prerendered page (scripts/prerender.mjs) is already on screen and answers taps without the app: the FAQ and
 *   the menu are native `<details>`, the before/after slider a range input followed by the listener installed below,
 *   the upload area a label around its file input, links are links. A public page may look different signed in, so
 *   with a stored session the app is asked for right after that first frame. Signed out, the app comes when the
 *   visitor does something only the app can answer (src/app/until-first-interaction.ts), and on a page the prerender
 *   marked `data-app-at-idle` (the sign-in page, whose form is the app's; and on the signed-in create page) already
 *   once the page has loaded and the browser is idle. The landing page is not marked: a reader downloads the entry
 *   only. (docs/decisions.md "Public pages answer the first tap", "The landing page loads the app only when asked".)
 */
const root = document.getElementById('root');

// Before and after the app: the slider and the menu's closing need these few lines only.
followBeforeAfterSliders();
followSiteMenus();
// A gift card link's code is kept at once: the prerendered page may be left before the app has started on it.
rememberGiftCardOf(window.location.search);

/**
 * Loads the app in steps, each evaluated in its own task (React, the store and its API, MUI and the providers, the
 * routes, then the start-up code), instead of one long task that would hold a tap or a keystroke for its length.
 */
async function loadApp(): Promise<typeof import('./app/start')> {
  await import('react-dom/client');
  await nextTask();
  await import('./lib/store');
  await nextTask();
  await import('./app/providers');
  await nextTask();
  await import('./app/router');
  await nextTask();
  return import('./app/start');
}

function start(held?: HeldInteractions, afterReady?: () => void): void {
  loadApp()
    .then(({ startApp }) =>
      startApp({
        onReady: () => {
          held?.appReady();
          afterReady?.();
        },
      }),
    )
    .catch((error: unknown) => {
      // A chunk that failed to load (a flaky network, or a deployment that replaced the files).
      console.error('Start-up failure', error);
      renderStartupError(root ?? document.body);
    });
}

const token = safeStorage.get(STORAGE_KEYS.authToken);
// With a stored session the app's first question is who is signed in: asked now, answered while the app loads.
const whoIsSignedIn = token !== null ? startEarlyRequest(`${env.apiBaseUrl}/user`, token) : undefined;

if (!root || root.dataset.prerendered === undefined) start();
else if (root.dataset.signedIn !== undefined) {
  // The page prerendered signed in, sent because the browser holds a session (docs/decisions.md "Signed-in create
  // page"): it waits for the visitor like a public page, as long as the API agrees that someone is signed in.
  if (!whoIsSignedIn) {
    // No stored token (only the session cookie): the app at once, to renew the session; a file chosen or a button
    // tapped meanwhile is still kept for it.
    const held: HeldInteractions = untilFirstInteraction(root, () => start(held));
    held.startNow();
  } else {
    // The app itself once the page has loaded (it is what the page's `app-chunks` name), or at the first tap that
    // needs it.
    const held: HeldInteractions = untilFirstInteraction(root, () => start(held));
    whenLoadedAndIdle(held.startNow);
    // Refused (an expired access token, or a session that has ended): the app at once, to refresh it or say so.
    whoIsSignedIn.then(
      (response) => {
        if (!response.ok) held.startNow();
      },
      () => held.startNow(),
    );
  }
} else if (token !== null) requestAnimationFrame(() => setTimeout(start, 0));
else {
  // The next page's files once the app has taken this one over (not before: they would share the slow network).
  const held: HeldInteractions = untilFirstInteraction(root, () => start(held, prefetchAppChunksWhenIdle));
  // A page whose every tap works without the app waits for the visitor to ask for it.
  if (root.dataset.appAtIdle !== undefined) whenLoadedAndIdle(held.startNow);
}
