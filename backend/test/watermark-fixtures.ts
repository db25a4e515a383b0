// What the watermark suites share: a portrait artwork with mid tones (a white watermark shows on it), and the
// measure of the watermark on a served picture: its pixels against the clean file's in the watermark's own area.
import sharp from 'sharp';
import { watermarkSvg } from '../src/platform/images/watermark';

/** A 1200 x 1800 (2:3, a poster's shape: its print file is the whole picture) painted-looking test artwork. */
export function portraitArtwork(width = 1200, height = 1800): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#5d7f8f"/><stop offset="0.5" stop-color="#8a6a4c"/><stop offset="1" stop-color="#3f5a46"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.3}" fill="#a0522d" fill-opacity="0.7"/>` +
    `<rect x="${width * 0.1}" y="${height * 0.7}" width="${width * 0.8}" height="${height * 0.15}" fill="#2f4f4f" fill-opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 92 }).toBuffer();
}

/** Mean absolute RGB difference of `served` and `clean` (scaled to the served size) inside and outside the watermark. */
export async function watermarkDifference(
  served: Uint8Array,
  clean: Uint8Array,
): Promise<{ width: number; height: number; inside: number; outside: number }> {
  const shown = await sharp(served).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = shown.info;
  const reference = await sharp(clean)
    .rotate()
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  // The watermark's own pixels: where its SVG, drawn at the served size, is clearly opaque.
  const mask = await sharp(watermarkSvg(width, height)).ensureAlpha().extractChannel(3).raw().toBuffer();
  let inSum = 0;
  let inCount = 0;
  let outSum = 0;
  let outCount = 0;
  for (let p = 0; p < width * height; p += 1) {
    const d =
      (Math.abs(shown.data[p * 3]! - reference[p * 3]!) +
        Math.abs(shown.data[p * 3 + 1]! - reference[p * 3 + 1]!) +
        Math.abs(shown.data[p * 3 + 2]! - reference[p * 3 + 2]!)) /
      3;
    const alpha = mask[p] ?? 0;
    if (alpha > 90) {
      inSum += d;
      inCount += 1;
    } else if (alpha === 0) {
      outSum += d;
      outCount += 1;
    }
  }
  return { width, height, inside: inSum / Math.max(1, inCount), outside: outSum / Math.max(1, outCount) };
}

/** The served picture carries the watermark (its area clearly differs from the clean file) and fits `maxEdge`. */
export async function expectWatermarked(
  served: Uint8Array,
  clean: Uint8Array,
  maxEdge: number,
): Promise<void> {
  const diff = await watermarkDifference(served, clean);
  expect(Math.max(diff.width, diff.height)).toBeLessThanOrEqual(maxEdge);
  expect(diff.inside).toBeGreaterThan(12);
  expect(diff.inside).toBeGreaterThan(diff.outside * 4);
}

/** The served picture is the clean artwork: no watermark in the watermark's area. */
export async function expectClean(served: Uint8Array, clean: Uint8Array): Promise<void> {
  const diff = await watermarkDifference(served, clean);
  expect(diff.inside).toBeLessThan(6);
}
