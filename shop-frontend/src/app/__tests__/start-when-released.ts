import { vi } from 'vitest';
import { render as prerender } from '../../prerender/entry-server';
import { untilFirstInteraction } from '../until-first-interaction';

/**
 * A prerendered page taken over by the real app as src/main.tsx does it, except that the app "downloads" until the
 * test calls `release()`: everything the test does before that happens before the app runs. `ready` is called once
 * the app has adopted the page (and the held interactions have been handed to it). `startNow` asks for the app as
 * the entry does once the page has loaded and the browser is idle.
 */
export function startWhenReleased(container: HTMLElement) {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const ready = vi.fn();
  const held = untilFirstInteraction(container, () => {
    void loaded
      .then(() => import('../start'))
      .then(({ startApp }) =>
        startApp({
          onReady: () => {
            ready();
            held.appReady();
          },
        }),
      );
  });
  return { release, ready, startNow: held.startNow };
}

/** /app/create as the backend sends it to a browser with a session (scripts/prerender.mjs, signed in), in the page. */
export async function prerenderedSignedInCreatePage(): Promise<HTMLElement> {
  window.history.replaceState(null, '', '/app/create');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = await prerender('/app/create', { signedIn: true });
  container.dataset.prerendered = '/app/create';
  container.dataset.signedIn = '';
  document.body.append(container);
  return container;
}
