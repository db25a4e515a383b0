import { fileURLToPath } from 'node:url';
import {
  createArtworkIntoCart,
  expect,
  fillCard,
  fillCheckout,
  logIn,
  openAppMenu,
  registerAndVerify,
  snap,
  test,
  uniqueEmail,
} from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Create-History-1';
const PRODUCT = 'Canvas 20" x 30"';

/**
 * Issue 22, items 8 and 9 at both widths: Generate Artwork is on screen right after the first style is picked (a
 * sticky bar once a style is chosen); the order history shows the order's artwork and product; the public tracking
 * page shows one picture per line, links back to the shop, and once the simulator (a step every 2 s in
 * playwright.config.ts) has delivered the order, the delivery date instead of the estimate.
 */
test('create and history: Generate beside the chosen style, the picture and product in the history, tracking page', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('create-history', testInfo);
  await registerAndVerify(page, testInfo, email, PASSWORD);
  // A verification link may sign the customer in already (issue 22, item 6); otherwise log in.
  await page.goto('/auth?tab=login');
  const loginForm = page.getByRole('form', { name: 'Log in' });
  await expect(loginForm.or(page.getByRole('heading', { name: "Let's Create Your Art" }))).toBeVisible();
  if (await loginForm.isVisible()) await logIn(page, email, PASSWORD);
  else await page.goto('/app/create');

  // Item 8: the first style is at the top of a long grid; Generate is in view as soon as it is picked.
  await page.getByTestId('upload-input').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Continue to Select Style' }).click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/);
  const generate = page.getByRole('button', { name: 'Generate Artwork' });
  await page.getByRole('button', { name: 'Watercolor', exact: true }).click();
  await expect(generate).toBeEnabled();
  await expect(generate).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('generate-bar-style')).toHaveText('Style: Watercolor');
  await snap(page, testInfo, 'style-generate-in-view');
  // At the end of the page the bar covers no style card.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastCard = page.getByTestId('style-card').last();
  const [cardBox, barBox] = await Promise.all([
    lastCard.boundingBox(),
    page.getByTestId('generate-bar').boundingBox(),
  ]);
  expect(cardBox && barBox && cardBox.y + cardBox.height <= barBox.y).toBe(true);

  // Into the cart and paid (the journey's short path starts from the upload again).
  await page.goto('/app/create');
  await createArtworkIntoCart(page, PHOTO);
  await page.getByRole('link', { name: 'View Cart & Checkout' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await fillCheckout(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
  const orderHash = page.url().split('/').pop() ?? '';

  // Item 9: the history row shows the artwork and the product with its quantity.
  await openAppMenu(page);
  await page.getByRole('link', { name: 'Order History' }).last().click();
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${PRODUCT} artwork` })).toBeVisible();
  await expect(page.getByTestId('order-products')).toHaveText(`${PRODUCT} × 1`);
  await snap(page, testInfo, 'history-picture-and-product');

  // The public tracking page: one picture, "1 item", a way back to the shop; delivered after the 30 s cancellation
  // window and three 2 s simulator steps (playwright.config.ts).
  await page.goto(`/track/${orderHash}`);
  const items = page.getByRole('list', { name: 'Items in this order' });
  await expect(items.getByRole('img', { name: `${PRODUCT} artwork` })).toBeVisible();
  await expect(items.getByTestId('tracked-item')).toHaveCount(1);
  await expect(page.getByText(/· 1 item$/)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Order Has Arrived!' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('region', { name: 'Delivered' })).toContainText(
    /Delivered on [A-Z][a-z]{2} \d/,
  );
  await expect(page.getByRole('region', { name: 'Estimated Delivery' })).toHaveCount(0);
  await snap(page, testInfo, 'tracking-delivered');
  await page.getByRole('link', { name: 'Visit the PetArt Shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});
