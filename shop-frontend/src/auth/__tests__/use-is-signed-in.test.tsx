import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/enhanced-api';
import { makeStore } from '../../lib/store';
import { apiUrl, signedInHandlers } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { useAuth, useIsSignedIn } from '../hooks';

function renderCounted<T>(hook: () => T) {
  const store = makeStore();
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(
    () => {
      renders += 1;
      return hook();
    },
    { wrapper },
  );
  return { ...view, store, renders: () => renders };
}

describe('useIsSignedIn: public pages do not render again while the start-up lookup runs', () => {
  it('stays false without a new render as the status goes idle -> loading -> anonymous', async () => {
    server.use(
      http.get(apiUrl('/user'), () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })),
    );
    const signedIn = renderCounted(useIsSignedIn);
    const whole = renderCounted(useAuth);
    for (const { store } of [signedIn, whole]) void store.dispatch(api.endpoints.getUser.initiate(undefined));
    await waitFor(() => expect(whole.result.current.status).toBe('anonymous'));
    await waitFor(() => expect(signedIn.store.getState().auth.status).toBe('anonymous'));
    expect(signedIn.result.current).toBe(false);
    expect(signedIn.renders()).toBe(1);
    // What the landing page did before: it rendered again as the status changed.
    expect(whole.renders()).toBeGreaterThan(1);
  });

  it('turns true once the lookup finds the user', async () => {
    server.use(...signedInHandlers());
    const signedIn = renderCounted(useIsSignedIn);
    void signedIn.store.dispatch(api.endpoints.getUser.initiate(undefined));
    await waitFor(() => expect(signedIn.result.current).toBe(true));
  });
});
