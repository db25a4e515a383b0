import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../lib/store';
import { env } from '../../config/env';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { apiUrl, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { startEarlyRequest } from '../early-requests';
import { api } from '../enhanced-api';

/** GET /api/user as the server sees it: how many times, with which token. */
function countUserRequests() {
  const seen: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/user'), ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json(userFixture({ email: 'early@example.com' }));
    }),
  );
  return seen;
}

describe('requests the entry starts before the app loads', () => {
  it("answers the app's GET /user with the request already under way, once", async () => {
    const seen = countUserRequests();
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    void startEarlyRequest(`${env.apiBaseUrl}/user`, 'token-1');
    const store = makeStore();
    await store.dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false }));
    expect(seen).toEqual(['Bearer token-1']);
    expect(store.getState().auth.user?.email).toBe('early@example.com');

    // Asked again, the app goes to the network.
    await store.dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('is not used for a request with another token', async () => {
    const seen = countUserRequests();
    void startEarlyRequest(`${env.apiBaseUrl}/user`, 'old-token');
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'new-token');
    const store = makeStore();
    await store.dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false }));
    expect(seen).toContain('Bearer new-token');
    expect(store.getState().auth.user?.email).toBe('early@example.com');
  });
});
