import { createApi, retry, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createSessionClient } from '@petart/web-shared/session';
import { env } from '../config/env';
import { takeEarlyRequest } from './early-requests';
import { QUERY_DEFAULTS, retryDelay, shouldRetry } from './query-defaults';

/**
 * The shop's session client (@petart/web-shared/session): bearer token, one shared refresh on a 401 and one repeat
 * (product.md P3). A GET the entry already started (early-requests.ts) is answered by that request.
 */
export const session = createSessionClient({
  baseUrl: env.apiBaseUrl,
  fetchFn: (input, init) =>
    (input instanceof Request ? takeEarlyRequest(input) : undefined) ?? fetch(input, init),
});

/**
 * The one RTK Query API of the app. Endpoints are injected by the generated client (generated.ts) and decorated
 * in enhanced-api.ts; nothing is declared here.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  // One retry after 1 s for queries that failed for a transient reason (product.md P14 query defaults).
  baseQuery: retry(session.baseQuery, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      shouldRetry(error as FetchBaseQueryError, attempt, baseQueryApi.type),
    backoff: (_attempt, _max, signal) => retryDelay(signal),
  }),
  keepUnusedDataFor: QUERY_DEFAULTS.keepUnusedSeconds,
  refetchOnMountOrArgChange: QUERY_DEFAULTS.freshSeconds,
  refetchOnFocus: QUERY_DEFAULTS.refetchOnFocus,
  endpoints: () => ({}),
});
