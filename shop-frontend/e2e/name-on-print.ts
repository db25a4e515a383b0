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
 * A generated artwork (Watercolor) of `photos` through the API, the first starting the session and the others joining
 * it as more pets, with its first version selected (as the results step does): its session and images.
 */
export async function artworkThroughApi(page: Page, headers: Record<string, string>, photos: Buffer[]) {
  const [first, ...others] = photos;
  const part = (buffer: Buffer | undefined) => ({
    image: { name: 'cat.png', mimeType: 'image/png', buffer: buffer! },
  });
  const upload = await page.request.post('/api/upload', { headers, multipart: part(first) });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { sessionId } = (await upload.json()) as { sessionId: string };
  for (const other of others) {
    const pet = await page.request.post(`/api/sessions/${sessionId}/pets`, {
      headers,
      multipart: part(other),
    });
    expect(pet.ok(), await pet.text()).toBe(true);
  }
  const generated = await page.request.post('/api/generate', {
    headers,
    data: { sessionId, style: 'Watercolor' },
    timeout: 90_000,
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { generatedImages } = (await generated.json()) as { generatedImages: string[] };
  const selected = await page.request.post('/api/select-image', {
    headers,
    data: { sessionId, imageUrl: generatedImages[0] },
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  return { sessionId, generatedImages };
}

/**
 * A generated artwork of `photo` (Watercolor) chosen as a 12x18 poster, through the API: its session and images.
 * The local generator keeps the photo's size, so a 2:3 photo prints whole on the 2:3 poster.
 */
export async function posterArtworkThroughApi(page: Page, headers: Record<string, string>, photo: string) {
  const { sessionId, generatedImages } = await artworkThroughApi(page, headers, [readFileSync(photo)]);
  const chosen = await page.request.patch(`/api/sessions/${sessionId}`, {
    headers,
    data: { selectedPrintType: 'poster', selectedPrintSize: '12x18' },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return { sessionId, generatedImages };
}

/** The poster 12x18 of the session's first image with `name` on it, in the cart through the API. */
export async function namedPosterThroughApi(
  page: Page,
  headers: Record<string, string>,
  artwork: { sessionId: string; generatedImages: string[] },
  name: { name: string; font: string; placement: string; colour: string },
) {
  const added = await page.request.post('/api/cart', {
    headers,
    data: {
      sessionId: artwork.sessionId,
      imageUrl: artwork.generatedImages[0],
      printType: 'poster',
      printSize: '12x18',
      personalisation: name,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
}
