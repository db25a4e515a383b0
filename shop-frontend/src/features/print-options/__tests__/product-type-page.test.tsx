import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDto } from '../../../api/enhanced-api';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/msw-handlers';
import { journeyHandlers, sessionFixture } from '../../../testing/journey-fixtures';
import { renderApp } from '../../../testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

const image = '/api/images/generated/g1.webp?exp=1&sig=a';

function withSession(overrides: Partial<SessionDto>) {
  const session = sessionFixture({
    generatedImages: [image],
    selectedImage: image,
    selectedStyle: 'Lego',
    ...overrides,
  });
  server.use(...journeyHandlers(session));
  return session;
}

const checked = (group: string) =>
  screen
    .getByRole('radiogroup', { name: group })
    .querySelector('[aria-checked="true"]')
    ?.getAttribute('aria-label');

describe('Product type page', () => {
  it('defaults to Canvas and its recommended size for a portrait artwork', async () => {
    withSession({ orientation: 'portrait' });
    renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(checked('Product type')).toBe('Canvas');
    expect(checked('Print size')).toBe('20" x 30"');
    expect(screen.getByTestId('orientation-badge')).toHaveTextContent('Portrait');
    expect(screen.getByTestId('estimated-price')).toHaveTextContent('$69.99');
    expect(screen.getByText('Popular')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Framed Canvas' })).toBeDisabled();
    expect(
      within(screen.getByRole('radio', { name: 'Framed Canvas' })).getByText('Coming Soon'),
    ).toBeInTheDocument();
    // Grouped by tier, only portrait sizes.
    for (const tier of ['Small', 'Medium', 'Large', 'Max'])
      expect(screen.getByText(tier)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '30" x 20"' })).not.toBeInTheDocument();
  });

  it('writes the heading and the type description as sentences (sentence case, not every word capitalised)', async () => {
    withSession({ orientation: 'portrait' });
    renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    // The spec prints no heading for this page: ours is written in sentence case.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Choose your product$/);
    const heading = within(screen.getByTestId('type-description')).getByText(
      'Premium stretched canvas with professional finish',
    );
    expect(getComputedStyle(heading).textTransform).not.toBe('capitalize');
  });

  it('adds each extra pet of a several-pets portrait to the estimate and says so', async () => {
    withSession({ orientation: 'portrait', petCount: 3 });
    renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    // Canvas 20x30 ($69.99) and two extra pets at the configured $10.00 each.
    await waitFor(() => expect(screen.getByTestId('estimated-price')).toHaveTextContent('$89.99'));
    expect(screen.getByTestId('extra-pets-price')).toHaveTextContent('Includes $20.00 for 2 extra pets');
  });

  it('restores a saved size that is valid for the saved type', async () => {
    withSession({ orientation: 'portrait', selectedPrintType: 'poster', selectedPrintSize: '24x36' });
    renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(checked('Product type')).toBe('Poster');
    expect(checked('Print size')).toBe('24" x 36"');
    expect(screen.getByTestId('estimated-price')).toHaveTextContent('$59.99');
  });

  it('falls back to the recommended size when the saved one is not valid for the type', async () => {
    withSession({ orientation: 'landscape', selectedPrintType: 'poster', selectedPrintSize: '99x99' });
    renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(checked('Print size')).toBe('18" x 12"');
  });

  it('keeps the size on type change when the new type has it, else takes the same tier', async () => {
    withSession({ orientation: 'portrait', selectedPrintType: 'canvas', selectedPrintSize: '20x30' });
    const { user } = renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    await user.click(screen.getByRole('radio', { name: 'Poster' }));
    // 20x30 exists for posters: kept.
    expect(checked('Print size')).toBe('20" x 30"');
    await user.click(screen.getByRole('radio', { name: '8" x 12"' }));
    await user.click(screen.getByRole('radio', { name: 'Canvas' }));
    // 8x12 (Small) is not a canvas size: the canvas Small portrait size.
    expect(checked('Print size')).toBe('12" x 18"');
  });

  const shownSizes = () =>
    within(screen.getByRole('radiogroup', { name: 'Print size' }))
      .getAllByRole('radio')
      .map((r) => r.getAttribute('aria-label'));

  it('square artwork: switching canvas 20x20 to Poster selects a square size the screen shows', async () => {
    withSession({ orientation: 'square', selectedPrintType: 'canvas', selectedPrintSize: '20x20' });
    const { user } = renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(checked('Print size')).toBe('20" x 20"');
    await user.click(screen.getByRole('radio', { name: 'Poster' }));
    expect(shownSizes()).toEqual(['14" x 14"', '28" x 28"']);
    expect(checked('Print size')).toBe('14" x 14"');
    expect(screen.getByTestId('estimated-price')).toHaveTextContent('$29.99');
  });

  it('portrait artwork: a saved square size is not restored and type changes stay portrait', async () => {
    withSession({ orientation: 'portrait', selectedPrintType: 'canvas', selectedPrintSize: '36x36' });
    const { user } = renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(checked('Print size')).toBe('20" x 30"');
    await user.click(screen.getByRole('radio', { name: '40" x 60"' }));
    await user.click(screen.getByRole('radio', { name: 'Poster' }));
    expect(shownSizes()).toEqual(['8" x 12"', '12" x 18"', '20" x 30"', '24" x 36"']);
    expect(checked('Print size')).toBe('24" x 36"');
  });

  it('landscape artwork is offered landscape and square sizes, and a chosen square size survives', async () => {
    withSession({ orientation: 'landscape', selectedPrintType: 'canvas', selectedPrintSize: '30x20' });
    const { user } = renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(shownSizes()).toEqual(
      expect.arrayContaining(['18" x 12"', '30" x 20"', '16" x 16"', '36" x 36"']),
    );
    expect(shownSizes()).not.toContain('20" x 30"');
    await user.click(screen.getByRole('radio', { name: '20" x 20"' }));
    await user.click(screen.getByRole('radio', { name: 'Poster' }));
    // Medium: poster has no Medium square, so the Medium landscape size (shown) is chosen.
    expect(checked('Print size')).toBe('18" x 12"');
    expect(shownSizes()).toContain(checked('Print size'));
  });

  it('shows the size advice of each size: DPI and verdict from the one rule in domain/', async () => {
    withSession({ orientation: 'portrait', artwork: { width: 2400, height: 3600 } });
    renderApp('/app/product-type/s1');
    expect(await screen.findByTestId('dpi-12x18')).toHaveTextContent('200 DPI · Sharp at this size');
    expect(screen.getByTestId('dpi-32x48')).toHaveTextContent('75 DPI · Sharp at this size');
    expect(screen.getByTestId('dpi-40x60')).toHaveTextContent('60 DPI · Low resolution for this size');
    // The advice is the radio's description for screen readers.
    expect(screen.getByRole('radio', { name: '40" x 60"' })).toHaveAccessibleDescription(
      '60 DPI · Low resolution for this size',
    );
  });

  it('never marks a size both Recommended and low: the sharp size is recommended and pre-selected', async () => {
    // The production artwork (1024 x 1536): the catalogue's canvas 20x30 prints at 51 DPI.
    withSession({ orientation: 'portrait', artwork: { width: 1024, height: 1536 } });
    const { user } = renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    const recommended = screen.getAllByText('Recommended');
    expect(recommended).toHaveLength(1);
    const card = recommended[0]!.closest('[role="radio"]');
    expect(card).toHaveAttribute('aria-label', '12" x 18"');
    expect(card).toHaveTextContent('85 DPI · Sharp at this size');
    expect(checked('Print size')).toBe('12" x 18"');
    expect(screen.queryByTestId('print-advice')).not.toBeInTheDocument();
    // Choosing the low 20x30 is allowed, with the warning.
    await user.click(screen.getByRole('radio', { name: '20" x 30"' }));
    expect(screen.getByTestId('dpi-20x30')).toHaveTextContent('51 DPI · Low resolution for this size');
    expect(screen.getByTestId('print-advice')).toHaveTextContent(
      'Your artwork prints at 51 DPI at 20" x 30", below the 75 DPI that looks sharp up close.',
    );
    expect(screen.getByRole('button', { name: 'Continue to Preview' })).toBeEnabled();
  });

  it('disables the sizes the artwork is too small for, with the reason, and pre-selects one that fits', async () => {
    // 400 x 600 px: 12x18 is 33 DPI (low), every larger canvas size is below 25 DPI.
    withSession({ orientation: 'portrait', artwork: { width: 400, height: 600 } });
    renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(screen.queryByText('Recommended')).not.toBeInTheDocument();
    expect(checked('Print size')).toBe('12" x 18"');
    for (const [value, label, dpi] of [
      ['20x30', '20" x 30"', 20],
      ['32x48', '32" x 48"', 12],
      ['40x60', '40" x 60"', 10],
    ] as const) {
      expect(screen.getByRole('radio', { name: label })).toBeDisabled();
      expect(screen.getByTestId(`dpi-${value}`)).toHaveTextContent(
        `${dpi} DPI · Too low resolution to print at this size`,
      );
    }
    expect(screen.getByRole('radio', { name: '12" x 18"' })).toBeEnabled();
  });

  it('with an artwork too small for every size, says why and keeps Continue disabled', async () => {
    withSession({ orientation: 'portrait', artwork: { width: 200, height: 300 } });
    renderApp('/app/product-type/s1');
    await screen.findByRole('radiogroup', { name: 'Print size' });
    expect(screen.getByTestId('print-advice')).toHaveTextContent(
      'Your artwork has too few pixels for 20" x 30" (10 DPI, at least 25 DPI is needed). No smaller size can be printed from it either: please start from a larger photo (more pixels).',
    );
    expect(screen.getByRole('button', { name: 'Continue to Preview' })).toBeDisabled();
  });

  it('saves type and size, re-reads the session after 1 s and opens the preview', async () => {
    let session = withSession({ orientation: 'portrait' });
    const patches: unknown[] = [];
    server.use(
      http.patch(apiUrl('/sessions/:id'), async ({ request }) => {
        const body = (await request.json()) as Partial<SessionDto>;
        patches.push(body);
        session = { ...session, ...body };
        return HttpResponse.json(session);
      }),
      http.get(apiUrl('/sessions/:id'), () => HttpResponse.json(session)),
    );
    const { user, router } = renderApp('/app/product-type/s1');
    await user.click(await screen.findByRole('button', { name: 'Continue to Preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/preview/s1'), { timeout: 4000 });
    expect(patches).toEqual([{ selectedPrintType: 'canvas', selectedPrintSize: '20x30' }]);
  });

  it('toasts Warning when the re-read session lacks the saved fields', async () => {
    const session = withSession({ orientation: 'portrait' });
    server.use(http.patch(apiUrl('/sessions/:id'), () => HttpResponse.json(session)));
    const { user, router } = renderApp('/app/product-type/s1');
    await user.click(await screen.findByRole('button', { name: 'Continue to Preview' }));
    expect(await screen.findByText('Warning', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(
      screen.getByText('There was an issue saving your selection. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/product-type/s1');
  });

  it('says No selected image found without a selected image', async () => {
    withSession({ selectedImage: null });
    renderApp('/app/product-type/s1');
    expect(await screen.findByText('No selected image found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Results' })).toHaveAttribute('href', '/app/results/s1');
  });
});
