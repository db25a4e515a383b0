import { formatMoney, PRINT_TYPES } from '@petart/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

async function findPricingCard(label: string) {
  return screen.findByRole('article', { name: label });
}

describe('landing pricing cards', () => {
  it.each([
    ['Poster', 'Starting at $29.99'],
    ['Canvas', 'Starting at $49.99'],
    ['Framed Canvas', 'Starting at $79.99'],
  ])('renders the %s card from GET /api/catalogue with "%s"', async (label, startingAt) => {
    renderApp('/');
    const card = await findPricingCard(label);
    expect(within(card).getByText(startingAt)).toBeInTheDocument();
    const type = PRINT_TYPES.find((t) => t.label === label);
    expect(type).toBeDefined();
    expect(within(card).getByText(type?.description ?? '')).toBeInTheDocument();
  });

  it('lists one example size per tier with its formatted price', async () => {
    renderApp('/');
    const card = await findPricingCard('Canvas');
    const sizes = within(within(card).getByRole('list', { name: 'Canvas sizes' })).getAllByRole('listitem');
    const canvas = PRINT_TYPES.find((t) => t.value === 'canvas');
    const tiers = ['Small', 'Medium', 'Large', 'Max'];
    expect(sizes).toHaveLength(tiers.length);
    tiers.forEach((tier, index) => {
      const size = canvas?.sizes.find((s) => s.description === tier);
      expect(size).toBeDefined();
      const item = sizes[index];
      if (!item || !size) throw new Error(`missing ${tier}`);
      expect(item).toHaveTextContent(size.label);
      expect(item).toHaveTextContent(tier);
      expect(item).toHaveTextContent(formatMoney(size.priceCents));
    });
  });

  it('badges canvas as Popular and framed as Coming Soon, and only those', async () => {
    renderApp('/');
    const canvas = await findPricingCard('Canvas');
    const framed = await findPricingCard('Framed Canvas');
    const poster = await findPricingCard('Poster');
    expect(within(canvas).getByText('Popular')).toBeInTheDocument();
    expect(within(framed).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(poster).queryByText('Popular')).not.toBeInTheDocument();
    expect(within(poster).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getAllByText('Popular')).toHaveLength(1);
    expect(screen.getAllByText('Coming Soon')).toHaveLength(1);
  });

  it('uses the prices the server sends, formatted with two decimals', async () => {
    server.use(
      http.get(apiUrl('/catalogue'), () =>
        HttpResponse.json({
          printTypes: [
            {
              value: 'poster',
              label: 'Test Poster',
              description: 'A test poster',
              details: '',
              basePrice: 10,
              popular: false,
              comingSoon: false,
              sizes: [
                {
                  value: '8x12',
                  label: '8" x 12"',
                  description: 'Small',
                  orientation: 'portrait',
                  price: 12.5,
                  priceCents: 1250,
                  variantId: 1,
                  recommended: false,
                  widthIn: 8,
                  heightIn: 12,
                  widthCm: 20,
                  heightCm: 30,
                },
                {
                  value: '4x6',
                  label: '4" x 6"',
                  description: 'Small',
                  orientation: 'portrait',
                  price: 7,
                  priceCents: 700,
                  variantId: 2,
                  recommended: false,
                  widthIn: 4,
                  heightIn: 6,
                  widthCm: 10,
                  heightCm: 15,
                },
                {
                  value: '40x60',
                  label: '40" x 60"',
                  description: 'Max',
                  orientation: 'portrait',
                  price: 1234.5,
                  priceCents: 123450,
                  variantId: 3,
                  recommended: false,
                  widthIn: 40,
                  heightIn: 60,
                  widthCm: 102,
                  heightCm: 152,
                },
              ],
            },
          ],
        }),
      ),
    );
    renderApp('/');
    const card = await findPricingCard('Test Poster');
    // Cheapest size wins even when it is not listed first.
    expect(within(card).getByText('Starting at $7.00')).toBeInTheDocument();
    expect(within(card).getByText('$12.50')).toBeInTheDocument();
    expect(within(card).getByText(formatMoney(123450))).toBeInTheDocument();
    // 4x6 shares the Small tier with 8x12, so it is not listed a second time.
    expect(within(card).queryByText('4" x 6"')).not.toBeInTheDocument();
  });

  it('shows a loading skeleton until the catalogue arrives', async () => {
    renderApp('/');
    expect(await screen.findAllByTestId('pricing-skeleton')).toHaveLength(3);
    await findPricingCard('Poster');
    expect(screen.queryByTestId('pricing-skeleton')).not.toBeInTheDocument();
  });

  it('shows the server message with Retry when the call fails, and recovers on retry', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/catalogue'), () => {
        calls += 1;
        // The first call and its automatic retry after 1 s (product.md P14) fail.
        return calls <= 2 ? errorEnvelope(500, 'There was a problem with our server') : undefined;
      }),
    );
    const { user } = renderApp('/');
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(calls).toBe(2);
    expect(alert).toHaveTextContent("We couldn't load our prices. There was a problem with our server");
    expect(screen.queryByRole('article', { name: 'Poster' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findPricingCard('Poster')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('falls back to the connection message when the server cannot be reached', async () => {
    server.use(http.get(apiUrl('/catalogue'), () => HttpResponse.error()));
    renderApp('/');
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      "We're having trouble connecting to our servers right now",
    );
  });

  it('sends the stored bearer token and asks for JSON', async () => {
    server.use(...signedInHandlers());
    let seen: Headers | undefined;
    server.use(
      http.get(apiUrl('/catalogue'), ({ request }) => {
        seen = request.headers;
        return undefined;
      }),
    );
    renderApp('/');
    await findPricingCard('Poster');
    expect(seen?.get('authorization')).toBe('Bearer token-123');
    expect(seen?.get('accept')).toBe('application/json');
  });
});
