import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cartLineThroughApi,
  expect,
  payThroughApi,
  printUntil,
  sendToProductionNow,
  signedInThroughApi,
  snap,
  staffHeaders,
  test,
  withDb,
} from './helpers';
import { shownOrderNumber } from './order-number';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Order-Edges-Pass-1';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;

/** The order's row in the history table, or its card on a phone. */
function historyEntry(page: Page, orderNumber: string): Locator {
  const link = page.getByRole('link', { name: `Order ${orderNumber}` });
  return isPhone(page)
    ? page.getByRole('listitem').filter({ has: link })
    : page.getByRole('row').filter({ has: link });
}

/** How far the page is wider than the screen, in pixels (0 or less: it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function openHistory(page: Page) {
  await page.goto('/app/order-history');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
}

/**
 * A paid order inside its cancellation window (playwright.config.ts: CANCEL_WINDOW_MINUTES=60), at both widths: the
 * history says when printing starts and until when it can be cancelled (not "Submitted"), a card without tracking shows
 * no lone dash; Settings saves the account whose phone the checkout stored with its country code; once cancelled, the
 * order page says where the money is instead of "a confirmation email has been sent", and the history shows the refund.
 */
test(
  'orders: the hold in the history, the checkout phone saved in Settings, a cancelled order and its refund',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const { email, headers } = await signedInThroughApi(page, testInfo, 'order-edges', PASSWORD);
    await cartLineThroughApi(page, headers, PHOTO);
    // The checkout saves the new account's details, its phone with the country code (+14155550100).
    const orderHash = await payThroughApi(page, headers, email);
    await page.goto(`/app/order-confirmation/${encodeURIComponent(orderHash)}`);
    const orderNumber = await shownOrderNumber(page);
    await expect(page.getByTestId('order-status-message')).toContainText('We start printing at ');

    // 1. The history during the hold.
    await openHistory(page);
    const entry = historyEntry(page, orderNumber);
    const hold = entry.getByTestId('order-hold');
    await expect(hold).toContainText(/Printing starts \d{1,2}:\d{2} [AP]M \S+/);
    await expect(hold).toContainText(/Cancellable until \d{1,2}:\d{2} [AP]M \S+ on [A-Z][a-z]{2} \d{1,2}/);
    await expect(entry.getByText('Submitted', { exact: true })).toHaveCount(0);
    if (isPhone(page)) {
      // No tracking yet: nothing rather than a lone "-".
      await expect(entry.getByText('-', { exact: true })).toHaveCount(0);
    }
    // The hold's words fit the screen: nothing wider than it.
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, testInfo, 'orders-edges-history-hold');

    // 2. Settings: the profile the checkout saved is read and saved as it is.
    await page.goto('/app/settings');
    const personal = page.getByRole('form', { name: 'Personal information' });
    await expect(personal.getByLabel('Phone Number')).toHaveValue('+14155550100');
    await personal.getByLabel('First Name').fill('Adele');
    await personal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Personal information updated successfully')).toBeVisible();
    await expect(personal.getByText(/must contain only digits/)).toHaveCount(0);
    await page.reload();
    await expect(personal.getByLabel('First Name')).toHaveValue('Adele');
    await expect(personal.getByLabel('Phone Number')).toHaveValue('+14155550100');

    // 3. Cancelled inside the window: the page says it, and where the refund is; no "confirmation email sent".
    await page.goto(`/app/order-confirmation/${encodeURIComponent(orderHash)}`);
    const total =
      (await page.getByRole('region', { name: 'Order Summary' }).getByLabel('Total amount').textContent()) ??
      '';
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Yes, Cancel Order' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order (Cancelled|Refunded)$/);
    await expect(page.getByTestId('refund-state')).toHaveText(
      `Your payment of ${total} has been refunded in full to your card. Refunds take 5-10 business days to appear on your statement.`,
    );
    await expect(page.getByText(/confirmation email/i)).toHaveCount(0);
    await snap(page, testInfo, 'orders-edges-cancelled');

    // 4. The history shows the refund and what the order cost in the end.
    await openHistory(page);
    const amount = historyEntry(page, orderNumber).getByTestId('order-amount');
    await expect(amount).toContainText(total);
    await expect(amount).toContainText(`Refunded ${total}`);
    await expect(amount).toContainText('Net $0.00');
    await expect(historyEntry(page, orderNumber).getByTestId('order-hold')).toHaveCount(0);
  },
);

