import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, withDb } from './helpers';

/** The print file the simulator was sent for the order's first line: its signed URL, read from the run's database. */
export async function printFileUrl(orderHash: string): Promise<string | null> {
  const { rows } = await withDb((db) =>
    db.query<{ print_file_url: string | null }>(
      `SELECT li.print_file_url FROM order_line_items li JOIN orders o ON o.id = li.order_id
        WHERE o.order_hash = $1`,
      [orderHash],
    ),
  );
  return rows[0]?.print_file_url ?? null;
}

/** Mean absolute difference per row of two pictures scaled to 200 x 300 (greyscale). */
export async function rowDifferences(a: Buffer, b: Buffer): Promise<number[]> {
  const grey = (bytes: Buffer) => sharp(bytes).resize(200, 300, { fit: 'fill' }).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  return Array.from({ length: 300 }, (_, row) => {
    let sum = 0;
    for (let col = 0; col < 200; col += 1)
      sum += Math.abs((x[row * 200 + col] ?? 0) - (y[row * 200 + col] ?? 0));
    return sum / 200;
  });
}

/**
 * A generated artwork of `photo` (Watercolor) chosen as a 12x18 poster, through the API: its session and images.
 * The local generator keeps the photo's size, so a 2:3 photo prints whole on the 2:3 poster.
 */
export async function posterArtworkThroughApi(page: Page, headers: Record<string, string>, photo: string) {
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { image: { name: 'cat.png', mimeType: 'image/png', buffer: readFileSync(photo) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { sessionId } = (await upload.json()) as { sessionId: string };
  const generated = await page.request.post('/api/generate', {
    headers,
    data: { sessionId, style: 'Watercolor' },
    timeout: 90_000,
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { generatedImages } = (await generated.json()) as { generatedImages: string[] };
  const chosen = await page.request.patch(`/api/sessions/${sessionId}`, {
    headers,
    data: { selectedPrintType: 'poster', selectedPrintSize: '12x18' },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return { sessionId, generatedImages };
}
