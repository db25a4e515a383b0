import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type SharpModule from 'sharp';
import {
  expect,
  expectNoSidewaysScroll,
  openApp,
  payThroughApi,
  signedInThroughApi,
  snap,
  test,
} from './helpers';
import { artworkThroughApi, namedPosterThroughApi, posterArtworkThroughApi } from './name-on-print';

// sharp is the backend's dependency (the journey builds and runs the backend anyway); photos are made from the real
// photo at run time, like photo-checks.spec.ts makes its own.
const sharp = createRequire(new URL('../../backend/package.json', import.meta.url))(
  'sharp',
) as typeof SharpModule;
// 900 x 1350 (2:3): the local generator keeps the photo's size.
const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-900x1350.png', import.meta.url));
const SECOND_PET = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Create-Edges-1';
const DAMAGED =
  'This photo looks damaged or incomplete (it may not have finished copying or downloading). Please try another copy of the photo.';

/** Opens the preview of the session and waits until Add to Cart can be used. */
async function openPreview(page: Page, sessionId: string) {
  await page.goto(`/app/preview/${sessionId}`);
  await expect(page.getByTestId('mockup-thumb')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 30_000 });
}

/** Adds what the preview shows and returns the "Added to Cart!" dialog's words, closing it. */
async function addToCart(page: Page): Promise<string> {
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeEnabled({ timeout: 30_000 });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Added to Cart!' });
  const summary = (await dialog.getByTestId('added-summary').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return summary;
}

test('a name is part of the cart line: a plain and a named copy are two lines, the same name joins its line @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { headers } = await signedInThroughApi(page, testInfo, 'line-names', PASSWORD);
  await openApp(page, '/app/create');
  const { sessionId } = await posterArtworkThroughApi(page, headers, PHOTO);
  await openPreview(page, sessionId);
  // The spec prints no heading for the preview: ours is a sentence.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview your print');

  expect(await addToCart(page)).toBe('Your Poster (12" x 18" (30 x 46 cm)) without a name is in your cart.');
  await page.getByRole('switch', { name: "Print your pet's name on the portrait" }).check();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Biscuit');
  expect(await addToCart(page)).toBe(
    'Your Poster (12" x 18" (30 x 46 cm)) with the name “Biscuit” is in your cart. It went on a new line, beside the one without a name, which is unchanged.',
  );
  expect(await addToCart(page)).toBe(
    'Your Poster (12" x 18" (30 x 46 cm)) with the name “Biscuit” is in your cart. You already had it with this name, so that line now has 2 copies.',
  );

  // The cart: the plain copy kept no name, the named line has both named copies.
  await page.goto('/app/checkout');
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('line-name')).toHaveCount(0);
  await expect(lines.nth(0).getByLabel('Quantity of Poster 12x18', { exact: true })).toHaveText('1');
  await expect(lines.nth(1).getByTestId('line-name')).toHaveText('Name: Biscuit');
  await expect(lines.nth(1).getByLabel('Quantity of Poster 12x18', { exact: true })).toHaveText('2');
  await snap(page, testInfo, 'edges-cart-lines-by-name');
});

