import type { PhotoMeasurements } from '@petart/domain';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error';
import { decodeHeic } from './heic-decoder';
import { measurePhoto } from './photo-check';

export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_STORED_EDGE = 4096;

export const UNSUPPORTED_IMAGE_MESSAGE =
  'This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.';
/**
 * A file that starts like a JPEG, PNG, WebP or HEIC photo but does not decode: most often a photo cut short (a copy or
 * download that did not finish), so the customer is told to try another copy rather than another format.
 */
export const DAMAGED_IMAGE_MESSAGE =
  'This photo looks damaged or incomplete (it may not have finished copying or downloading). Please try another copy of the photo.';
export const TOO_MANY_PIXELS_MESSAGE =
  'This image is too large to process. Please upload a photo under 40 megapixels.';

/** HEIF brands coded with HEVC (iPhone photos: 'heic'; bursts and sequences: 'heix', 'hevc', ...). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

/**
 * The accepted formats by magic bytes. HEIC/HEIF counts when its `ftyp` box names an HEVC brand (major or compatible);
 * AVIF and other HEIF codings do not (docs/decisions.md D-170).
 */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'heic' | undefined {
  const at = (i: number): number => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'png';
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.length, 64, ((at(0) << 24) | (at(1) << 16) | (at(2) << 8) | at(3)) >>> 0);
    // The major brand at 8, the minor version at 12, then the compatible brands, 4 bytes each, to the box's end.
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(i, i + 4));
    if (brands.some((brand) => HEVC_BRANDS.has(brand))) return 'heic';
  }
  return undefined;
}

export interface IngestedImage {
  body: Buffer;
  width: number;
  height: number;
  /** What the photo-quality rule reads (measured on the oriented photo). */
  measurements: PhotoMeasurements;
}

/**
 * Validates and normalises an uploaded photo: magic-byte sniffing (anything else is not a supported image), a full
 * strict decode (a truncated or broken file of a supported format is refused as damaged), at most 40 MP, auto-orientation, fit within 4096 px (never enlarged), WebP quality 90 at effort 0 (the encode
 * is most of the time of an upload; effort 1 took ~30% longer for files ~2% smaller). No metadata is copied (sharp
 * drops EXIF/GPS/XMP unless asked to keep them). HEIC (iPhone photos), which this sharp build cannot decode (its
 * libheif has no HEVC decoder), is decoded to pixels by libheif compiled to WebAssembly in a worker (heic-decoder.ts), then takes
 * the same path. The photo is measured for the quality rule (photo-check.ts) alongside the encode.
 */
export async function ingestImage(bytes: Buffer): Promise<IngestedImage> {
  const type = sniffImageType(bytes);
  if (type === undefined) throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE);
  let width: number | undefined;
  let height: number | undefined;
  let orientedSize: { width: number; height: number } | undefined;
  try {
    // For HEIC, sharp reads the header (the size) without decoding: the 40 MP check comes before the decode here too.
    ({
      width,
      height,
      autoOrient: orientedSize,
    } = await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: false,
    }).metadata());
  } catch (error) {
    throw new AppError('UPLOAD.INVALID', DAMAGED_IMAGE_MESSAGE, { cause: error });
  }
  if (width === undefined || height === undefined)
    throw new AppError('UPLOAD.INVALID', DAMAGED_IMAGE_MESSAGE);
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('UPLOAD.INVALID', TOO_MANY_PIXELS_MESSAGE);
  try {
    let oriented: sharp.Sharp;
    if (type === 'heic') {
      const { width: w, height: h, data } = await decodeHeic(bytes);
      orientedSize = { width: w, height: h };
      // RGBA out of the decoder; the alpha of a camera photo is opaque, so it is dropped.
      oriented = sharp(data, {
        raw: { width: w, height: h, channels: 4 },
        limitInputPixels: MAX_INPUT_PIXELS,
      }).removeAlpha();
    } else {
      oriented = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    }
    const [{ data, info }, measurements] = await Promise.all([
      oriented
        .clone()
        .resize(MAX_STORED_EDGE, MAX_STORED_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 90, effort: 0 })
        .toBuffer({ resolveWithObject: true }),
      measurePhoto(oriented.clone(), orientedSize ?? { width, height }),
    ]);
    return { body: data, width: info.width, height: info.height, measurements };
  } catch (error) {
    throw new AppError('UPLOAD.INVALID', DAMAGED_IMAGE_MESSAGE, { cause: error });
  }
}
