import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  bearerThroughApi,
  cartLineThroughApi,
  expect,
  fillCard,
  fillCheckout,
  registerVerifiedThroughApi,
  staffHeaders,
  test,
  uniqueEmail,
} from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat.png', import.meta.url));
const PASSWORD = 'Discount-Pass-1';
/** The run's staff account is shared with the claims journey, which registers it with this password. */

let step = 0;
/** Full-page screenshot to e2e-artifacts/discounts/<project>-NN-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  step += 1;
  await page.screenshot({
    path: `e2e-artifacts/discounts/${testInfo.project.name}-${String(step).padStart(2, '0')}-${name}.png`,
    fullPage: true,
  });
}

/** Opens the discount field and applies `code` (the link is there until a field is open). */
async function applyCode(page: Page, code: string) {
  const link = page.getByRole('button', { name: 'Have a discount code?' });
  if (await link.isVisible()) await link.click();
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

/**
 * Discount codes at checkout, at both widths: staff create a 10% code for one use (through the staff API);
 * the customer applies it in lower case, the Order Summary shows the discount line and the total the card is charged,
 * and the paid order shows the same; the same code is then refused as used up.
 */
test('discount code: a 10% code on a paid order, then the same code used up', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  step = 0;
  // Staff act through their own request context: the page's would share its cookies and sign the browser in as staff.
  const staff = await staffHeaders(request);
  const code = `TEN-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const created = await request.post('/api/admin/discounts', {
    headers: staff,
    data: { code, kind: 'percent', value: 10, maxUses: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The customer signs up through the API (sign-up is not the point here); the page starts signed in with the token.
  const email = uniqueEmail('discount', testInfo);
  await registerVerifiedThroughApi(request, email, PASSWORD);
  const customer = await bearerThroughApi(request, email, PASSWORD);
  const token = customer.authorization.slice('Bearer '.length);
  await page.addInitScript((t) => window.localStorage.setItem('authToken', t), token);
  await cartLineThroughApi(page, customer, PHOTO);

  await page.goto('/app/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await fillCheckout(page);
  await expect(summary.getByLabel('Total amount')).toBeVisible();
  await applyCode(page, ` ${code.toLowerCase()} `);
  await expect(summary.getByText(`Code ${code} applied: 10% off`)).toBeVisible();
  // Canvas 20x30 is $69.99: 10% is $7.00 off the products (shipping is not discounted).
  await expect(summary.getByLabel(`Discount (${code}) amount`)).toHaveText('-$7.00');
  const total = (await summary.getByLabel('Total amount').textContent()) ?? '';
  expect(total).toMatch(/^\$\d+\.\d\d$/);
  await shot(page, testInfo, 'summary-with-discount');

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/app\/order-confirmation\//, { timeout: 30_000 });
  const orderHash = page.url().split('/').pop() ?? '';
  await expect(page.getByLabel(`Discount (${code}) amount`)).toHaveText('-$7.00');
  await expect(page.getByLabel('Total amount')).toHaveText(total);
  await shot(page, testInfo, 'paid-order-with-discount');
  // What the card was charged is the order's total, the total the summary showed.
  const order = await page.request.get(`/api/order/hash/${orderHash}`, { headers: customer });
  expect(order.status()).toBe(200);
  const paid = (await order.json()) as { totalAmount: number; discountCents: number; paymentStatus: string };
  expect(paid).toMatchObject({ discountCents: 700, paymentStatus: 'paid' });
  expect(`$${(paid.totalAmount / 100).toFixed(2)}`).toBe(total);

  // The code had one use: the next cart is refused, with the reason.
  await cartLineThroughApi(page, customer, PHOTO);
  await page.goto('/app/checkout');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await applyCode(page, code);
  await expect(summary.getByText('This discount code has been used up.')).toBeVisible();
  await expect(summary.getByText(/applied:/)).toHaveCount(0);
  await shot(page, testInfo, 'used-up');
});
