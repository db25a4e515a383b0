/**
 * The size advice: how sharp the artwork will print at a size, and which sizes the shop recommends or refuses. One
 * rule for the product screen, the preview and the server (docs/decisions.md "Size advice").
 *
 * What is printed is the print file: the artwork cropped to the size's shape (a cover crop, never rotated) and
 * enlarged to the provider's 300 dpi print area. The enlargement adds pixels, not detail, so the sharpness of the print
 * is the artwork's own pixels over the printed inches: the effective DPI.
 */
import type { PrintSize } from './print-catalogue.types';

/** Pixel size of the artwork that will be printed (the generated image the print file is cut from). */
export interface ArtworkPixels {
  width: number;
  height: number;
}

/** At or above this the print looks sharp from arm's length: the print file enlarges the artwork at most 4x. */
export const SHARP_PRINT_DPI = 75;
/** Below this a size cannot be ordered: the print file would enlarge the artwork more than 12x (visibly blurred). */
export const MIN_ORDERABLE_DPI = 25;

/** good: sharp; low: orderable but softer up close; too_low: not orderable. */
export type PrintVerdict = 'good' | 'low' | 'too_low';

export interface PrintAdvice {
  /** The artwork's pixels per printed inch, rounded down. */
  dpi: number;
  verdict: PrintVerdict;
  orderable: boolean;
}

type Inches = Pick<PrintSize, 'widthIn' | 'heightIn'>;

/**
 * Effective DPI of the artwork printed at a size: the print file keeps the whole of the limiting axis (cover crop),
 * so the lower of width/inches and height/inches, rounded down. undefined without a usable artwork size.
 */
export function artworkPrintDpi(artwork: ArtworkPixels | null | undefined, size: Inches): number | undefined {
  if (!artwork || !(artwork.width > 0) || !(artwork.height > 0)) return undefined;
  if (!(size.widthIn > 0) || !(size.heightIn > 0)) return undefined;
  return Math.floor(Math.min(artwork.width / size.widthIn, artwork.height / size.heightIn));
}

/** The verdict for a DPI (the one threshold table). */
export function verdictForDpi(dpi: number): PrintVerdict {
  if (dpi >= SHARP_PRINT_DPI) return 'good';
  if (dpi >= MIN_ORDERABLE_DPI) return 'low';
  return 'too_low';
}

/** The advice for one size, or undefined when the artwork's pixel size is unknown (nothing to judge). */
export function printAdvice(
  artwork: ArtworkPixels | null | undefined,
  size: Inches,
): PrintAdvice | undefined {
  const dpi = artworkPrintDpi(artwork, size);
  if (dpi === undefined) return undefined;
  const verdict = verdictForDpi(dpi);
  return { dpi, verdict, orderable: verdict !== 'too_low' };
}

/** True unless the artwork is known to be too small for the size. */
export function isOrderableFor(artwork: ArtworkPixels | null | undefined, size: Inches): boolean {
  return printAdvice(artwork, size)?.orderable ?? true;
}

/** The advice's customer-facing words, shared by the product screen, the preview and the server. */
export const PRINT_ADVICE_TEXTS = {
  good: 'Sharp at this size',
  low: 'Low resolution for this size',
  tooLow: 'Too low resolution to print at this size',
} as const;

/** The short verdict line shown with a size, e.g. '51 DPI · Low resolution for this size'. */
export function adviceLine(advice: PrintAdvice): string {
  const words =
    advice.verdict === 'good'
      ? PRINT_ADVICE_TEXTS.good
      : advice.verdict === 'low'
        ? PRINT_ADVICE_TEXTS.low
        : PRINT_ADVICE_TEXTS.tooLow;
  return `${advice.dpi} DPI · ${words}`;
}

/** A size as the advice's explanation reads it. */
type SizeForAdvice = Pick<PrintSize, 'label' | 'widthIn' | 'heightIn' | 'orientation'>;

