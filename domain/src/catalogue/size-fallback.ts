/**
 * Which size to select when the print type or orientation changes (product.md P3, P10). Kept pure so the product
 * type screen, the preview screen and the backend (when it repairs a stale session) pick the same size.
 */
import {
  type ArtworkPixels,
  isOrderableFor,
  orderableFallbackSize,
  recommendedSizeFor,
} from './print-advice';
import { PRINT_TYPES, findSize, sizesForType } from './print-catalogue';
import type { Orientation, PrintSize, SizeTier } from './print-catalogue.types';

/** Last-resort default size (product.md P10). */
export const DEFAULT_SIZE_FALLBACK = '16x20';

/** Sizes used when a type has no size at all for an orientation (product.md P3 "fallback sizes 30x20, 20x20, 20x30"). */
export const ORIENTATION_FALLBACK_SIZES: Readonly<Record<Orientation, string>> = {
  landscape: '30x20',
  square: '20x20',
  portrait: '20x30',
};

/** Suggested sizes when nothing else is known (product.md P11: 24x36 portrait, 36x24 landscape, 16x16 square). */
export const SUGGESTED_FALLBACK_SIZES: Readonly<Record<Orientation, string>> = {
  portrait: '24x36',
  landscape: '36x24',
  square: '16x16',
};

/**
 * The sizes the product screen offers for an artwork of this orientation, in catalogue order: its own orientation,
 * and for a landscape photo the square sizes too (a square crop of a wide photo keeps the subject; docs/decisions.md).
 * Every automatic choice (initial size, size after a type change) stays inside this list, so the shop never saves,
 * prices or orders a size the screen did not show.
 */
export function offeredSizes(type: string, orientation: Orientation): PrintSize[] {
  return sizesForType(type).filter(
    (s) => s.orientation === orientation || (orientation === 'landscape' && s.orientation === 'square'),
  );
}

/** Default size for an orientation: its Medium size, else its first size, else '16x20' (product.md P10). */
export function defaultSizeForOrientation(type: string, orientation: Orientation): string {
  const matching = sizesForType(type).filter((s) => s.orientation === orientation);
  return (matching.find((s) => s.description === 'Medium') ?? matching[0])?.value ?? DEFAULT_SIZE_FALLBACK;
}

/**
 * Size to pre-select on load when no valid saved size exists (product.md P3): the recommended size for the orientation,
 * else the orientation default. Framed has no recommended sizes, so it lands on its Medium size.
 */
export function recommendedSizeForOrientation(type: string, orientation: Orientation): string {
  const recommended = sizesForType(type).find((s) => s.recommended && s.orientation === orientation);
  return recommended?.value ?? defaultSizeForOrientation(type, orientation);
}

/**
 * Restores a saved size if it is valid for the type, else the recommended size for the orientation (product.md P3,
 * "On load"). With the artwork's pixel size, the size advice applies ({@link recommendedSizeFor}): a saved size the
 * artwork is too small for is not restored, the recommended size is one that prints sharp, and a default that cannot
 * be ordered gives way to the largest size that can.
 */
export function initialSize(args: {
  type: string;
  savedSize?: string | null;
  orientation: Orientation;
  artwork?: ArtworkPixels | null;
}): string {
  const { type, orientation, artwork } = args;
  const offered = offeredSizes(type, orientation);
  const saved = args.savedSize ? findSize(type, args.savedSize) : undefined;
  if (saved && offered.some((s) => s.value === saved.value) && isOrderableFor(artwork, saved))
    return saved.value;
  if (!artwork) return recommendedSizeForOrientation(type, orientation);
  const recommended = recommendedSizeFor(offered, orientation, artwork);
  if (recommended) return recommended.value;
  const fallback = findSize(type, defaultSizeForOrientation(type, orientation));
  if (fallback && isOrderableFor(artwork, fallback)) return fallback.value;
  return (
    orderableFallbackSize(offered, orientation, artwork)?.value ??
    defaultSizeForOrientation(type, orientation)
  );
}

/** The tier a size value has in the catalogue (first type that offers it), used when it is absent from the new type. */
export function tierOfSize(size: string): SizeTier | undefined {
  for (const type of PRINT_TYPES) {
    const found = type.sizes.find((s) => s.value === size.trim().toLowerCase());
    if (found) return found.description;
  }
  return undefined;
}

/**
 * The replacement chain of product.md P3 over an explicit size list, exported so every step (including the empty-list
 * fallback that the real catalogue never reaches) is testable:
 * same tier and orientation, then same tier, then recommended for the orientation, then Medium for the orientation,
 * then the first for the orientation, then the first at all, then the orientation's fallback size.
 */
export function pickReplacementSize(
  sizes: readonly PrintSize[],
  previousTier: SizeTier | undefined,
  orientation: Orientation,
): string {
  const sameOrientation = sizes.filter((s) => s.orientation === orientation);
  const pick =
    (previousTier ? sameOrientation.find((s) => s.description === previousTier) : undefined) ??
    (previousTier ? sizes.find((s) => s.description === previousTier) : undefined) ??
    sameOrientation.find((s) => s.recommended) ??
    sameOrientation.find((s) => s.description === 'Medium') ??
    sameOrientation[0] ??
    sizes[0];
  return pick?.value ?? ORIENTATION_FALLBACK_SIZES[orientation];
}

/**
 * Size to select after the user switches print type (product.md P3): keep the current size when the new type offers
 * it, otherwise walk the replacement chain of {@link pickReplacementSize}. `orientation` is the artwork's detected
 * orientation, because the print should keep the shape of the image. Both steps only consider the sizes the screen
 * offers for that orientation ({@link offeredSizes}): a square artwork never lands on a portrait poster. With the
 * artwork's pixel size, a size it is too small for gives way to {@link orderableFallbackSize}.
 */
export function sizeForTypeChange(args: {
  newType: string;
  currentSize?: string;
  orientation: Orientation;
  artwork?: ArtworkPixels | null;
}): string {
  const { newType, currentSize, orientation, artwork } = args;
  const sizes = offeredSizes(newType, orientation);
  const kept = currentSize ? sizes.find((s) => s.value === currentSize.trim().toLowerCase()) : undefined;
  const previousTier = currentSize ? tierOfSize(currentSize) : undefined;
  const picked = kept?.value ?? pickReplacementSize(sizes, previousTier, orientation);
  const size = findSize(newType, picked);
  if (!artwork || !size || isOrderableFor(artwork, size)) return picked;
  // The size advice: never land on a size the artwork is too small for.
  return orderableFallbackSize(sizes, orientation, artwork)?.value ?? picked;
}
