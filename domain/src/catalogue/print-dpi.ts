/** Print inches of a size: a 'WxH' string (e.g. '12x18') or an object with widthIn/heightIn. */
export type PrintDimensions = string | { widthIn: number; heightIn: number };

function inchesOf(size: PrintDimensions): { widthIn: number; heightIn: number } | undefined {
  if (typeof size !== 'string') return size;
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(size);
  if (!match) return undefined;
  return { widthIn: Number(match[1]), heightIn: Number(match[2]) };
}

/**
 * Effective resolution of an image printed at a size, in dots per inch: the lower of the two axes, orientation-aware
 * (the image's long edge is laid along the print's long edge, as the artwork is rotated to fit). Rounded down to a
 * whole number; 0 for an unknown size or empty image.
 */
export function effectivePrintDpi(pixelsW: number, pixelsH: number, size: PrintDimensions): number {
  const inches = inchesOf(size);
  if (!inches || inches.widthIn <= 0 || inches.heightIn <= 0 || pixelsW <= 0 || pixelsH <= 0) return 0;
  const longPx = Math.max(pixelsW, pixelsH);
  const shortPx = Math.min(pixelsW, pixelsH);
  const longIn = Math.max(inches.widthIn, inches.heightIn);
  const shortIn = Math.min(inches.widthIn, inches.heightIn);
  return Math.floor(Math.min(longPx / longIn, shortPx / shortIn));
}
