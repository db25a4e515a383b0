import { fileURLToPath } from 'node:url';
import { readMailbox } from '@petart/web-shared/e2e/mailbox';
import { customerWithCart, expect, fillCard, fillCheckout, snap, test, waitForProofShown } from './helpers';

// A landscape photo on a portrait canvas: the crop has room to move (the customer moves it before approving).
const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat.png', import.meta.url));
const PASSWORD = 'Proof-Order-Pass-1';

/**
 * Proof approval (D-300): the customer ticks "Show me a proof before printing" at checkout (the delivery estimate
 * grows by the proof's days), pays, and the order page shows the proof (the line's print file) with nothing printed
 * yet; the proof is emailed too. The customer moves the crop themselves and a new proof is drawn; approving it moves
 * the order on to the print provider.
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
    const proof = page.getByRole('region', { name: /^Your Proof/ });
    await waitForProofShown(page, proof);
    await expect(proof.getByTestId('proof-picture')).toBeVisible();
    await expect(proof.getByRole('img', { name: /Proof of print 1: Canvas 20x30/ })).toBeVisible();
    await expect(proof.getByRole('link', { name: /Open the full print file/ })).toBeVisible();
    // Waiting for approval, the customer may still cancel.
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await snap(page, testInfo, 'proof-order-page');
    await expect
      .poll(async () => (await readMailbox(request, email)).map((m) => m.subject), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^Your proof for order PA-\w+ is ready to approve$/));

    // The customer moves the crop to the artwork's left edge: a new proof is drawn with it.
    await proof.getByRole('button', { name: 'Adjust the crop, Canvas 20x30' }).click();
    const cropDialog = page.getByRole('dialog', { name: 'Adjust the crop' });
    await expect(cropDialog.getByTestId('crop-window')).toBeVisible();
    await cropDialog.getByRole('slider', { name: 'Crop position, left to right' }).press('Home');
    await cropDialog.getByRole('button', { name: 'Save crop' }).click();
    await expect(cropDialog).toHaveCount(0);
    await expect(proof.getByTestId('proof-status')).toHaveText(
      'We are preparing your proof. It will appear here and in your email shortly.',
    );
    await waitForProofShown(page, proof);
    await expect(page.getByRole('heading', { name: 'Your Proof (Proof 2)' })).toBeVisible();

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
