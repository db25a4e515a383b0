import { assessPhoto, measureGreyscale, type PhotoMeasurements, type PhotoWarning } from '@petart/domain';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error';

/** The edge the photo is shrunk to before measuring blur and exposure (docs/decisions.md D-169). */
export const MEASURE_EDGE = 512;

/**
 * Measures one photo for the quality rule: `pipeline` is the photo already oriented (a sharp instance of its decoded
 * pixels, not yet consumed), `size` its full size. One greyscale copy shrunk to fit {@link MEASURE_EDGE} px (JPEG
 * shrink-on-load makes that cheap) for exposure, and the same copy contrast-stretched for blur.
 */
export async function measurePhoto(
  pipeline: sharp.Sharp,
  size: { width: number; height: number },
): Promise<PhotoMeasurements> {
  const grey = await pipeline
    .resize(MEASURE_EDGE, MEASURE_EDGE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Stretched from the small copy, not from the photo again: one decode of the photo for both.
  const { width, height } = grey.info;
  const stretched = await sharp(grey.data, { raw: { width, height, channels: 1 } })
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return measureGreyscale(grey.data, stretched.data, grey.info.width, grey.info.height, size);
}

/**
 * The quality rule applied to one photo: its warnings (empty when fine), or 400 UPLOAD.INVALID with the clear
 * message when it is unusable (too small to make art from). Per photo, so an upload of several photos checks each.
 */
export function checkPhoto(measurements: PhotoMeasurements): PhotoWarning[] {
  const verdict = assessPhoto(measurements);
  if (verdict.verdict === 'unusable') throw new AppError('UPLOAD.INVALID', verdict.reason);
  return verdict.warnings;
}
