import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render-app';

/** Every request the app sends to the API, by method and path. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

const setHint = () => (document.cookie = 'petart_signed_in=1.signature; path=/');

afterEach(() => {
  document.cookie = 'petart_signed_in=; max-age=0; path=/';
  server.events.removeAllListeners();
});

describe('who is signed in, at start', () => {
  it.each(['/', '/auth', '/app/create'])(
    'a signed-out visitor (no token, no signed-in cookie) makes no GET /api/user on %s',
    async (path) => {
      const seen = recordRequests();
      const { store } = renderApp(path);
      await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
      // Long enough for a start-up request to have been sent.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.filter((r) => r.includes('/api/user') || r.includes('/api/auth'))).toEqual([]);
    },
  );

  it('with a stored token asks GET /api/user', async () => {
    window.localStorage.setItem('authToken', 'token-123');
    const seen = recordRequests();
    server.use(http.get(apiUrl('/user'), () => HttpResponse.json(userFixture())));
    const { store } = renderApp('/');
    await waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
    expect(seen).toContain('GET /api/user');
  });

  it('with the signed-in cookie but no token (the verification link signed in): refresh, then the user', async () => {
    setHint();
    const seen = recordRequests();
    server.use(
      http.post(apiUrl('/auth/refresh'), () => HttpResponse.json({ token: 'fresh' })),
      http.get(apiUrl('/user'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json(userFixture({ firstName: 'Verity' }))
          : errorEnvelope(401, 'Unauthorized', 'AUTHENTICATION_ERROR'),
      ),
    );
    const { store } = renderApp('/app/create');
    expect((await screen.findAllByTestId('user-card-name'))[0]).toHaveTextContent('Verity');
    expect(store.getState().auth.status).toBe('authenticated');
    expect(window.localStorage.getItem('authToken')).toBe('fresh');
    // One refresh: the rotated cookie is never presented twice.
    expect(seen.filter((r) => r === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('a refused refresh leaves the visitor signed out', async () => {
    setHint();
    server.use(
      http.post(apiUrl('/auth/refresh'), () => errorEnvelope(401, 'expired', 'AUTHENTICATION_ERROR')),
    );
    renderApp('/app/create');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
  });
});
