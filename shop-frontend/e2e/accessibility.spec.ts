import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { settledViolations } from './axe';
import {
  cartLineThroughApi,
  expect,
  fillCard,
  fillCheckout,
  generate,
  signedInThroughApi,
  test,
  waitForProofShown,
} from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Accessible-Pass-1';

/**
 * The journeys' pages and dialogs, each scanned once by axe-core (WCAG 2.x A/AA; serious or critical violations fail)
 * at both widths. The journeys themselves do not scan: what they visit is walked here, in the order a customer meets
 * it (express with an arrive-by day, a gift order and the gift card field at checkout, buying a gift card too). The
 * public and legal pages are scanned by public-pages.spec.ts, the claim dialogs by claims.spec.ts, the review form of a
 * delivered order (this walk's orders are never delivered) by reviews.spec.ts and the progress dialog, which stays up
 * only while an artwork is drawn, by live-preview.spec.ts.
 */
class Scanner {
  readonly violations: string[] = [];
  constructor(private readonly page: Page) {}

  /** Scans the page as it is now (an open dialog: the dialog), once it has settled. */
  async scan(name: string): Promise<void> {
    await this.page.waitForLoadState('load');
    for (const violation of await settledViolations(this.page)) this.violations.push(`${name}: ${violation}`);
  }
}

test('every page and dialog of the journeys passes axe, signed out', { tag: '@phone' }, async ({ page }) => {
  const axe = new Scanner(page);
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();
  await axe.scan('register');
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('form', { name: 'Forgot password' })).toBeVisible();
  await axe.scan('forgot password');
  await page.goto('/auth/reset-password/not-a-token');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await axe.scan('invalid reset link');
  await page.goto('/auth?verified=already');
  await expect(page.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible();
  await axe.scan('email already verified');
  await page.goto('/app/create');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await axe.scan('authentication required');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axe.scan('not found');
  expect(axe.violations, 'serious or critical accessibility violations (axe-core)').toEqual([]);
});

