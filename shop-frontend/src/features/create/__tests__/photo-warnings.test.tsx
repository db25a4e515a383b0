import { PHOTO_WARNING_TEXTS } from '@petart/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userKey } from '../../../config/storage-keys';
import { journeyHandlers } from '../../../testing/journey-fixtures';
import { apiUrl } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { checkUploadFile, FILE_INPUT_ACCEPT, isHeifFile } from '../upload-image';

// Whole-app renders on a shared 2-core machine: allow more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const photo = (name = 'cat.jpg', type = 'image/jpeg') => new File(['x'], name, { type });

const DARK = { code: 'too-dark', message: PHOTO_WARNING_TEXTS['too-dark'] };
const BLURRY = { code: 'blurry', message: PHOTO_WARNING_TEXTS.blurry };

async function uploadAnswering(body: { sessionId: string; warnings?: { code: string; message: string }[] }) {
  let uploads = 0;
  server.use(
    ...journeyHandlers(),
    http.post(apiUrl('/upload'), () => {
      uploads++;
      return HttpResponse.json(body, { status: 201 });
    }),
  );
  const view = renderApp('/app/create');
  await screen.findByRole('heading', { name: "Let's Create Your Art" });
  await view.user.upload(screen.getByTestId('upload-input'), photo());
  await view.user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
  return { ...view, uploads: () => uploads };
}

describe('photo warnings on the upload step', () => {
  it('shows what the check found in the product’s words and goes on to the style step on Continue Anyway', async () => {
    const { user, router } = await uploadAnswering({ sessionId: 's-dark', warnings: [DARK, BLURRY] });
    const dialog = await screen.findByRole('dialog', { name: 'This photo may not make the best art' });
    expect(within(dialog).getByText(PHOTO_WARNING_TEXTS['too-dark'])).toBeInTheDocument();
    expect(within(dialog).getByText(PHOTO_WARNING_TEXTS.blurry)).toBeInTheDocument();
    expect(PHOTO_WARNING_TEXTS['too-dark']).toContain('well lit');
    // Nothing is spent or remembered until the customer decides.
    expect(router.state.location.pathname).toBe('/app/create');
    expect(window.localStorage.getItem(userKey('currentSessionId'))).not.toBe('s-dark');

    await user.click(within(dialog).getByRole('button', { name: 'Continue Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/style/s-dark'));
    expect(window.localStorage.getItem(userKey('currentSessionId'))).toBe('s-dark');
  });

  it('Choose Another Photo empties the step, and the next photo uploads afresh', async () => {
    const { user, router } = await uploadAnswering({ sessionId: 's-blur', warnings: [BLURRY] });
    const dialog = await screen.findByRole('dialog', { name: 'This photo may not make the best art' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose Another Photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/app/create');
    expect(screen.getByText('Upload a photo to continue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeDisabled();

    server.use(
      http.post(apiUrl('/upload'), () =>
        HttpResponse.json({ sessionId: 's-good', warnings: [] }, { status: 201 }),
      ),
    );
    await user.upload(screen.getByTestId('upload-input'), photo('better.jpg'));
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/style/s-good'));
  });

  it('goes straight on when the photo has no warnings (or the answer carries none)', async () => {
    const { router } = await uploadAnswering({ sessionId: 's-ok' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/style/s-ok'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HEIC/HEIF photos (iPhone)', () => {
  it('offers .heic/.heif in the file picker', async () => {
    server.use(...journeyHandlers());
    renderApp('/app/create');
    await screen.findByRole('heading', { name: "Let's Create Your Art" });
    expect(screen.getByTestId('upload-input')).toHaveAttribute('accept', FILE_INPUT_ACCEPT);
    expect(FILE_INPUT_ACCEPT.split(',')).toEqual(['image/*', '.heic', '.heif']);
  });

  it.each([
    ['IMG_0001.HEIC', 'image/heic'],
    ['IMG_0002.heif', 'image/heif'],
    ['IMG_0003.HEIC', ''],
    ['IMG_0004.heic', 'application/octet-stream'],
  ])('accepts %s typed %j', (name, type) => {
    expect(checkUploadFile({ name, type, size: 2_000_000 })).toBeNull();
    expect(isHeifFile({ name, type })).toBe(true);
  });

  it('shows the picture when the browser draws it, and names it when the picture fails to load', async () => {
    server.use(...journeyHandlers());
    const { user } = renderApp('/app/create');
    await screen.findByRole('heading', { name: "Let's Create Your Art" });
    await user.upload(screen.getByTestId('upload-input'), photo('odd.jpg'));
    const preview = screen.getByRole('img', { name: 'Your photo' });
    preview.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Photo chosen: odd.jpg')).toBeInTheDocument();
    expect(screen.getByText('Click to change image')).toBeInTheDocument();
  });

  it('still refuses an untyped file whose name is not HEIC/HEIF', () => {
    expect(checkUploadFile({ name: 'notes', type: '', size: 10 })).toEqual({
      title: 'Upload failed',
      message: 'This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.',
    });
  });

  it('names the chosen photo when the browser cannot draw a HEIC preview', async () => {
    server.use(...journeyHandlers());
    const { user } = renderApp('/app/create');
    await screen.findByRole('heading', { name: "Let's Create Your Art" });
    await user.upload(screen.getByTestId('upload-input'), photo('IMG_0001.HEIC', ''));
    expect(await screen.findByText('Photo chosen: IMG_0001.HEIC')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
    expect(screen.getByText('Click to change image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();
  });
});
