import sharp from 'sharp';
import { renderVariant, watermarkOverlay } from './watermark';

const flat = (width: number, height: number, background = '#7a5c3e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer();

describe('the preview watermark', () => {
  it('covers every quarter of the picture with letters and their shadow (no bare corner to crop)', async () => {
    const overlay = await watermarkOverlay(600, 900);
    expect(overlay.data.length).toBe(600 * 900 * 4);
    for (const [x0, y0] of [
      [0, 0],
      [300, 0],
      [0, 450],
      [300, 450],
    ] as const) {
      let covered = 0;
      for (let y = y0; y < y0 + 450; y += 1) {
        for (let x = x0; x < x0 + 300; x += 1)
          if ((overlay.data[(y * 600 + x) * 4 + 3] ?? 0) > 60) covered += 1;
      }
      const share = covered / (300 * 450);
      expect(share).toBeGreaterThan(0.04);
      expect(share).toBeLessThan(0.4);
    }
  });

  it('draws the same rows and columns alike (one-channel shadow: no stripes)', async () => {
    const overlay = await watermarkOverlay(400, 400);
    let rows = 0;
    let columns = 0;
    for (let y = 1; y < 400; y += 1) {
      for (let x = 1; x < 400; x += 1) {
        const a = overlay.data[(y * 400 + x) * 4 + 3] ?? 0;
        rows += Math.abs(a - (overlay.data[((y - 1) * 400 + x) * 4 + 3] ?? 0));
        columns += Math.abs(a - (overlay.data[(y * 400 + x - 1) * 4 + 3] ?? 0));
      }
    }
    expect(rows / columns).toBeGreaterThan(0.6);
    expect(rows / columns).toBeLessThan(1.6);
  });

  it('scales each variant inside its size, never up, and draws the watermark only where the variant has one', async () => {
    const art = await flat(1200, 1800);
    const preview = await renderVariant(art, 'preview');
    expect([preview.width, preview.height]).toEqual([683, 1024]);
    expect(preview.contentType).toBe('image/jpeg');
    const thumb = await renderVariant(art, 'thumb');
    expect(Math.max(thumb.width, thumb.height)).toBe(400);
    const small = await renderVariant(await flat(300, 200), 'preview');
    expect([small.width, small.height]).toEqual([300, 200]);

    const stats = async (body: Buffer) => (await sharp(body).stats()).channels[0]!;
    // A flat picture stays flat without the watermark and gains light letters with it.
    expect((await stats((await renderVariant(art, 'paid-thumb')).body)).stdev).toBeLessThan(2);
    expect((await stats(thumb.body)).max).toBeGreaterThan(0x7a + 40);
  });

  it('keeps transparency as WebP, and refuses bytes that are no picture', async () => {
    const clear = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect((await renderVariant(clear, 'thumb')).contentType).toBe('image/webp');
    await expect(renderVariant(Buffer.from('not a picture'), 'preview')).rejects.toThrow();
  });
});
