import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render-app';
import { api } from '../enhanced-api';

describe('refresh and retry once on 401', () => {
  it('refreshes once, stores the new token and repeats the request with it', async () => {
    window.localStorage.setItem('authToken', 'expired');
    const seen: string[] = [];
    let refreshes = 0;
    server.use(
      http.get(apiUrl('/user'), ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer fresh'
          ? HttpResponse.json(userFixture())
          : HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'fresh' });
      }),
    );
    renderApp('/app/create');
    expect(await screen.findByRole('heading', { name: "Let's Create Your Art" })).toBeInTheDocument();
    expect(refreshes).toBe(1);
    expect(seen).toEqual(['Bearer expired', 'Bearer fresh']);
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('fresh'));
  });

  it('serialises concurrent refreshes: three 401s, one refresh, three retries', async () => {
    window.localStorage.setItem('authToken', 'expired');
    let refreshes = 0;
    const meCalls: string[] = [];
    server.use(
      http.get(apiUrl('/user'), () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })),
      http.get(apiUrl('/auth/me'), ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        meCalls.push(auth);
        return auth === 'Bearer fresh'
          ? HttpResponse.json(userFixture())
          : HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
      http.post(apiUrl('/auth/refresh'), async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ token: 'fresh' });
      }),
      http.post(apiUrl('/auth/refresh'), () => HttpResponse.json({ error: 'gone' }, { status: 401 })),
    );
    const { store } = renderApp('/privacy');
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        store.dispatch(api.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false })),
      ),
    );
    for (const result of results) expect(result.data?.email).toBe('pat@example.com');
    expect(refreshes).toBe(1);
    expect(meCalls.filter((c) => c === 'Bearer fresh').length).toBeGreaterThanOrEqual(1);
    // The start-up GET /user (401, repeated after the refresh) must be over before the next test: left in flight on a
    // loaded machine, its repeat reached the next test's handlers and was counted there.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).not.toContain(
        'pending',
      ),
    );
  });

  it('clears the auth state when the refresh fails, and does not retry', async () => {
    window.localStorage.setItem('authToken', 'expired');
    window.localStorage.setItem('userId', 'user-1');
    let userCalls = 0;
    let refreshes = 0;
    server.use(
      http.get(apiUrl('/user'), () => {
        userCalls += 1;
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
    );
    const { store } = renderApp('/app/create');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(userCalls).toBe(1);
    expect(refreshes).toBe(1);
    expect(store.getState().auth.token).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
    expect(window.localStorage.getItem('userId')).toBeNull();
  });

  it('never refreshes for a failed login', async () => {
    window.localStorage.setItem('authToken', 'old');
    let refreshes = 0;
    server.use(
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'x' });
      }),
      http.get(apiUrl('/user'), () => HttpResponse.json({ error: 'x' }, { status: 500 })),
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const { store } = renderApp('/privacy');
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    const result = await store.dispatch(
      api.endpoints.login.initiate({ loginDto: { email: 'a@b.co', password: 'wrong-password' } }),
    );
    expect('error' in result).toBe(true);
    expect(refreshes).toBe(0);
  });
});
