import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const TOP = [
  'Orders',
  'Claims',
  'Users',
  'Discounts',
  'Gift Cards',
  'Privacy',
  'Reviews',
  'Content',
  'Dashboard',
  'Dev',
];
const DEV = ['Error Logs', 'Audit Logs', 'Variant Verifier', 'Dev Tools', 'Email Testing'];

async function panelTitle(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

describe('admin shell', () => {
  it("shows the 'PetArt Admin' app bar with the top tabs and opens Orders by default", async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'PetArt Admin' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TOP);
    expect(await panelTitle('Orders')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['Orders', '/orders', 'Search orders'],
    ['Users', '/users', 'Search by email'],
  ])("'/' focuses the search field of %s; typed into a field it stays a '/'", async (title, path, label) => {
    const { user } = renderApp(path);
    await panelTitle(title);
    const search = await screen.findByLabelText(label);
    expect(search).not.toHaveFocus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('a/b');
    expect(search).toHaveValue('a/b');
  });

  it('opens /debug (the Dev Tools link) on a page that exists', async () => {
    const { user, router } = renderApp('/dev/tools');
    await panelTitle('Dev Tools');
    await user.click(screen.getByRole('link', { name: 'Open /debug' }));
    expect(await panelTitle('Debug')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/debug');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    const api = screen.getByRole('table', { name: 'API' });
    expect(await within(api).findByText('0.1.0')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'This app' })).getByText('owner@petart.test'),
    ).toBeInTheDocument();
  });

  it.each([
    ['Content', '/content'],
    ['Orders', '/orders'],
    ['Users', '/users'],
    ['Dashboard', '/dashboard'],
  ])('navigates to the %s tab at %s', async (label, path) => {
    const { user, router } = renderApp('/orders');
    await panelTitle('Orders');
    await user.click(screen.getByRole('tab', { name: label }));
    expect(await panelTitle(label)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Dev on Error Logs and switches between its five sub-tabs, each its own route', async () => {
    const { user, router } = renderApp('/users');
    await panelTitle('Users');
    await user.click(screen.getByRole('tab', { name: 'Dev' }));
    expect(await panelTitle('Error Logs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dev/errors');

    const devTabs = within(screen.getByRole('tablist', { name: 'Dev tools' })).getAllByRole('tab');
    expect(devTabs.map((tab) => tab.textContent)).toEqual(DEV);

    const expectedPaths = ['/dev/errors', '/dev/audit', '/dev/variants', '/dev/tools', '/dev/email'];
    for (const [index, label] of DEV.entries()) {
      await user.click(screen.getByRole('tab', { name: label }));
      expect(await panelTitle(label)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(expectedPaths[index]);
      expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Dev' })).toHaveAttribute('aria-selected', 'true');
    }
    // Five lazy Dev panels with their own data: slower than the placeholders were on a shared machine.
  }, 20_000);

  it('opens a deep link straight on its sub-tab', async () => {
    renderApp('/dev/variants');
    expect(await panelTitle('Variant Verifier')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Variant Verifier' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Page Not Found with Go to Homepage for an unknown route', async () => {
    const { user, router } = renderApp('/nope');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    expect(await panelTitle('Orders')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });
});
