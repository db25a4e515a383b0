import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@petart/web-shared/app-providers';
import { ToastProvider } from '../../../components/toast';
import { makeStore } from '../../../lib/store';
import { noSessionFound } from '../../../auth/auth.slice';
import { AuthPage } from '../components/auth-page';

describe('the sign-in page while the app starts', () => {
  it('is not rendered again when the start-up lookup finds no session (a keystroke would wait for it)', async () => {
    const store = makeStore();
    expect(store.getState().auth.status).toBe('idle');
    let commits = 0;
    const router = createMemoryRouter(
      [
        {
          path: '/auth',
          element: (
            <Profiler id="auth-page" onRender={() => (commits += 1)}>
              <AuthPage />
            </Profiler>
          ),
        },
      ],
      { initialEntries: ['/auth'] },
    );
    render(
      <AppProviders store={store}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppProviders>,
    );
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
    const before = commits;
    act(() => {
      store.dispatch(noSessionFound());
    });
    expect(store.getState().auth.status).toBe('anonymous');
    expect(commits).toBe(before);
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });
});
