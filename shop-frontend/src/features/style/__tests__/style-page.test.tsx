import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/msw-handlers';
import { journeyHandlers, sessionFixture, STYLE_NAMES } from '../../../testing/journey-fixtures';
import { renderApp } from '../../../testing/render-app';
import { PREVIEW_TEXTS } from '../components/generation-overlay';

// Whole-app renders on a shared 2-core machine: allow more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../../components/artwork/preload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/artwork/preload-image')>()),
  preloadImage: vi.fn(() => Promise.resolve('loaded')),
}));

function withGenerate(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    ...journeyHandlers(),
    http.post(apiUrl('/generate'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const success = () =>
  HttpResponse.json({
    success: true,
    generatedImages: ['/api/images/generated/g1.webp?exp=1&sig=x'],
    generatedImageUrl: '/api/images/generated/g1.webp?exp=1&sig=x',
    aiJobId: 'j1',
    aiJobStatus: 'completed',
    revisionCount: 0,
  });

async function openStylePage() {
  const view = renderApp('/app/style/s1');
  await screen.findByRole('heading', { name: 'Choose Your Art Style' });
  await screen.findAllByTestId('style-card');
  return view;
}

describe('Style page', () => {
  it('lists the styles and enables Generate Artwork only once a style is chosen', async () => {
    withGenerate(success);
    const { user } = await openStylePage();
    expect(screen.getAllByTestId('style-card')).toHaveLength(STYLE_NAMES.length);
    const generate = screen.getByRole('button', { name: 'Generate Artwork' });
    expect(generate).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Watercolor' }));
    expect(generate).toBeEnabled();
  });

  it('keeps Generate Artwork next to the chosen style: the bar sticks to the bottom once a style is chosen', async () => {
    withGenerate(success);
    const { user } = await openStylePage();
    const bar = screen.getByTestId('generate-bar');
    expect(bar).not.toHaveStyle({ position: 'sticky' });
    await user.click(screen.getByRole('button', { name: 'Oil Painting' }));
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
    expect(within(bar).getByTestId('generate-bar-style')).toHaveTextContent('Style: Oil Painting');
    expect(within(bar).getByRole('button', { name: 'Generate Artwork' })).toBeEnabled();
    // Desktop: Back to Upload stays in the bar beside Generate, as before.
    expect(within(bar).getByRole('link', { name: 'Back to Upload' })).toBeInTheDocument();
  });

  it('on a phone the sticky bar is one row (style and Generate); Back to Upload moves below it', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      withGenerate(success);
      const { user } = await openStylePage();
      await user.click(screen.getByRole('button', { name: 'Watercolor' }));
      const bar = screen.getByTestId('generate-bar');
      expect(bar).toHaveStyle({ position: 'sticky' });
      expect(within(bar).getByRole('button', { name: 'Generate Artwork' })).toBeEnabled();
      expect(within(bar).queryByRole('link', { name: 'Back to Upload' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Upload' })).toHaveAttribute('href', '/app/create');
    } finally {
      window.innerWidth = width;
    }
  });

  it('loads the first 6 style images eagerly with high priority and the rest lazily', async () => {
    withGenerate(success);
    const { container } = await openStylePage();
    const images = [...container.querySelectorAll('[data-testid="style-card"] img')];
    expect(images.slice(0, 6).every((img) => img.getAttribute('loading') === 'eager')).toBe(true);
    expect(images.slice(0, 6).every((img) => img.getAttribute('fetchpriority') === 'high')).toBe(true);
    expect(images.slice(6).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('appends the quick-add chips to the context text', async () => {
    withGenerate(success);
    const { user } = await openStylePage();
    const text = screen.getByLabelText('Add context details (Optional)');
    await user.click(screen.getByRole('button', { name: '+ Dramatic' }));
    expect(text).toHaveValue('dramatic lighting');
    await user.click(screen.getByRole('button', { name: '+ Mountains' }));
    expect(text).toHaveValue('dramatic lighting, in the mountains');
  });

  it('Surprise Me! sends a random real style, trims the context, toasts success and opens the results', async () => {
    const bodies = withGenerate(success);
    const { user, router } = await openStylePage();
    await user.click(screen.getByRole('button', { name: 'Surprise Me' }));
    await user.type(screen.getByLabelText('Add context details (Optional)'), '  a crown  ');
    await user.click(screen.getByRole('button', { name: 'Surprise Me!' }));
    expect(await screen.findByText('Artwork Generated Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/results/s1'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.style).not.toBe('Surprise Me');
    expect(STYLE_NAMES).toContain(bodies[0]?.style);
    expect(bodies[0]?.customPrompt).toBe('a crown');
    expect(bodies[0]?.revision).toBeUndefined();
  });

  it('disables cards, text and buttons while generating and shows the overlay', async () => {
    let release: () => void = () => undefined;
    withGenerate(() => new Promise<Response>((resolve) => (release = () => resolve(success()))));
    const { user, router } = await openStylePage();
    await user.click(screen.getByRole('button', { name: 'Lego' }));
    await user.click(screen.getByRole('button', { name: 'Generate Artwork' }));
    expect(await screen.findByText('This process can take up to 60 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Artwork' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Watercolor' })).toBeDisabled();
    expect(screen.getByLabelText('Add context details (Optional)')).toBeDisabled();
    // Leaving asks first (useBlocker); 'Stay' keeps the page.
    act(() => {
      void router.navigate('/app/create');
    });
    expect(
      await screen.findByText('Your artwork is being generated. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/app/style/s1');
    release();
    expect(await screen.findByText('Artwork Generated Successfully!')).toBeInTheDocument();
  });

  it('shows the newest partial frame of the artwork in the progress dialog while it is made', async () => {
    let release: () => void = () => undefined;
    withGenerate(() => new Promise<Response>((resolve) => (release = () => resolve(success()))));
    const frames = [
      { previewImageUrl: null, previewIndex: null },
      { previewImageUrl: '/api/images/previews/j1-0.webp?exp=1&sig=a', previewIndex: 0 },
      { previewImageUrl: '/api/images/previews/j1-1.webp?exp=1&sig=b', previewIndex: 1 },
    ];
    let polls = 0;
    server.use(
      http.get(apiUrl('/generate/:id/preview'), ({ params }) => {
        expect(params.id).toBe('s1');
        const frame = frames[Math.min(polls++, frames.length - 1)];
        return HttpResponse.json({ aiJobStatus: 'processing', ...frame });
      }),
    );
    const { user } = await openStylePage();
    await user.click(screen.getByRole('button', { name: 'Lego' }));
    await user.click(screen.getByRole('button', { name: 'Generate Artwork' }));
    // The bands show at once; the first frame follows the first poll that has one.
    expect(await screen.findByText('This process can take up to 60 seconds.')).toBeInTheDocument();
    expect(screen.queryByTestId('generation-preview')).not.toBeInTheDocument();
    const frame = await screen.findByRole('img', { name: PREVIEW_TEXTS.alt }, { timeout: 5000 });
    expect(frame.getAttribute('src')).toContain('/api/images/previews/j1-');
    await waitFor(() => expect(frame.getAttribute('src')).toContain('j1-1.webp'), { timeout: 5000 });
    expect(screen.getByText(PREVIEW_TEXTS.caption)).toBeInTheDocument();
    expect(screen.getByLabelText('Generation progress')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Artwork Generated Successfully!')).toBeInTheDocument();
    // No more polls once the artwork is made.
    const after = polls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls).toBe(after);
  });

  it('shows Session not found with Start Over for an unknown session', async () => {
    server.use(...journeyHandlers(sessionFixture({ sessionId: 'other' })));
    renderApp('/app/style/s1');
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(screen.getByText('Please start a new upload')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/app/create');
  });
});

describe('Style page generation error dialogs (product.md P9)', () => {
  const error = (status: number, errorType: string, message: string) => () =>
    HttpResponse.json({ error: 'Generation failed', message, errorType }, { status });

  async function fail(answer: () => Response) {
    const bodies = withGenerate(answer);
    const view = await openStylePage();
    await view.user.click(screen.getByRole('button', { name: 'Oil Painting' }));
    await view.user.click(screen.getByRole('button', { name: 'Generate Artwork' }));
    const dialog = await screen.findByRole('dialog');
    return { ...view, dialog, bodies };
  }

  it('SAFETY_SYSTEM_REJECTION: explains and offers only Upload a Different Image (to /app/create)', async () => {
    const { dialog, user, router } = await fail(
      error(422, 'SAFETY_SYSTEM_REJECTION', 'Rejected by safety system'),
    );
    expect(within(dialog).getByText('Content Policy Violation')).toBeInTheDocument();
    expect(within(dialog).getByText('Minors in inappropriate contexts')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Upload a Different Image']);
    await user.click(within(dialog).getByRole('button', { name: 'Upload a Different Image' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/create'));
  });

  it('QUOTA_EXCEEDED: high-demand message and Go Back only', async () => {
    const { dialog, user } = await fail(error(503, 'QUOTA_EXCEEDED', 'quota'));
    expect(within(dialog).getByText('Service Temporarily Unavailable')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Our image generation service is currently unavailable due to high demand. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go Back']);
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Generate Artwork' })).toBeEnabled();
  });

  it('RATE_LIMIT (429): the 5-in-5-minutes message and Go Back only', async () => {
    const { dialog } = await fail(
      error(
        429,
        'RATE_LIMIT',
        "You've reached the limit of 5 AI generations in 5 minutes. Please wait a few minutes before trying again.",
      ),
    );
    expect(within(dialog).getByText('Generation Limit Reached')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "You've reached the limit of 5 AI generations in 5 minutes. Please wait a few minutes before trying again.",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go Back']);
  });

  it('SERVER_ERROR: technical difficulties, Go Back and Try Generation Again (which retries the same style)', async () => {
    const { dialog, user, bodies } = await fail(error(502, 'SERVER_ERROR', 'Generator unavailable'));
    expect(within(dialog).getByText('Server Connection Error')).toBeInTheDocument();
    expect(within(dialog).getByText(/technical difficulties/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go Back', 'Try Generation Again']);
    await user.click(within(dialog).getByRole('button', { name: 'Try Generation Again' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.style).toBe('Oil Painting');
  });

  it('other errors: the message, What might have happened? and both buttons', async () => {
    const { dialog } = await fail(() => HttpResponse.json({}, { status: 400 }));
    expect(within(dialog).getByText('What might have happened?')).toBeInTheDocument();
    expect(within(dialog).getByText('There may be a connection issue')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go Back', 'Try Generation Again']);
  });
});

describe("Style page: the chosen style's reviews", () => {
  const watercolor = {
    average: 4.5,
    count: 2,
    reviews: [
      {
        id: 'r1',
        rating: 4,
        body: 'The watercolour caught her white paws',
        authorName: 'Ada L.',
        style: 'watercolor',
        createdAt: '2026-12-01T10:00:00.000Z',
        reply: null,
        photos: [{ url: '/api/reviews/photos/p1', width: 800, height: 600 }],
      },
    ],
  };

  /**
   * GET /api/reviews answered with Watercolor's approved reviews and none for any other style, the other styles' only
   * once `answerOthers` is called: the styles asked.
   */
  function withStyleReviews() {
    const asked: (string | null)[] = [];
    let answerOthers: () => void = () => undefined;
    const othersAnswered = new Promise<void>((resolve) => {
      answerOthers = resolve;
    });
    server.use(
      ...journeyHandlers(),
      http.get(apiUrl('/reviews'), async ({ request }) => {
        const style = new URL(request.url).searchParams.get('style');
        asked.push(style);
        if (style === 'watercolor') return HttpResponse.json(watercolor);
        await othersAnswered;
        return HttpResponse.json({ average: null, count: 0, reviews: [] });
      }),
    );
    return { asked, answerOthers };
  }

  it("shows the chosen style's approved reviews and their average, and nothing for a style without any", async () => {
    const { asked, answerOthers } = withStyleReviews();
    const { user } = await openStylePage();
    expect(screen.queryByTestId('reviews')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Watercolor' }));
    expect(
      await screen.findByRole('heading', { name: 'What customers say about Watercolor', level: 2 }),
    ).toBeInTheDocument();
    const section = screen.getByTestId('reviews');
    expect(within(section).getByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText(/from 2 reviews/)).toBeInTheDocument();
    expect(within(section).getByText('The watercolour caught her white paws')).toBeInTheDocument();
    expect(within(section).getByText('Ada L., Watercolor')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'The print Ada L. received' })).toHaveAttribute(
      'loading',
      'lazy',
    );

    // While Oil Painting's reviews are on their way, Watercolor's are not shown under its name.
    await user.click(screen.getByRole('button', { name: 'Oil Painting' }));
    await waitFor(() => expect(asked).toEqual(['watercolor', 'oil-painting']));
    expect(screen.getByTestId('reviews')).toBeEmptyDOMElement();
    answerOthers();
    await waitFor(() => expect(screen.getByTestId('reviews')).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading', { name: /What customers say/ })).toBeNull();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('asks for no reviews before a style is chosen, nor for Surprise Me', async () => {
    const { asked } = withStyleReviews();
    const { user } = await openStylePage();
    await user.click(screen.getByRole('button', { name: 'Surprise Me' }));
    expect(screen.getByRole('button', { name: 'Surprise Me!' })).toBeEnabled();
    expect(screen.queryByTestId('reviews')).toBeNull();
    expect(asked).toEqual([]);
  });
});
