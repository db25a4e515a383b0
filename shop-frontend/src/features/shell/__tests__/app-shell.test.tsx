import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, signedInHandlers, userFixture } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

describe('route guard', () => {
  it('a signed-out visitor (nothing stored) gets Authentication Required with the redirect link at once', async () => {
    let requested = false;
    server.use(
      http.get(apiUrl('/user'), () => {
        requested = true;
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
    );
    renderApp('/app/settings?tab=shipping');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fapp%2Fsettings%3Ftab%3Dshipping',
    );
    expect(window.localStorage.getItem('authRedirectUrl')).toBe('/app/settings?tab=shipping');
    expect(requested).toBe(false);
  });

  it('shows a spinner while a stored session is checked', async () => {
    window.localStorage.setItem('authToken', 'stored');
    let release: () => void = () => undefined;
    let requested = false;
    server.use(
      http.get(apiUrl('/user'), async () => {
        requested = true;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(userFixture());
      }),
    );
    renderApp('/app/contact');
    await waitFor(() => expect(requested).toBe(true));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('navigation', { name: 'App' })).toBeInTheDocument();
  });

  it('does not store authRedirectUrl when a token is stored (the session expired instead)', async () => {
    window.localStorage.setItem('authToken', 'stale');
    server.use(
      http.get(apiUrl('/user'), () => HttpResponse.json({ error: 'Unauthorized' }, { status: 500 })),
    );
    renderApp('/app/contact');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authRedirectUrl')).toBeNull();
  });

  it('shows the in-app Page Not Found for an unknown /app path', async () => {
    server.use(...signedInHandlers());
    renderApp('/app/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist within the app.'),
    ).toBeInTheDocument();
  });

  it("a customer following an /app/admin link is told 'Access Denied' with 'Return to App'", async () => {
    server.use(...signedInHandlers(userFixture({ isAdmin: false })));
    const { router, user } = renderApp('/app/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this feature")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/admin');
    await user.click(screen.getByRole('link', { name: 'Return to App' }));
    expect(await screen.findByRole('heading', { name: "Let's Create Your Art" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/create');
  });

  it('/upload lands on /app/create for a signed-in user', async () => {
    server.use(...signedInHandlers());
    const { router } = renderApp('/upload');
    expect(await screen.findByRole('heading', { name: "Let's Create Your Art" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/create');
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Upload');
  });
});

describe('app shell', () => {
  it('shows the user card, the links, Coming Soon items and no Admin link for a regular user', async () => {
    server.use(...signedInHandlers(userFixture({ firstName: null, username: 'patsy' })));
    renderApp('/app/create');
    const nav = within(await screen.findByRole('navigation', { name: 'App' }));
    expect(screen.getAllByTestId('user-card-name')[0]).toHaveTextContent('patsy');
    expect(nav.getByRole('link', { name: 'Create Art' })).toHaveAttribute('href', '/app/create');
    expect(nav.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/app/checkout');
    expect(nav.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/app/order-history');
    expect(nav.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/app/gift-cards');
    expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/app/contact');
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    const soon = within(nav.getByRole('list', { name: 'Coming Soon' }));
    expect(soon.getByText('Settings')).toBeInTheDocument();
    expect(soon.queryAllByRole('link')).toHaveLength(0);
  });

  it('the user card opens the account settings', async () => {
    server.use(...signedInHandlers());
    const { router, user } = renderApp('/app/create');
    const card = (await screen.findAllByRole('link', { name: /Account settings/ }))[0]!;
    expect(card).toHaveAttribute('href', '/app/settings');
    expect(card).toHaveTextContent('Pat');
    await user.click(card);
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/settings');
  });

  it('on a phone the user card opens the settings and closes the drawer', async () => {
    const desktopWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    try {
      server.use(...signedInHandlers());
      const { router, user } = renderApp('/app/create');
      await user.click(await screen.findByRole('button', { name: 'Open app menu' }));
      await user.click(await screen.findByRole('link', { name: /Account settings/ }));
      expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/app/settings');
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument());
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: desktopWidth, configurable: true });
    }
  });

  it('shows the Admin link (to the admin app) to administrators only', async () => {
    server.use(...signedInHandlers(userFixture({ isAdmin: true })));
    renderApp('/app/create');
    const nav = within(await screen.findByRole('navigation', { name: 'App' }));
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', 'http://localhost:3001');
  });

  it('falls back to the email on the user card and shows the cart count when the cart answers', async () => {
    server.use(
      ...signedInHandlers(userFixture({ firstName: '', username: null, email: 'only@example.com' })),
      http.get(apiUrl('/cart'), () =>
        HttpResponse.json({
          items: [
            { id: 1, quantity: 2 },
            { id: 2, quantity: 1 },
          ],
        }),
      ),
    );
    renderApp('/app/create');
    await screen.findByRole('navigation', { name: 'App' });
    expect(screen.getAllByTestId('user-card-name')[0]).toHaveTextContent('only@example.com');
    await waitFor(() => expect(screen.getAllByTestId('cart-count')[0]).toHaveTextContent('3'));
  });

  it("the sidebar's background column spans the whole page; only its content is sticky", async () => {
    server.use(...signedInHandlers());
    renderApp('/app/create');
    const aside = await screen.findByTestId('sidebar');
    expect(aside).toHaveStyle({ alignSelf: 'stretch' });
    expect(aside).not.toHaveStyle({ position: 'sticky' });
    // The computed style gives 100vh as the window's height in pixels.
    const fullHeight = `${window.innerHeight}px`;
    expect(aside).not.toHaveStyle({ height: fullHeight });
    expect(aside.firstElementChild).toHaveStyle({ position: 'sticky', height: fullHeight });
  });

  it('on a phone renders the top bar and its drawer instead of the sidebar', async () => {
    const desktopWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    try {
      server.use(...signedInHandlers());
      const { user } = renderApp('/app/create');
      await user.click(await screen.findByRole('button', { name: 'Open app menu' }));
      const nav = within(await screen.findByRole('navigation', { name: 'App' }));
      expect(nav.getByRole('link', { name: 'Create Art' })).toHaveAttribute('href', '/app/create');
      expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: desktopWidth, configurable: true });
    }
  });

  it('on a desktop renders the sidebar without the top bar', async () => {
    server.use(...signedInHandlers());
    renderApp('/app/create');
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open app menu' })).not.toBeInTheDocument();
  });

  it('hides the cart count while the cart endpoint is missing (404)', async () => {
    server.use(...signedInHandlers());
    renderApp('/app/create');
    const nav = within(await screen.findByRole('navigation', { name: 'App' }));
    expect(nav.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('logs out: POST /logout, clears the token, toasts, then goes home after 1 s', async () => {
    let loggedOut = false;
    server.use(
      ...signedInHandlers(),
      http.post(apiUrl('/logout'), () => {
        loggedOut = true;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, router } = renderApp('/app/create');
    const nav = within(await screen.findByRole('navigation', { name: 'App' }).then((n) => n.parentElement!));
    await user.click(nav.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have been successfully logged out')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
    expect(window.localStorage.getItem('authRedirectUrl')).toBeNull();
    // The public header has the Log In link twice: in the desktop bar and in the phone menu (a native <details>).
    expect((await screen.findAllByRole('link', { name: 'Log In' }))[0]).toBeInTheDocument();
  });
});
