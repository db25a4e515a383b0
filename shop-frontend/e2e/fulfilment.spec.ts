import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { customerWithCart, expect, fillCard, fillCheckout, openAppMenu, printUntil, test } from './helpers';
import { shownOrderNumber } from './order-number';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Fulfilment-Pass-1';
/** The confirmation page's short date ('Nov 22, 2026'). */
const SHORT_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

let step = 0;
/** Full-page screenshot to e2e-artifacts/fulfilment/<project>-NN-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  step += 1;
  const nn = String(step).padStart(2, '0');
  await page.screenshot({
    path: `e2e-artifacts/fulfilment/${testInfo.project.name}-${nn}-${name}.png`,
    fullPage: true,
  });
}

interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * The fulfilment lifecycle on the local simulator, which moves only when the journey ticks it (printUntil); the
 * confirmation page refreshes itself only every 30 s (ORDER_TRACKING_POLL_MS), so the test reloads it instead.
 */
test(
  'fulfilment: pay, watch the order reach Delivered, track the parcel, status emails and history',
  { tag: '@phone' },
  async ({ page, request, cspViolations }, testInfo) => {
    test.setTimeout(240_000);
    step = 0;
    // The carrier's page opens in a new tab: its console is checked for CSP violations too.
    page.context().on('page', (tab) =>
      tab.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
      }),
    );

    // A signed-in customer with a canvas in the cart (through the API), then the checkout with the test card.
    const email = await customerWithCart(page, testInfo, 'fulfilment', PASSWORD, PHOTO);
    await page.goto('/app/checkout');
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await fillCheckout(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByLabel('Products amount')).toHaveText('$69.99');
    const total = (await summary.getByLabel('Total amount').textContent()) ?? '';
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
    const reference = await shownOrderNumber(page);
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByLabel('Payment Status amount'),
    ).toHaveText('Paid');
    // Paid: confirmed, on its way, tracking to follow by email.
    const heading = page.getByRole('heading', { level: 1 });
    const steps = page.getByLabel('Order status');
    await expect(heading).toHaveText('Your Order is On Its Way!');
    await expect(steps.locator('[data-step="confirmed"] time')).toHaveText(SHORT_DATE);
    await expect(page.getByText('Estimated Delivery')).toBeVisible();
    await shot(page, testInfo, 'confirmation-paid');

    // Staff release it, the simulator prints, ships and delivers it; the page shows it after a reload.
    const orderHash = decodeURIComponent(page.url().split('/').pop() ?? '');
    await printUntil(request, orderHash, 'delivered');
    await page.reload();
    await expect(heading).toHaveAttribute('data-state', 'delivered');
    await expect(heading).toHaveText('Your Order Has Arrived!');

    // The four steps, all reached, each with its date (in order, all of this run); Delivered is the current one.
    await expect(steps.locator('[data-step]')).toHaveCount(4);
    const reachedAt: number[] = [];
    for (const [name, label] of [
      ['confirmed', 'Confirmed'],
      ['production', 'In Production'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
    ] as const) {
      const item = steps.locator(`[data-step="${name}"]`);
      await expect(item).toContainText(label);
      await expect(item.locator('time')).toHaveText(SHORT_DATE);
      const at = Date.parse((await item.locator('time').getAttribute('datetime')) ?? '');
      expect(Date.now() - at, `${label} reached within the last 10 minutes`).toBeLessThan(10 * 60_000);
      expect(at, `${label} after the step before`).toBeGreaterThanOrEqual(reachedAt.at(-1) ?? 0);
      reachedAt.push(at);
    }
    await expect(steps.locator('[aria-current="step"]')).toHaveText('Delivered');

    // The shipment: carrier, tracking number, dates sent and delivered, a tracking link to the carrier's page.
    const shipments = page.getByRole('region', { name: 'Shipments' });
    const fact = (label: string) =>
      shipments.getByRole('paragraph').filter({ hasText: new RegExp(`^${label}: `) });
    await expect(fact('Carrier')).toHaveText('Carrier: PetArt Post');
    const numberText = (await fact('Tracking number').textContent()) ?? '';
    const trackingNumber = /^Tracking number: (PA[0-9A-F]{12})$/.exec(numberText)?.[1] ?? '';
    expect(trackingNumber, numberText).not.toBe('');
    await expect(fact('Sent')).toHaveText(/^Sent: [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(fact('Delivered')).toHaveText(/^Delivered: [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const trackingUrl = new URL(`/api/carrier/track/${trackingNumber}`, page.url()).href;
    const trackLink = shipments.getByRole('link', { name: 'Track Package' });
    await expect(trackLink).toHaveAttribute('href', trackingUrl);
    await expect(trackLink).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Estimated Delivery')).toHaveCount(0);
    await shot(page, testInfo, 'confirmation-delivered');

    // The carrier's page, in a new tab.
    const [carrier] = await Promise.all([page.waitForEvent('popup'), trackLink.click()]);
    await expect(carrier).toHaveURL(trackingUrl);
    await expect(carrier.getByRole('heading', { name: 'PetArt Post' })).toBeVisible();
    await expect(carrier.getByTestId('parcel-status')).toHaveText('Delivered');
    // Its table: Tracking number, Status, Shipped and Delivered (UTC dates), each row its header and its value.
    const cells = (label: string) => {
      const row = carrier.getByRole('row', { name: new RegExp(`^${label} `) });
      return row.getByRole('rowheader').or(row.getByRole('cell'));
    };
    await expect(cells('Tracking number')).toHaveText(['Tracking number', trackingNumber]);
    await expect(cells('Status')).toHaveText(['Status', 'Delivered']);
    await expect(cells('Shipped')).toHaveText(['Shipped', / \d{4} \d{2}:\d{2}:\d{2} GMT$/]);
    await expect(cells('Delivered')).toHaveText(['Delivered', / \d{4} \d{2}:\d{2}:\d{2} GMT$/]);
    await carrier.screenshot({
      path: `e2e-artifacts/fulfilment/${testInfo.project.name}-${String(++step).padStart(2, '0')}-carrier-page.png`,
      fullPage: true,
    });
    await carrier.close();

    // The dev mailbox (GET /api/dev/mailbox?to=: MailboxEntry[], newest first) has the status emails, each once and in
    // order: in production, shipped with the tracking link, delivered.
    let entries: MailboxEntry[] = [];
    const subject = (what: string) => `Your PetArt order ${reference} ${what}`;
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
          expect(response.ok()).toBe(true);
          entries = (await response.json()) as MailboxEntry[];
          return entries
            .map((e) => e.subject)
            .filter((s) => s.startsWith(subject('')) && !/is confirmed/.test(s))
            .reverse();
        },
        { timeout: 15_000 },
      )
      .toEqual([subject('is in production'), subject('has shipped'), subject('has been delivered')]);
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries.every((e) => e.to === email)).toBe(true);
    const shipped = entries.find((e) => e.subject === subject('has shipped'));
    expect(shipped?.text).toContain(`PetArt Post - tracking number ${trackingNumber} - ${trackingUrl}`);
    expect(shipped?.html).toContain(`href="${trackingUrl}"`);
    const delivered = entries.find((e) => e.subject === subject('has been delivered'));
    expect(delivered?.text).toContain(`your order ${reference} has been delivered`);

    // Order history: the order is fulfilled, and its Tracking column (a card's link on phones) is the tracking URL.
    await openAppMenu(page);
    await page.getByRole('link', { name: 'Order History' }).last().click();
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    const orderLink = page.getByRole('link', { name: `Order ${reference}` });
    await expect(orderLink).toBeVisible();
    const phone = (page.viewportSize()?.width ?? 0) < 600;
    if (phone) {
      const card = page.getByRole('listitem').filter({ has: orderLink });
      await expect(card.getByText('Fulfilled')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Track Package' })).toHaveAttribute('href', trackingUrl);
    } else {
      const headers = page.getByRole('columnheader');
      await expect(headers).toHaveText(['Date', 'Order ID', 'Status', 'Total Amount', 'Tracking']);
      const row = page.getByRole('row').filter({ has: orderLink });
      const cells = row.getByRole('cell');
      await expect(cells.nth(2)).toHaveText('Fulfilled');
      await expect(cells.nth(3)).toHaveText(total);
      await expect(cells.nth(4).getByRole('link', { name: 'Track Package' })).toHaveAttribute(
        'href',
        trackingUrl,
      );
    }
    await shot(page, testInfo, 'history');
  },
);