test(
  'every page and dialog of the journeys passes axe, signed in',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    // Two purchases (the second a proof order, whose proof is drawn in the background).
    test.setTimeout(300_000);
    const axe = new Scanner(page);
    const { email, headers } = await signedInThroughApi(page, testInfo, 'axe', PASSWORD);

    // Creation: upload, style, results, product, preview, the cart dialog.
    await page.goto('/app/create');
    await expect(page.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();
    await axe.scan('create');
    await page.getByTestId('upload-input').setInputFiles(PHOTO);
    await expect(page.getByText('Click to change image')).toBeVisible();
    await axe.scan('create, photo chosen');
    await page.getByRole('button', { name: 'Continue to Select Style' }).click();
    await expect(page).toHaveURL(/\/app\/style\/[^/]+$/);
    await page.getByRole('button', { name: 'Watercolor', exact: true }).click();
    await axe.scan('style, one chosen');
    await generate(page, 'Watercolor');
    await expect(page.getByRole('heading', { name: 'Your Artwork' })).toBeVisible();
    await axe.scan('results');
    await page.getByRole('button', { name: 'Select a Product' }).click();
    await page.getByRole('radio', { name: 'Canvas', exact: true }).click();
    await page.getByRole('radio', { name: '20" x 30"' }).click();
    await axe.scan('product type');
    await page.getByRole('button', { name: 'Continue to Preview' }).click();
    await expect(page).toHaveURL(/\/app\/preview\//, { timeout: 15_000 });
    await expect(page.getByTestId('mockup-thumb')).toHaveCount(3, { timeout: 60_000 });
    await axe.scan('preview');
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeEnabled({ timeout: 20_000 });
    await addToCart.click();
    await expect(page.getByRole('dialog', { name: 'Added to Cart!' })).toBeVisible();
    await axe.scan('added to cart dialog');

    // The purchase: checkout, the confirmation, the cancel dialog.
    await page.getByRole('link', { name: 'View Cart & Checkout' }).click();
    await expect(page).toHaveURL(/\/app\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await axe.scan('checkout, empty');
    await fillCheckout(page);
    await fillCard(page, '4242 4242 4242 4242');
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByLabel('Total amount'),
    ).toBeVisible();
    await axe.scan('checkout, filled');
    // The season's choices: express with an arrive-by day and its answer, a gift with its recipient, the gift card
    // field; the order is then paid as an express gift (the confirmation and history below show both).
    await page.getByRole('radio', { name: /^Express shipping/ }).check();
    const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Arrive by (optional)').fill(day);
    await expect(page.getByRole('status').filter({ hasText: /^Express shipping arrives by / })).toBeVisible();
    await page.getByRole('checkbox', { name: /This is a gift/ }).check();
    await page.getByLabel('Recipient name').fill('Sam Rivera');
    await page.getByLabel('Recipient email').fill('sam.rivera@example.com');
    await page.getByLabel('Gift message (optional)').fill('Happy birthday, Sam!');
    await page.getByRole('button', { name: 'Have a gift card?' }).click();
    await expect(page.getByRole('textbox', { name: 'Gift card code' })).toBeVisible();
    await axe.scan('checkout, express, arrive by, a gift, the gift card field');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your Order is On Its Way!' })).toBeVisible();
    const orderHash = decodeURIComponent(page.url().split('/').pop() ?? '');
    await axe.scan('order confirmation');
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(cancel).toBeVisible();
    await axe.scan('cancel dialog');
    await page.keyboard.press('Escape');
    await expect(cancel).toBeHidden();

    // A proof order's page (D-300): the proof, and the change request dialog.
    await cartLineThroughApi(page, headers, PHOTO);
    await page.goto('/app/checkout');
    await fillCheckout(page);
    await page.getByRole('checkbox', { name: /Show me a proof before printing/ }).check();
    await fillCard(page, '4242 4242 4242 4242');
    await axe.scan('checkout, proof asked for');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
    const proof = page.getByRole('region', { name: 'Your Proof' });
    await waitForProofShown(page, proof);
    await expect(proof.getByTestId('proof-picture')).toBeVisible();
    await axe.scan('order confirmation, proof');
    await proof.getByRole('button', { name: 'Ask for a change' }).click();
    const change = page.getByRole('dialog', { name: 'What should we change?' });
    await expect(change).toBeVisible();
    await axe.scan('proof change dialog');
    await page.keyboard.press('Escape');
    await expect(change).toBeHidden();
    await proof
      .getByRole('button', { name: /^Adjust the crop/ })
      .first()
      .click();
    const crop = page.getByRole('dialog', { name: 'Adjust the crop' });
    await expect(crop).toBeVisible();
    await axe.scan('proof crop dialog');
    await page.keyboard.press('Escape');
    await expect(crop).toBeHidden();

    // The account's pages.
    await page.goto('/app/order-history');
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    // Two orders by now: the first purchase and the proof order.
    await expect(page.getByRole('link', { name: /^Order PA-/ })).toHaveCount(2);
    await axe.scan('order history');
    await page.goto('/app/settings');
    await expect(page.getByRole('form', { name: 'Personal information' })).toBeVisible();
    await axe.scan('settings, personal');
    await page.getByRole('tab', { name: 'Shipping Information' }).click();
    await expect(page.getByRole('form', { name: 'Shipping information' })).toBeVisible();
    await axe.scan('settings, shipping');
    await page.goto('/app/gift-cards');
    await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
    await axe.scan('gift cards');
    await page.getByRole('button', { name: '$50.00', exact: true }).click();
    await page.getByLabel("Recipient's name").fill('Sam');
    await expect(page.getByRole('button', { name: 'Pay $50.00' })).toBeVisible();
    await axe.scan('gift cards, filled');
    await page.goto('/app/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe.scan('support');
    await page.goto('/app/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await axe.scan('access denied');

    // The public tracking page, as someone the link was shared with.
    const visitor = await browser.newContext();
    const tracker = await visitor.newPage();
    await tracker.goto(`/track/${encodeURIComponent(orderHash)}`);
    await expect(tracker.getByLabel('Order status')).toBeVisible();
    const visitorAxe = new Scanner(tracker);
    await visitorAxe.scan('tracking');
    await visitor.close();

    expect([...axe.violations, ...visitorAxe.violations], `scanned for ${email}`).toEqual([]);
  },
);

test(
  'the Your data section, its deletion dialog and the deletion link page pass axe',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const axe = new Scanner(page);
    await signedInThroughApi(page, testInfo, 'axe-data', PASSWORD);
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
    await axe.scan('settings, your data');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Email me the confirmation link' }).click();
    await expect(dialog.getByText('Enter your password')).toBeVisible();
    await axe.scan('delete account dialog, refused');
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Email me the confirmation link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
    await axe.scan('delete account dialog, link sent');
    await page.goto('/auth/delete-account/not-a-token');
    await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
    await axe.scan('delete account page');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await axe.scan('delete account page, refused');
    expect(axe.violations, 'serious or critical accessibility violations (axe-core)').toEqual([]);
  },
);
