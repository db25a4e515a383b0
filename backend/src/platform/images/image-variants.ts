/**
 * How a stored image may leave the server. A signed image URL names its variant (`?v=`) and the signature covers it,
 * so a customer cannot turn a watermarked preview into the clean file by editing the URL (D-285).
 *
 * - `original`: the stored file as it is. For the artwork only staff, the owner of a paid order (its order page) and
 *   the print provider (the print file, made from the stored file) get it.
 * - `preview`: the artwork with the "PetArt preview" watermark, at most {@link SCREEN_PREVIEW_MAX_EDGE} px on its longest
 *   side (the results page, the live frames, the mockups and the name preview).
 * - `thumb`: the same watermark, small (the cart and the checkout).
 * - `paid-thumb`: a small thumbnail of a paid order's artwork, without the watermark (the public tracking page a
 *   gift buyer shares: too small to print, the order is paid).
 */
export const IMAGE_VARIANTS = ['original', 'preview', 'thumb', 'paid-thumb'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** Longest side of a watermarked preview: a large screen's artwork panel, far too small for a print. */
export const SCREEN_PREVIEW_MAX_EDGE = 1024;
/** Longest side of a thumbnail (cart, checkout, tracking page). */
export const THUMB_MAX_EDGE = 400;

export interface ImageVariantSpec {
  /** Longest side of the served picture; undefined keeps the stored size. */
  maxEdge?: number;
  watermark: boolean;
}

export const IMAGE_VARIANT_SPECS: Readonly<Record<ImageVariant, ImageVariantSpec>> = {
  original: { watermark: false },
  preview: { maxEdge: SCREEN_PREVIEW_MAX_EDGE, watermark: true },
  thumb: { maxEdge: THUMB_MAX_EDGE, watermark: true },
  'paid-thumb': { maxEdge: THUMB_MAX_EDGE, watermark: false },
};

export function isImageVariant(value: unknown): value is ImageVariant {
  return typeof value === 'string' && (IMAGE_VARIANTS as readonly string[]).includes(value);
}

/**
 * Storage prefixes that hold the artwork or a picture of it: the generated results, the live frames of a running
 * generation and the mockups (the named ones too). Such a key is served as `preview` unless its URL is signed for
 * another variant, so every place that signs a URL without thinking about it hands out the watermarked picture.
 * The customer's own photos (`originals/`, `claims/`) are theirs and stay as stored; the print files
 * (`print-files/`) are the provider's and the paid download's, and no customer is ever given their URL.
 */
export const ARTWORK_KEY_PREFIXES = ['generated/', 'previews/', 'mockups/'] as const;

export function isArtworkKey(key: string): boolean {
  return ARTWORK_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** The variant a URL without `v` serves: `preview` for the artwork, the stored file for anything else. */
export function defaultVariant(key: string): ImageVariant {
  return isArtworkKey(key) ? 'preview' : 'original';
}
