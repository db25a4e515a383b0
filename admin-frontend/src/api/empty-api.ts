import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { signedIn, signedOut } from '../auth/auth.slice';
import { env } from '../config/env';

export { AUTH_TOKEN_STORAGE_KEY } from '../auth/auth.slice';

function currentToken(getState: () => unknown): string | null {
  return (getState() as { auth?: { token?: string | null } }).auth?.token ?? null;
}

/** The OpenAPI paths carry the server's global '/api' prefix, which apiBaseUrl already ends with. */
const API_PREFIX = /^\/api(?=\/|$)/;

/** Makes a generated absolute path ('/api/catalogue') relative to apiBaseUrl ('.../api') so the prefix is not doubled. */
export function stripApiPrefix(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return args.replace(API_PREFIX, '');
  return { ...args, url: args.url.replace(API_PREFIX, '') };
}

/**
 * Every call carries the bearer token; `credentials: 'include'` sends the API's httpOnly refresh cookie on the
 * refresh and logout calls (the API allows the admin origin with credentials; the cookie is SameSite=Lax, and the
 * admin and the API are one site). See docs/decisions.md "Back office".
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    headers.set('Accept', 'application/json');
    const token = currentToken(getState);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object>;

/** Calls whose 401 means "wrong credentials" or that are the refresh itself: never refreshed and retried. */
const NO_REFRESH = /^\/(login|logout|auth\/refresh)(\?|$)/;

let refreshInFlight: Promise<string | null> | null = null;

/**
 * One POST /auth/refresh shared by every request that needs it (the server rotates the refresh token: a second
 * concurrent refresh would present a rotated token). A new token is stored; a refused refresh signs out.
 */
export function refreshAccessToken(api: Pick<BaseQueryApi, 'dispatch' | 'getState'>): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      const full: BaseQueryApi = {
        ...api,
        signal: new AbortController().signal,
        abort: () => undefined,
        extra: undefined,
        endpoint: 'refreshToken',
        type: 'mutation',
      };
      const result = await rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, full, {});
      const data = result.data as { token?: unknown } | undefined;
      const token = typeof data?.token === 'string' && data.token !== '' ? data.token : null;
      api.dispatch(token ? signedIn(token) : signedOut());
      return token;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** Base query with one refresh: on a 401 of a request sent with a token, refresh once and repeat it once. */
export const baseQueryWithRefresh: ApiBaseQuery = async (args, api, extraOptions) => {
  const request = stripApiPrefix(args);
  const sentWith = currentToken(api.getState);
  const result = await rawBaseQuery(request, api, extraOptions);
  const url = typeof request === 'string' ? request : request.url;
  if (result.error?.status !== 401 || !sentWith || NO_REFRESH.test(url)) return result;
  const latest = currentToken(api.getState);
  const token = latest && latest !== sentWith ? latest : await refreshAccessToken(api);
  if (!token) return result;
  return rawBaseQuery(request, api, extraOptions);
};

/**
 * The one RTK Query API of the app. Endpoints are injected by the generated client (generated.ts) and decorated
 * in enhanced-api.ts; nothing is declared here.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  endpoints: () => ({}),
});
