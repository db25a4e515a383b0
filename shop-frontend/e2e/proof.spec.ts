import { fileURLToPath } from 'node:url';
import { readMailbox } from '@petart/web-shared/e2e/mailbox';
import { customerWithCart, expect, fillCard, fillCheckout, snap, test } from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Proof-Order-Pass-1';

/**
 * Proof approval (D-300): the customer ticks "Show me a proof before printing" at checkout (the delivery estimate
 * grows by the proof's days), pays, and the order page shows the proof (the line's print file) with nothing printed
 * yet; the proof is emailed too. Approving it moves the order on to the print provider.
 */
test(
  'proof order: checkout with a proof, the order page shows it, approving sends it to print',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const email = await customerWithCart(page, testInfo, 'proof-buyer', PASSWORD, PHOTO);
    await page.goto('/app/checkout');
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await fillCheckout(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(/\d+-\d+ business days/).first()).toBeVisible();
    const rangeOf = async () => {
      const text =
        (await summary
          .getByText(/\d+-\d+ business days/)
          .first()
          .textContent()) ?? '';
      return (/(\d+)-(\d+) business days/.exec(text) ?? []).slice(1).map(Number);
    };
    // The address priced: the cart's own range replaces the default 8-13 shown before.
    await expect.poll(rangeOf, { timeout: 15_000 }).not.toEqual([8, 13]);
    const before = await rangeOf();
    await page.getByRole('checkbox', { name: /Show me a proof before printing/ }).check();
    // The proof's two business days are in the estimate.
    await expect.poll(rangeOf, { timeout: 15_000 }).toEqual(before.map((days) => days + 2));
    await fillCard(page, '4242 4242 4242 4242');
    await snap(page, testInfo, 'proof-checkout');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });

    // The proof is drawn in the background: the page shows it once it is there.
    const proof = page.getByRole('region', { name: 'Your Proof' });
    await expect
      .poll(
        async () => {
          await page.reload();
          return proof
            .getByTestId('proof-status')
            .textContent({ timeout: 10_000 })
            .catch(() => '');
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBe('Your proof is ready: nothing is printed until you approve it.');
    await expect(proof.getByTestId('proof-picture')).toBeVisible();
    await expect(proof.getByRole('img', { name: /Proof of print 1: Canvas 20x30/ })).toBeVisible();
    await expect(proof.getByRole('link', { name: /Open the full print file/ })).toBeVisible();
    // Waiting for approval, the customer may still cancel.
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await snap(page, testInfo, 'proof-order-page');
    await expect
      .poll(async () => (await readMailbox(request, email)).map((m) => m.subject), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^Your proof for order PA-\w+ is ready to approve$/));

    await proof.getByRole('button', { name: 'Approve and print' }).click();
    await expect(proof.getByTestId('proof-status')).toHaveText(
      'You approved your proof: your order is on its way to production.',
    );
    await expect(proof.getByRole('button', { name: 'Approve and print' })).toHaveCount(0);
    // The order moves on: it leaves awaiting approval for the print provider.
    const orderHash = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/track/${encodeURIComponent(orderHash)}`);
          return ((await res.json()) as { fulfillmentStatus?: string }).fulfillmentStatus ?? '';
        },
        { timeout: 30_000 },
      )
      .not.toBe('awaiting_approval');
    await page.reload();
    await expect(proof.getByTestId('proof-status')).toHaveText(/You approved your proof/);
    await snap(page, testInfo, 'proof-approved');
  },
);
