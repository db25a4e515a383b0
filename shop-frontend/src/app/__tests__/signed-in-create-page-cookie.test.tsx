import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { SIGNED_IN_HINT_COOKIE } from '../../auth/signed-in-hint';
import { apiUrl, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { prerenderedSignedInCreatePage, startWhenReleased } from './start-when-released';

// A whole app start on a shared 2-core machine: more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // jsdom has no object URLs (the chosen photo's preview).
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.restoreAllMocks();
});

/**
 * /app/create sent signed in to a browser that holds the session cookie but no stored access token (the emailed
 * link, or a sign-in made by another tab's request): the app renews the session from the cookie and adopts the page
 * instead of rendering over it, so a photo chosen while the app loads is not lost. One test per file: src/app/start.tsx
 * finds #root when it is imported.
 */
describe('the signed-in create page with only the session cookie', () => {
  it('renews the session from the cookie, adopts the page and keeps a photo chosen before the app ran', async () => {
    const users: string[] = [];
    let refreshes = 0;
    server.use(
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'renewed-token' });
      }),
      http.get(apiUrl('/user'), ({ request }) => {
        users.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json(userFixture());
      }),
      http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    );
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    const container = await prerenderedSignedInCreatePage();
    const zone = screen.getByTestId('upload-dropzone');
    const consoleError = vi.spyOn(console, 'error');
    const { release, ready, startNow } = startWhenReleased(container);

    // The app is asked for at once (src/main.tsx: no stored token), and a photo is chosen before it has arrived.
    startNow();
    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [new File(['x'], 'cat.png', { type: 'image/png' })] },
    });
    release();
    await waitFor(() => expect(ready).toHaveBeenCalled());

    // Adopted, not rebuilt: the same drop zone, no hydration complaints, and the photo the visitor chose.
    expect(screen.getByTestId('upload-dropzone')).toBe(zone);
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i);
    expect(await screen.findByText('Click to change image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();
    // One refresh from the cookie, and who is signed in asked with the renewed token.
    expect(refreshes).toBe(1);
    expect(users[0]).toBe('Bearer renewed-token');
    await waitFor(() => expect(screen.getByTestId('user-card-name')).toHaveTextContent(/^Pat$/));
  });
});