test('names are explained as they are typed, the preview fits the phone, and "Edit Name" shows the print @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { email, headers } = await signedInThroughApi(page, testInfo, 'name-typed', PASSWORD);
  await openApp(page, '/app/create');
  const artwork = await posterArtworkThroughApi(page, headers, PHOTO);
  await openPreview(page, artwork.sessionId);
  const main = page.getByTestId('mockup-main');
  const plainSrc = await main.getAttribute('src');

  await page.getByRole('switch', { name: "Print your pet's name on the portrait" }).check();
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameField.fill('Biscuit');
  // Redrawn with the name: Add to Cart comes back only once the preview shows it.
  await expect(main).not.toHaveAttribute('src', plainSrc ?? '', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 30_000 });
  const namedSrc = await main.getAttribute('src');
  // The whole "Add a name" form at the phone's width: nothing past the edge, no sideways scroll.
  await expectNoSidewaysScroll(page);

  // Still typing (the field keeps the focus): the reason is said at once, and the picture says it is the last name.
  await nameField.pressSequentially(' 🐶');
  await expect(nameField).toBeFocused();
  const reason = 'The name has a character the Classic font cannot print: 🐶';
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await expect(page.getByTestId('name-problem')).toHaveText(
    `${reason}. Fix the name, or turn the name off, to add the print to the cart.`,
  );
  await expect(page.getByTestId('name-preview-stale')).toHaveText(
    'The preview still shows the last name that can be printed.',
  );
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(main).toHaveAttribute('src', namedSrc ?? '');
  await nameField.fill('小白');
  await expect(
    page.getByText('The name has characters the Classic font cannot print: 小 白', { exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'edges-name-explained');

  // Paid with a name (through the API), the order page's "Edit Name" draws the print with the name being typed.
  await namedPosterThroughApi(page, headers, artwork, {
    name: 'Biscuit',
    font: 'playfair',
    placement: 'bottom',
    colour: 'auto',
  });
  const orderHash = await payThroughApi(page, headers, email);
  await page.goto(`/app/order-confirmation/${orderHash}`);
  const names = page.getByRole('region', { name: 'Name on the Print' });
  await names.getByRole('button', { name: /Edit Name/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the name on the print' });
  const picture = dialog.getByTestId('name-preview-image');
  await expect(picture).toBeVisible({ timeout: 30_000 });
  const first = await picture.getAttribute('src');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Pumpkin');
  await expect(picture).not.toHaveAttribute('src', first ?? '', { timeout: 30_000 });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially(' ♥');
  await expect(dialog.getByText('The name has a character the Classic font cannot print: ♥')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Name' })).toBeDisabled();
  await snap(page, testInfo, 'edges-edit-name-preview');
});

test('on the smallest size the size advice suggests a larger photo, not a smaller size @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { headers } = await signedInThroughApi(page, testInfo, 'advice-smallest', PASSWORD);
  await openApp(page, '/app/create');
  // 600 x 900: canvas 12x18 (the smallest portrait canvas) prints at 50 DPI, low; poster 12x18 too, but the poster
  // has 8x12 below it.
  const small = await sharp(PHOTO).resize(600, 900).png().toBuffer();
  const { sessionId } = await artworkThroughApi(page, headers, [small]);

  await page.goto(`/app/product-type/${sessionId}`);
  await page.getByRole('radio', { name: 'Poster', exact: true }).click();
  await page.getByRole('radio', { name: '12" x 18"' }).click();
  await expect(page.getByTestId('print-advice')).toHaveText(
    'Your artwork prints at 50 DPI at 12" x 18", below the 75 DPI that looks sharp up close. It will look softer from nearby; a smaller size will look sharper.',
  );
  await page.getByRole('radio', { name: 'Canvas', exact: true }).click();
  const smallest = page.getByRole('radio', { name: '12" x 18"' });
  await smallest.click();
  await expect(smallest).toHaveAttribute('aria-checked', 'true');
  const advice =
    'Your artwork prints at 50 DPI at 12" x 18", below the 75 DPI that looks sharp up close. It will look softer from nearby; this is the smallest size, so for a sharper print start from a larger photo (more pixels).';
  await expect(page.getByTestId('print-advice')).toHaveText(advice);
  await snap(page, testInfo, 'edges-advice-smallest');
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/preview/${sessionId}$`), { timeout: 15_000 });
  await expect(page.getByTestId('print-advice')).toHaveText(advice);
});

test('a refused photo is deselected with its reason shown, Continue waiting for another one; a damaged one is called damaged @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInThroughApi(page, testInfo, 'damaged-photo', PASSWORD);
  await openApp(page, '/app/create');
  const cont = page.getByRole('button', { name: 'Continue to Select Style' });
  const refused = page.getByTestId('upload-refused');
  // A file the checks here refuse (not an image) after a photo was chosen: the earlier photo is not sent in its place.
  await page.getByTestId('upload-input').setInputFiles(PHOTO);
  await expect(cont).toBeEnabled();
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(refused).toContainText(
    'This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.',
  );
  await expect(cont).toBeDisabled();
  await expect(page.getByText('Click to change image')).toHaveCount(0);

  // A real JPEG cut short, as a copy that did not finish: its header is whole, its picture data is not.
  const whole = await sharp(PHOTO).jpeg({ quality: 90 }).toBuffer();
  const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'cat.jpg', mimeType: 'image/jpeg', buffer: cut });
  await expect(refused).toHaveCount(0);
  await expect(cont).toBeEnabled();
  await cont.click();

  await expect(refused).toContainText(DAMAGED);
  await expect(refused).not.toContainText('not a supported image');
  await expect(refused).toContainText('Upload failed');
  await expect(cont).toBeDisabled();
  await expect(page.getByText('Upload a photo to continue')).toBeVisible();
  await expect(page.getByText('Click to change image')).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/create$/);
  await snap(page, testInfo, 'edges-damaged-photo');

  // Another copy of the photo goes through.
  await page.getByTestId('upload-input').setInputFiles(PHOTO);
  await expect(refused).toHaveCount(0);
  await cont.click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/, { timeout: 30_000 });
});

test('a two-pet line explains its price and its artwork has the live DPI; the heading and type description are sentences @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { headers } = await signedInThroughApi(page, testInfo, 'two-pet-line', PASSWORD);
  await openApp(page, '/app/create');
  // Two photos in one session (the second joins before the artwork is made), one artwork of both, as a poster 30x20.
  const { sessionId: two, generatedImages } = await artworkThroughApi(page, headers, [
    readFileSync(PHOTO),
    readFileSync(SECOND_PET),
  ]);
  const added = await page.request.post('/api/cart', {
    headers,
    data: { sessionId: two, imageUrl: generatedImages[0], printType: 'poster', printSize: '30x20' },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // The product screen: the type's description reads as a sentence, as rendered (innerText applies CSS transforms).
  await page.goto(`/app/product-type/${two}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your product');
  await page.getByRole('radio', { name: 'Poster', exact: true }).click();
  const description = page.getByTestId('type-description').locator('p').first();
  await expect(description).toBeVisible();
  expect(await description.evaluate((el: HTMLElement) => el.innerText)).toMatch(
    /^High-quality (satin )?posters perfect for any room$/,
  );
  // The artwork of two pets has the image service's size (1536 x 1024), so the advice reads as it would live.
  const landscape = page.getByRole('radio', { name: '30" x 20"' });
  await landscape.click();
  await expect(landscape).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('print-advice')).toContainText('Your artwork prints at 51 DPI at 30" x 20"');

  // The cart: $59.99 is the $49.99 poster and the second pet's $10.00.
  await page.goto('/app/checkout');
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-pets')).toHaveText('Pets: 2');
  await expect(line.getByText('$59.99', { exact: true })).toBeVisible();
  await expect(line.getByTestId('line-price-breakdown')).toHaveText('$49.99 print + $10.00 for 1 extra pet');
  await snap(page, testInfo, 'edges-two-pet-line');
});
