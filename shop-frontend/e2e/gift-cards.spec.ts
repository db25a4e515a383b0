import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  bearerThroughApi,
  cartLineThroughApi,
  expect,
  expectNoSidewaysScroll,
  expectOnScreen,
  fillCard,
  fillCheckout,
  linkFromMailbox,
  openApp,
  registerVerifiedThroughApi,
  test,
  uniqueEmail,
} from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat.png', import.meta.url));
const PASSWORD = 'GiftCard-Pass-1';
/** The email's link: the create journey with the card's code (domain shopPaths.createWithGiftCard). */
const GIFT_LINK = /https?:\/\/[^\s"'<>]+\/app\/create\?giftCard=[A-Z0-9-]+/;

let step = 0;
/** Full-page screenshot to e2e-artifacts/gift-cards/<project>-NN-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  step += 1;
  await page.screenshot({
    path: `e2e-artifacts/gift-cards/${testInfo.project.name}-${String(step).padStart(2, '0')}-${name}.png`,
    fullPage: true,
  });
}

/** A new verified customer whose page starts signed in: the bearer header. */
async function signedIn(page: Page, email: string): Promise<Record<string, string>> {
  await registerVerifiedThroughApi(page.request, email, PASSWORD);
  const headers = await bearerThroughApi(page.request, email, PASSWORD);
  const token = headers.authorization.slice('Bearer '.length);
  await page.addInitScript((t) => window.localStorage.setItem('authToken', t), token);
  return headers;
}

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100);
const dollars = (value: number) => `$${(value / 100).toFixed(2)}`;

/**
 * Gift cards from purchase to spent: a buyer pays $150 for a card with the test card; its code reaches the recipient
 * in the dev mailbox, with a link that starts the create journey; the recipient's first order is paid by the card
 * alone (no card form), the second by what is left on the card and the rest by card; the balance follows each order.
 */
