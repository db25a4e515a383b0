import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/msw-handlers';
import { journeyHandlers } from '../../../testing/journey-fixtures';
import { renderApp } from '../../../testing/render-app';

// Whole-app renders on a shared 2-core machine: allow more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
import { STORAGE_KEYS, userKey } from '../../../config/storage-keys';
import { STORED_SESSION_KEY } from '../stored-session';

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

function photo(name = 'cat.png', type = 'image/png', size = 1024) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openCreatePage() {
  const view = renderApp('/app/create');
  await screen.findByRole('heading', { name: "Let's Create Your Art" });
  return view;
}

describe('Upload page', () => {
  it('shows the tips, the hint and a disabled Continue button until a photo is chosen', async () => {
    server.use(...journeyHandlers());
    const { user } = await openCreatePage();
    expect(screen.getByText('For Best Results, Use Photos That Are:')).toBeInTheDocument();
    for (const tip of [
      'Close-up and high resolution',
      'Full-faced and centered',
      'Well lit',
      'Unfiltered and natural',
    ]) {
      expect(screen.getByText(tip)).toBeInTheDocument();
    }
    expect(screen.getByText('JPEG, PNG, HEIC, max 10MB')).toBeInTheDocument();
    expect(screen.getByText('Upload a photo to continue')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Continue to Select Style' });
    expect(button).toBeDisabled();
    await user.upload(screen.getByTestId('upload-input'), photo());
    expect(button).toBeEnabled();
    expect(screen.getByText('Click to change image')).toBeInTheDocument();
    expect(screen.queryByText('Upload a photo to continue')).not.toBeInTheDocument();
  });

  it('rejects a photo over 10MB and a non-image with the server messages, keeping the button disabled', async () => {
    server.use(...journeyHandlers());
    const { user } = await openCreatePage();
    await user.upload(
      screen.getByTestId('upload-input'),
      photo('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
    );
    expect(
      await screen.findByText('Your photo is larger than 10MB. Please choose a smaller image.'),
    ).toBeInTheDocument();
    expect(screen.getByText('File too large')).toBeInTheDocument();
    // applyAccept: false lets the test hand a non-image to the picker, as drag and drop can.
    await user
      .setup({ applyAccept: false })
      .upload(screen.getByTestId('upload-input'), photo('notes.txt', 'text/plain'));
    expect(
      await screen.findByText(
        'This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeDisabled();
  });

  it('a photo the checks here refuse replaces the one chosen before: none chosen, the reason kept, Continue disabled', async () => {
    server.use(...journeyHandlers());
    const { user } = await openCreatePage();
    const button = screen.getByRole('button', { name: 'Continue to Select Style' });
    await user.upload(screen.getByTestId('upload-input'), photo());
    expect(button).toBeEnabled();
    await user.upload(
      screen.getByTestId('upload-input'),
      photo('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
    );
    const refused = await screen.findByTestId('upload-refused');
    expect(refused).toHaveTextContent(
      'File too largeYour photo is larger than 10MB. Please choose a smaller image.',
    );
    expect(button).toBeDisabled();
    expect(screen.getByText('Upload a photo to continue')).toBeInTheDocument();
    expect(screen.queryByText('Click to change image')).not.toBeInTheDocument();
    // A photo that passes clears the reason.
    await user.upload(screen.getByTestId('upload-input'), photo());
    expect(screen.queryByTestId('upload-refused')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('uploads with the bearer token, stores the session with a timestamp and opens the style step', async () => {
    let auth: string | null = null;
    server.use(
      ...journeyHandlers(),
      http.post(apiUrl('/upload'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ sessionId: 's1' }, { status: 201 });
      }),
    );
    // The part as the page builds it: Node 24's fetch (undici) sends a jsdom File as an empty part, so the request
    // body seen by MSW no longer carries the bytes a browser sends.
    const append = vi.spyOn(FormData.prototype, 'append');
    const { user, router } = await openCreatePage();
    await user.upload(screen.getByTestId('upload-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/style/s1'));
    const field =
      (append.mock.calls.find(([name]) => name === 'image')?.[1] as FormDataEntryValue | undefined) ?? null;
    expect(auth).toBe('Bearer token-123');
    // A file part (jsdom's and Node's File classes differ, so no instanceof).
    expect(typeof field).toBe('object');
    expect((field as unknown as Blob | null)?.size).toBeGreaterThan(0);
    expect(window.localStorage.getItem(userKey('currentSessionId'))).toBe('s1');
    const stored = JSON.parse(window.localStorage.getItem(userKey(STORED_SESSION_KEY)) ?? '{}') as {
      timestamp?: number;
    };
    expect(Math.abs((stored.timestamp ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('refreshes an expired session once and repeats the upload with the new token', async () => {
    const sent: (string | null)[] = [];
    let refreshes = 0;
    server.use(
      ...journeyHandlers(),
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes++;
        return HttpResponse.json({ success: true, token: 'token-456' });
      }),
      http.post(apiUrl('/upload'), ({ request }) => {
        const auth = request.headers.get('authorization');
        sent.push(auth);
        return auth === 'Bearer token-456'
          ? HttpResponse.json({ sessionId: 's2' }, { status: 201 })
          : HttpResponse.json({ error: 'Unauthorized', message: 'expired' }, { status: 401 });
      }),
    );
    const { user, router } = await openCreatePage();
    await user.upload(screen.getByTestId('upload-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/style/s2'));
    expect(sent).toEqual(['Bearer token-123', 'Bearer token-456']);
    expect(refreshes).toBe(1);
  });

  it('asks to log in again when the session cannot be refreshed (no second upload)', async () => {
    let uploads = 0;
    server.use(
      ...journeyHandlers(),
      http.post(apiUrl('/auth/refresh'), () =>
        HttpResponse.json({ error: 'Unauthorized', message: 'no session' }, { status: 401 }),
      ),
      http.post(apiUrl('/upload'), () => {
        uploads++;
        return HttpResponse.json({ error: 'Unauthorized', message: 'expired' }, { status: 401 });
      }),
    );
    const { user } = await openCreatePage();
    await user.upload(screen.getByTestId('upload-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    // The failed refresh ends the session on this device, as for any other call: the guard asks to log in again.
    expect(await screen.findByText('You need to log in to access this feature')).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('shows Creating Your Art... while uploading', async () => {
    let release: () => void = () => undefined;
    server.use(
      ...journeyHandlers(),
      http.post(
        apiUrl('/upload'),
        () =>
          new Promise<Response>(
            (resolve) => (release = () => resolve(HttpResponse.json({ sessionId: 's1' }))),
          ),
      ),
    );
    const { user } = await openCreatePage();
    await user.upload(screen.getByTestId('upload-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    expect(await screen.findByRole('button', { name: 'Creating Your Art...' })).toBeDisabled();
    release();
  });

  it('deselects a photo the server refuses and keeps the reason on the step, Continue disabled', async () => {
    const damaged =
      'This photo looks damaged or incomplete (it may not have finished copying or downloading). Please try another copy of the photo.';
    server.use(
      ...journeyHandlers(),
      http.post(apiUrl('/upload'), () =>
        HttpResponse.json(
          { error: 'Upload failed', message: damaged, errorType: 'INVALID_REQUEST' },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await openCreatePage();
    await user.upload(screen.getByTestId('upload-input'), photo('cut.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    const refused = await screen.findByTestId('upload-refused');
    expect(refused).toHaveTextContent(`Upload failed${damaged}`);
    expect(router.state.location.pathname).toBe('/app/create');
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeDisabled();
    expect(screen.getByText('Upload a photo to continue')).toBeInTheDocument();
    expect(screen.queryByText('Click to change image')).not.toBeInTheDocument();
    // Another photo clears the reason and can be sent.
    await user.upload(screen.getByTestId('upload-input'), photo());
    expect(screen.queryByTestId('upload-refused')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();
  });

  it('keeps the photo chosen when the server could not take it now (busy), so Continue can try again', async () => {
    server.use(
      ...journeyHandlers(),
      http.post(apiUrl('/upload'), () =>
        HttpResponse.json(
          {
            error: 'Busy',
            message: 'Too many photos are being processed.',
            errorType: 'SERVICE_UNAVAILABLE',
          },
          { status: 503 },
        ),
      ),
    );
    const { user } = await openCreatePage();
    await user.upload(screen.getByTestId('upload-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    expect(await screen.findByText('Too many photos are being processed.')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-refused')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();
  });

  it('falls back to Upload failed / There was a problem... when the answer has no body', async () => {
    server.use(
      ...journeyHandlers(),
      http.post(apiUrl('/upload'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = await openCreatePage();
    await user.upload(screen.getByTestId('upload-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    expect(
      await screen.findByText('There was a problem uploading your image. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
  });
});
