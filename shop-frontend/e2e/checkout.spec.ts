import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { customerWithCart, expect, fillCard, fillCheckout, openAppMenu, test } from './helpers';
import { shownOrderNumber } from './order-number';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat.png', import.meta.url));
const PASSWORD = 'Checkout-Pass-1';

let step = 0;
/** Full-page screenshot to e2e-artifacts/checkout/<project>-<test>-NN-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  step += 1;
  const nn = String(step).padStart(2, '0');
  const prefix = testInfo.title.startsWith('declined') ? 'declined' : 'purchase';
  await page.screenshot({
    path: `e2e-artifacts/checkout/${testInfo.project.name}-${prefix}-${nn}-${name}.png`,
    fullPage: true,
  });
}

test(
  'purchase: pay with the test card, see the confirmation, the history and the email',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    step = 0;
    const email = await customerWithCart(page, testInfo, 'buyer', PASSWORD, PHOTO);

    await page.goto('/app/checkout');
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByText('Canvas', { exact: true })).toBeVisible();
    await expect(page.getByText('Size: 20x30')).toBeVisible();
    await expect(page.getByText('Select shipping address to see pricing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await shot(page, testInfo, 'checkout-empty-form');

    await fillCheckout(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByLabel('Products amount')).toHaveText('$69.99');
    const total = (await summary.getByLabel('Total amount').textContent()) ?? '';
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    await expect(summary.getByTestId('delivery-range')).toHaveText('4-10 business days');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await shot(page, testInfo, 'checkout-filled');

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
    const orderHash = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: 'Your Order is On Its Way!' })).toBeVisible();
    const confirmation = page.getByRole('region', { name: 'Order Summary' });
    await expect(confirmation.getByLabel('Total amount')).toHaveText(total);
    await expect(confirmation.getByLabel('Products amount')).toHaveText('$69.99');
    await expect(confirmation.getByLabel('Payment Status amount')).toHaveText('Paid');
    const orderNumber = await shownOrderNumber(page);
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Canvas 20x30 artwork' })).toBeVisible();
    await shot(page, testInfo, 'confirmation');

    // The cart was cleared once the order loaded.
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
        const cart = await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } });
        return ((await cart.json()) as { itemCount: number }).itemCount;
      })
      .toBe(0);

    await openAppMenu(page);
    await page.getByRole('link', { name: 'Order History' }).last().click();
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    const link = page.getByRole('link', { name: `Order ${orderNumber}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/app/order-confirmation/${orderHash}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByText(total)).toBeVisible();
    await shot(page, testInfo, 'history');

    // The confirmation email in the dev mailbox.
    let mailText = '';
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
          const entries = (await response.json()) as { subject: string; text: string }[];
          mailText = entries.find((e) => /order .* is confirmed/i.test(e.subject))?.text ?? '';
          return mailText;
        },
        { timeout: 15_000 },
      )
      .toMatch(new RegExp(`^Total +${total.replace(/[$.]/g, '\\$&')}$`, 'm'));
    expect(mailText).toContain(orderHash);
  },
);

test('declined card: 4000 0000 0000 0002 shows its error and stays on checkout', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  step = 0;
  await customerWithCart(page, testInfo, 'declined', PASSWORD, PHOTO);
  await page.goto('/app/checkout');
  await fillCheckout(page);
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByLabel('Total amount')).toBeVisible();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined. Please use a different card.' })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Payment Error')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await shot(page, testInfo, 'declined');
});
