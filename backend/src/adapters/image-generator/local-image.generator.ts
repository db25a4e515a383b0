import type { GeneratedImage, ImageGenerationRequest, ImageGenerator } from '@petart/domain';
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { findArtStyle, ImageGenerationError, type LocalRecipe, petGroupLayout } from '@petart/domain';

/** Long edge of the artwork we keep (best print resolution); the output never exceeds the source. */
export const MAX_OUTPUT_EDGE = 4096;
/** Long edge the filters work at (fast on a 12 MP photo); the result is scaled back up to the output size. */
const WORK_EDGE = 1024;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** Small seeded PRNG (mulberry32): the same prompt always yields the same grain. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic variation from the custom prompt (and style): hue shift, levels and grain seed. */
export function variationOf(
  style: string,
  customPrompt?: string,
): { seed: number; hue: number; shift: number } {
  const digest = createHash('sha256')
    .update(`${style}\n${customPrompt?.trim().toLowerCase() ?? ''}`)
    .digest();
  const seed = digest.readUInt32BE(0);
  const hasPrompt = (customPrompt?.trim() ?? '') !== '';
  return {
    seed,
    hue: hasPrompt ? (digest.readUInt8(4) % 31) - 15 : 0,
    shift: hasPrompt ? digest.readUInt8(5) / 255 : 0.5,
  };
}

