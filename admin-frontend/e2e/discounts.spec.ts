import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import { API, bearer, ensureStaff, expectNoSidewaysScroll, signIn } from './helpers';

interface ListedCode {
  code: string;
  active: boolean;
  kind: string;
  value: number;
  maxUses: number | null;
  oncePerCustomer: boolean;
}

/** Creates a code through the form: 15% off, 5 uses, one per customer. */
async function createThroughForm(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Use 3 to 32 letters, digits, dashes or underscores.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: /^Percent/ }).fill('15');
  await form.getByRole('textbox', { name: /^Total uses/ }).fill('5');
  await form.getByRole('checkbox', { name: 'One use per customer' }).check();
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Discount code ${code} created`)).toBeVisible();
}

for (const { name, width } of [
  { name: 'desktop', width: 1400 },
  { name: 'phone', width: 375 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`discounts (${name}): staff create a code, see it listed, deactivate it after confirming`, async ({
      page,
      request,
    }) => {
      await ensureStaff(request);
      const code = `E2E-${name}-${randomUUID().slice(0, 6)}`.toUpperCase();
      await signIn(page, STAFF_EMAIL);
      await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
      await page.getByRole('tab', { name: 'Discounts' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Discounts' })).toBeVisible();
      await expect(page).toHaveURL(/\/discounts$/);

      await createThroughForm(page, code);
      // A table on a desktop, cards on a phone (D-158): the same code, its rules and uses either way.
      const listed =
        width < 600
          ? page.getByRole('list', { name: 'Codes' }).getByRole('listitem').filter({ hasText: code })
          : page.getByRole('table', { name: 'Codes' }).getByRole('row').filter({ hasText: code });
      await expect(listed.getByText('15% off')).toBeVisible();
      await expect(listed.getByText('One per customer')).toBeVisible();
      await expect(listed.getByText('0 / 5')).toBeVisible();
      await expect(listed.getByText('Active')).toBeVisible();
      if (width < 600) await expectNoSidewaysScroll(page, 'Discounts');

      // Deactivate: Cancel changes nothing, confirming does.
      await listed.getByRole('button', { name: `Deactivate ${code}` }).click();
      const dialog = page.getByRole('dialog', { name: `Deactivate ${code}?` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(listed.getByText('Active')).toBeVisible();
      await listed.getByRole('button', { name: `Deactivate ${code}` }).click();
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByText(`Discount code ${code} deactivated`)).toBeVisible();
      await expect(listed.getByText('Deactivated')).toBeVisible();
      await expect(listed.getByRole('button', { name: `Deactivate ${code}` })).toHaveCount(0);

      // The API holds what the page showed.
      const staff = await bearer(request, STAFF_EMAIL);
      const res = await request.get(`${API}/api/admin/discounts`, { headers: staff });
      const items = ((await res.json()) as { items: ListedCode[] }).items;
      expect(items.find((c) => c.code === code)).toMatchObject({
        active: false,
        kind: 'percent',
        value: 15,
        maxUses: 5,
        oncePerCustomer: true,
      });
    });
  });
}
