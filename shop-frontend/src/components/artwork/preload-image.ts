/** Outcome of one preload. */
export type PreloadResult = 'loaded' | 'failed';

/**
 * Loads an image in the background; resolves 'failed' on error or after `timeoutMs` (product.md P11: mockup preload
 * 15 s). Never rejects, so callers can Promise.all a list and keep the ones that loaded.
 */
export function preloadImage(
  src: string,
  timeoutMs: number,
  priority: 'high' | 'auto' = 'auto',
): Promise<PreloadResult> {
  return new Promise((resolve) => {
    const img = new Image();
    let settled = false;
    const finish = (result: PreloadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      img.onload = null;
      img.onerror = null;
      resolve(result);
    };
    const timer = setTimeout(() => finish('failed'), timeoutMs);
    img.onload = () => finish('loaded');
    img.onerror = () => finish('failed');
    img.fetchPriority = priority;
    img.src = src;
  });
}

/**
 * Image URLs from the API are server-relative ('/api/images/...', '/api/assets/...'). When the API lives elsewhere
 * (apiBaseUrl on another origin), they are resolved against it; other URLs are returned unchanged.
 */
export function resolveApiUrl(url: string, apiBaseUrl: string): string {
  if (!url.startsWith('/api/')) return url;
  return `${apiBaseUrl.replace(/\/+$/, '')}${url.slice('/api'.length)}`;
}
