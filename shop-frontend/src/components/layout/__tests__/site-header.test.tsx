import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { followSiteMenus } from '../site-menu';

// jsdom lays the page out 1024 px wide, where CSS hides the phone's menu: its tests look at hidden elements too (the
// browser journeys open it at 375 px, e2e/public-pages.spec.ts).
const HIDDEN = { hidden: true } as const;

describe('site header', () => {
  it('links Log In to /auth and Sign Up to /auth?tab=register', async () => {
    renderApp('/');
    // In the header and in its menu: CSS shows one of them by width (jsdom's page is 1024 px wide: the header's).
    const logIn = await screen.findAllByRole('link', { name: 'Log In', hidden: true });
    expect(logIn).toHaveLength(2);
    for (const link of logIn) expect(link).toHaveAttribute('href', '/auth');
    const signUp = screen.getAllByRole('link', { name: 'Sign Up', hidden: true });
    expect(signUp).toHaveLength(2);
    for (const link of signUp) expect(link).toHaveAttribute('href', '/auth?tab=register');
    expect(screen.getAllByRole('link', { name: 'Log In' })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
  });

  it('has the mobile menu as a native details with the section links and account buttons', async () => {
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Mobile menu', ...HIDDEN });
    const menu = nav.closest('details');
    if (!menu) throw new Error('the menu is not a details element');
    expect(menu.open).toBe(false);
    const button = screen.getByLabelText('Open menu');
    expect(button.tagName).toBe('SUMMARY');
    const links = within(nav);
    expect(links.getByRole('link', { name: 'Pricing', ...HIDDEN })).toHaveAttribute('href', '/#pricing');
    expect(links.getByRole('link', { name: 'About', ...HIDDEN })).toHaveAttribute('href', '/#about');
    expect(links.getByRole('link', { name: 'FAQ', ...HIDDEN })).toHaveAttribute('href', '/#faq');
    expect(links.getByRole('link', { name: 'Log In', ...HIDDEN })).toHaveAttribute('href', '/auth');
    expect(links.getByRole('link', { name: 'Sign Up', ...HIDDEN })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    await user.click(button);
    expect(menu.open).toBe(true);
  });

  it('closes the menu after one of its links, a tap outside and Escape (the entry installs this before the app)', async () => {
    followSiteMenus(document);
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Mobile menu', ...HIDDEN });
    const menu = nav.closest('details');
    if (!menu) throw new Error('the menu is not a details element');
    const button = screen.getByLabelText('Open menu');

    await user.click(button);
    expect(menu.open).toBe(true);
    await user.click(within(nav).getByRole('link', { name: 'FAQ', ...HIDDEN }));
    expect(menu.open).toBe(false);

    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menu.open).toBe(false);

    // Escape gives the focus back to the menu's button (jsdom cannot focus it while CSS hides it at 1024 px: the call
    // is checked here, where the focus lands in the browser journey at 375 px).
    const focus = vi.spyOn(button, 'focus');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(focus).toHaveBeenCalled();
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
