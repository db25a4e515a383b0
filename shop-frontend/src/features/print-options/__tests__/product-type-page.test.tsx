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

  it('shows the effective DPI of each size and warns below 150', async () => {
    withSession({ orientation: 'portrait', artwork: { width: 2400, height: 3600 } });
    renderApp('/app/product-type/s1');
    expect(await screen.findByTestId('dpi-12x18')).toHaveTextContent('200 DPI');
    expect(screen.getByTestId('dpi-20x30')).toHaveTextContent('120 DPI · Low resolution for this size');
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
