import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The attribute of a prerendered page's component styles (scripts/prerender.mjs `emotionHead`): one `<style>` in the
 * page's <head>, `data-prerendered-emotion="css name1 name2 ..."`.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-emotion';

/**
 * The app's Emotion cache, adopting a prerendered page's styles where they are. Emotion's own start-up takes over
 * server-written `<style data-emotion>` tags by moving each one to the end of <head> and back, and every move makes
 * the browser parse that style sheet again: the landing page's 80 KB of CSS, in the middle of the app's start on a
 * slowed phone. The page's styles carry another attribute instead, so Emotion leaves them alone, and this
 * cache is told their names: it does not insert them a second time.
 */
export function createAppEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const tag of doc.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}

/** One per page in a browser; none in the build-time render, where Emotion makes one per render itself. */
const browserCache = typeof document === 'undefined' ? undefined : createAppEmotionCache();

/**
 * Gives the app's browser root (start.tsx) the cache that adopts the prerendered styles; tests and the build-time
 * render use Emotion's own.
 */
export function AppEmotionCache({ children }: { children: ReactNode }) {
  return browserCache ? <CacheProvider value={browserCache}>{children}</CacheProvider> : children;
}
