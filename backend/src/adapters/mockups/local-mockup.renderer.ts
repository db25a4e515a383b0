import {
  fitBox,
  MockupVariantMismatchError,
  PRINTIFY_VARIANT_IDS,
  type MockupRenderer,
  type MockupRequest,
  type PrintTypeId,
  type RenderedMockup,
} from '@petart/domain';
import sharp, { type OverlayOptions } from 'sharp';
import { cropArtwork } from '../../platform/images/artwork-crop';

/** Output size of every view (~1200 px wide, 4:3). */
export const MOCKUP_WIDTH = 1200;
export const MOCKUP_HEIGHT = 900;

const WALL = { r: 233, g: 228, b: 220 };
const FLOOR = '#b59a7a';
/** Real width of the sofa in the room view; the print is drawn at the same scale (spec: "in a room"). */
export const SOFA_WIDTH_IN = 84;
const SOFA_HEIGHT_IN = 34;
/** Framed canvas: a 0.75 in black frame; canvases are 0.75 in deep (catalogue details). */
const FRAME_IN = 0.75;
const CANVAS_DEPTH_IN = 0.75;
/** Poster paper border as a share of the print's short side. */
const POSTER_BORDER = 0.035;
const WEBP = { quality: 82, effort: 2 } as const;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const rawInput = (img: Raw) => ({ raw: { width: img.width, height: img.height, channels: 4 as const } });

async function toRaw(pipeline: sharp.Sharp): Promise<Raw> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Renders mockups on this machine with sharp (no network): the artwork cropped to the print's aspect ratio and
 * dressed as the product (poster with a white border, canvas with wrapped edges, canvas in a 0.75 in black frame),
 * shown flat on a wall, at an angle, and above a sofa at its real size. Deterministic: same input, same bytes.
 */
export class LocalMockupRenderer implements MockupRenderer {
  /** Number of render() calls that actually rendered (tests assert cache hits by it). */
  renders = 0;

  async render(request: MockupRequest): Promise<RenderedMockup[]> {
    const expected = PRINTIFY_VARIANT_IDS[request.printType][request.printSize];
    if (expected === undefined || expected !== request.variant.variantId) {
      throw new MockupVariantMismatchError(
        `No variant ${request.variant.variantId} for ${request.printType} ${request.printSize}`,
      );
    }
    this.renders += 1;
    const aspect = request.widthIn / request.heightIn;
    // One decode of the artwork, cropped to the print's aspect ratio at the largest size any view needs.
    // The same crop decision the print file is cut by (cropArtwork), so the front view shows what is printed.
    const { preview: artwork } = await cropArtwork(request.artwork.bytes, aspect);
    const [front, angled, room] = await Promise.all([
      this.front(artwork, request.printType, request.widthIn),
      this.angled(artwork, request.printType, request.widthIn),
      this.room(artwork, request.printType, request.widthIn, request.heightIn),
    ]);
    return [
      { view: 'front', cameraLabel: 'front', contentType: 'image/webp', image: front },
      { view: 'angled', cameraLabel: 'angled', contentType: 'image/webp', image: angled },
      { view: 'room', cameraLabel: 'room', contentType: 'image/webp', image: room },
    ];
  }

  /** Flat on a plain wall, the print's long side about 70% of the picture. */
  private async front(art: Raw, type: PrintTypeId, widthIn: number): Promise<Buffer> {
    const box = fitBox(art.width / art.height, MOCKUP_WIDTH * 0.62, MOCKUP_HEIGHT * 0.72);
    const product = await productFace(art, type, box.width, box.width / widthIn);
    return wallScene([], product, (MOCKUP_WIDTH - product.width) / 2, (MOCKUP_HEIGHT - product.height) / 2);
  }

