/**
 * Photos checked before they cost a generation (docs/decisions.md D-169): what the upload measures and the one
 * rule that turns the measurements into a verdict. The backend measures (sharp) and applies the rule to every photo;
 * the shop shows the warnings in the product's words ("For Best Results, Use Photos That Are: close-up and high
 * resolution, full-faced and centered, well lit, unfiltered and natural") with the choice to continue or pick another.
 */

/** What the upload measures on one photo (after orientation). */
export interface PhotoMeasurements {
  /** Pixel size of the photo as decoded (before the stored copy is capped at 4096 px). */
  width: number;
  height: number;
  /**
   * Variance of the Laplacian (4-neighbour kernel) of the photo shrunk to fit 512 px, in greyscale, contrast-stretched
   * (sharp's normalise: 1st-99th percentile to 0-255) so that a dim but sharp photo is not taken for a blurred one.
   * Higher is sharper; a flat colour is 0.
   */
  sharpness: number;
  /** Mean luminance 0-255 of the same greyscale (not stretched). */
  meanLuminance: number;
  /** Share 0-1 of pixels at or below {@link PHOTO_QUALITY_RULE}.shadowClipLevel (crushed blacks). */
  shadowsClipped: number;
  /** Share 0-1 of pixels at or above {@link PHOTO_QUALITY_RULE}.highlightClipLevel (blown highlights). */
  highlightsClipped: number;
}

/** The thresholds, in one place (docs/decisions.md D-169 says where each number comes from). */
export const PHOTO_QUALITY_RULE = {
  /** Shorter side below this: refused. A quarter of the 1024 px the image model works at; a thumbnail or an icon. */
  unusableShortSidePx: 256,
  /** Shorter side below this: warned. Three quarters of the model's 1024 px. */
  lowResolutionShortSidePx: 768,
  /** Sharpness below this: warned as blurry (in-focus photos measured 280-900; a 2 px Gaussian blur ~95). */
  blurrySharpnessBelow: 80,
  /** Mean luminance below this: too dark. */
  darkMeanBelow: 50,
  /** Mean luminance above this: too bright. */
  brightMeanAbove: 215,
  /** A greyscale level at or below this is a crushed black. */
  shadowClipLevel: 10,
  /** A greyscale level at or above this is a blown highlight. */
  highlightClipLevel: 245,
  /** More than this share of crushed blacks (or of blown highlights) is too dark (too bright) whatever the mean. */
  clippedShareAbove: 0.3,
} as const;

export type PhotoWarningCode = 'low-resolution' | 'blurry' | 'too-dark' | 'too-bright';

export interface PhotoWarning {
  code: PhotoWarningCode;
  /** What the shop shows, in the product's words (the upload step's tips). */
  message: string;
}

export type PhotoVerdict =
  | { verdict: 'ok'; warnings: [] }
  | { verdict: 'warnings'; warnings: PhotoWarning[] }
  | { verdict: 'unusable'; warnings: PhotoWarning[]; reason: string };

/** The texts, built on the tips panel's words (spec: 'For Best Results, Use Photos That Are:'). */
export const PHOTO_WARNING_TEXTS: Readonly<Record<PhotoWarningCode, string>> = {
  'low-resolution':
    'This photo has a low resolution, so the art may lack detail. Photos that are close-up and high resolution work best.',
  blurry:
    'This photo looks blurry, so the art may lose your pet’s markings. Sharp photos that are close-up and high resolution work best.',
  'too-dark':
    'This photo looks too dark, so colours and markings may be lost. Photos that are well lit work best.',
  'too-bright':
    'This photo looks too bright (washed out), so colours and markings may be lost. Photos that are well lit work best.',
};

/** The heading above the warnings (the tips panel's own words). */
export const PHOTO_WARNING_TITLE = 'For Best Results, Use Photos That Are:';

/** The refusal of a photo too small to make art from. */
export function photoTooSmallMessage(width: number, height: number): string {
  const min = PHOTO_QUALITY_RULE.unusableShortSidePx;
  return `This photo is too small to make art from (${width} x ${height} pixels). Please choose a photo at least ${min} pixels on its shorter side.`;
}

const warning = (code: PhotoWarningCode): PhotoWarning => ({ code, message: PHOTO_WARNING_TEXTS[code] });

/** The verdict on one photo: refused only when too small; otherwise its warnings (none: ok). */
export function assessPhoto(m: PhotoMeasurements): PhotoVerdict {
  const rule = PHOTO_QUALITY_RULE;
  const shortSide = Math.min(m.width, m.height);
  const warnings: PhotoWarning[] = [];
  if (shortSide < rule.lowResolutionShortSidePx) warnings.push(warning('low-resolution'));
  if (m.sharpness < rule.blurrySharpnessBelow) warnings.push(warning('blurry'));
  if (m.meanLuminance < rule.darkMeanBelow || m.shadowsClipped > rule.clippedShareAbove) {
    warnings.push(warning('too-dark'));
  } else if (m.meanLuminance > rule.brightMeanAbove || m.highlightsClipped > rule.clippedShareAbove) {
    warnings.push(warning('too-bright'));
  }
  if (shortSide < rule.unusableShortSidePx) {
    return { verdict: 'unusable', warnings, reason: photoTooSmallMessage(m.width, m.height) };
  }
  return warnings.length === 0 ? { verdict: 'ok', warnings: [] } : { verdict: 'warnings', warnings };
}

/**
 * The measurements of a greyscale picture (one byte per pixel, row by row): exposure from `grey`, sharpness from
 * `stretched` (the same picture contrast-stretched; pass `grey` again when there is none). Pure, so the backend's
 * sharp pipeline and the tests share it; `width`/`height` are the photo's full size, `gw`/`gh` the greyscale's.
 */
export function measureGreyscale(
  grey: Uint8Array,
  stretched: Uint8Array,
  gw: number,
  gh: number,
  size: { width: number; height: number },
): PhotoMeasurements {
  let sum = 0;
  let dark = 0;
  let bright = 0;
  for (const v of grey) {
    sum += v;
    if (v <= PHOTO_QUALITY_RULE.shadowClipLevel) dark++;
    if (v >= PHOTO_QUALITY_RULE.highlightClipLevel) bright++;
  }
  let lapSum = 0;
  let lapSq = 0;
  let n = 0;
  for (let y = 1; y < gh - 1; y++) {
    for (let x = 1; x < gw - 1; x++) {
      const i = y * gw + x;
      const at = (k: number): number => stretched[k] ?? 0;
      const l = at(i - 1) + at(i + 1) + at(i - gw) + at(i + gw) - 4 * at(i);
      lapSum += l;
      lapSq += l * l;
      n++;
    }
  }
  const pixels = Math.max(1, grey.length);
  const lapMean = n > 0 ? lapSum / n : 0;
  return {
    width: size.width,
    height: size.height,
    sharpness: n > 0 ? lapSq / n - lapMean * lapMean : 0,
    meanLuminance: sum / pixels,
    shadowsClipped: dark / pixels,
    highlightsClipped: bright / pixels,
  };
}
