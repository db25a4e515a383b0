import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import { API, bearer, ensureStaff, mailbox, registerVerified, signIn } from './helpers';

/** A $40 card bought by a new customer through the API (the local card form's calls): its code, from the email. */
async function boughtCard(
  request: Parameters<typeof bearer>[0],
  recipientEmail: string,
): Promise<{ code: string; buyer: { authorization: string } }> {
  const buyerEmail = `gift-buyer-${randomUUID().slice(0, 8)}@example.com`;
  await registerVerified(request, buyerEmail);
  const buyer = await bearer(request, buyerEmail);
  const started = await request.post(`${API}/api/gift-cards`, {
    headers: buyer,
    data: { amountCents: 4000, recipientEmail, recipientName: 'Sam' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  const paid = await request.post(`${API}/api/payments/local/confirm`, {
    headers: buyer,
    data: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const found = (await mailbox(request, recipientEmail))
        .map((entry) => /Your gift card code: ([A-Z0-9-]{19})/.exec(entry.text)?.[1])
        .find(Boolean);
      code = found ?? '';
      return code;
    })
    .toBeTruthy();
  return { code, buyer };
}

test('gift cards: staff find a card, open it and disable it after confirming; checkout refuses it from then on', async ({
  page,
  request,
}) => {
  await ensureStaff(request);
  const recipientEmail = `gift-recipient-${randomUUID().slice(0, 8)}@example.com`;
  const { code, buyer } = await boughtCard(request, recipientEmail);
  const end = code.slice(-4);

  await signIn(page, STAFF_EMAIL);
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'Gift Cards' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Gift Cards' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Gift cards' })
    .getByRole('row')
    .filter({ hasText: recipientEmail });
  await expect(row).toContainText(`…${end}`);
  await expect(row).toContainText('$40.00');
  await expect(row.getByText('Active')).toBeVisible();

  await row.getByRole('link', { name: `Gift card …${end}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Gift card …${end}` })).toBeVisible();
  await expect(page.getByText('Not spent yet.')).toBeVisible();

  // Cancel changes nothing; confirming disables it.
  const disable = page.getByRole('button', { name: `Disable gift card …${end}` });
  await disable.click();
  const dialog = page.getByRole('dialog', { name: `Disable gift card …${end}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await disable.click();
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`Gift card …${end} disabled`)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();
  await expect(disable).toHaveCount(0);

  // The audit log names the card as staff read it, and opens it.
  const cardPage = page.url();
  await page.goto('/dev/audit');
  const audited = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: 'Disabled a gift card' })
    .filter({ hasText: `Gift card …${end}` });
  await audited.getByRole('link', { name: `Gift card …${end}` }).click();
  await expect(page).toHaveURL(cardPage);
  await expect(page.getByRole('heading', { level: 2, name: `Gift card …${end}` })).toBeVisible();

  // The shop's balance check refuses it now.
  const balance = await request.get(`${API}/api/gift-cards/balance?code=${encodeURIComponent(code)}`, {
    headers: buyer,
  });
  expect(balance.status()).toBe(400);
  expect(((await balance.json()) as { message: string }).message).toBe(
    'This gift card has been disabled. Please contact support if you think this is a mistake.',
  );
});
