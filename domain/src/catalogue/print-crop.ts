/** A rectangle in source pixels. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the crop window sits within the slack of each axis: 0 = left/top edge, 1 = right/bottom, 0.5 = centre. */
export interface CropFocus {
  x: number;
  y: number;
}

/**
 * The crop the shop shows and prints: the largest rectangle of the print's aspect ratio (width / height) inside the
 * source image, placed by `focus` along the axis that has slack. Shared by the mockup's front view and the print
 * file, so what the customer sees is what is printed. Pure geometry, whole pixels, always inside the source.
 */
export function coverCropRect(
  sourceWidth: number,
  sourceHeight: number,
  targetAspect: number,
  focus: CropFocus = { x: 0.5, y: 0.5 },
): CropRect {
  if (sourceWidth <= 0 || sourceHeight <= 0 || !(targetAspect > 0)) {
    throw new Error('coverCropRect needs a non-empty source and a positive aspect ratio');
  }
  let width = sourceWidth;
  let height = Math.round(sourceWidth / targetAspect);
  if (height > sourceHeight) {
    height = sourceHeight;
    width = Math.min(sourceWidth, Math.round(sourceHeight * targetAspect));
  }
  width = Math.max(1, width);
  height = Math.max(1, height);
  const clamp = (v: number): number => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0.5));
  return {
    left: Math.round((sourceWidth - width) * clamp(focus.x)),
    top: Math.round((sourceHeight - height) * clamp(focus.y)),
    width,
    height,
  };
}

/** Largest box of an aspect ratio that fits in maxWidth x maxHeight, whole pixels (at least 1). */
export function fitBox(
  aspect: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  let width = maxWidth;
  let height = width / aspect;
  if (height > maxHeight) {
    height = maxHeight;
    width = height * aspect;
  }
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

/**
 * A customer's framing of a print (docs/decisions.md D-300): where along the overflowing axis the cover-crop window
 * sits, 0 = left/top, 0.5 = centre, 1 = right/bottom; null = the automatic (attention) crop.
 */
export type CropPosition = number | null;

/** True for a position the shop accepts: a finite number from 0 to 1. */
export function isCropPosition(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/**
 * The crop window placed by the customer's `position` along the axis that overflows the print's aspect ratio: the
 * same largest rectangle as {@link coverCropRect}, only its offset chosen by the customer rather than by the
 * attention analysis. An image of the print's own shape has no slack, so every position gives the whole image.
 */
export function placeCropWindow(
  sourceWidth: number,
  sourceHeight: number,
  targetAspect: number,
  position: number,
): CropRect {
  if (!isCropPosition(position)) throw new Error('placeCropWindow needs a position from 0 to 1');
  // Only one axis has slack, so the same share on both places the window on that one.
  return coverCropRect(sourceWidth, sourceHeight, targetAspect, { x: position, y: position });
}

/**
 * Where a crop window sits, as a position (the inverse of {@link placeCropWindow}): its offset as a share of the
 * slack of the overflowing axis; 0.5 when nothing overflows.
 */
export function cropPositionOf(rect: CropRect, sourceWidth: number, sourceHeight: number): number {
  const slackX = sourceWidth - rect.width;
  const slackY = sourceHeight - rect.height;
  const share = slackX > 0 ? rect.left / slackX : slackY > 0 ? rect.top / slackY : 0.5;
  return Math.round(Math.min(1, Math.max(0, share)) * 1000) / 1000;
}

/**
 * The crop window as shares (0..1) of an artwork of `artworkAspect` (width / height), for drawing it over a picture
 * of the artwork at any size: the window of {@link placeCropWindow}, without rounding to pixels.
 */
export function cropWindowShares(artworkAspect: number, printAspect: number, position: number): CropRect {
  if (!(artworkAspect > 0) || !(printAspect > 0)) throw new Error('cropWindowShares needs positive aspects');
  const at = Math.min(1, Math.max(0, Number.isFinite(position) ? position : 0.5));
  if (artworkAspect > printAspect) {
    const width = printAspect / artworkAspect;
    return { left: (1 - width) * at, top: 0, width, height: 1 };
  }
  const height = artworkAspect / printAspect;
  return { left: 0, top: (1 - height) * at, width: 1, height };
}

/** Which way the crop window moves over an artwork: 'x' (a wider artwork), 'y' (a taller one), null (same shape). */
export function cropAxis(artworkAspect: number, printAspect: number): 'x' | 'y' | null {
  if (Math.abs(artworkAspect - printAspect) < 1e-3) return null;
  return artworkAspect > printAspect ? 'x' : 'y';
}
