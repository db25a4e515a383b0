import type { MockupDto as Mockup } from '../../api/enhanced-api';

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

/** What one Add to Cart put in the cart: the name on the print (null for none) and the line's quantity after it. */
export interface AddedLine {
  name: { name: string; secondLine?: string } | null;
  quantity: number;
}

/**
 * The "Added to Cart!" dialog's words: what was added, with its name or without one, and whether it joined a line
 * already in the cart. A line is its name too (D-249), so a copy joins only the same print with the same name (or
 * with none); the shop adds one copy at a time, so a quantity above that means it joined.
 */
export function addedSummary(product: string, added: AddedLine): string {
  const name = added.name
    ? `the name “${added.name.name}${added.name.secondLine ? ` · ${added.name.secondLine}` : ''}”`
    : null;
  const what = `Your ${product} ${name ? `with ${name}` : 'without a name'} is in your cart.`;
  if (added.quantity <= CART_DEFAULTS.quantity) return what;
  return `${what} You already had it ${name ? 'with this name' : 'without a name'}, so that line now has ${added.quantity} copies.`;
}
