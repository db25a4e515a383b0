import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockupDto, SessionDto } from '../../../api/enhanced-api';
import { preloadImage } from '../../../components/artwork/preload-image';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/msw-handlers';
import { journeyHandlers, sessionFixture } from '../../../testing/journey-fixtures';
import { renderApp } from '../../../testing/render-app';
import { addedSummary, canAddToCart, imageProxyUrl, samePrintNames, toBase64 } from '../preview-rules';
import { mockupCacheKey, readMockupCache, writeMockupCache } from '../mockup-cache';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../../components/artwork/preload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/artwork/preload-image')>()),
  preloadImage: vi.fn(() => Promise.resolve('loaded')),
}));

const image = '/api/images/generated/g1.webp?exp=1&sig=a';
const mockups: MockupDto[] = (['front', 'angled', 'room'] as const).map((view) => ({
  src: `/api/images/mockups/h-${view}.webp?exp=1&sig=m&camera_label=${view}`,
  view,
  cameraLabel: view,
}));
const parts = { sessionId: 's1', printType: 'canvas', printSize: '20x30', imageUrl: image };

function setup(overrides: Partial<SessionDto> = {}, answer?: () => Response | Promise<Response>) {
  const session = sessionFixture({
    generatedImages: [image],
    selectedImage: image,
    selectedStyle: 'Lego',
    selectedPrintType: 'canvas',
    selectedPrintSize: '20x30',
    ...overrides,
  });
  const requests: { body: unknown; requestId: string | null }[] = [];
  const cartPosts: unknown[] = [];
  let cartCount = 0;
  // Handlers of one server.use call match in order: the overrides come before the journey defaults.
  server.use(
    http.post(apiUrl('/generate-mockups'), async ({ request }) => {
      requests.push({ body: await request.json(), requestId: request.headers.get('x-request-id') });
      return answer ? answer() : HttpResponse.json({ success: true, mockups });
    }),
    http.get(apiUrl('/cart'), () =>
      HttpResponse.json({ items: cartCount ? [{ id: 1, quantity: cartCount }] : [], itemCount: cartCount }),
    ),
    http.post(apiUrl('/cart'), async ({ request }) => {
      cartPosts.push(await request.json());
      cartCount = 1;
      return HttpResponse.json({ item: { id: 1, quantity: 1 }, itemCount: 1 }, { status: 201 });
    }),
    ...journeyHandlers(session),
  );
  return { requests, cartPosts };
}

describe('canAddToCart', () => {
  it('needs mockups, no loading and loaded images', () => {
    expect(canAddToCart({ mockups, loading: false, imagesLoaded: true })).toBe(true);
    expect(canAddToCart({ mockups: [], loading: false, imagesLoaded: true })).toBe(false);
    expect(canAddToCart({ mockups, loading: true, imagesLoaded: true })).toBe(false);
    expect(canAddToCart({ mockups, loading: false, imagesLoaded: false })).toBe(false);
  });
});

describe('mockup cache', () => {
  it('keys by session, type, size and image path, and expires after 24 h', () => {
    const now = 1_000_000;
    writeMockupCache(parts, mockups, now);
    expect(readMockupCache({ ...parts, imageUrl: `${image.split('?')[0]}?exp=2&sig=b` }, now + 1000)).toEqual(
      mockups,
    );
    expect(readMockupCache({ ...parts, printSize: '12x18' }, now)).toBeNull();
    expect(readMockupCache(parts, now + 24 * 60 * 60 * 1000)).toBeNull();
    expect(window.localStorage.getItem(mockupCacheKey(parts))).toBeNull();
  });
});

describe('image proxy link', () => {
  it('is /api/image-proxy/{filename}?url={base64}&view={i}&unique={id}', () => {
    const mockup = mockups[1] ?? mockups[0]!;
    const url = new URL(imageProxyUrl('http://shop.test/api', mockup, 1, 'u1'));
    expect(url.pathname).toBe('/api/image-proxy/petart-mockup-angled.webp');
    expect(url.searchParams.get('url')).toBe(toBase64(mockup.src));
    expect(atob(url.searchParams.get('url') ?? '')).toBe(mockup.src);
    expect(url.searchParams.get('view')).toBe('1');
    expect(url.searchParams.get('unique')).toBe('u1');
  });
});

