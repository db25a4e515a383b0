import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_EMAIL } from '../playwright.config';
import { API, PASSWORD, registerVerified, withDb } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const STORAGE = path.join(here, '../test-results/e2e-data/storage');

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const mailbox = async (request: APIRequestContext, to: string) =>
  (await (await request.get(`${API}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
    subject: string;
  }[];

/**
 * A paid order as the shop makes it: an artwork in the storage, the customer's cart, the checkout and the local
 * test card; then the backend's jobs submit it to the print simulator, where it waits out the production hold.
 */
async function paidOrder(request: APIRequestContext, email: string): Promise<{ id: string; number: string }> {
  const key = `generated/${randomUUID()}.png`;
  mkdirSync(path.dirname(path.join(STORAGE, 'objects', key)), { recursive: true });
  mkdirSync(path.dirname(path.join(STORAGE, 'meta', key)), { recursive: true });
  copyFileSync(
    path.join(here, '../../shop-frontend/e2e/fixtures/chelsea-cat.png'),
    path.join(STORAGE, 'objects', key),
  );
  writeFileSync(path.join(STORAGE, 'meta', `${key}.json`), JSON.stringify({ contentType: 'image/png' }));
  const login = await request.post(`${API}/api/login`, { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { authToken: string }).authToken}` };
  await withDb((db) =>
    db.query(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity)
       SELECT id, $2, 'poster', '12x18', $3, 1 FROM users WHERE email = $1`,
      [email, randomUUID(), `/api/images/${key}`],
    ),
  );
  const started = await request.post(`${API}/api/cart/create-payment-intent`, {
    headers,
    data: {
      customerInfo: {
        email,
        phone: '+14155550100',
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        country: 'US',
        countryCode: 'US',
        countryName: 'United States',
      },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret, orderHash } = (await started.json()) as { clientSecret: string; orderHash: string };
  const paid = await request.post(`${API}/api/payments/local/confirm`, {
    headers,
    data: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 1,
      cvc: '123',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  let order: { id: string; order_number: string; printify_order_id: string | null } | undefined;
  await expect
    .poll(async () => {
      order = await withDb(async (db) => {
        const { rows } = await db.query<{
          id: string;
          order_number: string;
          printify_order_id: string | null;
        }>(`SELECT id, order_number, printify_order_id FROM orders WHERE order_hash = $1`, [orderHash]);
        return rows[0];
      });
      return Boolean(order?.printify_order_id) && (await mailbox(request, email)).length >= 2;
    })
    .toBe(true);
  return { id: order?.id ?? '', number: order?.order_number ?? '' };
}

test('staff open an order from search, note it, resend the confirmation, edit the address, refund part, send it to production: all audited; the page fits 375 px', async ({
  page,
  request,
}) => {
  const customer = `order-page-${randomUUID().slice(0, 8)}@example.com`;
  await registerVerified(request, STAFF_EMAIL, { alreadyMade: true });
  await registerVerified(request, customer);
  const order = await paidOrder(request, customer);
  // The verification mail and the order confirmation.
  const mailsBefore = (await mailbox(request, customer)).length;

  await signIn(page, STAFF_EMAIL);
  await page.getByLabel('Search orders').fill(order.number);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: order.number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  const orderPage = page.getByRole('region', { name: `Order ${order.number}`, exact: true });
  const timeline = orderPage.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Payment: Paid');
  await expect(orderPage.getByText(/^Production hold ends /)).toBeVisible();

  // A note.
  await orderPage.getByLabel('Add a note').fill('Customer called: it is a gift.');
  await orderPage.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline).toContainText(`Note · ${STAFF_EMAIL}`);
  await expect(timeline).toContainText('Customer called: it is a gift.');

  // Resend the confirmation: one more email reaches the dev mailbox.
  await orderPage.getByRole('button', { name: 'Resend email' }).click();
  const resend = page.getByRole('dialog', { name: 'Resend an email to the customer?' });
  await resend.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText(/Order confirmation email queued/)).toBeVisible();
  await expect.poll(async () => (await mailbox(request, customer)).length).toBe(mailsBefore + 1);

  // Edit the address before production.
  await orderPage.getByRole('button', { name: 'Edit address' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'Change the shipping address?' });
  await addressDialog.getByLabel(/^Address/).fill('12 New Street');
  await addressDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address changed', { exact: true })).toBeVisible();
  await expect(orderPage.getByRole('region', { name: 'Shipping Address' })).toContainText('12 New Street');

  // Refund part, with a reason: the list says Partly refunded.
  await orderPage.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: 'Refund this order?' });
  await refund.getByLabel('Amount (USD)').fill('10.50');
  await refund.getByLabel('Reason').fill('Frame scratched');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund issued', { exact: true })).toBeVisible();
  await expect(timeline).toContainText('Refunded $10.50');
  await expect(orderPage.getByText('Partly refunded', { exact: true })).toBeVisible();

  // Send to production now: the hold ends, the address can no longer change.
  await orderPage.getByRole('button', { name: 'Send to production now' }).click();
  await page
    .getByRole('dialog', { name: 'Send to production now?' })
    .getByRole('button', { name: 'Send to production' })
    .click();
  await expect(page.getByText('Sent to production', { exact: true })).toBeVisible();
  await expect(orderPage.getByRole('button', { name: 'Edit address' })).toHaveCount(0);
  await expect(orderPage.getByRole('button', { name: 'Send to production now' })).toHaveCount(0);

  // At 375 px the order page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(timeline).toContainText('Refunded $10.50');
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  await page.setViewportSize({ width: 1400, height: 900 });

  // Back to the list: Partly refunded there too.
  await page.goBack();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(order.number);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Partly refunded');

  // Every action is in the audit log.
  await page.getByRole('tab', { name: 'Dev' }).click();
  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  for (const action of [
    'Added a note',
    'Sent an email again',
    'Changed the shipping address',
    'Refunded',
    'Sent to production now',
  ]) {
    await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
  }
});
