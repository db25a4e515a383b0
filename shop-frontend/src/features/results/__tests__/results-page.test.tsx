import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDto } from '../../../api/enhanced-api';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/msw-handlers';
import { journeyHandlers, sessionFixture } from '../../../testing/journey-fixtures';
import { renderApp } from '../../../testing/render-app';
import { versionLabel } from '../results-rules';

vi.setConfig({ testTimeout: 20_000 });

const img = (n: number) => `/api/images/generated/g${n}.webp?exp=1&sig=s${n}`;

function threeVersions(overrides: Partial<SessionDto> = {}) {
  return sessionFixture({
    generatedImages: [img(3), img(2), img(1)],
    selectedStyle: 'Watercolor',
    aiJobStatus: 'completed',
    ...overrides,
  });
}

describe('version labels', () => {
  it("are 'Latest' then 'Version N' counting down", () => {
    expect([0, 1, 2].map((i) => versionLabel(i, 3))).toEqual(['Latest', 'Version 2', 'Version 1']);
  });
});

describe('Results page', () => {
  it('shows the images newest first with their labels, the style badge and the refine panel', async () => {
    server.use(...journeyHandlers(threeVersions()));
    renderApp('/app/results/s1');
    const thumbs = await screen.findAllByTestId('version-thumb');
    expect(thumbs.map((t) => t.textContent)).toEqual(['Latest', 'Version 2', 'Version 1']);
    expect(thumbs[0]?.querySelector('img')?.getAttribute('src')).toContain('g3.webp');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('style-badge')).toHaveTextContent('Watercolor');
    expect(screen.getByRole('button', { name: 'Create New Variation' })).toBeEnabled();
    expect(screen.getByLabelText('Any specific changes?')).toHaveAttribute(
      'placeholder',
      'e.g. add a crown, make it brighter',
    );
    expect(screen.getByRole('link', { name: 'Try a Different Style' })).toHaveAttribute(
      'href',
      '/app/style/s1',
    );
  });

  it('disables the refine panel once the artwork was refined, its text left readable (no dimming, no counter)', async () => {
    server.use(...journeyHandlers(threeVersions({ revisionCount: 1 })));
    renderApp('/app/results/s1');
    const panel = await screen.findByTestId('refine-panel');
    expect(
      within(panel).getByText('This artwork was already refined. Each artwork can be refined once.'),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Create New Variation' })).toBeDisabled();
    expect(within(panel).getByLabelText('Any specific changes?')).toBeDisabled();
    expect(panel).not.toHaveStyle({ opacity: '0.5' });
    expect(within(panel).queryByText(/characters$/)).not.toBeInTheDocument();
  });

  it('Create New Variation sends revision: true with the current style and the trimmed changes', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      ...journeyHandlers(threeVersions()),
      http.post(apiUrl('/generate'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          success: true,
          generatedImages: [img(4), img(3), img(2), img(1)],
          generatedImageUrl: img(4),
          aiJobStatus: 'completed',
          revisionCount: 1,
        });
      }),
    );
    const { user } = renderApp('/app/results/s1');
    await user.type(await screen.findByLabelText('Any specific changes?'), ' add a crown ');
    await user.click(screen.getByRole('button', { name: 'Create New Variation' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      sessionId: 's1',
      style: 'Watercolor',
      revision: true,
      customPrompt: 'add a crown',
    });
  });

  it('shows the revision-limit error in the modal with Back and Retry', async () => {
    server.use(
      ...journeyHandlers(threeVersions()),
      http.post(apiUrl('/generate'), () =>
        HttpResponse.json(
          {
            errorType: 'INVALID_REQUEST',
            error: 'Revision limit reached',
            message: 'This artwork was already refined. Each artwork can be refined once.',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/app/results/s1');
    await user.click(await screen.findByRole('button', { name: 'Create New Variation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('error-type')).toHaveTextContent('INVALID_REQUEST');
    expect(
      within(dialog).getByText('This artwork was already refined. Each artwork can be refined once.'),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Back', 'Retry']);
  });

  it('selects an image through POST /select-image and toasts Selection Failed when it fails', async () => {
    const selected: unknown[] = [];
    server.use(
      ...journeyHandlers(threeVersions()),
      http.post(apiUrl('/select-image'), async ({ request }) => {
        selected.push(await request.json());
        return HttpResponse.json({ error: 'Bad' }, { status: 400 });
      }),
    );
    const { user } = renderApp('/app/results/s1');
    await user.click(await screen.findByRole('button', { name: 'Select Version 1' }));
    expect(await screen.findByText('Selection Failed')).toBeInTheDocument();
    expect(screen.getByText("We couldn't save your selection. Please try again.")).toBeInTheDocument();
    expect(selected).toEqual([{ sessionId: 's1', imageUrl: img(1) }]);
    // The failed choice is undone.
    expect(screen.getByRole('button', { name: 'Select Latest' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Select a Product saves the shown image and opens the product step after about 1 s', async () => {
    const selected: unknown[] = [];
    server.use(
      ...journeyHandlers(threeVersions()),
      http.post(apiUrl('/select-image'), async ({ request }) => {
        selected.push(await request.json());
        return HttpResponse.json({ success: true, selectedImage: img(3) });
      }),
    );
    const { user, router } = renderApp('/app/results/s1');
    await user.click(await screen.findByRole('button', { name: 'Select a Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/product-type/s1'), {
      timeout: 3000,
    });
    expect(selected).toEqual([{ sessionId: 's1', imageUrl: img(3) }]);
  });

  it('shows Session Not Found for a missing session', async () => {
    server.use(...journeyHandlers(null));
    renderApp('/app/results/s1');
    expect(await screen.findByText('Session Not Found')).toBeInTheDocument();
  });

  it('shows No Images Generated 3 s after an empty session arrives, with a link to style selection', async () => {
    server.use(...journeyHandlers(sessionFixture()));
    renderApp('/app/results/s1');
    expect(await screen.findByText('Generating your artwork...')).toBeInTheDocument();
    expect(screen.getByText('This may take up to 60 seconds')).toBeInTheDocument();
    expect(await screen.findByText('No Images Generated', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Style Selection' })).toHaveAttribute(
      'href',
      '/app/style/s1',
    );
  });
});
