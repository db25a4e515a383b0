import { startEarlyRequest } from './api/early-requests';
import { prefetchAppChunksWhenIdle } from './app/prefetch';
import { untilFirstInteraction, type HeldInteractions } from './app/until-first-interaction';
import { renderStartupError } from './components/errors/startup-error';
import { env } from './config/env';
import { STORAGE_KEYS, safeStorage } from './config/storage-keys';

/**
 * The entry: a few kilobytes that load the app (src/app/start.tsx).
 * - The empty shell of most pages loads it at once.
 * - A prerendered page (scripts/prerender.mjs) is already on screen. A public page may look different signed in, so
 *   with a stored session the app is asked for right after that first frame; signed out, only when the visitor first
 *   acts on the page (src/app/until-first-interaction.ts). The signed-in create page waits for the visitor too.
 */
const root = document.getElementById('root');

function start(held?: HeldInteractions): void {
  import('./app/start')
    .then(({ startApp }) => startApp({ onReady: () => held?.appReady() }))
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
  if (!whoIsSignedIn) start();
  else {
    const held: HeldInteractions = untilFirstInteraction(root, () => start(held));
    prefetchAppChunksWhenIdle();
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
  const held: HeldInteractions = untilFirstInteraction(root, () => start(held));
}