/** A photo part of a multipart request. */
function fileOf(file: string) {
  return { name: path.basename(file), mimeType: 'image/png', buffer: readFileSync(file) };
}

/**
 * Staff send an order to production inside its cancellation window: neither its page nor the history offers the
 * hold any more (the provider still reads it as on hold until its first step). Then, delivered, at both widths:
 * partly refunded by staff, the history shows the refund and the net beside the
 * status; a declined report is not offered again (the decision and a way to support instead); the public tracking
 * page's artwork is centred.
 */
test(
  'orders: sent to production inside the window, a partly refunded order in the history, a declined report, the tracking page centred',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const { email, headers } = await signedInThroughApi(page, testInfo, 'order-edges-2', PASSWORD);
    await cartLineThroughApi(page, headers, PHOTO);
    const orderHash = await payThroughApi(page, headers, email);

    // 0. Staff end the hold early: no printing time, no Cancel Order, no hold in the history.
    await sendToProductionNow(request, orderHash);
    await page.goto(`/app/order-confirmation/${encodeURIComponent(orderHash)}`);
    const orderNumber = await shownOrderNumber(page);
    await expect(page.getByTestId('order-status-message')).toBeVisible();
    await expect(page.getByTestId('order-status-message')).not.toContainText('We start printing at');
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await openHistory(page);
    await expect(historyEntry(page, orderNumber)).toBeVisible();
    await expect(historyEntry(page, orderNumber).getByTestId('order-hold')).toHaveCount(0);
    await expect(historyEntry(page, orderNumber).getByText('Submitted', { exact: true })).toBeVisible();

    await printUntil(request, orderHash, 'delivered');
    const { rows } = await withDb((db) =>
      db.query<{ id: string; total_amount: number }>(
        `SELECT id, total_amount FROM orders WHERE order_hash = $1`,
        [orderHash],
      ),
    );
    const order = rows[0];
    if (!order) throw new Error('no order');
    const staff = await staffHeaders(request);
    const refund = await page.request.post(`/api/admin/orders/${order.id}/refund`, {
      headers: staff,
      data: { amount: 20, reason: 'A scratch on the frame' },
    });
    expect(refund.status(), await refund.text()).toBe(200);

    // 1. History: the refund and the net next to the total.
    await openHistory(page);
    const entry = historyEntry(page, orderNumber);
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const amount = entry.getByTestId('order-amount');
    await expect(amount).toContainText(money(order.total_amount));
    await expect(amount).toContainText('Refunded $20.00');
    await expect(amount).toContainText(`Net ${money(order.total_amount - 2000)}`);
    await snap(page, testInfo, 'orders-edges-history-refund');

    // 2. A report, declined by staff: the page says so and offers support, not the same report again.
    const lines = await page.request.get(`/api/order/hash/${orderHash}`, { headers });
    const lineId = ((await lines.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
    const reported = await page.request.post(`/api/orders/${orderHash}/claims`, {
      headers,
      multipart: {
        reason: 'other',
        lineIds: lineId,
        description: 'The colours look different from the preview.',
        photos: fileOf(PHOTO),
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    const claimId = ((await reported.json()) as { id: string }).id;
    const declined = await page.request.post(`/api/admin/claims/${claimId}/decline`, {
      headers: staff,
      data: { reason: 'The print matches the approved preview.' },
    });
    expect(declined.status(), await declined.text()).toBe(200);
    await page.goto(`/app/order-confirmation/${encodeURIComponent(orderHash)}`);
    const section = page.getByRole('region', { name: 'Problems With Your Order' });
    await expect(section.getByTestId('claim-declined')).toContainText(
      'We looked at your report and declined it',
    );
    await expect(section.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(section.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
    await expect(section).toContainText('Why: The print matches the approved preview.');
    await snap(page, testInfo, 'orders-edges-declined');

    // 3. The tracking page: the artwork sits in the middle of the screen, within a pixel or two.
    await page.goto(`/track/${encodeURIComponent(orderHash)}`);
    const artwork = page.getByRole('img', { name: / artwork$/ });
    await expect(artwork).toBeVisible();
    await expect
      .poll(async () => {
        const box = await artwork.boundingBox();
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        return box ? Math.abs(box.x + box.width / 2 - width / 2) : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(2);
    // Nothing wider than the screen (a page wider than the phone would move its middle).
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, testInfo, 'orders-edges-tracking');
  },
);
