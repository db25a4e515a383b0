import {
  brandColors,
  PREVIEW_IMAGE_SIZE,
  PREVIEW_IMAGES,
  SITE_NAME,
  type PreviewImageName,
} from '@petart/domain';
import * as path from 'node:path';
import type { Font } from 'opentype.js';
import sharp from 'sharp';
import { findRepoRoot } from '../config/resolve-config';
import { loadFont } from './name-on-print';
import { svgPathData } from './svg-path';

/**
 * The link preview images of the public pages (`og:image`, `twitter:image`) and the shop's logo, drawn with sharp
 * from the shop's own material: a sample artwork of one art style (backend/assets/styles) beside the page's heading,
 * on the brand's colours. Text is drawn as outlines of the shipped fonts (as the name on a print is: no system font
 * is involved, so every machine draws the same image).
 */

const { width: WIDTH, height: HEIGHT } = PREVIEW_IMAGE_SIZE;
const MARGIN = 72;
const ART_SIZE = 500;
const TEXT_WIDTH = WIDTH - ART_SIZE - 3 * MARGIN;
const TAGLINE = 'Custom pet portraits, printed and shipped to your door';

/** `text` as one SVG path of `font` at `size`, its baseline's start at (x, y). */
function outline(font: Font, text: string, x: number, y: number, size: number, fill: string): string {
  return `<path fill="${fill}" d="${svgPathData(font.getPath(text, x, y, size))}"/>`;
}

/** `text` broken into lines of words that fit `width` at `size` (a word longer than the line keeps a line). */
function wrap(font: Font, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && font.getAdvanceWidth(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A square of `size` with rounded corners, as a mask (`dest-in` keeps what is under it). */
function roundedMask(size: number, radius: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius}" ry="${radius}"/></svg>`,
  );
}

/** The sample artwork of the art style `slug`, `size` square with rounded corners. */
async function artwork(slug: string, size: number): Promise<Buffer> {
  return sharp(path.join(findRepoRoot(), 'backend/assets/styles', `${slug}.webp`))
    .resize(size, size, { fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: roundedMask(size, 28), blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The preview image `name` (1200 x 630 JPEG): the wordmark, the heading and the tagline beside the artwork. */
export async function renderPagePreview(name: PreviewImageName): Promise<Buffer> {
  const { heading, style } = PREVIEW_IMAGES[name];
  const serif = loadFont('playfair');
  const sans = loadFont('montserrat');
  const headingSize = 64;
  const lines = wrap(serif, heading, headingSize, TEXT_WIDTH).slice(0, 3);
  const lineHeight = headingSize * 1.15;
  const headingTop = 250 + ((3 - lines.length) * lineHeight) / 2;
  const text = [
    outline(serif, SITE_NAME, MARGIN, 130, 60, brandColors.coral),
    ...lines.map((line, i) =>
      outline(serif, line, MARGIN, headingTop + i * lineHeight, headingSize, brandColors.plum),
    ),
    ...wrap(sans, TAGLINE, 26, TEXT_WIDTH).map((line, i) =>
      outline(sans, line, MARGIN, 510 + i * 36, 26, brandColors.inkSoft),
    ),
  ];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="${brandColors.coral}"/>` +
    `${text.join('')}</svg>`;
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: brandColors.cream } })
    .composite([
      {
        input: await artwork(style, ART_SIZE),
        left: WIDTH - MARGIN - ART_SIZE,
        top: (HEIGHT - 16 - ART_SIZE) / 2,
      },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** The logo (512 x 512 PNG): the shop's name in white on its coral. */
export async function renderLogo(): Promise<Buffer> {
  const size = 512;
  const serif = loadFont('playfair');
  const fontSize = 150;
  const x = (size - serif.getAdvanceWidth(SITE_NAME, fontSize)) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `${outline(serif, SITE_NAME, x, size / 2 + fontSize * 0.3, fontSize, brandColors.paper)}</svg>`;
  return sharp({ create: { width: size, height: size, channels: 3, background: brandColors.coral } })
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .png()
    .toBuffer();
}
