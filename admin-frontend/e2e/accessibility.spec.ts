import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import {
  API,
  bearer,
  deliver,
  ensureStaff,
  fixturePhoto,
  lineIdsOf,
  paidOrder,
  registerVerified,
  reportClaim,
  signInThroughApi,
  withDb,
} from './helpers';

const PHOTO = fixturePhoto('chelsea-cat.png');

/** Impacts that fail the walk: nothing serious or critical on any admin page or dialog, at either width. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on the page as it is now, once it settled: "where: rule (impact): targets"
 * for every serious or critical violation.
 */
async function scan(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Colours mid-transition (a dialog fading in) are not what the user reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // An open dialog hides the page behind it from assistive technology (MUI marks it aria-hidden under a
    // backdrop): that page is scanned on its own, the dialog is what the user reads then.
    .exclude('[aria-hidden="true"]')
    .analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`).join(' | ')}`,
    );
}

test(
  'accessibility: every admin page and its main dialogs have no serious or critical axe violation',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    const visit = async (url: string, ready: (page: Page) => Locator) => {
      await page.goto(url);
      await expect(ready(page)).toBeVisible();
      found.push(...(await scan(page, url)));
    };
    /** Opens a dialog with `opener`, scans it, and closes it with Escape (nothing is confirmed). */
    const dialog = async (opener: Locator, name: string | RegExp) => {
      await opener.click();
      const opened = page.getByRole('dialog', { name });
      await expect(opened).toBeVisible();
      found.push(...(await scan(page, `${new URL(page.url()).pathname} dialog "${String(name)}"`)));
      await page.keyboard.press('Escape');
      await expect(opened).toHaveCount(0);
    };

    // What the pages show, made through the API: a customer with a paid order on hold, a reported browser error, a
    // discount code.
    await ensureStaff(request);
    const customerEmail = `a11y-${randomUUID().slice(0, 8)}@example.com`;
    await registerVerified(request, customerEmail);
    const staff = await bearer(request, STAFF_EMAIL);
    const order = await paidOrder(request, customerEmail);
    const message = `Failed to fetch dynamically imported module /assets/a11y-${randomUUID().slice(0, 8)}.js`;
    const reported = await request.post(`${API}/api/client-errors`, {
      data: {
        errorType: 'CHUNK_LOAD_ERROR',
        message,
        url: `${API}/app/create`,
        context: { app: 'shop' },
      },
    });
    expect(reported.status(), await reported.text()).toBe(202);
    const code = `A11Y-${randomUUID().slice(0, 6)}`.toUpperCase();
    const discount = await request.post(`${API}/api/admin/discounts`, {
      headers: staff,
      data: { code, kind: 'percent', value: 10 },
    });
    expect(discount.status(), await discount.text()).toBe(201);
    const userId = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
        customerEmail,
      ]);
      return rows[0]?.id ?? '';
    });

    // The sign-in page, before signing in.
    await visit('/', (p) => p.getByRole('button', { name: 'Sign in' }));
    await signInThroughApi(page, request, '/orders');

    const h2 = (name: string | RegExp) => (p: Page) => p.getByRole('heading', { level: 2, name });
    await visit('/orders', h2('Orders'));

    // The order on hold, and the dialogs of its actions.
    await visit(`/orders/${order.id}`, h2(new RegExp(order.number)));
    const orderPage = page.getByRole('region', { name: `Order ${order.number}`, exact: true });
    await dialog(orderPage.getByRole('button', { name: 'Resend email' }), 'Resend an email to the customer?');
    await dialog(orderPage.getByRole('button', { name: 'Edit address' }), 'Change the shipping address?');
    await dialog(orderPage.getByRole('button', { name: 'Refund', exact: true }), 'Refund this order?');
    await dialog(
      orderPage.getByRole('button', { name: 'Send to production now' }),
      'Send to production now?',
    );

    // Delivered (the hold ended by staff, the simulator ticked), then reported: the claims queue and the claim's
    // dialogs on the order page.
    await deliver(request, order);
    const [lineId = ''] = await lineIdsOf(order.id);
    const customer = await bearer(request, customerEmail);
    await reportClaim(
      request,
      customer,
      order,
      { reason: 'damaged_in_transit', lineId, description: 'The corner is bent.' },
      [PHOTO],
    );
    await visit('/claims', h2('Claims'));
    // A data export the customer asked for: the Privacy tab lists it.
    const asked = await request.post(`${API}/api/privacy/exports`, { headers: customer });
    expect(asked.status(), await asked.text()).toBe(202);
    await visit('/privacy-requests', h2('Privacy Requests'));
    await visit(`/orders/${order.id}`, (p) => p.getByRole('region', { name: 'Claim 1: Damaged in transit' }));
    const claim = page.getByRole('region', { name: 'Claim 1: Damaged in transit' });
    await dialog(claim.getByRole('button', { name: 'Open photo 1 of 1' }), 'Photo 1 of 1');
    await dialog(claim.getByRole('button', { name: 'Ask for more' }), 'Ask the customer for more?');
    await dialog(claim.getByRole('button', { name: 'Approve reprint' }), 'Approve a reprint?');
    await dialog(claim.getByRole('button', { name: 'Approve refund' }), 'Approve a refund?');
    await dialog(claim.getByRole('button', { name: 'Decline' }), 'Decline this report?');

    await visit('/users', h2('Users'));
    await visit(`/users/${userId}`, (p) => p.getByRole('button', { name: 'Disable account' }));
    await dialog(page.getByRole('button', { name: 'Disable account' }), 'Disable this account?');

    await visit('/discounts', h2('Discounts'));
    const deactivate = page.getByRole('button', { name: `Deactivate ${code}` });
    await dialog(deactivate, `Deactivate ${code}?`);

    await visit('/content', h2('Content'));
    await visit('/dashboard', (p) => p.getByRole('list', { name: 'Statistics' }));

    // The reported error: a row of the table on a desktop, a card on a phone.
    const analyze = (p: Page) =>
      p
        .getByRole(p.viewportSize()!.width < 600 ? 'listitem' : 'row')
        .filter({ hasText: message })
        .getByRole('button', { name: 'Analyze', exact: true });
    await visit('/dev/errors', analyze);
    await dialog(analyze(page), 'AI Error Analysis');
    await visit('/dev/audit', h2('Audit Logs'));
    await visit('/dev/variants', (p) => p.getByRole('button', { name: 'Verify Variants' }));
    await page.getByRole('button', { name: 'Verify Variants' }).click();
    await expect(page.getByRole('tab', { name: /^Issues \(\d+\)$/ })).toBeVisible();
    found.push(...(await scan(page, '/dev/variants after a run')));
    await visit('/dev/tools', h2('Dev Tools'));
    await visit('/dev/email', h2('Email Testing'));
    await visit('/debug', h2('Debug'));

    expect(found).toEqual([]);
  },
);
