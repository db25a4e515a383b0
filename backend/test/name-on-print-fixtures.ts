import sharp from 'sharp';

/** RGB pixels of a picture (alpha dropped). */
export interface RgbPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A test artwork of `width` x `height`: a light sky (#d8e4ee) over a dark ground (#26303a), each half the height, so
 * a bottom-band name sits on dark and a top-band one on light. Encoded as `format`.
 */
export async function skyOverGround(
  width: number,
  height: number,
  format: 'png' | 'webp' = 'png',
): Promise<Buffer> {
  const ground = await sharp({ create: { width, height: height / 2, channels: 3, background: '#26303a' } })
    .png()
    .toBuffer();
  const picture = sharp({ create: { width, height, channels: 3, background: '#d8e4ee' } }).composite([
    { input: ground, left: 0, top: height / 2 },
  ]);
  return format === 'png' ? picture.png().toBuffer() : picture.webp({ quality: 95 }).toBuffer();
}

/** The RGB pixels of `bytes`, scaled (fill) to `width` x `height` when given. */
export async function rgbPixels(bytes: Uint8Array, width?: number, height?: number): Promise<RgbPixels> {
  const pipeline = sharp(bytes).removeAlpha();
  const { data, info } = await (width && height ? pipeline.resize(width, height, { fit: 'fill' }) : pipeline)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute difference of two same-size RGB pictures over the rows [top, bottom). */
export function bandDifference(a: RgbPixels, b: RgbPixels, top: number, bottom: number): number {
  let sum = 0;
  for (let i = top * a.width * 3; i < bottom * a.width * 3; i += 1)
    sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / ((bottom - top) * a.width * 3);
}
