import { fileURLToPath } from 'node:url';
import { readMailbox, type MailboxEntry } from '@petart/web-shared/e2e/mailbox';
import {
  customerWithCart,
  expect,
  expectNoSidewaysScroll,
  expectOnScreen,
  fillCard,
  fillCheckout,
  openAppMenu,
  printUntil,
  snap,
  test,
  uniqueEmail,
} from './helpers';
import { shownOrderNumber } from './order-number';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Gift-Order-Pass-1';
/** Any dollar amount ("$69.99", "US$1,234.00"). */
const MONEY = /\$\s?\d/;

/**
 * A gift: the buyer ticks "This is a gift", gives the recipient's name, email and a two-line message, and pays; the
 * order page says whom it is for; once the simulator ships it, the recipient's email in the dev mailbox has the
 * message, who it is from and the tracking link, and no price anywhere; the buyer's shipped email is their usual one.
 */
test(
  'gift order: pay with a gift message, the recipient gets the shipping email with the message and no prices',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const buyer = await customerWithCart(page, testInfo, 'gift-buyer', PASSWORD, PHOTO);
    const recipient = uniqueEmail('gift-recipient', testInfo);
    await page.goto('/app/checkout');
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await fillCheckout(page);

    // The gift's fields appear once ticked; Pay Now waits for them and says what is missing.
    await page.getByRole('checkbox', { name: /This is a gift/ }).check();
    await fillCard(page, '4242 4242 4242 4242');
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    await expect(payNow).toBeDisabled();
    await expect(page.getByText('Still missing: Recipient name, Recipient email')).toBeVisible();
    await page.getByLabel('Recipient name').fill('Sam Rivera');
    await page.getByLabel('Recipient email').fill(recipient);
    const message = page.getByLabel('Gift message (optional)');
    await message.fill('x'.repeat(301));
    await expect(page.getByText('Gift message must be 300 characters or less')).toBeVisible();
    await expect(payNow).toBeDisabled();
    await message.fill('Happy birthday, Sam!\nLove, Ada');
    await expect(page.getByText('30/300')).toBeVisible();
    await snap(page, testInfo, 'gift-checkout');
    await expectOnScreen(page.getByLabel('Gift message (optional)'));
    await expectNoSidewaysScroll(page);
    await expect(payNow).toBeEnabled();
    await expectOnScreen(payNow);
    await payNow.click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
    const reference = await shownOrderNumber(page);

    // The order page: the gift with its message, and whom the shipping email goes to.
    const gift = page.getByRole('region', { name: 'Gift' });
    await expect(gift.getByTestId('order-gift')).toHaveText(
      'Gift for Sam Rivera — message: Happy birthday, Sam! / Love, Ada',
    );
    await expect(gift).toContainText(`Sam Rivera gets an email at ${recipient} when it ships`);
    await expectOnScreen(gift);
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'gift-confirmation');

    // Nothing goes to the recipient before it ships.
    expect(await readMailbox(request, recipient)).toEqual([]);

    const orderHash = decodeURIComponent(page.url().split('/').pop() ?? '');
    await printUntil(request, orderHash, 'shipped');

    // The recipient's email: once, with the message, the sender's first name, the tracking and no prices.
    let toRecipient: MailboxEntry[] = [];
    await expect
      .poll(
        async () => {
          toRecipient = await readMailbox(request, recipient);
          return toRecipient.length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const giftMail = toRecipient[0]!;
    expect(giftMail.subject).toBe('Ada sent you a gift from PetArt');
    expect(giftMail.text).toContain('Hi Sam Rivera,');
    expect(giftMail.text).toContain('Happy birthday, Sam!\n\nLove, Ada');
    expect(giftMail.text).toMatch(
      /PetArt Post - tracking number PA[0-9A-F]{12} - http:\/\/\S+\/api\/carrier\/track\/PA/,
    );
    expect(giftMail.text).toContain(`/track/${orderHash}`);
    expect(giftMail.text).toContain('Canvas pet portrait, 20" x 30"');
    for (const part of [giftMail.subject, giftMail.text, giftMail.html]) {
      expect(part).not.toMatch(MONEY);
      expect(part).not.toContain(buyer);
    }

    // The buyer's own shipped email is the usual one: no message, no recipient.
    const toBuyer = await readMailbox(request, buyer);
    const shipped = toBuyer.find((e) => e.subject === `Your PetArt order ${reference} has shipped`);
    expect(shipped?.text).toContain(`your order ${reference} has shipped`);
    expect(shipped?.text).not.toContain('Happy birthday');

    // The order history carries the gift line too.
    await openAppMenu(page);
    await page.getByRole('link', { name: 'Order History' }).last().click();
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(page.getByTestId('order-gift')).toHaveText(
      'Gift for Sam Rivera — message: Happy birthday, Sam! / Love, Ada',
    );
    await expectOnScreen(page.getByTestId('order-gift'));
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'gift-history');
  },
);
