import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import { API, ensureStaff, signIn, withDb } from './helpers';

async function auditActions(): Promise<string[]> {
  const { rows } = await withDb((db) =>
    db.query<{ action: string }>(
      `SELECT context->>'action' AS action FROM error_logs
        WHERE error_type = 'ADMIN_AUDIT' AND context->'actor'->>'email' = $1`,
      [STAFF_EMAIL],
    ),
  );
  return rows.map((row) => row.action);
}

test('staff resolve a reported error, analyse it, verify the variants and send a test email', async ({
  page,
  request,
}) => {
  await ensureStaff(request);
  // A browser crash reported the way the apps report them (anonymous).
  const message = `Failed to fetch dynamically imported module /assets/e2e-${randomUUID().slice(0, 8)}.js`;
  const reported = await request.post(`${API}/api/client-errors`, {
    data: { errorType: 'CHUNK_LOAD_ERROR', message, url: `${API}/app/create`, context: { app: 'shop' } },
  });
  expect(reported.status(), await reported.text()).toBe(202);

  await signIn(page, STAFF_EMAIL);
  await page.getByRole('tab', { name: 'Dev' }).click();

  // Error Logs: the report is listed; the analysis explains it; resolving it says so.
  const row = page.getByRole('table', { name: 'Error log' }).getByRole('row').filter({ hasText: message });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Analyze' }).click();
  const analysis = page.getByRole('dialog', { name: 'AI Error Analysis' });
  await expect(analysis.getByText(/Confidence: (High|Medium|Low)/)).toBeVisible();
  await expect(analysis.getByText('Analysis Failed')).toHaveCount(0);
  await analysis.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Error marked as resolved')).toBeVisible();
  await expect(row.getByText('Resolved')).toBeVisible();

  // Variant Verifier: the catalogue against the provider's catalog (the local simulator's, offline).
  await page.getByRole('tab', { name: 'Variant Verifier' }).click();
  await page.getByRole('button', { name: 'Verify Variants' }).click();
  await expect(page.getByRole('tab', { name: /^Issues \(\d+\)$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'All Variants' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^\d+: / })
      .first(),
  ).toBeVisible();

  // Email Testing: a shipped email lands in the dev mailbox.
  const target = `inbox-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('tab', { name: 'Email Testing' }).click();
  await page.getByLabel('Target email').fill(target);
  await page.getByRole('button', { name: 'Shipped' }).click();
  await expect(page.getByText('Test email sent')).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`${API}/api/dev/mailbox?to=${encodeURIComponent(target)}`)
      ).json()) as { subject: string }[];
      return mails.map((mail) => mail.subject).join(' | ');
    })
    .toMatch(/\[Test\]/);

  expect(await auditActions()).toEqual(
    expect.arrayContaining(['error.analyze', 'error.resolve', 'variants.verify', 'email.test']),
  );
});
