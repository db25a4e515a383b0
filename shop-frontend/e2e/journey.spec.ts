import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, generate, openApp, openAppMenu, signedInThroughApi, test } from './helpers';

// A portrait crop of the CC0 fixture photo at 1024x1536 (the production generator's size): the product step offers
// the sizes of the artwork's orientation, and this journey orders canvas 20x30 (portrait, 51 DPI: low but printable).
const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Journey-Pass-1';

let step = 0;
/** Full-page screenshot to e2e-artifacts/journey/<project>-NN-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  step += 1;
  const nn = String(step).padStart(2, '0');
  await page.screenshot({
    path: `e2e-artifacts/journey/${testInfo.project.name}-${nn}-${name}.png`,
    fullPage: true,
  });
}

test('create journey: upload, two styles, refine, canvas, mockups, add to cart', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  step = 0;
  await signedInThroughApi(page, testInfo, 'journey', PASSWORD);
  await openApp(page, '/app/create');
  await shot(page, testInfo, 'upload');

  // Step 1: upload.
  const continueButton = page.getByRole('button', { name: 'Continue to Select Style' });
  await expect(continueButton).toBeDisabled();
  await page.getByTestId('upload-input').setInputFiles(PHOTO);
  await expect(page.getByText('Click to change image')).toBeVisible();
  await shot(page, testInfo, 'photo-chosen');
  await continueButton.click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/);
  const sessionId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Choose Your Art Style' })).toBeVisible();
  await expect(page.getByTestId('style-card')).toHaveCount(13);
  await shot(page, testInfo, 'styles');

  // Step 2: first style.
  await generate(page, 'Watercolor');
  await expect(page.getByTestId('version-thumb')).toHaveCount(1);
  await expect(page.getByTestId('style-badge')).toHaveText('Watercolor');
  await shot(page, testInfo, 'results-watercolor');

  // Second style.
  await page.getByRole('link', { name: 'Try a Different Style' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/style/${sessionId}$`));
  await generate(page, 'Charcoal');
  await expect(page.getByTestId('version-thumb')).toHaveCount(2);
  await expect(page.getByTestId('version-thumb').first()).toHaveText('Latest');
  await expect(page.getByTestId('version-thumb').nth(1)).toHaveText('Version 1');
  await shot(page, testInfo, 'results-charcoal');

  // Refine once.
  await page.getByLabel('Any specific changes?').fill('make it brighter');
  await page.getByRole('button', { name: 'Create New Variation' }).click();
  await expect(page.getByTestId('version-thumb')).toHaveCount(3, { timeout: 90_000 });
  await expect(
    page.getByText('This artwork was already refined. Each artwork can be refined once.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Variation' })).toBeDisabled();
  await shot(page, testInfo, 'refined');

  // Step 4: product type and size.
  await page.getByRole('button', { name: 'Select a Product' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/product-type/${sessionId}$`));
  await page.getByRole('radio', { name: 'Canvas', exact: true }).click();
  const size = page.getByRole('radio', { name: '20" x 30"' });
  await size.click();
  await expect(size).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('estimated-price')).toHaveText('$69.99');
  await shot(page, testInfo, 'product-type');
  await page.getByRole('button', { name: 'Continue to Preview' }).click();

  // Preview: three mockups, add to cart.
  await expect(page).toHaveURL(new RegExp(`/app/preview/${sessionId}$`), { timeout: 15_000 });
  await expect(page.getByTestId('mockup-thumb')).toHaveCount(3, { timeout: 60_000 });
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 20_000 });
  await shot(page, testInfo, 'preview');
  await addToCart.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Cart & Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Another Artwork' })).toBeVisible();
  await shot(page, testInfo, 'added-dialog');

  await page.keyboard.press('Escape');
  await openAppMenu(page);
  await expect(page.getByTestId('cart-count').filter({ visible: true }).first()).toContainText('1');
  await shot(page, testInfo, 'cart-count');
});