const raw = async (image: Sharp, channels: 1 | 3 = 3): Promise<Raw> => {
  const pipeline = channels === 1 ? image.greyscale() : image.removeAlpha().toColourspace('srgb');
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const fromRaw = (r: Raw, channels: 1 | 3 = 3): Sharp =>
  sharp(r.data, { raw: { width: r.width, height: r.height, channels } });

/** Quantises each channel to `levels` levels (posterise). */
function posterise(r: Raw, levels: number): Raw {
  const step = 255 / (levels - 1);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.round(Math.round(v / step) * step);
  const data = Buffer.allocUnsafe(r.data.length);
  for (let i = 0; i < r.data.length; i++) data[i] = lut[r.data[i] ?? 0] ?? 0;
  return { ...r, data };
}

/** Grey noise as an overlay layer (centred on 128); `scale` > 1 gives low-frequency (paper-like) noise. */
async function noise(
  width: number,
  height: number,
  seed: number,
  amount: number,
  scale = 1,
): Promise<Buffer> {
  const w = Math.max(1, Math.round(width / scale));
  const h = Math.max(1, Math.round(height / scale));
  const rand = prng(seed);
  const data = Buffer.allocUnsafe(w * h);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.max(0, Math.min(255, 128 + (rand() - 0.5) * 2 * amount));
  let layer = sharp(data, { raw: { width: w, height: h, channels: 1 } });
  if (scale > 1) layer = layer.resize(width, height, { kernel: 'cubic' }).blur(scale / 2);
  return layer.toColourspace('srgb').png({ compressionLevel: 0 }).toBuffer();
}

const svg = (width: number, height: number, body: string): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

/** Radial vignette: transparent centre to `colour` at the edges with the given opacity. */
const vignette = (w: number, h: number, colour: string, opacity: number, inner = 0.55): Buffer =>
  svg(
    w,
    h,
    `<defs><radialGradient id="v" cx="50%" cy="50%" r="75%"><stop offset="${inner}" stop-color="${colour}" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="${colour}" stop-opacity="${opacity}"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#v)"/>`,
  );

/** Greyscale edge magnitude (Laplacian), boosted. */
async function edges(image: Raw, gain: number): Promise<Raw> {
  return raw(
    fromRaw(image)
      .greyscale()
      .blur(0.8)
      .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
      .linear(gain, 0),
    1,
  );
}

type Recipe = (work: Raw, v: ReturnType<typeof variationOf>) => Promise<Sharp>;

const RECIPES: Record<Exclude<LocalRecipe, 'surprise'>, Recipe> = {
  async watercolor(work, v) {
    const { width: w, height: h } = work;
    const soft = await raw(fromRaw(work).median(5).blur(2.2).modulate({ saturation: 1.15, hue: v.hue }));
    const washed = posterise(soft, 7 + Math.round(v.shift * 3));
    const paper = await noise(w, h, v.seed, 40, 6);
    const grain = await noise(w, h, v.seed + 1, 18);
    return fromRaw(washed)
      .linear(0.85, 38)
      .composite([
        { input: paper, blend: 'soft-light' },
        { input: grain, blend: 'soft-light' },
        { input: vignette(w, h, '#ffffff', 1, 0.42 + v.shift * 0.1), blend: 'over' },
      ]);
  },
  async charcoal(work, v) {
    const { width: w, height: h } = work;
    const lines = await edges(work, 5);
    const tone = await raw(fromRaw(work).greyscale().linear(1.6, -70).blur(1.5), 1);
    const data = Buffer.allocUnsafe(tone.data.length);
    for (let i = 0; i < data.length; i++) data[i] = Math.max(0, (tone.data[i] ?? 0) - (lines.data[i] ?? 0));
    const grain = await noise(w, h, v.seed, 60);
    return fromRaw({ data, width: w, height: h }, 1)
      .toColourspace('srgb')
      .composite([{ input: grain, blend: 'overlay' }]);
  },
  async drawing(work, v) {
    const { width: w, height: h } = work;
    const lines = await edges(work, 3.2 + v.shift);
    const shade = await raw(fromRaw(work).greyscale().linear(0.35, 170), 1);
    const data = Buffer.allocUnsafe(lines.data.length);
    for (let i = 0; i < data.length; i++)
      data[i] = Math.max(0, (shade.data[i] ?? 255) - (lines.data[i] ?? 0));
    const paper = await noise(w, h, v.seed, 14);
    return fromRaw({ data, width: w, height: h }, 1)
      .toColourspace('srgb')
      .composite([{ input: paper, blend: 'soft-light' }]);
  },
  async oil(work, v) {
    const { width: w, height: h } = work;
    const texture = await sharp(await noise(w, h, v.seed, 90, 2))
      .convolve({ width: 3, height: 3, kernel: [-2, -1, 0, -1, 1, 1, 0, 1, 2] })
      .png({ compressionLevel: 0 })
      .toBuffer();
    // The median runs in its own pipeline: chained with modulate + sharpen, libvips took ~1.5x as long (measured).
    const strokes = await raw(fromRaw(work).median(7));
    return fromRaw(strokes)
      .modulate({ saturation: 1.45, brightness: 1.03, hue: v.hue })
      .sharpen({ sigma: 1.2 })
      .composite([{ input: texture, blend: 'soft-light' }]);
  },
  async baroque(work, v) {
    const { width: w, height: h } = work;
    const warm = await raw(
      fromRaw(work)
        .median(3)
        .recomb([
          [1.1, 0.1, 0],
          [0.05, 0.95, 0],
          [0, 0.05, 0.7],
        ])
        .linear(1.25, -30),
    );
    return fromRaw(warm).composite([
      { input: vignette(w, h, '#120800', 0.95, 0.3 + v.shift * 0.1), blend: 'over' },
      { input: await noise(w, h, v.seed, 20, 3), blend: 'soft-light' },
    ]);
  },
  async lego(work, v) {
    const { width: w, height: h } = work;
    const block = Math.max(8, Math.round(Math.max(w, h) / (40 + Math.round(v.shift * 12))));
    const cols = Math.max(1, Math.round(w / block));
    const rows = Math.max(1, Math.round(h / block));
    const small = posterise(
      await raw(fromRaw(work).modulate({ saturation: 1.5, hue: v.hue }).resize(cols, rows)),
      6,
    );
    const blocks = await raw(fromRaw(small).resize(cols * block, rows * block, { kernel: 'nearest' }));
    const r = block * 0.32;
    const studs = svg(
      blocks.width,
      blocks.height,
      `<defs><radialGradient id="s" cx="35%" cy="35%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/>` +
        `<stop offset="0.6" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>` +
        `<pattern id="p" width="${block}" height="${block}" patternUnits="userSpaceOnUse">` +
        `<rect width="${block}" height="${block}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="1.5"/>` +
        `<circle cx="${block / 2}" cy="${block / 2}" r="${r}" fill="url(#s)" stroke="#000" stroke-opacity="0.25"/></pattern></defs>` +
        `<rect width="100%" height="100%" fill="url(#p)"/>`,
    );
    return fromRaw(blocks).composite([{ input: studs, blend: 'over' }]);
  },
  async storybook(work, v) {
    const soft = await raw(
      fromRaw(work).median(5).blur(1.4).modulate({ saturation: 0.9, brightness: 1.08, hue: v.hue }),
    );
    const flat = posterise(soft, 6);
    const lines = await edges(work, 1.6);
    const data = Buffer.allocUnsafe(flat.data.length);
    for (let i = 0, p = 0; i < data.length; i += 3, p++) {
      const line = (lines.data[p] ?? 0) * 0.5;
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, (flat.data[i + c] ?? 0) - line);
    }
    return fromRaw({ ...flat, data }).linear(0.72, 66);
  },
  async 'steampunk-noir'(work, v) {
    const { width: w, height: h } = work;
    const graded = await raw(
      fromRaw(work)
        // Greyscale and split-tone in one matrix: each row is the luma weights times the channel's tint.
        .recomb([
          [0.315, 0.62, 0.115],
          [0.276, 0.543, 0.101],
          [0.216, 0.425, 0.079],
        ])
        .linear(1.35, -35),
    );
    const teal = svg(
      w,
      h,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f4c5c" stop-opacity="${0.35 + v.shift * 0.2}"/>` +
        `<stop offset="1" stop-color="#a0652b" stop-opacity="0.3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    );
    return fromRaw(graded).composite([
      { input: teal, blend: 'soft-light' },
      { input: vignette(w, h, '#000000', 0.9, 0.35), blend: 'over' },
      { input: await noise(w, h, v.seed, 70), blend: 'overlay' },
    ]);
  },
  regal(work, v) {
    const { width: w, height: h } = work;
    const border = Math.round(Math.min(w, h) * 0.07);
    const frame = svg(
      w,
      h,
      `<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a6a1f"/><stop offset="0.3" stop-color="#f6e27a"/>` +
        `<stop offset="0.55" stop-color="#b8892b"/><stop offset="0.8" stop-color="#fff1a8"/><stop offset="1" stop-color="#7a5a14"/></linearGradient></defs>` +
        `<rect x="${border / 2}" y="${border / 2}" width="${w - border}" height="${h - border}" fill="none" stroke="url(#gold)" stroke-width="${border}"/>` +
        `<rect x="${border}" y="${border}" width="${w - 2 * border}" height="${h - 2 * border}" fill="none" stroke="#4a3408" stroke-width="${Math.max(2, border / 8)}"/>` +
        `<rect x="${border * 0.25}" y="${border * 0.25}" width="${w - border * 0.5}" height="${h - border * 0.5}" fill="none" stroke="#fff6c8" stroke-opacity="0.6" stroke-width="${Math.max(1, border / 12)}"/>`,
    );
    return Promise.resolve(
      fromRaw(work)
        .median(3)
        .modulate({ saturation: 1.2, brightness: 1.02, hue: v.hue })
        .recomb([
          [1.08, 0.06, 0],
          [0.02, 1.0, 0],
          [0, 0.04, 0.82],
        ])
        .composite([
          { input: vignette(w, h, '#2a0d05', 0.7, 0.5), blend: 'over' },
          { input: frame, blend: 'over' },
        ]),
    );
  },
  async comic(work, v) {
    const { width: w, height: h } = work;
    const flat = posterise(await raw(fromRaw(work).median(5).modulate({ saturation: 1.7, hue: v.hue })), 4);
    const ink = await raw(
      fromRaw(await edges(work, 4), 1)
        .blur(1.2)
        .threshold(70),
      1,
    );
    // Ink lines over flat colour, with a rotated halftone of dots multiplied in (35% black, antialiased edges).
    // Computed here rather than as an SVG pattern: librsvg took ~600 ms to render the pattern at 1024 px.
    const dot = Math.max(5, Math.round(Math.max(w, h) / 160));
    const angle = ((15 + Math.round(v.shift * 30)) * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const radius = dot * 0.28;
    const data = Buffer.allocUnsafe(flat.data.length);
    for (let y = 0, p = 0; y < h; y++) {
      for (let x = 0; x < w; x++, p++) {
        const i = p * 3;
        if ((ink.data[p] ?? 0) > 128) {
          data[i] = data[i + 1] = data[i + 2] = 10;
          continue;
        }
        const u = x * cos + y * sin;
        const t = y * cos - x * sin;
        const du = u - (Math.floor(u / dot) + 0.5) * dot;
        const dt = t - (Math.floor(t / dot) + 0.5) * dot;
        const coverage = Math.min(1, Math.max(0, radius - Math.sqrt(du * du + dt * dt) + 0.5));
        const keep = 1 - 0.35 * coverage;
        for (let c = 0; c < 3; c++) data[i + c] = Math.round((flat.data[i + c] ?? 0) * keep);
      }
    }
    return fromRaw({ ...flat, data });
  },
  async disney(work, v) {
    const { width: w, height: h } = work;
    const glow = svg(
      w,
      h,
      `<defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.35"/>` +
        `<stop offset="1" stop-color="#5b3fa0" stop-opacity="0.35"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    );
    // The median in its own pipeline, as for oil (faster than one chained pipeline).
    const smooth = await raw(fromRaw(work).median(5));
    return fromRaw(smooth)
      .blur(0.8)
      .modulate({ saturation: 1.75, brightness: 1.1, hue: v.hue })
      .sharpen({ sigma: 1.5, m1: 1, m2: 3 })
      .composite([{ input: glow, blend: 'soft-light' }]);
  },
  studio(work, v) {
    const { width: w, height: h } = work;
    const backdrop = svg(
      w,
      h,
      `<defs><radialGradient id="b" cx="50%" cy="42%" r="80%"><stop offset="0.45" stop-color="#3c4a5e" stop-opacity="0"/>` +
        `<stop offset="0.75" stop-color="#3c4a5e" stop-opacity="0.75"/><stop offset="1" stop-color="#11161f" stop-opacity="1"/></radialGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#b)"/>`,
    );
    return Promise.resolve(
      fromRaw(work)
        .sharpen({ sigma: 1.6, m1: 1.5, m2: 4 })
        .modulate({ brightness: 1.04, saturation: 1.05, hue: v.hue })
        .linear(1.12, -12)
        .composite([{ input: backdrop, blend: 'over' }]),
    );
  },
};

/** The background around the pets of a several-pets picture (a warm paper white, styled with the rest). */
export const PET_GROUP_BACKGROUND = '#f4f1ea';

/**
 * One picture of several pets for the local generator, of the size and shape the image service makes for the same
 * photos ({@link petGroupLayout}: 1536x1024 for pets side by side, 1024x1024 for four): each photo whole (never
 * cropped), as large as its cell allows and centred on a plain background. PNG.
 */
export async function composePets(photos: Uint8Array[]): Promise<Buffer> {
  const read = (photo: Uint8Array) =>
    sharp(photo, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  const upright = await Promise.all(
    photos.map(async (photo) => {
      const { data, info } = await read(photo)
        .removeAlpha()
        .png({ compressionLevel: 0 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
  const layout = petGroupLayout(upright);
  const tiles = await Promise.all(
    upright.map((photo, i) => {
      const place = layout.placements[i]!;
      return sharp(photo.data)
        .resize(place.width, place.height, { fit: 'fill', kernel: 'lanczos3' })
        .png({ compressionLevel: 0 })
        .toBuffer();
    }),
  );
  return sharp({
    create: { width: layout.width, height: layout.height, channels: 3, background: PET_GROUP_BACKGROUND },
  })
    .composite(
      tiles.map((input, i) => ({ input, left: layout.placements[i]!.left, top: layout.placements[i]!.top })),
    )
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Waits until the wall clock reads `at`: a timer may fire a millisecond early by Date.now(), so it is asked again. */
async function sleepUntil(at: number): Promise<void> {
  while (Date.now() < at) await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
}

/** Long edge of the local generator's partial frame: a blurred, low-resolution glimpse of the artwork. */
export const LOCAL_PARTIAL_EDGE = 192;

export interface LocalImageGeneratorOptions {
  /**
   * LOCAL_IMAGE_GENERATOR_MS: a generation takes at least this long, its partial frame shown halfway (0: no wait).
   * Lets the offline journey look like the real service's (a preview, then the artwork).
   */
  minDurationMs?: number;
}

/**
 * ImageGenerator with sharp filters only (no network, deterministic): one visibly different recipe per style,
 * with a small variation derived from the custom prompt. Works at 1024 px and scales the artwork back up to the
 * source resolution (long edge at most 4096 px), WebP. Like the OpenAI stream it hands one partial frame (blurred,
 * {@link LOCAL_PARTIAL_EDGE} px) to onPartialImage before the artwork. Several pets' photos are first composed into
 * one picture ({@link composePets}) of the image service's size, which the artwork keeps.
 */
export class LocalImageGenerator implements ImageGenerator {
  private readonly minDurationMs: number;

  constructor(options: LocalImageGeneratorOptions = {}) {
    this.minDurationMs = Math.max(0, options.minDurationMs ?? 0);
  }

  async generate(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
    const style = findArtStyle(request.style);
    if (!style || style.recipe === 'surprise') {
      throw new ImageGenerationError('INVALID_REQUEST', `Unknown art style: ${request.style}`);
    }
    let source: Sharp;
    let width: number;
    let height: number;
    try {
      // Several pets: one picture of all of them, styled as one photo would be.
      const others = request.additionalImages ?? [];
      const photo =
        others.length > 0 ? await composePets([request.image, ...others.map((o) => o.image)]) : request.image;
      source = sharp(photo, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
      const meta = await sharp(photo, { failOn: 'error', limitInputPixels: 40_000_000 }).metadata();
      const swap = (meta.orientation ?? 1) >= 5;
      width = (swap ? meta.height : meta.width) ?? 0;
      height = (swap ? meta.width : meta.height) ?? 0;
    } catch (error) {
      throw new ImageGenerationError('INVALID_REQUEST', 'The photo could not be read.', { cause: error });
    }
    const started = Date.now();
    const scale = Math.min(1, MAX_OUTPUT_EDGE / Math.max(width, height));
    const outWidth = Math.max(1, Math.round(width * scale));
    const outHeight = Math.max(1, Math.round(height * scale));
    const work = await raw(
      source.resize(WORK_EDGE, WORK_EDGE, { fit: 'inside', withoutEnlargement: true }).toColourspace('srgb'),
    );
    const variation = variationOf(style.name, request.customPrompt);
    const styled = await RECIPES[style.recipe](work, variation);
    // Flatten the recipe (composites apply last), then scale to the artwork size and encode.
    const flat = await raw(sharp(await styled.png({ compressionLevel: 0 }).toBuffer()));
    if (request.onPartialImage) {
      const frame = await fromRaw(flat)
        .resize(LOCAL_PARTIAL_EDGE, LOCAL_PARTIAL_EDGE, { fit: 'inside' })
        .blur(3)
        .webp({ quality: 50 })
        .toBuffer();
      await sleepUntil(started + this.minDurationMs / 2);
      await request.onPartialImage({ body: new Uint8Array(frame), contentType: 'image/webp', index: 0 });
    }
    const body = await fromRaw(flat)
      .resize(outWidth, outHeight, { fit: 'fill', kernel: 'cubic' })
      .webp({ quality: 88, effort: 0 })
      .toBuffer();
    await sleepUntil(started + this.minDurationMs);
    return [{ body: new Uint8Array(body), contentType: 'image/webp' }];
  }
}
