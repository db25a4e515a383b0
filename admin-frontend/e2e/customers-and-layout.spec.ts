import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import {
  API,
  ensureStaff,
  expectNoSidewaysScroll,
  PASSWORD,
  registerVerified,
  signIn,
  withDb,
} from './helpers';

test('staff open on Orders, read the Dashboard, disable and re-enable a customer (audited), and every page fits 375 px', async ({
  page,
  request,
}) => {
  const customer = `layout-${randomUUID().slice(0, 8)}@example.com`;
  await ensureStaff(request);
  await registerVerified(request, customer);
  // One paid order of the customer's, for the list at 375 px.
  const orderNumber = await withDb(async (db) => {
    const { rows } = await db.query<{ order_number: string }>(
      `INSERT INTO orders (order_hash, user_id, customer_email, total_amount, invoice_status, paid_at)
       SELECT $1, id, email, 4999, 'paid', now() FROM users WHERE email = $2 RETURNING order_number`,
      [`layout${randomUUID().replace(/-/g, '')}`, customer],
    );
    return rows[0]?.order_number ?? '';
  });
  const login = () => request.post(`${API}/api/login`, { data: { email: customer, password: PASSWORD } });

  await signIn(page, STAFF_EMAIL);
  // The app opens on Orders; the statistics are the Dashboard's, not above every tab.
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('list', { name: 'Statistics' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const stats = page.getByRole('list', { name: 'Statistics' });
  await expect(stats.getByTestId('stat-Active Users')).toHaveText(/^[1-9]\d*$/);

  // Disable the customer from their page: sign-in is refused while disabled.
  await page.getByRole('tab', { name: 'Users' }).click();
  // '/' focuses the search field of the page on screen: press it once the Users page shows (as a person would; on a
  // slow run the key came before the lazily loaded page had its field, and went nowhere).
  const search = page.getByLabel('Search by email');
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type(customer);
  await page.getByRole('link', { name: `Details of ${customer}` }).click();
  await page.getByRole('button', { name: 'Disable account' }).click();
  await page
    .getByRole('dialog', { name: 'Disable this account?' })
    .getByRole('button', { name: 'Disable account' })
    .click();
  await expect(page.getByText(`${customer} is disabled and signed out everywhere`)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  const refused = await login();
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^This account has been disabled/);

  await page.getByRole('button', { name: 'Enable account' }).click();
  await page
    .getByRole('dialog', { name: 'Enable this account?' })
    .getByRole('button', { name: 'Enable account' })
    .click();
  await expect(page.getByText(`${customer} can sign in again`)).toBeVisible();
  expect((await login()).status()).toBe(200);
  const customerPage = page.url();

  // Both actions are in the audit log, with the customer's email.
  await page.getByRole('tab', { name: 'Dev' }).click();
  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  const auditLog = page.getByRole('table', { name: 'Audit log' });
  const entry = (action: string) =>
    auditLog.getByRole('row').filter({ hasText: action }).filter({ hasText: customer });
  await expect(entry('Disabled the account')).toHaveCount(1);
  await expect(entry('Enabled the account')).toHaveCount(1);

  // At 375 px no admin page scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/orders',
    '/dashboard',
    '/users',
    new URL(customerPage).pathname,
    '/content',
    '/dev/errors',
    '/dev/audit',
    '/dev/variants',
    '/dev/tools',
    '/dev/email',
    '/debug',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }

  // On a phone the lists are cards, not tables, with the same links and chips.
  await page.goto('/orders');
  await page.getByLabel('Search orders').fill(customer);
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(customer);
  await expect(order).toContainText('$49.99');
  await expect(order.getByRole('checkbox', { name: `Select order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, '/orders (cards)');
  await order.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(orderNumber) })).toBeVisible();
  await page.goto('/users');
  await page.getByLabel('Search by email').fill(customer);
  const user = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(user).toHaveCount(1);
  await expect(user.getByRole('link', { name: `Details of ${customer}` })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
