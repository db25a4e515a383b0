import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../lib/store';
import { ACCESS_TOKEN_STORAGE_KEY } from '@petart/web-shared/session';
import { ADMIN_TOKEN } from './msw-handlers';

/**
 * Renders the real app (providers, store, route table with lazy modules) at `path`, in memory, signed in as the
 * test administrator unless `token` says otherwise (null: signed out).
 */
export function renderApp(path = '/', { token = ADMIN_TOKEN }: { token?: string | null } = {}) {
  if (token) window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  else window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user };
}
