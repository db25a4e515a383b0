import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { STAFF_EMAIL } from '../playwright.config';
import { API, ensureStaff, registerVerified, signIn, withDb } from './helpers';

test('a staff member signs in, reads the stats, finds an order, opens it, exports the CSV and syncs', async ({
  page,
  request,
}) => {
  const customer = `customer-${randomUUID().slice(0, 8)}@example.com`;
  await ensureStaff(request);
  await registerVerified(request, customer);
  const orderHash = `e2e${randomUUID().replace(/-/g, '')}`;
  let orderNumber = '';
  await withDb(async (db) => {
    const {
      rows: [order],
    } = await db.query<{ id: string; order_number: string }>(
      `INSERT INTO orders (order_hash, user_id, customer_name, customer_email, customer_phone, shipping_address,
                           total_amount, tax_amount, invoice_status, fulfillment_status, metadata, paid_at, print_type, print_size)
       SELECT $1, id, 'Zoë Müller', email, '5550001111',
              '{"first_name":"Zoë","last_name":"Müller","address1":"1 Rue de l’Église","city":"Paris","zip":"75001","country":"FR"}'::jsonb,
              7999, 0, 'paid', 'submitted', '{"productPrice":6999,"shippingCost":1000}'::jsonb, now(), 'canvas', '20x30'
         FROM users WHERE email = $2 RETURNING id, order_number`,
      [orderHash, customer],
    );
    orderNumber = order?.order_number ?? '';
    await db.query(
      `INSERT INTO order_line_items (order_id, print_type, print_size, quantity, unit_price, line_total, effective_dpi)
       VALUES ($1, 'canvas', '20x30', 1, 6999, 6999, 212)`,
      [order?.id],
    );
  });

  await signIn(page, STAFF_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: 'PetArt Admin' })).toBeVisible();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const stats = page.getByRole('list', { name: 'Statistics' });
  await expect(stats.getByTestId('stat-Orders')).toHaveText(/^[1-9]\d*$/);
  // The revenue of the whole run (other journeys pay orders meanwhile): at least this order's $79.99.
  const revenue = stats.getByTestId('stat-Revenue');
  await expect(revenue).toHaveText(/^\$[\d,]+\.\d{2}$/);
  expect(Number((await revenue.textContent())?.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(79.99);

  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(customer.toUpperCase());
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: customer });
  // The Order ID column shows the order number (PA-7K3M9X), which the search also finds without its prefix.
  await expect(row).toContainText(orderNumber);
  await expect(row).toContainText('Registered User');
  await expect(row).toContainText('Submitted');
  await page.getByLabel('Search orders').fill(orderNumber.slice(3).toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(orderNumber);

  // The order opens on its own page; the back button returns to the list.
  await row.getByRole('link', { name: /Details of order/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderPage = page.getByRole('region', { name: `Order ${orderNumber}`, exact: true });
  await expect(orderPage.getByRole('table', { name: 'Items' })).toContainText('212');
  await expect(orderPage).toContainText('1 Rue de l’Église');
  await expect(orderPage.getByRole('button', { name: 'Cancel and refund' })).toBeVisible();
  await page.goBack();
  await expect(table.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^petart-orders-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const ours = csv.split('\r\n').filter((line) => line.includes(orderHash));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain('Zoë Müller');
  // Every cell is quoted (a cell can never start a formula in a spreadsheet).
  // ... then the order's discount (none: 0.00 and no code), shipping, tax and total.
  expect(ours[0]).toContain(
    '"1","canvas","20x30","1","69.99","69.99","69.99","0.00","","10.00","0.00","79.99"',
  );
  await expect(page.getByText('Export Successful')).toBeVisible();

  await page.getByRole('button', { name: 'Sync with Printify' }).click();
  await expect(page.getByText('Status Sync Complete')).toBeVisible();
  await expect(page.getByText(/\d+ orders synced, \d+ failed/)).toBeVisible();

  const audits = await withDb((db) =>
    db.query<{ action: string }>(
      `SELECT context->>'action' AS action FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND context->'actor'->>'email' = $1`,
      [STAFF_EMAIL],
    ),
  );
  expect(audits.rows.map((a) => a.action)).toEqual(
    expect.arrayContaining(['orders.export_csv', 'orders.sync_statuses']),
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // A customer who signs in to the admin app sees Access Denied.
  await signIn(page, customer);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to App' })).toHaveAttribute('href', `${API}/app`);
});