test(
  'gift card: bought, emailed, spent over two orders, the second paying the rest by card',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    step = 0;
    const recipientEmail = uniqueEmail('gift-recipient', testInfo);

    // The buyer.
    await signedIn(page, uniqueEmail('gift-buyer', testInfo));
    await openApp(page, '/app/gift-cards');
    await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '$150.00', exact: true }).click();
    await page.getByLabel("Recipient's name").fill('Sam');
    await page.getByLabel("Recipient's email").fill(recipientEmail);
    await page.getByLabel('From (your name)').fill('Ada');
    await page.getByLabel('Message (optional)').fill('Happy birthday, and a portrait of Chelsea!');
    await fillCard(page, '4242 4242 4242 4242');
    await shot(page, testInfo, 'buy-form');
    // At a phone's width the amounts wrap onto lines of their own; nothing is cut off or out of reach.
    await expectOnScreen(page.getByRole('button', { name: '$150.00', exact: true }));
    await expectNoSidewaysScroll(page);
    const pay = page.getByRole('button', { name: 'Pay $150.00' });
    await expectOnScreen(pay);
    await pay.click();
    await expect(page.getByText(`Your gift card is on its way to Sam (${recipientEmail}).`)).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, testInfo, 'on-its-way');

    // The recipient's email: the code in groups of four, and the link that keeps it for checkout.
    const link = await linkFromMailbox(page.request, recipientEmail, GIFT_LINK);
    const code = new URL(link).searchParams.get('giftCard') ?? '';
    expect(code.replace(/-/g, '')).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    const grouped = code.replace(/-/g, '').match(/.{4}/g)?.join('-') ?? '';
    await linkFromMailbox(page.request, recipientEmail, new RegExp(`Your gift card code: ${grouped}`));
    const end = grouped.slice(-4);

    // The recipient, in a browser of their own, follows the link and checks out: the card pays it all.
    const context = await browser.newContext(testInfo.project.use);
    const recipientPage = await context.newPage();
    const recipient = await signedIn(recipientPage, recipientEmail);
    await cartLineThroughApi(recipientPage, recipient, PHOTO);
    await openApp(recipientPage, new URL(link).pathname + new URL(link).search);
    await expect(recipientPage.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();
    await recipientPage.goto('/app/checkout');
    const summary = recipientPage.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(`Gift card ending ${end} applied: $150.00 balance`)).toBeVisible();
    await fillCheckout(recipientPage);
    const firstTotal = cents((await summary.getByLabel('Total amount').textContent()) ?? '');
    expect(firstTotal).toBeGreaterThan(0);
    expect(firstTotal).toBeLessThan(15000);
    await expect(summary.getByLabel(`Gift card (…${end}) amount`)).toHaveText(`-${dollars(firstTotal)}`);
    await expect(summary.getByLabel('Left to pay amount')).toHaveText('$0.00');
    await expect(recipientPage.getByLabel('Card number')).toHaveCount(0);
    await shot(recipientPage, testInfo, 'paid-by-card-alone');
    await expectOnScreen(summary.getByLabel('Left to pay amount'));
    await expectNoSidewaysScroll(recipientPage);
    await recipientPage.getByRole('button', { name: 'Pay Now' }).click();
    await expect(recipientPage).toHaveURL(/\/app\/order-confirmation\//, { timeout: 30_000 });

    const balanceOf = async () => {
      const answer = await recipientPage.request.get(
        `/api/gift-cards/balance?code=${encodeURIComponent(code)}`,
        {
          headers: recipient,
        },
      );
      return {
        status: answer.status(),
        body: (await answer.json()) as { balanceCents?: number; message?: string },
      };
    };
    const left = 15000 - firstTotal;
    expect(await balanceOf()).toEqual({ status: 200, body: { codeEnd: end, balanceCents: left } });

    // The second order: the code typed at checkout pays what is left, the card the rest.
    await cartLineThroughApi(recipientPage, recipient, PHOTO);
    await recipientPage.goto('/app/checkout');
    await fillCheckout(recipientPage);
    await expect(summary.getByLabel('Total amount')).toBeVisible();
    await recipientPage.getByRole('button', { name: 'Have a gift card?' }).click();
    await recipientPage.getByRole('textbox', { name: 'Gift card code' }).fill(grouped.toLowerCase());
    await recipientPage.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(
      summary.getByText(`Gift card ending ${end} applied: ${dollars(left)} balance`),
    ).toBeVisible();
    const secondTotal = cents((await summary.getByLabel('Total amount').textContent()) ?? '');
    expect(secondTotal).toBeGreaterThan(left);
    await expect(summary.getByLabel(`Gift card (…${end}) amount`)).toHaveText(`-${dollars(left)}`);
    await expect(summary.getByLabel('Left to pay amount')).toHaveText(dollars(secondTotal - left));
    await fillCard(recipientPage, '4242 4242 4242 4242');
    await shot(recipientPage, testInfo, 'rest-by-card');
    await expectNoSidewaysScroll(recipientPage);
    await recipientPage.getByRole('button', { name: 'Pay Now' }).click();
    await expect(recipientPage).toHaveURL(/\/app\/order-confirmation\//, { timeout: 30_000 });

    // Spent: the balance check and the checkout field both say so.
    expect(await balanceOf()).toMatchObject({
      status: 400,
      body: { message: 'This gift card has no balance left.' },
    });
    await cartLineThroughApi(recipientPage, recipient, PHOTO);
    await recipientPage.goto('/app/checkout');
    await recipientPage.getByRole('button', { name: 'Have a gift card?' }).click();
    await recipientPage.getByRole('textbox', { name: 'Gift card code' }).fill(code);
    await recipientPage.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(summary.getByText('This gift card has no balance left.')).toBeVisible();
    await expectOnScreen(summary.getByText('This gift card has no balance left.'));
    await shot(recipientPage, testInfo, 'spent');
    await context.close();
  },
);
