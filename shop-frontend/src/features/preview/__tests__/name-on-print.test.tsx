import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MockupDto } from '../../../api/enhanced-api';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/msw-handlers';
import { journeyHandlers, sessionFixture } from '../../../testing/journey-fixtures';
import { personalisationOptionsFixture } from '../../../testing/personalisation-fixtures';
import { renderApp } from '../../../testing/render-app';
import { nameFormValue, EMPTY_NAME_FORM } from '../components/name-on-print-section';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../../components/artwork/preload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/artwork/preload-image')>()),
  preloadImage: vi.fn(() => Promise.resolve('loaded')),
}));

const image = '/api/images/generated/g1.webp?exp=1&sig=a';
const mockupsFor = (tag: string): MockupDto[] =>
  (['front', 'angled', 'room'] as const).map((view) => ({
    src: `/api/images/mockups/${tag}-${view}.webp?exp=1&sig=m&camera_label=${view}`,
    view,
    cameraLabel: view,
  }));

function setup(priceCents = 0) {
  const session = sessionFixture({
    generatedImages: [image],
    selectedImage: image,
    selectedStyle: 'Lego',
    selectedPrintType: 'poster',
    selectedPrintSize: '12x18',
  });
  const mockupBodies: Record<string, unknown>[] = [];
  const cartPosts: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl('/personalisation/options'), () =>
      HttpResponse.json(personalisationOptionsFixture(priceCents)),
    ),
    http.post(apiUrl('/generate-mockups'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      mockupBodies.push(body);
      return HttpResponse.json({
        success: true,
        mockups: mockupsFor(body.personalisation ? 'named' : 'plain'),
      });
    }),
    http.post(apiUrl('/cart'), async ({ request }) => {
      cartPosts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ item: { id: 1, quantity: 1 }, itemCount: 1 }, { status: 201 });
    }),
    ...journeyHandlers(session),
  );
  return { mockupBodies, cartPosts };
}

/** Opens the preview, names the print and adds it: the Add to Cart button and the "Added to Cart!" words. */
async function addNamedCopy(name: string) {
  const { user } = renderApp('/app/preview/s1');
  await screen.findByTestId('mockup-main');
  await user.click(screen.getByRole('switch', { name: "Print your pet's name on the portrait" }));
  await user.type(screen.getByTestId('name-input'), name);
  const add = screen.getByRole('button', { name: 'Add to Cart' });
  await waitFor(() => expect(add).toBeEnabled(), { timeout: 5000 });
  await user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Added to Cart!' });
  return { user, add, summary: within(dialog).getByTestId('added-summary') };
}

describe('nameFormValue', () => {
  it('is null when off, the checked value when valid, the domain message when not', () => {
    expect(nameFormValue(EMPTY_NAME_FORM)).toEqual({ value: null, error: null });
    expect(nameFormValue({ ...EMPTY_NAME_FORM, enabled: true, name: ' Biscuit ' }).value).toEqual({
      name: 'Biscuit',
      font: 'playfair',
      placement: 'bottom',
      colour: 'auto',
    });
    expect(nameFormValue({ ...EMPTY_NAME_FORM, enabled: true, name: 'Rex 🐶' }).error).toEqual({
      field: 'name',
      message: 'The name has a character the Classic font cannot print: 🐶',
    });
  });
});

