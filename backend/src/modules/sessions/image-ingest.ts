import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error';

export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_STORED_EDGE = 4096;

export const UNSUPPORTED_IMAGE_MESSAGE =
  'This file is not a supported image. Please upload a JPEG, PNG or WebP photo.';
export const TOO_MANY_PIXELS_MESSAGE =
  'This image is too large to process. Please upload a photo under 40 megapixels.';

/** The accepted formats by magic bytes (HEIC is not: this sharp build decodes only AVIF from the HEIF family). */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | undefined {
  const at = (i: number): number => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'png';
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export interface IngestedImage {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * Validates and normalises an uploaded photo: magic-byte sniffing, a full strict decode (truncated or broken files
 * fail), at most 40 MP, auto-orientation, fit within 4096 px (never enlarged), WebP quality 90 at effort 0 (the encode
 * is most of the time of an upload; effort 1 took ~30% longer for files ~2% smaller). No metadata is copied (sharp
 * drops EXIF/GPS/XMP unless asked to keep them).
 */
export async function ingestImage(bytes: Buffer): Promise<IngestedImage> {
  if (sniffImageType(bytes) === undefined) throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata());
  } catch (error) {
    throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE, { cause: error });
  }
  if (width === undefined || height === undefined)
    throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE);
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('UPLOAD.INVALID', TOO_MANY_PIXELS_MESSAGE);
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_STORED_EDGE, MAX_STORED_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, effort: 0 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch (error) {
    throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE, { cause: error });
  }
}
