import { createApi, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';

/** localStorage key of the bearer token (the auth issue writes it; cookies are the primary channel). */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Storage can throw (privacy mode, disabled cookies): behave as signed out rather than crash every request.
    return null;
  }
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
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    const token = readAuthToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The one RTK Query API of the app. Endpoints are injected by the generated client (generated.ts) and decorated
 * in enhanced-api.ts; nothing is declared here.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: (args: string | FetchArgs, apiContext, extraOptions: object) =>
    rawBaseQuery(stripApiPrefix(args), apiContext, extraOptions),
  endpoints: () => ({}),
});
