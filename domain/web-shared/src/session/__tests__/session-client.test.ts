// @vitest-environment node
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { sessionExpired, tokenRefreshed } from '../access-token';
import { createSessionClient, stripApiPrefix } from '../session-client';

/** A fake API: GET /me answers 200 to `Bearer fresh` only; POST /auth/refresh answers with `refreshAnswer`. */
function fakeApi(refreshAnswer: () => Promise<Response> | Response) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path} ${request.headers.get('authorization') ?? '-'}`);
    if (path === '/api/auth/refresh') return refreshAnswer();
    if (request.headers.get('authorization') === 'Bearer fresh')
      return Response.json({ email: 'pat@example.com' });
    return Response.json({ message: 'Unauthorized' }, { status: 401 });
  };
  return { calls, fetchFn };
}

function storeWith(fetchFn: typeof fetch, token: string | null) {
  const client = createSessionClient({ baseUrl: 'http://api.test/api', fetchFn });
  const auth = createSlice({
    name: 'auth',
    initialState: { token, expired: false },
    reducers: {},
    extraReducers: (builder) =>
      builder
        .addCase(tokenRefreshed, (state, action) => {
          state.token = action.payload;
        })
        .addCase(sessionExpired, (state) => {
          state.token = null;
          state.expired = true;
        }),
  });
  const api = createApi({
    baseQuery: client.baseQuery,
    endpoints: (build) => ({
      me: build.query<{ email: string }, void>({ query: () => '/api/me' }),
      login: build.mutation<unknown, void>({ query: () => ({ url: '/api/login', method: 'POST' }) }),
    }),
  });
  const store = configureStore({
    reducer: { auth: auth.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const me = () =>
    store.dispatch(api.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }));
  return { client, store, api, me };
}

describe('createSessionClient', () => {
  it('refreshes on a 401, keeps the new token and repeats the request with it', async () => {
    const { calls, fetchFn } = fakeApi(() => Response.json({ token: 'fresh' }));
    const { store, me } = storeWith(fetchFn, 'expired');
    const result = await me();
    expect(result.data).toEqual({ email: 'pat@example.com' });
    expect(calls).toEqual([
      'GET /api/me Bearer expired',
      'POST /api/auth/refresh Bearer expired',
      'GET /api/me Bearer fresh',
    ]);
    expect(store.getState().auth.token).toBe('fresh');
  });

  it('shares one refresh between concurrent 401s (the server rotates the refresh token)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, fetchFn } = fakeApi(async () => {
      await gate;
      return Response.json({ token: 'fresh' });
    });
    const { me } = storeWith(fetchFn, 'expired');
    const pending = [me(), me(), me()];
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const results = await Promise.all(pending);
    expect(results.map((result) => result.data?.email)).toEqual(Array(3).fill('pat@example.com'));
    expect(calls.filter((call) => call.startsWith('POST /api/auth/refresh'))).toHaveLength(1);
  });

  it('signs out when the refresh is refused, and returns the 401 without repeating the request', async () => {
    const { calls, fetchFn } = fakeApi(() => Response.json({ message: 'gone' }, { status: 401 }));
    const { store, me } = storeWith(fetchFn, 'expired');
    const result = await me();
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toEqual({ token: null, expired: true });
    expect(calls.filter((call) => call.startsWith('GET /api/me'))).toHaveLength(1);
  });

  it('never refreshes the 401 of a sign-in (wrong credentials) nor of a call sent without a token', async () => {
    const { calls, fetchFn } = fakeApi(() => Response.json({ token: 'fresh' }));
    const signedIn = storeWith(fetchFn, 'expired');
    await signedIn.store.dispatch(signedIn.api.endpoints.login.initiate());
    const signedOut = storeWith(fetchFn, null);
    await signedOut.me();
    expect(calls).toEqual(['POST /api/login Bearer expired', 'GET /api/me -']);
  });

  it('gives work outside RTK Query a token refreshed meanwhile without refreshing again', async () => {
    const { calls, fetchFn } = fakeApi(() => Response.json({ token: 'fresh' }));
    const { client, store } = storeWith(fetchFn, 'expired');
    expect(await client.tokenAfterUnauthorized(store, 'expired')).toBe('fresh');
    expect(await client.tokenAfterUnauthorized(store, 'expired')).toBe('fresh');
    expect(await client.tokenAfterUnauthorized(store, null)).toBeNull();
    expect(calls).toEqual(['POST /api/auth/refresh Bearer expired']);
  });

  it('renews a session from the refresh cookie alone', async () => {
    const { calls, fetchFn } = fakeApi(() => Response.json({ token: 'fresh' }));
    const { client, store } = storeWith(fetchFn, null);
    expect(await client.renewSession(store)).toBe('fresh');
    expect(store.getState().auth.token).toBe('fresh');
    expect(calls).toEqual(['POST /api/auth/refresh -']);
  });
});

describe('stripApiPrefix', () => {
  it.each([
    ['/api/catalogue', '/catalogue'],
    ['/api', ''],
    ['/apiary', '/apiary'],
    ['/catalogue', '/catalogue'],
  ])('%s -> %s', (input, expected) => {
    expect(stripApiPrefix(input)).toBe(expected);
    expect(stripApiPrefix({ url: input, method: 'GET' })).toEqual({ url: expected, method: 'GET' });
  });
});
