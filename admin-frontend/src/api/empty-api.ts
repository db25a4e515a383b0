import { createApi } from '@reduxjs/toolkit/query/react';
import { createSessionClient } from '@petart/web-shared/session';
import { env } from '../config/env';

/**
 * The admin's session client (@petart/web-shared/session): bearer token, one shared refresh on a 401 and one repeat.
 * The refresh cookie reaches the API from the admin origin: the API allows it with credentials, the cookie is
 * SameSite=Lax and the admin and the API are one site (docs/decisions.md "Back office").
 */
export const session = createSessionClient({ baseUrl: env.apiBaseUrl });

/**
 * The one RTK Query API of the app. Endpoints are injected by the generated client (generated.ts) and decorated
 * in enhanced-api.ts; nothing is declared here.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: session.baseQuery,
  endpoints: () => ({}),
});
