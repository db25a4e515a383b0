import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('site header', () => {
  it('links Log In to /auth and Sign Up to /auth?tab=register', async () => {
    renderApp('/');
    const logIn = await screen.findByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=register');
  });

  it('opens the mobile menu drawer with the section links and account buttons, and closes it', async () => {
    const { user } = renderApp('/');
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile menu' }));
    expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');
    expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=register');

    await user.click(menu.getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument(),
    );
  });

  it('scrolls to the section on the landing page instead of navigating', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, router } = renderApp('/');
    await screen.findByRole('article', { name: 'Poster' });
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    await user.click(nav.getByRole('link', { name: 'Pricing' }));
    expect(scroll).toHaveBeenCalled();
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('pricing'));
    expect(router.state.location.pathname).toBe('/');
    scroll.mockRestore();
  });
});