/**
 * The sizes among `sizes` (the print type's) of the same shape as `size` and smaller: no larger on either edge, so
 * the same artwork prints sharper there. Only the chosen size's own orientation counts: those are the sizes the
 * product screen offers beside it.
 */
export function smallerSizes<S extends SizeForAdvice>(size: SizeForAdvice, sizes: readonly S[]): S[] {
  return sizes.filter(
    (s) =>
      s.orientation === size.orientation &&
      s.widthIn <= size.widthIn &&
      s.heightIn <= size.heightIn &&
      s.widthIn * s.heightIn < size.widthIn * size.heightIn,
  );
}

/**
 * The longer explanation for a low or too-low size (undefined when the size prints sharp), with the remedy that can
 * be followed: a smaller size when one prints sharper (low) or can be ordered (too low); otherwise (the smallest size,
 * or every smaller one too low as well) only more pixels help, so it suggests a larger photo.
 */
export function adviceExplanation(
  advice: PrintAdvice,
  size: SizeForAdvice,
  context: { sizes: readonly SizeForAdvice[]; artwork: ArtworkPixels | null | undefined },
): string | undefined {
  if (advice.verdict === 'good') return undefined;
  const smaller = smallerSizes(size, context.sizes);
  if (advice.verdict === 'low') {
    const remedy =
      smaller.length > 0
        ? 'a smaller size will look sharper'
        : 'this is the smallest size, so for a sharper print start from a larger photo (more pixels)';
    return `Your artwork prints at ${advice.dpi} DPI at ${size.label}, below the ${SHARP_PRINT_DPI} DPI that looks sharp up close. It will look softer from nearby; ${remedy}.`;
  }
  const remedy = smaller.some((s) => isOrderableFor(context.artwork, s))
    ? 'Please choose a smaller size.'
    : 'No smaller size can be printed from it either: please start from a larger photo (more pixels).';
  return `Your artwork has too few pixels for ${size.label} (${advice.dpi} DPI, at least ${MIN_ORDERABLE_DPI} DPI is needed). ${remedy}`;
}

/**
 * The size to mark 'Recommended' among `sizes` (those offered for the artwork's orientation): the catalogue's
 * recommended size for the orientation when it prints sharp (or when the artwork's size is unknown), else the largest
 * sharp size of that orientation, else none. Never a low or too-low size; a type without a recommended size (framed)
 * gets none.
 */
export function recommendedSizeFor(
  sizes: readonly PrintSize[],
  orientation: PrintSize['orientation'],
  artwork: ArtworkPixels | null | undefined,
): PrintSize | undefined {
  const own = sizes.filter((s) => s.orientation === orientation);
  const flagged = own.find((s) => s.recommended);
  if (!flagged) return undefined;
  const advice = printAdvice(artwork, flagged);
  if (!advice || advice.verdict === 'good') return flagged;
  const sharp = own.filter((s) => printAdvice(artwork, s)?.verdict === 'good');
  return sharp.reduce<PrintSize | undefined>(
    (best, s) => (!best || s.widthIn * s.heightIn > best.widthIn * best.heightIn ? s : best),
    undefined,
  );
}

/**
 * The size to fall back to when the chosen one cannot be ordered: the recommended size, else the largest orderable
 * size of the orientation, else the largest orderable size offered. undefined when none can be ordered.
 */
export function orderableFallbackSize(
  sizes: readonly PrintSize[],
  orientation: PrintSize['orientation'],
  artwork: ArtworkPixels | null | undefined,
): PrintSize | undefined {
  const recommended = recommendedSizeFor(sizes, orientation, artwork);
  if (recommended) return recommended;
  const largest = (list: readonly PrintSize[]) =>
    list
      .filter((s) => isOrderableFor(artwork, s))
      .reduce<PrintSize | undefined>(
        (best, s) => (!best || s.widthIn * s.heightIn > best.widthIn * best.heightIn ? s : best),
        undefined,
      );
  return largest(sizes.filter((s) => s.orientation === orientation)) ?? largest(sizes);
}