describe('Preview page', () => {
  beforeEach(() => {
    vi.mocked(preloadImage).mockImplementation(() => Promise.resolve('loaded'));
  });

  it('requests mockups with a request id, shows them and the specifications, and caches them', async () => {
    const { requests } = setup();
    renderApp('/app/preview/s1');
    expect(await screen.findAllByTestId('mockup-thumb')).toHaveLength(3);
    expect(requests).toHaveLength(1);
    const sent = requests[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ imageUrl: image, printType: 'canvas', printSize: '20x30' });
    expect(sent.requestId).toBeTruthy();
    expect(requests[0]?.requestId).toBe(sent.requestId);
    expect(screen.getByTestId('spec-type')).toHaveTextContent('Canvas');
    expect(screen.getByTestId('spec-size')).toHaveTextContent('20" x 30" (51 x 76 cm)');
    expect(screen.getByTestId('estimated-price')).toHaveTextContent('$69.99');
    // The spec prints no heading for this page: ours is written in sentence case.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Preview your print$/);
    await waitFor(() => expect(readMockupCache(parts)).toEqual(mockups));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('repeats the size advice of the product screen: DPI, verdict and the warning for a low size', async () => {
    setup({ artwork: { width: 1024, height: 1536 } });
    renderApp('/app/preview/s1');
    expect(await screen.findAllByTestId('mockup-thumb')).toHaveLength(3);
    expect(screen.getByTestId('spec-quality')).toHaveTextContent('51 DPI · Low resolution for this size');
    expect(screen.getByTestId('print-advice')).toHaveTextContent(
      'Your artwork prints at 51 DPI at 20" x 30", below the 75 DPI that looks sharp up close.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  });

  it('says a sharp size is sharp, with no warning', async () => {
    setup({ artwork: { width: 1024, height: 1536 }, selectedPrintSize: '12x18' });
    renderApp('/app/preview/s1');
    expect(await screen.findByTestId('spec-quality')).toHaveTextContent('85 DPI · Sharp at this size');
    expect(screen.queryByTestId('print-advice')).not.toBeInTheDocument();
  });

  it('keeps Add to Cart disabled for a size the artwork is too small for, and says why', async () => {
    const { cartPosts } = setup({ artwork: { width: 200, height: 300 }, selectedPrintSize: '40x60' });
    renderApp('/app/preview/s1');
    expect(await screen.findAllByTestId('mockup-thumb')).toHaveLength(3);
    expect(screen.getByTestId('spec-quality')).toHaveTextContent(
      '5 DPI · Too low resolution to print at this size',
    );
    expect(screen.getByTestId('print-advice')).toHaveTextContent(
      'Your artwork has too few pixels for 40" x 60" (5 DPI, at least 25 DPI is needed). No smaller size can be printed from it either: please start from a larger photo (more pixels).',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Change Options' })).toBeVisible();
    expect(cartPosts).toHaveLength(0);
  });

  it('uses the cache instead of asking the server again', async () => {
    // The cache is kept per user (a shared device): written as the user who then opens the page.
    window.localStorage.setItem('userId', 'user-1');
    writeMockupCache(parts, mockups);
    const { requests } = setup();
    renderApp('/app/preview/s1');
    expect(await screen.findAllByTestId('mockup-thumb')).toHaveLength(3);
    expect(requests).toHaveLength(0);
  });

  it('keeps Add to Cart disabled while loading and until images load (assumed after 3 s)', async () => {
    // Preloads never settle: only the 3 s fallback enables the button.
    vi.mocked(preloadImage).mockImplementation(() => new Promise(() => undefined));
    let release: () => void = () => undefined;
    setup(
      {},
      () => new Promise<Response>((r) => (release = () => r(HttpResponse.json({ success: true, mockups })))),
    );
    renderApp('/app/preview/s1');
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findAllByTestId('mockup-thumb')).toHaveLength(3);
    const shownAt = Date.now();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled(), {
      timeout: 6000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  });

  it('drops failed mockup images and shows Try Again when all fail', async () => {
    vi.mocked(preloadImage).mockImplementation(() => Promise.resolve('failed'));
    setup();
    const { user } = renderApp('/app/preview/s1');
    expect(
      await screen.findByText(
        'Failed to load mockup images. Please try again with a different size or product type.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    vi.mocked(preloadImage).mockImplementation((...args: unknown[]) =>
      Promise.resolve(String(args[0]).includes('room') ? 'failed' : 'loaded'),
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('mockup-thumb')).toHaveLength(2);
  });

  it('toasts VARIANT_MISMATCH with its title and message', async () => {
    setup({}, () =>
      HttpResponse.json(
        {
          success: false,
          errorCode: 'VARIANT_MISMATCH',
          errorType: 'VARIANT_MISMATCH',
          error: 'Size Temporarily Unavailable',
          message: 'Please try a different size for now. Our team is working on fixing this issue.',
        },
        { status: 422 },
      ),
    );
    renderApp('/app/preview/s1');
    expect(
      (
        await screen.findAllByText(
          'Please try a different size for now. Our team is working on fixing this issue.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Size Temporarily Unavailable').length).toBeGreaterThan(0);
  });

  it('toasts Preview failed for other server errors', async () => {
    setup({}, () => HttpResponse.json({ error: 'boom' }, { status: 500 }));
    renderApp('/app/preview/s1');
    expect(await screen.findByText('Preview failed')).toBeInTheDocument();
    expect(screen.getByText('Could not generate product preview')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate mockups')).toBeInTheDocument();
  });

  it('adds to the cart with the session values, shows the dialog and refreshes the cart count', async () => {
    const { cartPosts } = setup();
    const { user } = renderApp('/app/preview/s1');
    await screen.findAllByTestId('mockup-thumb');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('link', { name: 'View Cart & Checkout' })).toHaveAttribute(
      'href',
      '/app/checkout',
    );
    expect(screen.getByRole('link', { name: 'Create Another Artwork' })).toHaveAttribute(
      'href',
      '/app/create',
    );
    expect(cartPosts).toEqual([
      {
        sessionId: 's1',
        printType: 'canvas',
        printSize: '20x30',
        quantity: 1,
        imageUrl: image,
        artStyle: 'Lego',
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('cart-count')[0]).toHaveTextContent('1'));
  });

  it("toasts 'Failed to add item to cart' when adding fails", async () => {
    setup();
    server.use(http.post(apiUrl('/cart'), () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { user } = renderApp('/app/preview/s1');
    await screen.findAllByTestId('mockup-thumb');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
  });

  it('says Missing product options with a link to product selection', async () => {
    setup({ selectedPrintSize: null });
    renderApp('/app/preview/s1');
    expect(await screen.findByText('Missing product options')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose product options' })).toHaveAttribute(
      'href',
      '/app/product-type/s1',
    );
  });
});

describe('addedSummary: the "Added to Cart!" words', () => {
  it('says a copy without a name joined the line without a name', () => {
    expect(addedSummary('Canvas (20" x 30")', { name: null, quantity: 1 })).toBe(
      'Your Canvas (20" x 30") without a name is in your cart.',
    );
    expect(addedSummary('Canvas (20" x 30")', { name: null, quantity: 3 })).toBe(
      'Your Canvas (20" x 30") without a name is in your cart. You already had it without a name, so that line now has 3 copies.',
    );
    expect(
      addedSummary('Canvas (20" x 30")', {
        name: { name: 'Biscuit', secondLine: '2012 – 2026' },
        quantity: 1,
      }),
    ).toBe('Your Canvas (20" x 30") with the name “Biscuit · 2012 – 2026” is in your cart.');
  });

  it("says a copy on a new line sits beside the same print's other lines, which keep their names", () => {
    const biscuit = { name: 'Biscuit' };
    expect(addedSummary('Poster (12" x 18")', { name: biscuit, quantity: 1, beside: [null] })).toBe(
      'Your Poster (12" x 18") with the name “Biscuit” is in your cart. It went on a new line, beside the one without a name, which is unchanged.',
    );
    expect(
      addedSummary('Poster (12" x 18")', {
        name: null,
        quantity: 1,
        beside: [biscuit, { name: 'Pumpkin', secondLine: '2020' }, biscuit],
      }),
    ).toBe(
      'Your Poster (12" x 18") without a name is in your cart. It went on a new line, beside the one with the name “Biscuit” and the one with the name “Pumpkin · 2020”, which are unchanged.',
    );
    expect(addedSummary('Poster (12" x 18")', { name: biscuit, quantity: 1, beside: [biscuit] })).toBe(
      'Your Poster (12" x 18") with the name “Biscuit” is in your cart. It went on a new line, beside the one with the name “Biscuit” in another font, colour or place, which is unchanged.',
    );
    // A joined line says it joined, whatever else the cart holds.
    expect(addedSummary('Poster (12" x 18")', { name: biscuit, quantity: 2, beside: [null] })).toBe(
      'Your Poster (12" x 18") with the name “Biscuit” is in your cart. You already had it with this name, so that line now has 2 copies.',
    );
  });
});

describe('samePrintNames: the cart lines a new copy goes beside', () => {
  it('takes the lines of the same session, type, size and artwork, whatever their signed URL', () => {
    const print = {
      sessionId: 's1',
      printType: 'poster',
      printSize: '12x18',
      imageUrl: '/api/images/generated/g1.webp?exp=1&sig=a',
    };
    const line = {
      ...print,
      imageUrl: 'https://shop.example/api/images/generated/g1.webp?v=thumb&exp=2&sig=b',
      personalisation: null,
    };
    const named = {
      ...line,
      personalisation: { name: 'Biscuit', font: 'playfair', placement: 'bottom', colour: 'auto' } as const,
    };
    expect(
      samePrintNames(
        [
          line,
          named,
          { ...line, printSize: '18x24' },
          { ...line, sessionId: 's2' },
          { ...line, printType: 'canvas' },
          { ...line, imageUrl: '/api/images/generated/g2.webp?exp=1&sig=a' },
        ],
        print,
      ),
    ).toEqual([null, named.personalisation]);
  });
});