describe('Add a name on the preview', () => {
  it('redraws the preview with the name through the server and adds exactly what was shown', async () => {
    const { mockupBodies, cartPosts } = setup();
    const { user } = renderApp('/app/preview/s1');
    await screen.findByTestId('mockup-main');
    expect(mockupBodies[0]?.personalisation).toBeUndefined();
    await user.click(screen.getByRole('switch', { name: "Print your pet's name on the portrait" }));
    await user.type(screen.getByTestId('name-input'), 'Biscuit');
    await user.type(screen.getByTestId('second-line-input'), '2012 – 2026');
    await user.click(screen.getByRole('radio', { name: /Script/ }));
    await user.click(screen.getByRole('radio', { name: 'Top' }));
    const expected = {
      name: 'Biscuit',
      secondLine: '2012 – 2026',
      font: 'dancing-script',
      placement: 'top',
      colour: 'auto',
    };
    await waitFor(() => expect(mockupBodies.at(-1)?.personalisation).toEqual(expected), { timeout: 4000 });
    // Debounced: not one request per keystroke.
    expect(mockupBodies.length).toBeLessThan(6);
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled(), { timeout: 5000 });
    expect(screen.getByTestId('mockup-main').getAttribute('src')).toContain('named-front');
    await user.click(add);
    await waitFor(() => expect(cartPosts).toHaveLength(1));
    expect(cartPosts[0]?.personalisation).toEqual(expected);
  });

  it('says what is wrong with the name as it is typed and keeps Add to Cart disabled until it is fixed', async () => {
    const { cartPosts } = setup();
    const { user } = renderApp('/app/preview/s1');
    await screen.findByTestId('mockup-main');
    await user.click(screen.getByRole('switch', { name: "Print your pet's name on the portrait" }));
    await user.type(screen.getByTestId('name-input'), 'Rex');
    await waitFor(
      () => expect(screen.getByTestId('mockup-main').getAttribute('src')).toContain('named-front'),
      {
        timeout: 4000,
      },
    );
    // Still in the field (never left): the reason is under it and beside the disabled button.
    await user.type(screen.getByTestId('name-input'), ' ♥');
    expect(screen.getByTestId('name-input')).toHaveFocus();
    const reason = 'The name has a character the Classic font cannot print: ♥';
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.getByTestId('name-problem')).toHaveTextContent(
      `${reason}. Fix the name, or turn the name off, to add the print to the cart.`,
    );
    // The picture still shows the last printable name, and says so.
    expect(screen.getByTestId('name-preview-stale')).toHaveTextContent(
      'The preview still shows the last name that can be printed.',
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await user.type(screen.getByTestId('name-input'), '{Backspace}{Backspace}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled(), {
      timeout: 5000,
    });
    expect(screen.queryByTestId('name-preview-stale')).not.toBeInTheDocument();
    expect(cartPosts).toHaveLength(0);
  });

  it('names CJK characters as they are typed', async () => {
    setup();
    const { user } = renderApp('/app/preview/s1');
    await screen.findByTestId('mockup-main');
    await user.click(screen.getByRole('switch', { name: "Print your pet's name on the portrait" }));
    await user.type(screen.getByTestId('name-input'), '小白');
    expect(
      screen.getByText('The name has characters the Classic font cannot print: 小 白'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('"Added to Cart!" says what was added, with its name, and when it joined a line already in the cart', async () => {
    const { cartPosts } = setup();
    let quantity = 0;
    server.use(
      http.post(apiUrl('/cart'), async ({ request }) => {
        cartPosts.push((await request.json()) as Record<string, unknown>);
        quantity += 1;
        return HttpResponse.json({ item: { id: 'l1', quantity }, itemCount: quantity }, { status: 201 });
      }),
    );
    const { user, add, summary } = await addNamedCopy('Biscuit');
    expect(summary).toHaveTextContent(
      'Your Poster (12" x 18" (30 x 46 cm)) with the name “Biscuit” is in your cart.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(add);
    expect(
      await within(await screen.findByRole('dialog', { name: 'Added to Cart!' })).findByTestId(
        'added-summary',
      ),
    ).toHaveTextContent(
      'Your Poster (12" x 18" (30 x 46 cm)) with the name “Biscuit” is in your cart. You already had it with this name, so that line now has 2 copies.',
    );
  });

  it('"Added to Cart!" says a named copy went on a new line beside the same print without a name', async () => {
    setup();
    const plainLine = {
      id: 'l0',
      sessionId: 's1',
      printType: 'poster',
      printSize: '12x18',
      // The cart signs the same artwork for its thumbnail: another URL, the same image.
      imageUrl: '/api/images/generated/g1.webp?v=thumb&exp=9&sig=t',
      quantity: 1,
      artStyle: 'Lego',
      personalisation: null,
      petCount: 1,
      unitPrice: 49.99,
      createdAt: '2026-12-01T00:00:00.000Z',
    };
    server.use(http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [plainLine], itemCount: 1 })));
    const { summary } = await addNamedCopy('Biscuit');
    expect(summary).toHaveTextContent(
      'Your Poster (12" x 18" (30 x 46 cm)) with the name “Biscuit” is in your cart. It went on a new line, beside the one without a name, which is unchanged.',
    );
  });

  it('shows the configured price of the name and adds it to the estimate', async () => {
    setup(500);
    const { user } = renderApp('/app/preview/s1');
    await screen.findByTestId('mockup-main');
    expect(await screen.findByTestId('name-price')).toHaveTextContent('+$5.00');
    const before = screen.getByTestId('estimated-price').textContent;
    await user.click(screen.getByRole('switch', { name: "Print your pet's name on the portrait" }));
    await user.type(screen.getByTestId('name-input'), 'Max');
    await waitFor(() => expect(screen.getByTestId('estimated-price').textContent).not.toBe(before));
  });
});
