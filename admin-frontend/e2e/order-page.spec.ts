import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import { ensureStaff, mailbox, paidOrder, registerVerified, signIn, withDb } from './helpers';

test('staff open an order from search, note it, resend the confirmation, edit the address, refund part, send it to production: all audited; the page fits 375 px', async ({
  page,
  request,
}) => {
  const customer = `order-page-${randomUUID().slice(0, 8)}@example.com`;
  await ensureStaff(request);
  await registerVerified(request, customer);
  const order = await paidOrder(request, customer);
  // The verification mail and the order confirmation.
  const mailsBefore = (await mailbox(request, customer)).length;

  await signIn(page, STAFF_EMAIL);
  await page.getByLabel('Search orders').fill(order.number);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: order.number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  const orderPage = page.getByRole('region', { name: `Order ${order.number}`, exact: true });
  const timeline = orderPage.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Payment: Paid');
  await expect(orderPage.getByText(/^Production hold ends /)).toBeVisible();

  // A note.
  await orderPage.getByLabel('Add a note').fill('Customer called: it is a gift.');
  await orderPage.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline).toContainText(`Note · ${STAFF_EMAIL}`);
  await expect(timeline).toContainText('Customer called: it is a gift.');

  // Resend the confirmation: one more email reaches the dev mailbox.
  await orderPage.getByRole('button', { name: 'Resend email' }).click();
  const resend = page.getByRole('dialog', { name: 'Resend an email to the customer?' });
  await resend.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText(/Order confirmation email queued/)).toBeVisible();
  await expect.poll(async () => (await mailbox(request, customer)).length).toBe(mailsBefore + 1);

  // Edit the address before production.
  await orderPage.getByRole('button', { name: 'Edit address' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'Change the shipping address?' });
  await addressDialog.getByLabel(/^Address/).fill('12 New Street');
  await addressDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address changed', { exact: true })).toBeVisible();
  await expect(orderPage.getByRole('region', { name: 'Shipping Address' })).toContainText('12 New Street');

  // Refund part, with a reason: the list says Partly refunded.
  await orderPage.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: 'Refund this order?' });
  await refund.getByLabel('Amount (USD)').fill('10.50');
  await refund.getByLabel('Reason').fill('Frame scratched');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund issued', { exact: true })).toBeVisible();
  await expect(timeline).toContainText('Refunded $10.50');
  await expect(orderPage.getByText('Partly refunded', { exact: true })).toBeVisible();
  // The customer is emailed the refund, and the amount went through the payment provider: the refund row carries
  // the id the provider (the local test gateway) gave it.
  await expect
    .poll(async () => (await mailbox(request, customer)).map((mail) => mail.subject))
    .toContain(`A refund for your PetArt order ${order.number}`);
  const refunds = await withDb((db) =>
    db
      .query<{ amount: number; refund_id: string }>(
        'SELECT amount, refund_id FROM order_refunds WHERE order_id = $1',
        [order.id],
      )
      .then((result) => result.rows),
  );
  expect(refunds).toEqual([
    { amount: 1050, refund_id: expect.stringMatching(/^re_local_/) as unknown as string },
  ]);

  // Send to production now: the hold ends, the address can no longer change.
  await orderPage.getByRole('button', { name: 'Send to production now' }).click();
  await page
    .getByRole('dialog', { name: 'Send to production now?' })
    .getByRole('button', { name: 'Send to production' })
    .click();
  await expect(page.getByText('Sent to production', { exact: true })).toBeVisible();
  await expect(orderPage.getByRole('button', { name: 'Edit address' })).toHaveCount(0);
  await expect(orderPage.getByRole('button', { name: 'Send to production now' })).toHaveCount(0);

  // At 375 px the order page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(timeline).toContainText('Refunded $10.50');
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  await page.setViewportSize({ width: 1400, height: 900 });

  // Back to the list: Partly refunded there too.
  await page.goBack();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(order.number);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Partly refunded');

  // Every action is in the audit log.
  await page.getByRole('tab', { name: 'Dev' }).click();
  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  for (const action of [
    'Added a note',
    'Sent an email again',
    'Changed the shipping address',
    'Refunded',
    'Sent to production now',
  ]) {
    await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
  }
});
