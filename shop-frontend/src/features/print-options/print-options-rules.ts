import {
  getPrintType,
  initialSize,
  offeredSizes,
  orientationFromDimensions,
  PRINT_TYPES,
  SIZE_TIERS,
  type Orientation,
  type PrintSize,
  type SizeTier,
} from '@petart/domain';
import type { SessionDto } from '../../api/enhanced-api';

/** Type pre-selected when the session has none (product.md P11 add-to-cart default, and the 'Popular' type). */
export const DEFAULT_PRINT_TYPE = 'canvas';

export const PRINT_OPTIONS_TEXTS = {
  saveFailedTitle: 'Warning',
  saveFailedMessage: 'There was an issue saving your selection. Please try again.',
  estimate: 'Price is an estimate. Shipping and taxes are calculated at checkout. One-time payment.',
} as const;

/**
 * A sentence as a heading shows it: its first letter upper case, the rest as written (sentence case; capitalising
 * every word made the type's description read as a title).
 */
export function sentenceCase(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** Wait before re-reading the session after saving (product.md P11 "print option verification wait 1 s"). */
export const VERIFY_WAIT_MS = 1000;

/** The artwork's orientation: the session's own, else from the artwork size, else portrait (product.md P13). */
export function sessionOrientation(session: Pick<SessionDto, 'orientation' | 'artwork'>): Orientation {
  if (session.orientation) return session.orientation;
  if (session.artwork) return orientationFromDimensions(session.artwork.width, session.artwork.height);
  return 'portrait';
}

/** Saved type if it is a selectable catalogue type, else the default. */
export function initialType(saved: string | null | undefined): string {
  const type = saved ? getPrintType(saved) : undefined;
  return type && !type.comingSoon ? type.value : DEFAULT_PRINT_TYPE;
}

/**
 * Restore the saved size if valid for the type (and printable from the artwork), else the recommended one for the
 * orientation (product.md P3; the size advice of domain/ never recommends a low-resolution size).
 */
export function initialSelection(
  session: Pick<SessionDto, 'orientation' | 'artwork' | 'selectedPrintType' | 'selectedPrintSize'>,
) {
  const orientation = sessionOrientation(session);
  const type = initialType(session.selectedPrintType);
  const savedApplies = session.selectedPrintType
    ? getPrintType(session.selectedPrintType)?.value === type
    : false;
  const size = initialSize({
    type,
    savedSize: savedApplies ? session.selectedPrintSize : null,
    orientation,
    artwork: session.artwork,
  });
  return { type, size, orientation };
}

/**
 * Sizes of a type the screen offers for the artwork's orientation (landscape photos get square sizes too), grouped
 * by tier in display order (empty tiers left out). The same list bounds every automatic size choice.
 */
export function sizeGroups(type: string, orientation: Orientation): { tier: SizeTier; sizes: PrintSize[] }[] {
  const sizes = offeredSizes(type, orientation);
  return SIZE_TIERS.map((tier) => ({ tier, sizes: sizes.filter((s) => s.description === tier) })).filter(
    (g) => g.sizes.length > 0,
  );
}

export const SELECTABLE_TYPES = PRINT_TYPES;