  /** Turned to the side: the face is narrowed and sheared, the wrapped edge (or frame side) shows on the right. */
  private async angled(art: Raw, type: PrintTypeId, widthIn: number): Promise<Buffer> {
    const box = fitBox(art.width / art.height, MOCKUP_WIDTH * 0.5, MOCKUP_HEIGHT * 0.66);
    const pxPerIn = box.width / widthIn;
    const face = await productFace(art, type, box.width, pxPerIn);
    const faceWidth = Math.round(face.width * 0.82);
    const depthIn = type === 'poster' ? 0.08 : type === 'framed' ? 1 : CANVAS_DEPTH_IN;
    const depth = Math.max(4, Math.round(depthIn * pxPerIn * 1.2));
    const narrowed = await sharp(face.data, rawInput(face))
      .resize(faceWidth, face.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    const side = await sideStrip(art, type, face, depth);
    const body = await toRaw(
      sharp({
        create: {
          width: faceWidth + depth,
          height: face.height,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      }).composite([
        {
          input: narrowed,
          ...rawInput({ data: narrowed, width: faceWidth, height: face.height }),
          left: 0,
          top: 0,
        },
        { input: side.data, ...rawInput(side), left: faceWidth, top: 0 },
      ]),
    );
    // y' = y + 0.1 x: the far (right) side drops a little, as when the print is seen from the left.
    const sheared = await toRaw(
      sharp(body.data, rawInput(body)).affine(
        [
          [1, 0],
          [0.1, 1],
        ],
        { background: { r: 0, g: 0, b: 0, alpha: 0 }, interpolator: 'bilinear' },
      ),
    );
    return wallScene([], sheared, (MOCKUP_WIDTH - sheared.width) / 2, (MOCKUP_HEIGHT - sheared.height) / 2);
  }

  /** Above an 84 in sofa on a wooden floor, at the print's real size relative to the sofa. */
  private async room(art: Raw, type: PrintTypeId, widthIn: number, heightIn: number): Promise<Buffer> {
    const pxPerIn = 6.5;
    const floorY = 790;
    const sofaW = Math.round(SOFA_WIDTH_IN * pxPerIn);
    const sofaH = Math.round(SOFA_HEIGHT_IN * pxPerIn);
    const sofaX = Math.round((MOCKUP_WIDTH - sofaW) / 2);
    const sofaY = floorY - sofaH + 12;
    const product = await productFace(
      art,
      type,
      Math.max(8, Math.round(widthIn * pxPerIn)),
      pxPerIn,
      Math.max(8, Math.round(heightIn * pxPerIn)),
    );
    const x = (MOCKUP_WIDTH - product.width) / 2;
    // Hung with its bottom 9 in above the sofa back, but never above the ceiling.
    const y = Math.max(24, sofaY - Math.round(9 * pxPerIn) - product.height);
    const room = Buffer.from(roomSvg(floorY, sofaX, sofaY, sofaW, sofaH));
    return wallScene([{ input: room, left: 0, top: 0 }], product, x, y);
  }
}

/**
 * The product seen from the front at `width` px (the print itself; frames and borders are drawn inside for posters
 * and outside for frames): poster = white paper border, canvas = the image, framed = 0.75 in black frame around it.
 */
async function productFace(
  art: Raw,
  type: PrintTypeId,
  width: number,
  pxPerIn: number,
  height?: number,
): Promise<Raw> {
  const w = Math.max(4, Math.round(width));
  const h = Math.max(4, Math.round(height ?? (width * art.height) / art.width));
  const scaled = sharp(art.data, rawInput(art)).resize(w, h, { fit: 'fill' });
  if (type === 'canvas') return toRaw(scaled);
  if (type === 'poster') {
    const border = Math.max(2, Math.round(Math.min(w, h) * POSTER_BORDER));
    const inner = await scaled
      .resize(w - 2 * border, h - 2 * border, { fit: 'fill' })
      .raw()
      .toBuffer();
    return toRaw(
      sharp({
        create: { width: w, height: h, channels: 4, background: { r: 250, g: 250, b: 248, alpha: 1 } },
      }).composite([
        {
          input: inner,
          raw: { width: w - 2 * border, height: h - 2 * border, channels: 4 },
          left: border,
          top: border,
        },
      ]),
    );
  }
  const frame = Math.max(3, Math.round(FRAME_IN * pxPerIn));
  const inner = await scaled.raw().toBuffer();
  return toRaw(
    sharp({
      create: {
        width: w + 2 * frame,
        height: h + 2 * frame,
        channels: 4,
        background: { r: 22, g: 22, b: 22, alpha: 1 },
      },
    }).composite([
      { input: frameBevel(w + 2 * frame, h + 2 * frame, frame), left: 0, top: 0 },
      { input: inner, raw: { width: w, height: h, channels: 4 }, left: frame, top: frame },
    ]),
  );
}

/** A subtle highlight on the frame's top/left and shade on its bottom/right. */
function frameBevel(w: number, h: number, f: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<polygon points="0,0 ${w},0 ${w - f},${f} ${f},${f} ${f},${h - f} 0,${h}" fill="#ffffff" fill-opacity="0.10"/>` +
      `<polygon points="${w},0 ${w},${h} 0,${h} ${f},${h - f} ${w - f},${h - f} ${w - f},${f}" fill="#000000" fill-opacity="0.35"/>` +
      `</svg>`,
  );
}

/**
 * The side seen at an angle: for a canvas the wrapped edge (the image's right strip mirrored and darkened, as a
 * gallery wrap folds the picture round the stretcher), for a frame the black frame side, for a poster a paper edge.
 */
async function sideStrip(art: Raw, type: PrintTypeId, face: Raw, depth: number): Promise<Raw> {
  if (type === 'canvas') {
    const stripWidth = Math.max(1, Math.min(art.width, Math.round((depth * art.width) / face.width) + 1));
    return toRaw(
      sharp(art.data, rawInput(art))
        .extract({ left: art.width - stripWidth, top: 0, width: stripWidth, height: art.height })
        .flop()
        .resize(depth, face.height, { fit: 'fill' })
        .linear(0.62, 0),
    );
  }
  const color = type === 'framed' ? { r: 12, g: 12, b: 12, alpha: 1 } : { r: 214, g: 212, b: 206, alpha: 1 };
  return toRaw(sharp({ create: { width: depth, height: face.height, channels: 4, background: color } }));
}

/**
 * The wall (plus optional scenery) with the product and its soft drop shadow, encoded as WebP. */
async function wallScene(scenery: OverlayOptions[], product: Raw, x: number, y: number): Promise<Buffer> {
  const left = Math.round(x);
  const top = Math.round(y);
  const shadow = await dropShadow(product, left, top);
  const visible = await clipToCanvas(product, left, top);
  return sharp({ create: { width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT, channels: 3, background: WALL } })
    .composite([
      ...scenery,
      { input: shadow.data, ...rawInput(shadow), left: 0, top: 0 },
      ...(visible
        ? [{ input: visible.data, ...rawInput(visible), left: visible.left, top: visible.top }]
        : []),
    ])
    .webp(WEBP)
    .toBuffer();
}

/**
 * A soft shadow following the product's outline (its alpha), offset down-right. Blurred at a quarter of the
 * resolution and scaled up: the same look for a fraction of the cost of a full-size blur.
 */
async function dropShadow(product: Raw, left: number, top: number): Promise<Raw> {
  const q = 4;
  const sw = Math.ceil(MOCKUP_WIDTH / q);
  const sh = Math.ceil(MOCKUP_HEIGHT / q);
  const pw = Math.max(1, Math.round(product.width / q));
  const ph = Math.max(1, Math.round(product.height / q));
  const alpha = await sharp(product.data, rawInput(product))
    .resize(pw, ph, { fit: 'fill' })
    .extractChannel(3)
    .raw()
    .toBuffer();
  const offset = Math.max(1, Math.round(product.height / (90 * q)));
  const ox = Math.round(left / q) + offset;
  const oy = Math.round(top / q) + offset * 2;
  const small = Buffer.alloc(sw * sh * 4);
  for (let py = 0; py < ph; py += 1) {
    const ty = oy + py;
    if (ty < 0 || ty >= sh) continue;
    for (let px = 0; px < pw; px += 1) {
      const tx = ox + px;
      if (tx < 0 || tx >= sw) continue;
      small[(ty * sw + tx) * 4 + 3] = Math.round((alpha[py * pw + px] ?? 0) * 0.45);
    }
  }
  return toRaw(
    sharp(small, { raw: { width: sw, height: sh, channels: 4 } })
      .blur(Math.max(0.6, Math.min(6, product.height / (q * 40))))
      .resize(MOCKUP_WIDTH, MOCKUP_HEIGHT, { fit: 'fill' }),
  );
}

/** Crops the product to the canvas (sharp refuses overlays larger than or outside the base image). */
async function clipToCanvas(
  product: Raw,
  left: number,
  top: number,
): Promise<(Raw & { left: number; top: number }) | undefined> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(MOCKUP_WIDTH, left + product.width);
  const y1 = Math.min(MOCKUP_HEIGHT, top + product.height);
  if (x1 <= x0 || y1 <= y0) return undefined;
  if (x0 === left && y0 === top && x1 - x0 === product.width && y1 - y0 === product.height) {
    return { ...product, left, top };
  }
  const cropped = await toRaw(
    sharp(product.data, rawInput(product)).extract({
      left: x0 - left,
      top: y0 - top,
      width: x1 - x0,
      height: y1 - y0,
    }),
  );
  return { ...cropped, left: x0, top: y0 };
}

/** Floor, skirting board and a simple sofa silhouette (SVG shapes), drawn at the room's scale. */
function roomSvg(floorY: number, x: number, y: number, w: number, h: number): string {
  const arm = Math.round(w * 0.08);
  const seatY = y + Math.round(h * 0.45);
  const legH = Math.round(h * 0.1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}">` +
    `<rect x="0" y="${floorY}" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT - floorY}" fill="${FLOOR}"/>` +
    `<rect x="0" y="${floorY - 14}" width="${MOCKUP_WIDTH}" height="14" fill="#f4f1ec"/>` +
    `<rect x="${x + arm / 2}" y="${y}" width="${w - arm}" height="${seatY - y + 10}" rx="18" fill="#6f7f86"/>` +
    `<rect x="${x}" y="${seatY - 18}" width="${arm}" height="${h - (seatY - y) - legH + 18}" rx="14" fill="#66757c"/>` +
    `<rect x="${x + w - arm}" y="${seatY - 18}" width="${arm}" height="${h - (seatY - y) - legH + 18}" rx="14" fill="#66757c"/>` +
    `<rect x="${x + arm}" y="${seatY}" width="${w - 2 * arm}" height="${h - (seatY - y) - legH}" rx="8" fill="#7a8a91"/>` +
    `<rect x="${x + arm * 1.2}" y="${y + h - legH}" width="10" height="${legH}" fill="#3b2f27"/>` +
    `<rect x="${x + w - arm * 1.2 - 10}" y="${y + h - legH}" width="10" height="${legH}" fill="#3b2f27"/>` +
    `<ellipse cx="${x + w / 2}" cy="${y + h + 4}" rx="${w * 0.55}" ry="10" fill="#000" fill-opacity="0.18"/>` +
    `</svg>`
  );
}
