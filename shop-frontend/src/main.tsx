import { renderStartupError } from './components/errors/startup-error';

/**
 * The entry: a few hundred bytes that load the app (src/app/start.tsx). A prerendered page (scripts/prerender.mjs)
 * is painted first: the app's JavaScript is only asked for after that first frame, so neither its download nor its
 * evaluation stands between the visitor and the page. The empty shell of every other page loads it at once.
 */
const root = document.getElementById('root');

function start(): void {
  import('./app/start').catch((error: unknown) => {
    // A chunk that failed to load (a flaky network, or a deployment that replaced the files).
    console.error('Start-up failure', error);
    renderStartupError(root ?? document.body);
  });
}

if (root?.dataset.prerendered === undefined) start();
else requestAnimationFrame(() => setTimeout(start, 0));
