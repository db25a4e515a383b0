import sharp from 'sharp';

/** Test images made with sharp (deterministic). */
export const fixturePhoto = (): Promise<Buffer> =>
  sharp(`${__dirname}/../fixtures/chelsea-cat.png`).toBuffer();

export async function jpegWithGps(): Promise<Buffer> {
  return sharp(`${__dirname}/../fixtures/chelsea-cat.png`)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PetCam', Model: 'Secret Model 3000', Copyright: 'Owner Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

export async function twelveMegapixelJpeg(): Promise<Buffer> {
  return sharp(`${__dirname}/../fixtures/chelsea-cat.png`)
    .resize(4000, 3000, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A "PNG bomb": a tiny real PNG whose header claims width x height (decompression would need gigabytes). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
      .png()
      .toBuffer(),
  );
  // IHDR chunk: length(4) 'IHDR'(4) width(4) height(4) ... crc(4) starting at byte 8.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A small PNG (~130 KB) that decodes to 40 MP (8000 x 5000, one colour, maximum compression): the most expensive
 * photo the upload accepts, at almost no upload cost.
 */
export async function fortyMegapixelPng(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#7a9a88' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
