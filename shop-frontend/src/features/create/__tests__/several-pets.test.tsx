import { PHOTO_WARNING_TEXTS, SEVERAL_PETS_TEXTS } from '@petart/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { journeyHandlers } from '../../../testing/journey-fixtures';
import { apiUrl } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { personalisationOptionsFixture } from '../../../testing/personalisation-fixtures';
import { renderApp } from '../../../testing/render-app';

// Whole-app renders on a shared 2-core machine: allow more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

/** The upload step with the server's answers recorded: which URL each photo went to, in order. */
async function createPage(petWarnings: Record<number, { code: string; message: string }[]> = {}) {
  const calls: string[] = [];
  server.use(
    ...journeyHandlers(),
    http.get(apiUrl('/personalisation/options'), () =>
      HttpResponse.json(personalisationOptionsFixture(0, 1250)),
    ),
    http.post(apiUrl('/upload'), () => {
      calls.push('/upload');
      return HttpResponse.json({ sessionId: 's-pets', warnings: [] }, { status: 201 });
    }),
    http.post(apiUrl('/sessions/:sessionId/pets'), ({ params }) => {
      calls.push(`/sessions/${String(params.sessionId)}/pets`);
      const pet = calls.length;
      return HttpResponse.json(
        { session: { sessionId: 's-pets', petCount: pet }, warnings: petWarnings[pet] ?? [] },
        { status: 201 },
      );
    }),
  );
  const view = renderApp('/app/create');
  await screen.findByRole('heading', { name: "Let's Create Your Art" });
  return { ...view, calls };
}

describe('several pets in one portrait on the upload step', () => {
  it('offers another pet only once a first photo is chosen, up to four, each removable', async () => {
    const { user } = await createPage();
    expect(screen.queryByRole('button', { name: SEVERAL_PETS_TEXTS.addAnother })).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('upload-input'), photo('rex.jpg'));
    expect(await screen.findByText(`${SEVERAL_PETS_TEXTS.hint} $12.50 per extra pet.`)).toBeInTheDocument();
    for (const name of ['bella.jpg', 'milo.jpg', 'luna.jpg']) {
      await user.upload(screen.getByTestId('extra-pet-input'), photo(name));
    }
    expect(screen.getAllByTestId('extra-pet')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Pet 4 photo' })).toBeInTheDocument();
    // Four pets: no more.
    expect(screen.queryByText(SEVERAL_PETS_TEXTS.addAnother)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove pet 3' }));
    expect(screen.getAllByTestId('extra-pet')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: 'Pet 4 photo' })).not.toBeInTheDocument();
    expect(screen.getByText(SEVERAL_PETS_TEXTS.addAnother)).toBeInTheDocument();
  });

  it("keeps the reason on the step when another pet's file is refused here, and the pets chosen before", async () => {
    const { user } = await createPage();
    await user.upload(screen.getByTestId('upload-input'), photo('rex.jpg'));
    await user.upload(screen.getByTestId('extra-pet-input'), photo('bella.jpg'));
    await user
      .setup({ applyAccept: false })
      .upload(screen.getByTestId('extra-pet-input'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByTestId('upload-refused')).toHaveTextContent(
      'This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.',
    );
    expect(screen.getAllByTestId('extra-pet')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();
  });

  it('uploads the first photo, then each other pet into its session, and opens the style step', async () => {
    const { user, router, calls } = await createPage();
    await user.upload(screen.getByTestId('upload-input'), photo('rex.jpg'));
    await user.upload(screen.getByTestId('extra-pet-input'), photo('bella.jpg'));
    await user.upload(screen.getByTestId('extra-pet-input'), photo('milo.jpg'));
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/style/s-pets'));
    expect(calls).toEqual(['/upload', '/sessions/s-pets/pets', '/sessions/s-pets/pets']);
  });

  it('says which pet a warning is about, and Choose Another Photo starts the step again', async () => {
    const dark = { code: 'too-dark', message: PHOTO_WARNING_TEXTS['too-dark'] };
    const { user, router } = await createPage({ 3: [dark] });
    await user.upload(screen.getByTestId('upload-input'), photo('rex.jpg'));
    await user.upload(screen.getByTestId('extra-pet-input'), photo('bella.jpg'));
    await user.upload(screen.getByTestId('extra-pet-input'), photo('milo.jpg'));
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    const dialog = await screen.findByRole('dialog', { name: 'This photo may not make the best art' });
    expect(within(dialog).getByText(`Pet 3: ${PHOTO_WARNING_TEXTS['too-dark']}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/create');
    await user.click(within(dialog).getByRole('button', { name: 'Choose Another Photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('extra-pet')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeDisabled();
  });

  it('names the pet whose photo the server refused and takes that photo out, keeping the others', async () => {
    const { user, router } = await createPage();
    server.use(
      http.post(apiUrl('/sessions/:sessionId/pets'), () =>
        HttpResponse.json(
          { error: 'Upload failed', message: 'This photo is too small to make art from.' },
          { status: 400 },
        ),
      ),
    );
    await user.upload(screen.getByTestId('upload-input'), photo('rex.jpg'));
    await user.upload(screen.getByTestId('extra-pet-input'), photo('tiny.jpg'));
    await user.click(screen.getByRole('button', { name: 'Continue to Select Style' }));
    expect(await screen.findByTestId('upload-refused')).toHaveTextContent(
      'Pet 2: This photo is too small to make art from.',
    );
    expect(router.state.location.pathname).toBe('/app/create');
    expect(screen.queryByTestId('extra-pet')).not.toBeInTheDocument();
    expect(screen.getByText('Click to change image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();
  });
});
