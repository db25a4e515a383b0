import { whenIdle } from '../lib/scheduling';

/** Runs `task` once the page has loaded and the browser is idle (at most 2 s after the load). */
export function whenLoadedAndIdle(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}

/**
 * Fetches files into the HTTP cache once the page has loaded and the browser is idle, without running them: a
 * prerendered page names them in `<meta name="app-chunks">` (scripts/prerender.mjs): the signed-in create page its
 * app's, the public pages those of the page a visitor goes to next. Nothing happens when the page names none.
 */
export function prefetchAppChunksWhenIdle(): void {
  const named = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content.trim();
  if (!named) return;
  const prefetch = () => {
    for (const href of named.split(/\s+/)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // As the module loader will ask for them (CORS mode), so the cached answer is the one it takes.
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  whenLoadedAndIdle(prefetch);
}
