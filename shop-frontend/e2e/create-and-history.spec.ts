import { fileURLToPath } from 'node:url';
import {
  cartLineThroughApi,
  expect,
  openApp,
  openAppMenu,
  payThroughApi,
  printUntil,
  signedInThroughApi,
  snap,
  test,
} from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Create-History-1';
const PRODUCT = 'Canvas 20" x 30"';

/**
 * At both widths: Generate Artwork is on screen right after the first style is picked (a sticky bar once a style is
 * chosen); the order history shows the order's artwork and product; the public tracking page shows one picture per
 * line, links back to the shop, and once the simulator (ticked by the journey) has delivered the order, the delivery
 * date instead of the estimate.
 */
test(
  'create and history: Generate beside the chosen style, the picture and product in the history, tracking page',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { email, headers } = await signedInThroughApi(page, testInfo, 'create-history', PASSWORD);
    await openApp(page, '/app/create');

    // The first style is at the top of a long grid; Generate is in view as soon as it is picked.
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

    // Into the cart and paid through the API (the create and purchase journeys have their own specs).
    await cartLineThroughApi(page, headers, PHOTO);
    const orderHash = await payThroughApi(page, headers, email);
    await page.goto(`/app/order-confirmation/${encodeURIComponent(orderHash)}`);

    // The history row shows the artwork and the product with its quantity.
    await openAppMenu(page);
    await page.getByRole('link', { name: 'Order History' }).last().click();
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(page.getByRole('img', { name: `${PRODUCT} artwork` })).toBeVisible();
    await expect(page.getByTestId('order-products')).toHaveText(`${PRODUCT} × 1`);
    await snap(page, testInfo, 'history-picture-and-product');

    // The public tracking page: one picture, "1 item", a way back to the shop; once staff have released the order and
    // the simulator has delivered it, the delivery date instead of the estimate.
    await page.goto(`/track/${orderHash}`);
    const items = page.getByRole('list', { name: 'Items in this order' });
    await expect(items.getByRole('img', { name: `${PRODUCT} artwork` })).toBeVisible();
    await expect(items.getByTestId('tracked-item')).toHaveCount(1);
    await expect(page.getByText(/· 1 item$/)).toBeVisible();
    await printUntil(request, orderHash, 'delivered');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Order Has Arrived!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivered' })).toContainText(
      /Delivered on [A-Z][a-z]{2} \d/,
    );
    await expect(page.getByRole('region', { name: 'Estimated Delivery' })).toHaveCount(0);
    await snap(page, testInfo, 'tracking-delivered');
    await page.getByRole('link', { name: 'Visit the PetArt Shop' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);
