import {
  type CropPosition,
  type NameOnPrint,
  nameInk,
  nameLayout,
  printFont,
  type Rgb,
  rgbHex,
} from '@petart/domain';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse, type Font } from 'opentype.js';
import sharp, { type OverlayOptions } from 'sharp';
import { findRepoRoot } from '../config/resolve-config';
import { cropArtwork } from './artwork-crop';
import { svgPathData } from './svg-path';

/** The shipped fonts (backend/assets/fonts), parsed once per process. */
const fonts = new Map<string, Font>();

export function fontsDir(): string {
  return path.join(findRepoRoot(), 'backend/assets/fonts');
}

export function loadFont(id: string): Font {
  const known = fonts.get(id);
  if (known) return known;
  const meta = printFont(id);
  if (!meta) throw new Error(`No print font ${id}`);
  const bytes = readFileSync(path.join(fontsDir(), meta.file));
  const font = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  fonts.set(id, font);
  return font;
}

/** RGBA pixels (what {@link cropArtwork}'s preview is). */
export interface RawRgba {
  data: Buffer;
  width: number;
  height: number;
}

/** Average colour of the band the text of `p` sits in, measured on `art` (any size of the same picture). */
export function bandColour(art: RawRgba, p: NameOnPrint): Rgb {
  const { band } = nameLayout(art.width, art.height, p);
  const y0 = Math.max(0, Math.floor(band.top));
  const y1 = Math.min(art.height, Math.ceil(band.top + band.height));
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = 0; x < art.width; x += 1) {
      const i = (y * art.width + x) * 4;
      r += art.data[i] ?? 0;
      g += art.data[i + 1] ?? 0;
      b += art.data[i + 2] ?? 0;
      n += 1;
    }
  }
  return n === 0 ? { r: 255, g: 255, b: 255 } : { r: r / n, g: g / n, b: b / n };
}

/**
 * The ONE renderer of the name on the print (D-178): the text of `p` as vector outlines (opentype.js turns the
 * shipped TrueType glyphs into SVG paths, so no system font or fontconfig is involved and every machine draws the
 * same shapes), laid out by the domain's {@link nameLayout} for a picture of `width` x `height` pixels, coloured by
 * {@link nameInk} from the band's colour measured on `art` (the crop's analysis copy: the mockups and the print file
 * measure the same pixels, so they take the same colour). Returns one sharp overlay covering the band (full width),
 * so a 7200 x 10800 print file rasterises only the band, not the whole print.
 */
export function nameOverlay(
  art: RawRgba,
  width: number,
  height: number,
  p: NameOnPrint,
): OverlayOptions & { top: number; left: number } {
  const font = loadFont(p.font);
  const layout = nameLayout(width, height, p);
  const ink = nameInk(p.colour, bandColour(art, p));
  const top = Math.floor(layout.band.top);
  const bandHeight = Math.max(
    1,
    Math.min(height - top, Math.ceil(layout.band.top + layout.band.height) - top),
  );
  const paths = layout.lines.map((line) => {
    const natural = font.getAdvanceWidth(line.text, line.size);
    const size = natural > line.maxWidth ? (line.size * line.maxWidth) / natural : line.size;
    const lineWidth = font.getAdvanceWidth(line.text, size);
    const d = svgPathData(font.getPath(line.text, line.centerX - lineWidth / 2, line.baselineY - top, size));
    return `<path d="${d}"/>`;
  });
  const scrim = ink.scrim
    ? `<rect x="0" y="0" width="${width}" height="${bandHeight}" fill="${rgbHex(ink.scrim.colour)}" fill-opacity="${ink.scrim.opacity}"/>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bandHeight}" viewBox="0 0 ${width} ${bandHeight}">` +
    `${scrim}<g fill="${rgbHex(ink.fill)}">${paths.join('')}</g></svg>`;
  return { input: Buffer.from(svg), top, left: 0 };
}

/**
 * `art` (RGBA) with the name drawn on it at its own size, RGBA raw again (the mockups' working copy); the colour is
 * measured on `measuredOn` (the crop's analysis copy, as the print file measures it).
 */
export async function drawNameOnArtwork(
  art: RawRgba,
  p: NameOnPrint,
  measuredOn: RawRgba = art,
): Promise<RawRgba> {
  const overlay = nameOverlay(measuredOn, art.width, art.height, p);
  const { data, info } = await sharp(art.data, { raw: { width: art.width, height: art.height, channels: 4 } })
    .composite([overlay])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Longest side of the named artwork handed to the mockup renderer (a Printify upload stays sharp enough). */
const NAMED_ARTWORK_MAX_SIDE = 1600;

/**
 * The artwork cut to the print's crop (the one {@link cropArtwork} decision, at the customer's `position` when they
 * moved it) with the name drawn by {@link nameOverlay} when there is one, as a PNG the mockup renderer dresses: its own
 * crop of an image already at the print's aspect ratio keeps it whole, so every view shows the lettering and the crop
 * where the print file has them.
 */
export async function namedArtwork(
  bytes: Uint8Array,
  aspect: number,
  p: NameOnPrint | null,
  position: CropPosition = null,
): Promise<Buffer> {
  const { rect, preview } = await cropArtwork(bytes, aspect, position);
  const scale = Math.min(1, NAMED_ARTWORK_MAX_SIDE / Math.max(rect.width, rect.height));
  const width = Math.max(1, Math.round(rect.width * scale));
  const height = Math.max(1, Math.round(rect.height * scale));
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .extract(rect)
    .resize(width, height, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cut = { data, width: info.width, height: info.height };
  const named = p ? await drawNameOnArtwork(cut, p, preview) : cut;
  return sharp(named.data, { raw: { width: named.width, height: named.height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
}
