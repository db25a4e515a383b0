import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest } from '../../api/early-requests';
import { env } from '../../config/env';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { apiUrl, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { prerenderedSignedInCreatePage, startWhenReleased } from './start-when-released';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

/**
 * /app/create as the backend sends it to a browser with a session (scripts/prerender.mjs, signed in), taken over by
 * the real app the way src/main.tsx does it. One test per file: src/app/start.tsx finds #root when it is imported.
 */
describe('the signed-in create page before the app has loaded', () => {
  it('paints without the app, opens the file chooser at a tap before the app, then adopts the page for the known user', async () => {
    const users: string[] = [];
    server.use(
      http.get(apiUrl('/user'), ({ request }) => {
        users.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json(userFixture());
      }),
      http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    );
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const container = await prerenderedSignedInCreatePage();
    // The page is there before any of the app: the upload step, the user card waiting for its user.
    const zone = screen.getByTestId('upload-dropzone');
    expect(screen.getByRole('heading', { name: "Let's Create Your Art" })).toBeInTheDocument();
    expect(screen.queryByText('pat@example.com')).not.toBeInTheDocument();

    void startEarlyRequest(`${env.apiBaseUrl}/user`, 'token-1');
    // The upload area is a label around the file input: a tap reaches the input (the browser's file chooser) itself.
    const input = within(zone).getByTestId('upload-input');
    const chooser = vi.fn();
    input.addEventListener('click', chooser);
    const consoleError = vi.spyOn(console, 'error');
    const { release, ready, startNow } = startWhenReleased(container);
    const asked: { path: string; afterAdoption: boolean }[] = [];
    const record = ({ request }: { request: Request }) =>
      asked.push({ path: new URL(request.url).pathname, afterAdoption: ready.mock.calls.length > 0 });
    server.events.on('request:start', record);

    // A tap on the drop zone while the app is still on its way: the chooser opens at once, without the app.
    await userEvent.setup().click(zone);
    expect(chooser).toHaveBeenCalledTimes(1);
    // The browser is idle: the entry asks for the app, which arrives and adopts the page.
    startNow();
    release();
    await waitFor(() => expect(ready).toHaveBeenCalled());
    // The app did not open it a second time.
    expect(chooser).toHaveBeenCalledTimes(1);
    // Adopted, not rebuilt: the same element, no hydration complaints; then the sidebar knows its user.
    expect(screen.getByTestId('upload-dropzone')).toBe(zone);
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i);
    // (In a deferred render after the adoption: AppShell.)
    await waitFor(() => expect(screen.getByTestId('user-card-name')).toHaveTextContent(/^Pat$/));
    // The jsdom window is desktop-wide: one layout is left, the phone's top bar is gone.
    expect(screen.queryByRole('button', { name: 'Open app menu' })).not.toBeInTheDocument();
    // Who is signed in was asked once, by the entry, and the app used that answer.
    expect(users).toEqual(['Bearer token-1']);
    // The page's first requests were started once, before the app adopted the page (start.tsx), and the page's
    // hooks joined them: adopting the page changed nothing in the store.
    expect(asked.filter(({ path }) => path.endsWith('/cart'))).toEqual([
      { path: '/api/cart', afterAdoption: false },
    ]);
    expect(asked.filter(({ path }) => path.endsWith('/personalisation/options'))).toEqual([
      { path: '/api/personalisation/options', afterAdoption: false },
    ]);
    server.events.removeListener('request:start', record);
  });
});
