import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import {
  API,
  bearer,
  ensureStaff,
  expectNoSidewaysScroll,
  paidOrder,
  registerVerified,
  signInThroughApi,
  withDb,
} from './helpers';

/** Dollars as the admin app writes them ($1,234.50). */
const formatMoney = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The order's money and its customer's id, as the backend stores them. */
const orderMoney = (orderId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ total: number; refunded: number; user_id: string }>(
      `SELECT total_amount AS total, refunded_amount AS refunded, user_id FROM orders WHERE id = $1`,
      [orderId],
    );
    return rows[0]!;
  });

/** The value beside `label` in a card of label/value rows (the customer's Account Metrics). */
const rowValue = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');

test(
  "staff refund part of an order from an empty dialog that asks the amount in words; the customer's total, their order list and the dashboard count it net",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    const customer = `money-${randomUUID().slice(0, 8)}@example.com`;
    await ensureStaff(request);
    await registerVerified(request, customer);
    const order = await paidOrder(request, customer);
    const { total, user_id: userId } = await orderMoney(order.id);

    await signInThroughApi(page, request, `/orders/${order.id}`);
    const orderPage = page.getByRole('region', { name: `Order ${order.number}`, exact: true });
    await orderPage.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
    // Nothing is offered: the amount is empty, the hint says what can be refunded, and confirming at once refunds
    // nothing.
    await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('');
    await expect(dialog).toContainText(`Up to ${formatMoney(total)} can be refunded`);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toContainText('Enter the amount in dollars, e.g. 10.50.');
    expect((await orderMoney(order.id)).refunded).toBe(0);
    if (phone) await expectNoSidewaysScroll(page, 'the refund dialog');

    await dialog.getByLabel('Amount (USD)').fill('12.50');
    await dialog.getByLabel('Reason').fill('Frame corner scuffed');
    await expect(dialog.getByRole('status')).toHaveText(`Refund $12.50 of ${formatMoney(total)}?`);
    await dialog.getByRole('button', { name: 'Refund $12.50', exact: true }).click();
    await expect(page.getByText('Refund issued', { exact: true })).toBeVisible();
    expect((await orderMoney(order.id)).refunded).toBe(1250);
    // The order's totals say what came back and what it brought in.
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Refunded: -$12.50');
    await expect(totals).toContainText(`Net: ${formatMoney(total - 1250)}`);

    // The customer's total is what they paid less what came back, and the refund is named.
    await page.goto(`/users/${userId}`);
    await expect(rowValue(page, 'Account Metrics', 'Total Revenue')).toHaveText(formatMoney(total - 1250));
    await expect(rowValue(page, 'Account Metrics', 'Refunded')).toHaveText('$12.50');
    // Their order in the list says what came back of it.
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    const listedOrder = phone
      ? recent.getByRole('listitem').filter({ hasText: order.number })
      : recent.getByRole('row').filter({ hasText: order.number });
    await expect(listedOrder).toContainText(formatMoney(total));
    await expect(listedOrder.getByText('Refunded $12.50', { exact: true })).toBeVisible();

    // The dashboard's revenue is net, the refunds beside it (the run's totals: at least this refund).
    const staff = await bearer(request, STAFF_EMAIL);
    const stats = (await (await request.get(`${API}/api/admin/statistics`, { headers: staff })).json()) as {
      orderRevenue: number;
      refundedTotal: number;
    };
    expect(stats.refundedTotal).toBeGreaterThanOrEqual(1250);
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const revenue = page.getByRole('list', { name: 'Statistics' }).getByLabel('Revenue');
    await expect(revenue).toContainText(/net of \$[\d,]+\.\d\d refunded/);
    await page.getByRole('button', { name: 'Charts' }).click();
    await expect(page.getByText('Net revenue per day (USD)', { exact: true })).toBeVisible();
    if (phone) await expectNoSidewaysScroll(page, 'the dashboard');
  },
);

test(
  "discount codes say Expired or Used up, and a cancelled, refunded order's use comes back; the dashboard counts what the list counts",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    await ensureStaff(request);
    const staff = await bearer(request, STAFF_EMAIL);
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const day = 24 * 60 * 60 * 1000;
    const create = async (data: Record<string, unknown>) => {
      const res = await request.post(`${API}/api/admin/discounts`, { headers: staff, data });
      expect(res.status(), await res.text()).toBe(201);
    };
    const ended = `ENDED-${tag}`;
    const once = `ONCE-${tag}`;
    await create({
      code: ended,
      kind: 'percent',
      value: 10,
      startsAt: new Date(Date.now() - 2 * day).toISOString(),
      endsAt: new Date(Date.now() - day).toISOString(),
    });
    await create({ code: once, kind: 'fixed', value: 500, maxUses: 1 });
    const customer = `discount-${tag.toLowerCase()}@example.com`;
    await registerVerified(request, customer);
    const order = await paidOrder(request, customer, undefined, once);

    await signInThroughApi(page, request, '/discounts');
    await expect(page.getByRole('heading', { level: 2, name: 'Discounts' })).toBeVisible();
    const listed = (code: string) =>
      phone
        ? page.getByRole('list', { name: 'Codes' }).getByRole('listitem').filter({ hasText: code })
        : page.getByRole('table', { name: 'Codes' }).getByRole('row').filter({ hasText: code });
    await expect(listed(ended)).toContainText('Expired');
    await expect(listed(ended).getByText('Active', { exact: true })).toHaveCount(0);
    await expect(listed(ended).getByRole('button', { name: `Deactivate ${ended}` })).toHaveCount(0);
    await expect(listed(once)).toContainText('Used up');
    await expect(listed(once)).toContainText('1 / 1');
    await expect(listed(once)).toContainText('$5.00');
    if (phone) await expectNoSidewaysScroll(page, 'Discounts');

    // The order is cancelled and refunded in full: the use is given back, and nothing counts as given.
    const cancelled = await request.post(`${API}/api/admin/orders/${order.id}/cancel`, { headers: staff });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect
      .poll(async () => (await orderMoney(order.id)).refunded)
      .toBe((await orderMoney(order.id)).total);
    await page.reload();
    await expect(listed(once).getByText('Active', { exact: true })).toBeVisible();
    await expect(listed(once)).toContainText('0 / 1');
    await expect(listed(once).getByRole('button', { name: `Deactivate ${once}` })).toBeVisible();

    // One figure: the dashboard's discount given is the list's sum, read at the same moment.
    await expect(async () => {
      const [list, totals] = await Promise.all([
        request
          .get(`${API}/api/admin/discounts`, { headers: staff })
          .then((r) => r.json() as Promise<{ items: { uses: number; discountCents: number }[] }>),
        request
          .get(`${API}/api/admin/statistics`, { headers: staff })
          .then((r) => r.json() as Promise<{ discountTotal: number; discountedOrderCount: number }>),
      ]);
      const items = list.items;
      expect(totals.discountTotal).toBe(items.reduce((sum, c) => sum + c.discountCents, 0));
      expect(totals.discountedOrderCount).toBe(items.reduce((sum, c) => sum + c.uses, 0));
    }).toPass({ timeout: 15_000 });
  },
);
