import { fileURLToPath } from 'node:url';
import {
  expect,
  fillCard,
  fillCheckout,
  generate,
  openApp,
  signedInThroughApi,
  snap,
  test,
  withDb,
} from './helpers';

// Two different photos of the CC0 cat stand in for two pets (1024 x 1536 and 900 x 1350).
const FIRST = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const SECOND = fileURLToPath(new URL('./fixtures/chelsea-cat-900x1350.png', import.meta.url));
const PASSWORD = 'Several-Pets-1';

/**
 * Several pets in one portrait, at both widths: on the upload step a second pet's photo is added beside
 * the first; the local generator makes one landscape portrait of both; the preview's estimate and the cart line carry
 * the extra pet's price (EXTRA_PET_PRICE_CENTS, $10.00 by default); the order is paid with the test card and its line
 * records two pets at the price paid.
 */
test('a two-pet portrait: two photos, one artwork of both, the extra pet priced, paid', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signedInThroughApi(page, testInfo, 'two-pets', PASSWORD);
  await openApp(page, '/app/create');

  // Upload: the first pet, then "Add another pet" for the second; removing and re-adding works the same way.
  await page.getByTestId('upload-input').setInputFiles(FIRST);
  await expect(page.getByText('Click to change image')).toBeVisible();
  await expect(
    page.getByText('Up to 4 pets in one portrait, one photo each. $10.00 per extra pet.'),
  ).toBeVisible();
  await page.getByTestId('extra-pet-input').setInputFiles(SECOND);
  await expect(page.getByRole('img', { name: 'Pet 2 photo' })).toBeVisible();
  await snap(page, testInfo, 'two-pets-chosen');
  await page.getByRole('button', { name: 'Continue to Select Style' }).click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/, { timeout: 30_000 });
  const sessionId = page.url().split('/').pop() ?? '';

  // One artwork of both pets, side by side, each whole: 3:2, the shape of the landscape prints.
  await generate(page, 'Watercolor');
  const artwork = page.getByRole('img', { name: /^Selected artwork/ });
  await expect(artwork).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() =>
      artwork.evaluate((img: HTMLImageElement) => img.naturalWidth / Math.max(1, img.naturalHeight)),
    )
    .toBeCloseTo(1.5, 2);
  await snap(page, testInfo, 'two-pets-artwork');

  // A landscape poster: the preview's estimate adds the second pet.
  await page.getByRole('button', { name: 'Select a Product' }).click();
  await page.getByRole('radio', { name: 'Poster', exact: true }).click();
  const size = page.getByRole('radio', { name: '18" x 12"' });
  await size.click();
  await expect(size).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/preview/${sessionId}$`), { timeout: 15_000 });
  await expect(page.getByTestId('mockup-thumb')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByTestId('estimated-price')).toHaveText('$49.99');
  await expect(page.getByTestId('extra-pets-price')).toHaveText('Includes $10.00 for 1 extra pet');
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 20_000 });
  await snap(page, testInfo, 'two-pets-preview');
  await addToCart.click();
  await page.getByRole('link', { name: 'View Cart & Checkout' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByTestId('line-pets')).toHaveText('Pets: 2');

  await fillCheckout(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
  const orderHash = page.url().split('/').pop() ?? '';
  await expect(
    page.getByRole('region', { name: 'Order Summary' }).getByLabel('Payment Status amount'),
  ).toHaveText('Paid');
  await snap(page, testInfo, 'two-pets-paid');

  const { rows } = await withDb((db) =>
    db.query<{ pet_count: number; unit_price: number; invoice_status: string }>(
      `SELECT li.pet_count, li.unit_price, o.invoice_status FROM order_line_items li
         JOIN orders o ON o.id = li.order_id WHERE o.order_hash = $1`,
      [orderHash],
    ),
  );
  expect(rows).toEqual([{ pet_count: 2, unit_price: 4999, invoice_status: 'paid' }]);
});
