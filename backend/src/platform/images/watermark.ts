import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse, type Font } from 'opentype.js';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { IMAGE_VARIANT_SPECS, type ImageVariant } from './image-variants';
import { fontsDir } from './name-on-print';

/** The words repeated across an unpaid artwork. */
export const WATERMARK_TEXT = 'PetArt preview';
/** The words' angle (degrees, counter-clockwise): a diagonal that no crop of a useful part escapes. */
const ANGLE = -30;
/** Opacity of the white words and of their soft shadow: visible on light and dark art, the picture still reads. */
const TEXT_OPACITY = 0.42;
const SHADOW_OPACITY = 0.3;
/** The shipped sans-serif (backend/assets/fonts), outlined by opentype.js: no system font is involved. */
const FONT_FILE = 'montserrat-600.ttf';
/** Input pixel limit of a served picture (a 4096 x 4096 artwork is 16.8 MP; the print files never pass here). */
const MAX_INPUT_PIXELS = 40_000_000;

let font: Font | undefined;
function watermarkFont(): Font {
  if (font) return font;
  const bytes = readFileSync(path.join(fontsDir(), FONT_FILE));
  font = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return font;
}

/**
 * Where the watermark's letters are on a `width` x `height` picture, as an SVG of opaque white outlines:
 * {@link WATERMARK_TEXT} as vector outlines, in rows that run diagonally across the whole picture (the grid covers
 * the rotated picture's bounding square, so no corner is bare), every other row shifted by half a step (a brick
 * pattern, no straight gap to crop along). The text size follows the picture's longest side, so a thumbnail and a
 * preview carry the same pattern. {@link watermarkOverlay} turns it into the translucent letters and their shadow.
 */
export function watermarkSvg(width: number, height: number): Buffer {
  const longest = Math.max(width, height);
  const size = Math.max(10, Math.round(longest / 22));
  const f = watermarkFont();
  const textWidth = f.getAdvanceWidth(WATERMARK_TEXT, size);
  const d = f.getPath(WATERMARK_TEXT, 0, 0, size).toPathData(1);
  const stepX = Math.round(textWidth + size * 2.2);
  const stepY = Math.round(size * 3.6);
  const diagonal = Math.ceil(Math.hypot(width, height));
  const cx = width / 2;
  const cy = height / 2;
  const uses: string[] = [];
  for (let row = 0, y = cy - diagonal / 2; y <= cy + diagonal / 2 + stepY; row += 1, y += stepY) {
    const offset = row % 2 === 0 ? 0 : stepX / 2;
    for (let x = cx - diagonal / 2 - offset; x <= cx + diagonal / 2; x += stepX) {
      uses.push(`<use xlink:href="#w" x="${Math.round(x)}" y="${Math.round(y)}"/>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><path id="w" d="${d}"/></defs>` +
    `<g fill="#fff" transform="rotate(${ANGLE} ${cx} ${cy})">${uses.join('')}</g></svg>`;
  return Buffer.from(svg);
}

/** A ready overlay: RGBA pixels of the picture's size. */
interface Overlay {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Overlays already drawn, by size: the artwork comes in a few shapes (the generator's three, the mockups' views), so
 * nearly every picture reuses one. Bounded in bytes (a 683 x 1024 overlay is 2.8 MB).
 */
const overlays = new LRUCache<string, Promise<Overlay>>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (_value, key) => {
    const [w, h] = key.split('x').map(Number);
    return Math.max(1, (w ?? 1) * (h ?? 1) * 4);
  },
});

/**
 * The watermark of a `width` x `height` picture as RGBA pixels: the letters of {@link watermarkSvg} in white at
 * {@link TEXT_OPACITY} over a soft shadow (the same letters blurred, offset down-right, black at
 * {@link SHADOW_OPACITY}) that keeps them readable on white. The shadow is blurred by libvips on the one-channel
 * mask (an SVG blur filter cost ten times as much, measured), and each size is drawn once per process.
 */
export function watermarkOverlay(width: number, height: number): Promise<Overlay> {
  const key = `${width}x${height}`;
  const known = overlays.get(key);
  if (known) return known;
  const drawn = drawOverlay(width, height);
  overlays.set(key, drawn);
  drawn.catch(() => overlays.delete(key));
  return drawn;
}

async function drawOverlay(width: number, height: number): Promise<Overlay> {
  const size = Math.max(10, Math.round(Math.max(width, height) / 22));
  const shift = Math.max(1, Math.round(size / 14));
  const mask = await sharp(watermarkSvg(width, height)).ensureAlpha().extractChannel(3).raw().toBuffer();
  const blurred = await sharp(mask, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.5, shift * 0.9))
    // One channel out, as in: libvips would otherwise hand the blurred mask back as sRGB.
    .extractChannel(0)
    .raw()
    .toBuffer();
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const text = ((mask[p] ?? 0) / 255) * TEXT_OPACITY;
      const sx = x - shift;
      const sy = y - shift;
      const shadow = sx >= 0 && sy >= 0 ? ((blurred[sy * width + sx] ?? 0) / 255) * SHADOW_OPACITY : 0;
      // White letters over the black shadow ("over" compositing, straight alpha).
      const alpha = text + shadow * (1 - text);
      const i = p * 4;
      const white = alpha > 0 ? Math.round((255 * text) / alpha) : 0;
      data[i] = white;
      data[i + 1] = white;
      data[i + 2] = white;
      data[i + 3] = Math.round(alpha * 255);
    }
  }
  return { data, width, height };
}

/** A picture made for one variant: at most the variant's size, watermarked when the variant says so. */
export interface RenderedVariant {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/**
 * The stored picture `bytes` as `variant` serves it (never `original`: that is the stored file): turned upright,
 * scaled down inside the variant's longest side (never up), the watermark drawn over it when the variant has one.
 * Encoded as JPEG (a fifth of WebP's encoding time at this size, measured), or WebP when the picture has
 * transparency. Throws on bytes that are not a picture.
 */
export async function renderVariant(
  bytes: Uint8Array,
  variant: Exclude<ImageVariant, 'original'>,
): Promise<RenderedVariant> {
  const spec = IMAGE_VARIANT_SPECS[variant];
  const edge = spec.maxEdge ?? Number.MAX_SAFE_INTEGER;
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const { hasAlpha } = await source.metadata();
  const { data, info } = await source
    .rotate()
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let picture = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  if (spec.watermark) {
    const overlay = await watermarkOverlay(info.width, info.height);
    picture = picture.composite([
      { input: overlay.data, raw: { width: overlay.width, height: overlay.height, channels: 4 } },
    ]);
  }
  const body = hasAlpha
    ? await picture.webp({ quality: 82, alphaQuality: 90, effort: 2 }).toBuffer()
    : await picture.removeAlpha().jpeg({ quality: 84 }).toBuffer();
  return {
    body,
    contentType: hasAlpha ? 'image/webp' : 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}
