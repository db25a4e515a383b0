import type { Page, TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cartLineThroughApi, expect, payThroughApi, signedInThroughApi, snap, test } from './helpers';
import { shownOrderNumber } from './order-number';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'After-Payment-Pass-1';

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** One canvas into the cart and paid with 4242 through the API, then its confirmation page; resolves with the hash. */
async function buyOne(page: Page, headers: Record<string, string>, email: string): Promise<string> {
  await cartLineThroughApi(page, headers, PHOTO);
  const orderHash = await payThroughApi(page, headers, email);
  await page.goto(`/app/order-confirmation/${encodeURIComponent(orderHash)}`);
  await expect(
    page.getByRole('region', { name: 'Order Summary' }).getByLabel('Payment Status amount'),
  ).toHaveText('Paid');
  return orderHash;
}

/**
 * After the payment (docs/product.md P6), on the real app: pay and download the digital file, cancel a second order inside the
 * window (playwright.config.ts: CANCEL_WINDOW_MINUTES=60) and see the refund and the cancellation email, then open the
 * first order's tracking page signed out: no address, email or price on it.
 */
test(
  'after payment: download the file, cancel and be refunded, share the tracking page',
  { tag: '@phone' },
  async ({ page, browser }, testInfo: TestInfo) => {
    test.setTimeout(120_000);
    const { email, headers } = await signedInThroughApi(page, testInfo, 'afterpay', PASSWORD);

    // 1. Pay, then download the full-resolution file from the confirmation page.
    const first = await buyOne(page, headers, email);
    const firstNumber = await shownOrderNumber(page);
    const files = page.getByRole('region', { name: 'Your Digital File' });
    await expect(files).toContainText('digital files must be downloaded within 30 days');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^PetArt-${first.slice(-8)}-1\\.(jpg|png)$`));
    const bytes = await readFile((await download.path()) ?? '');
    // JPEG (print file) or PNG (the artwork before its print file exists).
    expect(
      bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])) || bytes.subarray(1, 4).toString() === 'PNG',
    ).toBe(true);
    await snap(page, testInfo, 'afterpay-confirmation-download');

    // 2. A second order, cancelled inside the window: refunded, with one cancellation email.
    const second = await buyOne(page, headers, email);
    const secondNumber = await shownOrderNumber(page);
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText('refunded in full');
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Refunded');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByLabel('Payment Status amount')).toHaveText('Refunded');
    await expect(summary.getByLabel('Refunded amount')).toHaveText(
      (await summary.getByLabel('Total amount').textContent()) ?? '',
    );
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await snap(page, testInfo, 'afterpay-cancelled-refunded');
    const cancelSubject = `Your PetArt order ${secondNumber} has been cancelled`;
    let cancelMails: MailboxEntry[] = [];
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
          cancelMails = ((await response.json()) as MailboxEntry[]).filter(
            (m) => m.subject === cancelSubject,
          );
          return cancelMails.length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(cancelMails[0]?.text).toContain('is refunded in full to your card');

    // 3. The first order's tracking page, signed out (a fresh browser context: no token, no cookies).
    const visitor = await browser.newContext();
    const tracker = await visitor.newPage();
    await tracker.goto(`/track/${encodeURIComponent(first)}`);
    await expect(tracker.getByTestId('order-reference')).toHaveText(firstNumber);
    await expect(tracker.getByLabel('Order status')).toBeVisible();
    // One picture per line of the order, named by its product.
    await expect(tracker.getByRole('img', { name: / artwork$/ })).toHaveCount(1);
    await expect(tracker.getByRole('img', { name: / artwork$/ })).toBeVisible();
    const text = (await tracker.locator('body').textContent()) ?? '';
    for (const personal of [email, 'Ada', 'Lovelace', '1 Market St', 'San Francisco', '94105', '$']) {
      expect(text).not.toContain(personal);
    }
    await tracker.screenshot({
      path: `e2e-artifacts/afterpay/${testInfo.project.name}-tracking.png`,
      fullPage: true,
    });
    await visitor.close();
  },
);
