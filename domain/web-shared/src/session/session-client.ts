import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { currentAccessToken, sessionExpired, tokenRefreshed } from './access-token';

/** The base query both apps give RTK Query: a path (or fetch arguments) in, JSON or a fetchBaseQuery error out. */
export type SessionBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object>;

/** The store, as work outside RTK Query (a file download, an XHR upload, the start-up lookup) holds it. */
export interface SessionStore {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
}

export interface SessionClientOptions {
  /** The API's base URL, ending with its global prefix ('/api' or 'https://host/api'). */
  baseUrl: string;
  /** The fetch to use (the shop answers GETs it started early from its own); the global fetch by default. */
  fetchFn?: typeof fetch;
}

export interface SessionClient {
  /**
   * Every call with the bearer token; on a 401 of a call sent with a token, one shared refresh and one repeat of the
   * call with the new token; when the refresh is refused, `sessionExpired` and the 401 (product.md P3).
   */
  baseQuery: SessionBaseQuery;
  /**
   * For a request made outside RTK Query that got a 401 when sent with `sentWith`: the token to repeat it with (a
   * newer one already in the store, else the one the shared refresh buys), or null when the session is over.
   */
  tokenAfterUnauthorized(store: SessionStore, sentWith: string | null): Promise<string | null>;
  /**
   * An access token from the refresh cookie alone (no token stored: a verification link or the other app signed the
   * person in), through the same shared refresh; null, and `sessionExpired`, when the cookie is refused.
   */
  renewSession(store: SessionStore): Promise<string | null>;
}

/** The OpenAPI paths carry the server's global '/api' prefix, which the base URL already ends with. */
const API_PREFIX = /^\/api(?=\/|$)/;

/** Makes a generated absolute path ('/api/catalogue') relative to the base URL ('.../api'): no doubled prefix. */
export function stripApiPrefix(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return args.replace(API_PREFIX, '');
  return { ...args, url: args.url.replace(API_PREFIX, '') };
}

/** Calls whose 401 means "wrong credentials" or that are the refresh itself: never refreshed and repeated. */
const NO_REFRESH = /^\/(login|register|logout|auth\/refresh)(\?|$)/;

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

/**
 * The session client of an app: the bearer token on every call (read from the store, see `currentAccessToken`), the
 * API's httpOnly refresh cookie on every call (`credentials: 'include'`; the refresh and logout calls need it), and
 * one refresh in flight at a time.
 */
export function createSessionClient({ baseUrl, fetchFn }: SessionClientOptions): SessionClient {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      headers.set('Accept', 'application/json');
      const token = currentAccessToken(getState());
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  /**
   * The refresh in flight, shared by every request that hits a 401 meanwhile: one POST /auth/refresh per expiry. The
   * server rotates the refresh token, so a second concurrent refresh would present a rotated token and revoke the
   * whole family. It runs with a signal of its own: the request that started it may be aborted, the others still
   * wait for it.
   */
  let refreshInFlight: Promise<string | null> | null = null;

  function refresh(store: SessionStore): Promise<string | null> {
    refreshInFlight ??= (async () => {
      try {
        const api: BaseQueryApi = {
          dispatch: store.dispatch,
          getState: store.getState,
          signal: new AbortController().signal,
          abort: () => undefined,
          extra: undefined,
          endpoint: 'refreshToken',
          type: 'mutation',
        };
        const result = await rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, api, {});
        const data = result.data as { token?: unknown } | undefined;
        const token = typeof data?.token === 'string' && data.token !== '' ? data.token : null;
        store.dispatch(token ? tokenRefreshed(token) : sessionExpired());
        return token;
      } finally {
        refreshInFlight = null;
      }
    })();
    return refreshInFlight;
  }

  /** Another request may have refreshed since this one was sent: its token is reused rather than refreshed again. */
  function tokenToRetryWith(store: SessionStore, sentWith: string): Promise<string | null> {
    const latest = currentAccessToken(store.getState());
    return latest && latest !== sentWith ? Promise.resolve(latest) : refresh(store);
  }

  const baseQuery: SessionBaseQuery = async (args, api, extraOptions) => {
    const request = stripApiPrefix(args);
    const sentWith = currentAccessToken(api.getState());
    const result = await rawBaseQuery(request, api, extraOptions);
    if (result.error?.status !== 401 || !sentWith || NO_REFRESH.test(urlOf(request))) return result;
    const token = await tokenToRetryWith(api, sentWith);
    if (!token) return result;
    return rawBaseQuery(request, api, extraOptions);
  };

  return {
    baseQuery,
    tokenAfterUnauthorized: (store, sentWith) =>
      sentWith ? tokenToRetryWith(store, sentWith) : Promise.resolve(null),
    renewSession: refresh,
  };
}
