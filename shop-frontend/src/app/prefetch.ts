/**
 * Fetches the app's files into the HTTP cache once the page has loaded and the browser is idle, without running
 * them: the signed-in create page names them in `<meta name="app-chunks">` (scripts/prerender.mjs) and loads the app
 * only at the first tap, which then finds them cached. Nothing happens when the page names none.
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
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(prefetch, { timeout: 2000 })
      : setTimeout(prefetch, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
