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
