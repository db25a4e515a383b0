import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Query defaults of product.md P14: data is fresh for 5 minutes (a screen mounted later refetches older data), unused
 * data is kept 10 minutes, a failed query is retried once after 1 s, and nothing refetches on window focus (a few
 * screens opt in, e.g. order history). Mutations are never retried: a repeated POST could pay or generate twice.
 */
export const QUERY_DEFAULTS = {
  freshSeconds: 5 * 60,
  keepUnusedSeconds: 10 * 60,
  retries: 1,
  retryDelayMs: 1000,
  refetchOnFocus: false,
} as const;

/**
 * Whether a failed call is worth the one retry: only queries, and only failures that a second try can fix (the
 * server unreachable or timing out, a 5xx, a 408). A 4xx answer (404 session, 401 after refresh, validation) is the
 * server's final word and shows at once.
 */
export function shouldRetry(
  error: FetchBaseQueryError | undefined,
  attempt: number,
  type: BaseQueryApi['type'],
): boolean {
  if (type !== 'query' || attempt > QUERY_DEFAULTS.retries || !error) return false;
  if (typeof error.status === 'number') return error.status >= 500 || error.status === 408;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/** The wait before the retry: a flat 1 s (product.md P14), aborted with the query. */
export function retryDelay(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, QUERY_DEFAULTS.retryDelayMs);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
