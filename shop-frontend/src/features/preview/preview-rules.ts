import type { CartItemDto, MockupDto as Mockup } from '../../api/enhanced-api';

export const PREVIEW_TIMING = {
  /** Each mockup preload gives up after 15 s (product.md P11). */
  preloadTimeoutMs: 15_000,
  /** Images are assumed loaded 3 s after the mockups arrive (product.md P3). */
  assumeLoadedMs: 3000,
  variantMismatchToastMs: 7000,
} as const;

export const PREVIEW_TEXTS = {
  variantMismatchTitle: 'Size Temporarily Unavailable',
  variantMismatchMessage: 'Please try a different size for now. Our team is working on fixing this issue.',
  previewFailedTitle: 'Preview failed',
  previewFailedMessage: 'Could not generate product preview',
  previewErrorTitle: 'Preview error',
  previewErrorMessage: 'Failed to connect to the mockup preview service',
  inlineTitle: 'Failed to generate mockups',
  inlineMessage: 'An error occurred while generating product mockups',
  allFailedMessage: 'Failed to load mockup images. Please try again with a different size or product type.',
  allFailedTitle: 'Failed to load any mockup images',
  addFailedTitle: 'Error',
  addFailedMessage: 'Failed to add item to cart',
  missingOptions: 'Missing product options',
  sessionUnavailable: 'Session data not available',
  estimate: 'Price is an estimate. Shipping and taxes are calculated at checkout. One-time payment.',
} as const;

/** product.md P11: add-to-cart defaults when the session lacks a value. */
export const CART_DEFAULTS = {
  printType: 'canvas',
  printSize: '12x16',
  artStyle: 'Default',
  quantity: 1,
} as const;

/** 'Add to Cart' is enabled only when mockups exist, are not loading and their images are loaded (product.md P3). */
export function canAddToCart(state: {
  mockups: readonly Mockup[];
  loading: boolean;
  imagesLoaded: boolean;
}): boolean {
  return state.mockups.length > 0 && !state.loading && state.imagesLoaded;
}

/** Base64 of a string, UTF-8 safe (btoa alone rejects non-Latin-1 characters). */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => {
    binary += String.fromCharCode(b);
  });
  return btoa(binary);
}

/**
 * Full-size link of a mockup through the image proxy: /api/image-proxy/{filename}?url={base64}&view={i}&unique={id}
 * (product.md P14).
 */
export function imageProxyUrl(apiBaseUrl: string, mockup: Mockup, index: number, uniqueId: string): string {
  const view = mockup.view ?? `view-${index + 1}`;
  const filename = `petart-mockup-${view}.webp`;
  const params = new URLSearchParams({ url: toBase64(mockup.src), view: String(index), unique: uniqueId });
  return `${apiBaseUrl.replace(/\/+$/, '')}/image-proxy/${encodeURIComponent(filename)}?${params.toString()}`;
}

/** Label of a mockup view: the camera label carried by the URL, else the view name. */
export function mockupLabel(mockup: Mockup, index: number): string {
  if (mockup.cameraLabel) return mockup.cameraLabel;
  try {
    const label = new URL(mockup.src, 'http://x').searchParams.get('camera_label');
    if (label) return label;
  } catch {
    // Not a URL: fall back below.
  }
  return mockup.view ? mockup.view.charAt(0).toUpperCase() + mockup.view.slice(1) : `View ${index + 1}`;
}

/** A name on the print as the shop names it: the name, and its second line after a middle dot. */
type ShownName = { name: string; secondLine?: string };

/**
 * What one Add to Cart put in the cart: the name on the print (null for none), the line's quantity after it and, when
 * it went on a line of its own, the names of the lines of the same print already in the cart (null: the one without a
 * name).
 */
export interface AddedLine {
  name: ShownName | null;
  quantity: number;
  beside?: readonly (ShownName | null)[];
}

/** The stored image behind a signed URL: its path, whatever the variant, expiry or host. */
function imagePath(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
}

/**
 * The names of the cart's lines of one print (same session, type, size and artwork, whatever its signed URL says),
 * null for a line without a name: the lines a new copy with another name goes beside.
 */
export function samePrintNames(
  lines: readonly Pick<
    CartItemDto,
    'sessionId' | 'printType' | 'printSize' | 'imageUrl' | 'personalisation'
  >[],
  print: { sessionId: string; printType: string; printSize: string; imageUrl: string },
): (ShownName | null)[] {
  const image = imagePath(print.imageUrl);
  return lines
    .filter(
      (line) =>
        line.sessionId === print.sessionId &&
        line.printType === print.printType &&
        line.printSize === print.printSize &&
        imagePath(line.imageUrl) === image,
    )
    .map((line) => line.personalisation);
}

const nameText = (name: ShownName) => `“${name.name}${name.secondLine ? ` · ${name.secondLine}` : ''}”`;
const sameName = (a: ShownName | null, b: ShownName | null) =>
  (a?.name ?? null) === (b?.name ?? null) && (a?.secondLine ?? '') === (b?.secondLine ?? '');
const list = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The "Added to Cart!" dialog's words: what was added, with its name or without one, and whether it joined a line
 * already in the cart or went on a new one beside the same print's other lines, which keep their names. A line is its
 * name too (D-249), so a copy joins only the same print with the same name (or with none); the shop adds one copy at a
 * time, so a quantity above that means it joined.
 */
export function addedSummary(product: string, added: AddedLine): string {
  const name = added.name ? `the name ${nameText(added.name)}` : null;
  const what = `Your ${product} ${name ? `with ${name}` : 'without a name'} is in your cart.`;
  if (added.quantity <= CART_DEFAULTS.quantity) {
    // Lines with the same words but another font, colour or placement are other lines too; they are named once.
    const others = (added.beside ?? []).filter(
      (other, i, all) => all.findIndex((o) => sameName(o, other)) === i,
    );
    if (others.length === 0) return what;
    const described = others.map((other) => {
      if (!other) return 'the one without a name';
      const drawn = sameName(other, added.name) ? ' in another font, colour or place' : '';
      return `the one with the name ${nameText(other)}${drawn}`;
    });
    return `${what} It went on a new line, beside ${list.format(described)}, which ${others.length > 1 ? 'are' : 'is'} unchanged.`;
  }
  return `${what} You already had it ${name ? 'with this name' : 'without a name'}, so that line now has ${added.quantity} copies.`;
}
