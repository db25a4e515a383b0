import type { Orientation } from './print-catalogue.types';

/** Width/height ratio above which an image is landscape (product.md P13). */
export const LANDSCAPE_RATIO_THRESHOLD = 1.1;
/** Width/height ratio below which an image is portrait (product.md P13). */
export const PORTRAIT_RATIO_THRESHOLD = 0.9;

/**
 * Orientation from image dimensions: ratio above 1.1 landscape, below 0.9 portrait, else square (the band keeps
 * nearly-square photos on square prints). Missing, zero, negative or non-finite dimensions mean detection failed,
 * which product.md P13 says defaults to portrait.
 */
export function orientationFromDimensions(width: number, height: number): Orientation {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return 'portrait';
  const ratio = width / height;
  if (ratio > LANDSCAPE_RATIO_THRESHOLD) return 'landscape';
  if (ratio < PORTRAIT_RATIO_THRESHOLD) return 'portrait';
  return 'square';
}
