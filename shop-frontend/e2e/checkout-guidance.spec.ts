import type { Locator, Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { customerWithCart, expect, fillCard, fillCheckout, test } from './helpers';

/**
 * Checkout guidance (D-143, D-144), at both widths: the grey Pay Now says what is missing and takes the customer there;
 * the decline toast leaves the inline error and the button readable; the confirmation says when printing starts (time,
 * zone and date, in the customer's zone) above the fold, and names the tax by country.
 */

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat.png', import.meta.url));
const PASSWORD = 'Guidance-Pass-1';
const ZONE = 'America/New_York';

// The customer's browser is in New York: the confirmation speaks Eastern time (EST or EDT, by the date).
test.use({ timezoneId: ZONE });

/** Full-page screenshot to e2e-artifacts/checkout-guidance/<project>-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `e2e-artifacts/checkout-guidance/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}

async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  if (!token) throw new Error('no auth token after login');
  return { authorization: `Bearer ${token}` };
}

/** True when two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) throw new Error('an element has no box');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** The colour of a field's outline (MUI's notched outline), as the browser computes it. */
async function outlineColour(field: Locator): Promise<string> {
  return field.evaluate((input) => {
    const outline = input.closest('.MuiInputBase-root')?.querySelector('fieldset');
    return outline ? getComputedStyle(outline).borderTopColor : '';
  });
}

test(
  'Pay Now says what is missing and goes there; the focus is not red; the decline toast covers nothing',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await customerWithCart(page, testInfo, 'guidance', PASSWORD, PHOTO);
    await page.goto('/app/checkout');
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await fillCheckout(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    // A US address: the tax is a sales tax, not 'Tax (VAT)'.
    await expect(summary.getByLabel('Sales tax amount')).toHaveText(/^\$\d+\.\d{2}$/);
    await fillCard(page, '4242 4242 4242 4242');

    const lastName = page.getByLabel('Last name');
    const zip = page.getByLabel('ZIP code');
    await lastName.fill('');
    await zip.fill('');
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    await payNow.scrollIntoViewIfNeeded();
    await expect(payNow).toBeDisabled();
    const hint = page.getByRole('button', { name: 'Still missing: Last name, ZIP code' });
    await expect(hint).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      // On a phone the empty field is far above the button: off screen.
      await expect(lastName).not.toBeInViewport();
    }
    await shot(page, testInfo, '01-hint');

    // A tap on the grey button itself (a real pointer tap at its centre: a disabled button gets no click, its area does).
    const box = await payNow.boundingBox();
    if (!box) throw new Error('Pay Now has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(lastName).toBeFocused();
    await expect(lastName).toBeInViewport();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await shot(page, testInfo, '02-jumped-to-last-name');

    // The hint does the same (and is a button: keyboard users reach it too).
    await page.getByLabel('City').focus();
    await hint.scrollIntoViewIfNeeded();
    await hint.click();
    await expect(lastName).toBeFocused();
    await expect(lastName).toBeInViewport();

    // A focused field without an error is outlined in the focus colour, not in anything close to the error red.
    const firstName = page.getByLabel('First name');
    await firstName.focus();
    const focused = await outlineColour(firstName);
    const errored = await outlineColour(lastName);
    expect(errored).toBe('rgb(211, 47, 47)');
    expect(focused).toBe('rgb(74, 58, 92)');

    await lastName.fill('Lovelace');
    await expect(page.getByRole('button', { name: 'Still missing: ZIP code' })).toBeVisible();
    await zip.fill('94105');
    await expect(payNow).toBeEnabled();
    await expect(page.getByRole('button', { name: /Still missing/ })).toHaveCount(0);

    // A declined card: the toast (at the top on phones) covers neither the inline error nor the button.
    await fillCard(page, '4000 0000 0000 0002');
    await payNow.click();
    const inline = page
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined. Please use a different card.' })
      .first();
    await expect(inline).toBeVisible();
    const toast = page.getByTestId('toast').filter({ hasText: 'Payment Error' });
    await expect(toast).toBeVisible();
    // Let the toast finish sliding in before measuring.
    await page.waitForTimeout(500);
    expect(await overlap(toast, inline), 'the toast covers the inline error').toBe(false);
    expect(await overlap(toast, payNow), 'the toast covers Pay Now').toBe(false);
    await shot(page, testInfo, '03-declined');
  },
);

test(
  'the confirmation says when printing starts (time zone and date), above the fold, and names the tax',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const email = await customerWithCart(page, testInfo, 'waiting', PASSWORD, PHOTO);
    await page.goto('/app/checkout');
    await fillCheckout(page);
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByLabel('Total amount'),
    ).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
    const orderHash = page.url().split('/').pop() ?? '';

    // What the server says: printing starts when the cancellation window closes (an hour in this run).
    const response = await page.request.get(`/api/order/hash/${orderHash}`, {
      headers: await authHeaders(page),
    });
    const { cancellableUntil } = (await response.json()) as { cancellableUntil: string | null };
    if (!cancellableUntil) throw new Error('the paid order has no cancellation window');
    const at = new Date(cancellableUntil);
    const clock = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: ZONE,
    })
      .format(at)
      .replace(/[\u202f\u00a0]/g, ' ');
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: ZONE }).format(
      at,
    );
    expect(clock).toMatch(/ E[SD]T$/);

    const heading = page.getByRole('heading', { name: 'Your Order is On Its Way!' });
    const message = page.getByTestId('order-status-message');
    const steps = page.getByLabel('Order status');
    const cancel = page.getByRole('button', { name: 'Cancel Order' });
    const checkAboveTheFold = async () => {
      await expect(message).toHaveText(
        `Thank you for your order. We start printing at ${clock} on ${day}; you can cancel until then.`,
      );
      await expect(steps.locator('[data-step="production"]')).toContainText(`Starts ${clock}`);
      // Above the fold, without scrolling (375 x 740 on the phone project).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(message).toBeInViewport({ ratio: 1 });
      await expect(steps).toBeInViewport({ ratio: 1 });
      await expect(cancel).toBeInViewport({ ratio: 1 });
    };
    await checkAboveTheFold();
    await page.screenshot({
      path: `e2e-artifacts/checkout-guidance/${testInfo.project.name}-04-confirmation-fold.png`,
    });
    // Opened afresh (the email's link), the same.
    await page.reload();
    await checkAboveTheFold();

    const confirmation = page.getByRole('region', { name: 'Order Summary' });
    await expect(confirmation.getByLabel('Sales tax amount')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(confirmation.getByText('Tax (VAT)')).toHaveCount(0);
    await shot(page, testInfo, '05-confirmation');

    // The confirmation email names the tax the same way.
    await expect
      .poll(
        async () => {
          const mails = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
          const entries = (await mails.json()) as { subject: string; text: string }[];
          return entries.find((e) => /is confirmed/i.test(e.subject))?.text ?? '';
        },
        { timeout: 15_000 },
      )
      .toMatch(/Sales tax +\$\d+\.\d{2}/);
  },
);
