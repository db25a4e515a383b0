import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ADMIN_TOKEN, adminUser, CUSTOMER_TOKEN, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

describe('admin sign-in and access', () => {
  it('signs a staff member in on its own page (POST /api/login) and opens the dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ authToken: ADMIN_TOKEN, user: adminUser, redirectTo: '/app/create' });
      }),
    );
    const { user } = renderApp('/orders', { token: null });
    expect(await screen.findByRole('heading', { name: 'PetArt Admin' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'owner@petart.test');
    await user.type(screen.getByLabelText(/Password/), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(sent).toEqual({ email: 'owner@petart.test', password: 'Secret-123' });
    expect(window.localStorage.getItem('authToken')).toBe(ADMIN_TOKEN);
    expect(screen.getByText('owner@petart.test')).toBeInTheDocument();
  });

  it("shows the server's message when the sign-in is refused", async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        errorEnvelope(401, 'Invalid email or password', 'INVALID_CREDENTIALS'),
      ),
    );
    const { user } = renderApp('/', { token: null });
    await user.type(await screen.findByLabelText(/Email/), 'owner@petart.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it("shows a signed-in customer 'Access Denied' with 'Return to App' (the shop's /app)", async () => {
    renderApp('/users', { token: CUSTOMER_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to App' })).toHaveAttribute(
      'href',
      'http://localhost:3000/app',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('signs in silently with the refresh cookie when the staff member is signed in on the shop', async () => {
    server.use(http.post(apiUrl('/auth/refresh'), () => HttpResponse.json({ token: ADMIN_TOKEN })));
    // The API's signed-in hint, set with the refresh cookie.
    document.cookie = 'petart_signed_in=s%3A1.sig; path=/';
    try {
      renderApp('/users', { token: null });
      expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    } finally {
      document.cookie = 'petart_signed_in=; path=/; max-age=0';
    }
  });

  it('asks the API nothing before sign-in when the browser holds no session (no refused refresh)', async () => {
    let refreshes = 0;
    server.use(
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1;
        return errorEnvelope(401, 'No session', 'AUTH.UNAUTHORIZED');
      }),
    );
    renderApp('/orders', { token: null });
    expect(await screen.findByRole('heading', { name: 'PetArt Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(refreshes).toBe(0);
  });

  it('refreshes an expired token once and repeats the call', async () => {
    server.use(http.post(apiUrl('/auth/refresh'), () => HttpResponse.json({ token: ADMIN_TOKEN })));
    renderApp('/users', { token: 'expired-token' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe(ADMIN_TOKEN);
  });

  it('signs out: the server revokes the cookie and the sign-in page comes back', async () => {
    let loggedOut = false;
    server.use(
      http.post(apiUrl('/logout'), () => {
        loggedOut = true;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderApp('/users');
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
