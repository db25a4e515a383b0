import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, tokenRefreshed } from '../auth/auth-actions';
import { env } from '../config/env';
import { takeEarlyRequest } from './early-requests';
import { safeStorage, STORAGE_KEYS } from '../config/storage-keys';
import { QUERY_DEFAULTS, retryDelay, shouldRetry } from './query-defaults';

/** localStorage key of the bearer token (kept for existing imports; see STORAGE_KEYS). */
export const AUTH_TOKEN_STORAGE_KEY = STORAGE_KEYS.authToken;

/** The token in the store (the auth slice), else the stored one (before the slice exists, e.g. in isolation). */
function currentToken(getState: () => unknown): string | null {
  const state = getState() as { auth?: { token?: string | null } };
  if (state.auth) return state.auth.token ?? null;
  return safeStorage.get(STORAGE_KEYS.authToken);
}

/** The OpenAPI paths carry the server's global '/api' prefix, which apiBaseUrl already ends with. */
const API_PREFIX = /^\/api(?=\/|$)/;

/** Makes a generated absolute path ('/api/catalogue') relative to apiBaseUrl ('.../api') so the prefix is not doubled. */
export function stripApiPrefix(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return args.replace(API_PREFIX, '');
  return { ...args, url: args.url.replace(API_PREFIX, '') };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  credentials: 'include',
  // A GET the entry already started (early-requests.ts) is answered by that request.
  fetchFn: (input, init) =>
    (input instanceof Request ? takeEarlyRequest(input) : undefined) ?? fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    headers.set('Accept', 'application/json');
    const token = currentToken(getState);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object>;

/** Calls whose 401 means "wrong credentials" or that are the refresh itself: never refreshed and retried. */
const NO_REFRESH = /^\/(login|register|logout|auth\/refresh)(\?|$)/;

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/**
 * The refresh in flight, shared by every request that hits a 401 meanwhile: one POST /auth/refresh per expiry, not
 * one per failed request (the server rotates the refresh token, so a second concurrent refresh would present an
 * already-rotated token and revoke the whole family).
 */
let refreshInFlight: Promise<string | null> | null = null;

async function refreshAccessToken(api: BaseQueryApi, extraOptions: object): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      const result = await rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, api, extraOptions);
      const data = result.data as { token?: unknown } | undefined;
      const token = typeof data?.token === 'string' && data.token !== '' ? data.token : null;
      if (token) api.dispatch(tokenRefreshed(token));
      else api.dispatch(sessionExpired());
      return token;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * Base query with one refresh (product.md P3): on a 401 with a stored token, refresh once (cookie) and repeat the
 * request once with the new token; when the refresh fails the auth state is cleared and the 401 is returned.
 */
export const baseQueryWithRefresh: ApiBaseQuery = async (args, api, extraOptions) => {
  const request = stripApiPrefix(args);
  const sentWith = currentToken(api.getState);
  const result = await rawBaseQuery(request, api, extraOptions);
  if (result.error?.status !== 401 || !sentWith || NO_REFRESH.test(urlOf(request))) return result;
  const token = await tokenToRetryWith(api, sentWith, extraOptions);
  if (!token) return result;
  return rawBaseQuery(request, api, extraOptions);
};

/**
 * After a 401 of a request sent with `sentWith`: the token to repeat it with. Another request may have refreshed
 * meanwhile (then its token is reused), else one shared refresh runs; null when the session could not be renewed.
 */
function tokenToRetryWith(api: BaseQueryApi, sentWith: string, extraOptions: object): Promise<string | null> {
  const latest = currentToken(api.getState);
  return latest && latest !== sentWith ? Promise.resolve(latest) : refreshAccessToken(api, extraOptions);
}

type StoreLike = { dispatch: BaseQueryApi['dispatch']; getState: () => unknown };

function baseQueryApiOf(store: StoreLike): BaseQueryApi {
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'refreshToken',
    type: 'mutation',
  };
}

/**
 * The same for the one request made outside RTK Query (the XHR photo upload, for its progress events): given the
 * store, the token to repeat a 401 with, through the same single shared refresh.
 */
export function tokenAfterUnauthorized(store: StoreLike, sentWith: string | null): Promise<string | null> {
  if (!sentWith) return Promise.resolve(null);
  return tokenToRetryWith(baseQueryApiOf(store), sentWith, {});
}

/**
 * A session without a stored access token (the emailed verification link signed the customer in, or the storage
 * was cleared): an access token from the refresh cookie, through the same single shared refresh; null (and the
 * session marked over) when the cookie is refused.
 */
export function renewSessionFromCookie(store: StoreLike): Promise<string | null> {
  return refreshAccessToken(baseQueryApiOf(store), {});
}

/**
 * The one RTK Query API of the app. Endpoints are injected by the generated client (generated.ts) and decorated
 * in enhanced-api.ts; nothing is declared here.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  // One retry after 1 s for queries that failed for a transient reason (product.md P14 query defaults).
  baseQuery: retry(baseQueryWithRefresh, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      shouldRetry(error as FetchBaseQueryError, attempt, baseQueryApi.type),
    backoff: (_attempt, _max, signal) => retryDelay(signal),
  }),
  keepUnusedDataFor: QUERY_DEFAULTS.keepUnusedSeconds,
  refetchOnMountOrArgChange: QUERY_DEFAULTS.freshSeconds,
  refetchOnFocus: QUERY_DEFAULTS.refetchOnFocus,
  endpoints: () => ({}),
});
