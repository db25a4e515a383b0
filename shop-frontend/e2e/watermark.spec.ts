import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, generate, openApp, payThroughApi, signedInThroughApi, test } from './helpers';

// The portrait fixture is 1024 x 1536, and the local generator keeps the photo's size: the clean artwork is 1536 px
// tall, the watermarked preview at most 1024 (docs/decisions.md D-285).
const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Watermark-Pass-1';

/** The picture an <img> shows: its URL and natural size, once it has loaded. */
async function shown(image: Locator): Promise<{ src: string; width: number; height: number }> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc || img.src,
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
}

/** What the image URL answers when fetched as the page would (no bearer: an <img> sends none). */
async function fetched(page: Page, src: string): Promise<{ status: number; type: string; bytes: number }> {
  const res = await page.request.get(src);
  return {
    status: res.status(),
    type: res.headers()['content-type'] ?? '',
    bytes: (await res.body()).length,
  };
}

test('the results page shows a watermarked preview; the paid order page shows the clean artwork', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { email, headers } = await signedInThroughApi(page, testInfo, 'watermark', PASSWORD);
  await openApp(page, '/app/create');
  await page.getByTestId('upload-input').setInputFiles(PHOTO);
  await expect(page.getByText('Click to change image')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Select Style' }).click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/);
  const sessionId = page.url().split('/').pop() ?? '';
  await generate(page, 'Watercolor');

  // The results page: the screen-sized, watermarked preview.
  const preview = await shown(page.getByRole('img', { name: 'Selected artwork, Latest' }));
  expect(preview.src).toContain('v=preview');
  expect(Math.max(preview.width, preview.height)).toBeLessThanOrEqual(1024);
  expect(preview.height).toBe(1024);
  // Asking for the clean file instead is refused.
  const forged = new URL(preview.src);
  forged.searchParams.set('v', 'original');
  expect((await fetched(page, forged.toString())).status).toBe(403);

  // Into the cart and paid (the card form's calls), then the order page.
  const session = await page.request.get(`/api/sessions/${sessionId}`, { headers });
  const { generatedImages } = (await session.json()) as { generatedImages: string[] };
  const added = await page.request.post('/api/cart', {
    headers,
    data: { sessionId, printType: 'canvas', printSize: '20x30', imageUrl: generatedImages[0] },
  });
  expect(added.ok()).toBe(true);
  const orderHash = await payThroughApi(page, headers, email);
  await openApp(page, `/app/order-confirmation/${orderHash}`);

  // The paid order's page: the clean artwork at its full size.
  const clean = await shown(page.getByRole('img', { name: 'Canvas 20x30 artwork' }));
  expect(clean.src).toContain('v=original');
  expect([clean.width, clean.height]).toEqual([1024, 1536]);
  expect(clean.height).toBeGreaterThan(preview.height);
  const file = await fetched(page, clean.src);
  expect(file.status).toBe(200);
  expect(file.type).toBe('image/webp');
  const watermarked = await fetched(page, preview.src);
  expect(watermarked.type).toBe('image/jpeg');
});
