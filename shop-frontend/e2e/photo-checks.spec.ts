import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { createArtworkIntoCart, expect, openApp, signedInThroughApi, snap, test } from './helpers';

// sharp is the backend's dependency (the journey builds and runs the backend anyway); the fixtures are made from the
// real photo at run time, like the backend's photo-check tests make theirs.
const sharp = createRequire(new URL('../../backend/package.json', import.meta.url))(
  'sharp',
) as typeof SharpModule;
const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat.png', import.meta.url));
/** A real HEVC-coded HEIC (iPhone format); backend/test/fixtures/README.md says how it was made. */
const HEIC = fileURLToPath(new URL('../../backend/test/fixtures/chelsea-cat-portrait.heic', import.meta.url));
const PASSWORD = 'Photo-Checks-1';
const WARNED = 'This photo may not make the best art';

const jpeg = async (name: string, make: (photo: Sharp) => Sharp) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await make(sharp(PHOTO)).jpeg({ quality: 90 }).toBuffer(),
});

test('a dark photo warns before any generation; Choose Another Photo, then a blurred one and Continue Anyway', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInThroughApi(page, testInfo, 'photo-checks', PASSWORD);
  await openApp(page, '/app/create');

  await page.getByTestId('upload-input').setInputFiles(await jpeg('dark-cat.jpg', (p) => p.linear(0.2, 0)));
  await page.getByRole('button', { name: 'Continue to Select Style' }).click();
  const dialog = page.getByRole('dialog', { name: WARNED });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This photo looks too dark');
  await expect(dialog).toContainText('Photos that are well lit work best.');
  await expect(dialog.getByTestId('photo-warning-blurry')).toHaveCount(0);
  await snap(page, testInfo, 'photo-checks-dark-warning');

  // Pick another photo: the step is empty again, nothing was generated.
  await dialog.getByRole('button', { name: 'Choose Another Photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/create$/);
  await expect(page.getByText('Upload a photo to continue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Select Style' })).toBeDisabled();

  await page.getByTestId('upload-input').setInputFiles(await jpeg('blurred-cat.jpg', (p) => p.blur(6)));
  await page.getByRole('button', { name: 'Continue to Select Style' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This photo looks blurry');
  await dialog.getByRole('button', { name: 'Continue Anyway' }).click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Art Style' })).toBeVisible();
});

test('an iPhone HEIC photo goes through the whole journey: upload, style, generate, product, preview, cart', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signedInThroughApi(page, testInfo, 'photo-heic', PASSWORD);
  await openApp(page, '/app/create');

  // Chromium cannot draw HEIC: the dropzone names the photo instead; the server decodes it.
  await page.getByTestId('upload-input').setInputFiles(HEIC);
  await expect(page.getByText('Photo chosen: chelsea-cat-portrait.heic')).toBeVisible();
  await createArtworkIntoCart(page, HEIC);
  await expect(page.getByRole('dialog', { name: WARNED })).toHaveCount(0);
  await snap(page, testInfo, 'photo-checks-heic-in-cart');
});
