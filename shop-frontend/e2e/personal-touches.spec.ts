import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, fillCard, fillCheckout, openApp, signedInThroughApi, snap, test } from './helpers';
import { posterArtworkThroughApi, printFileUrl, rowDifferences } from './name-on-print';

const here = path.dirname(fileURLToPath(import.meta.url));
// 900 x 1350 (2:3): the local generator keeps the photo's size, so a 12x18 poster prints the whole artwork.
const PHOTO = path.join(here, 'fixtures', 'chelsea-cat-900x1350.png');
const PASSWORD = 'Personal-Pass-1';

/**
 * The name on the print, at both widths: a generated artwork (made through the API, the create journey is
 * not the point), then on the preview "Add a name" redraws the mockups with the name, the cart line carries it, the
 * order is paid with the test card, and the print file sent to the provider (the local simulator) has the lettering
 * in the band the preview showed it in, and nowhere else.
 */
test('a poster with a name: the preview shows it, the order is paid and the print file carries it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { headers } = await signedInThroughApi(page, testInfo, 'named-poster', PASSWORD);
  await openApp(page, '/app/create');

  const { sessionId, generatedImages } = await posterArtworkThroughApi(page, headers, PHOTO);

  await page.goto(`/app/preview/${sessionId}`);
  await expect(page.getByTestId('mockup-thumb')).toHaveCount(3, { timeout: 60_000 });
  const main = page.getByTestId('mockup-main');
  const plainSrc = await main.getAttribute('src');

  // Add a name: a bad character is named and blocks the cart; then the name, a second line and a font.
  await page.getByRole('switch', { name: "Print your pet's name on the portrait" }).check();
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameField.fill('Biscuit ♥');
  await nameField.blur();
  await expect(
    page.getByText('The name has a character the Classic font cannot print: ♥', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await nameField.fill('Biscuit');
  await page.getByRole('textbox', { name: 'Second line (optional)' }).fill('2012 – 2026');
  await page.getByRole('radio', { name: /Modern/ }).check();

  // The preview is drawn again by the server's renderer with the name.
  await expect(main).not.toHaveAttribute('src', plainSrc ?? '', { timeout: 60_000 });
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('name-price')).toHaveText('Free');
  await snap(page, testInfo, 'named-preview');
  await addToCart.click();
  await page.getByRole('link', { name: 'View Cart & Checkout' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByTestId('line-name')).toHaveText('Name: Biscuit · 2012 – 2026');

  await fillCheckout(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
  const orderHash = page.url().split('/').pop() ?? '';
  await expect(
    page.getByRole('region', { name: 'Order Summary' }).getByLabel('Payment Status amount'),
  ).toHaveText('Paid');
  await snap(page, testInfo, 'named-paid');

  // The print file the simulator received: the name's band differs from the plain artwork, the rest does not.
  let url: string | null = null;
  await expect
    .poll(async () => (url = await printFileUrl(orderHash)), { timeout: 30_000, intervals: [1_000] })
    .not.toBeNull();
  const printFile = await page.request.get(url!);
  expect(printFile.ok()).toBe(true);
  const artwork = await page.request.get(generatedImages[0]!);
  expect(artwork.ok()).toBe(true);
  const rows = await rowDifferences(await printFile.body(), await artwork.body());
  // The bottom band of the domain's geometry: two lines end 6% of the short side above the bottom edge, within the
  // lowest fifth of a 2:3 print; the top two thirds are untouched.
  const inBand = rows.slice(240, 295);
  const above = rows.slice(0, 200);
  expect(Math.max(...inBand)).toBeGreaterThan(15);
  expect(Math.max(...above)).toBeLessThan(6);
});
