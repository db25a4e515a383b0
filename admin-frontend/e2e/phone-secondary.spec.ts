import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { STAFF_EMAIL } from '../playwright.config';
import { ensureStaff, registerVerified, signIn, withDb } from './helpers';

/**
 * What scrolls sideways on this page at its width: the document itself, any scroll box inside main whose content is
 * wider than the box (a table scrolling inside its container), and any element inside main reaching past the
 * viewport's edges. The tab strips are left out: they scroll by design, with arrows (MUI's scrollable Tabs).
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width) found.push(`the document is ${root.scrollWidth} px wide`);
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}">`;
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      if (el.closest('.MuiTabs-scrollableX')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const overflowX = getComputedStyle(el).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
      if (box.left < -1 || box.right > width + 1)
        found.push(`${name(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px`);
    }
    return found.slice(0, 8);
  });
}

async function expectFits(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await sidewaysOverflow(page), `${where} at 375 px`).toEqual([]);
}

test('at 375 px the secondary tables are cards and nothing scrolls sideways: a customer with an order and a session, Dev tools, the Variant Verifier, debug, content and the pager', async ({
  page,
  request,
}) => {
  const customer = `phone-${randomUUID().slice(0, 8)}@example.com`;
  await ensureStaff(request);
  await registerVerified(request, customer);
  // An order, a creation session and a dead job of the customer's (a long error, the widest cell of the jobs).
  const seeded = await withDb(async (db) => {
    const order = await db.query<{ id: string; order_number: string; user_id: string }>(
      `INSERT INTO orders (order_hash, user_id, customer_email, total_amount, invoice_status, paid_at)
       SELECT $1, id, email, 4999, 'paid', now() FROM users WHERE email = $2
       RETURNING id, order_number, user_id`,
      [`phone${randomUUID().replace(/-/g, '')}`, customer],
    );
    const row = order.rows[0];
    if (!row) throw new Error('no order seeded');
    const sessionId = `phone-session-${randomUUID()}`;
    await db.query(
      `INSERT INTO sessions (session_id, user_id, selected_style, generated_images) VALUES ($1, $2, 'Watercolor', '[]')`,
      [sessionId, row.user_id],
    );
    // A dead job, through the job engine on this connection: queued an hour ahead (no worker takes it), then failed
    // with no retry left.
    const engine = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => db.query(text, values) },
      supervise: false,
      schedule: false,
      migrate: false,
      registerInstance: false,
    });
    await engine.start();
    try {
      const jobId = await engine.send('fulfilment', { orderId: row.id }, { startAfter: 3600, retryLimit: 0 });
      if (!jobId) throw new Error('no job seeded');
      await engine.fail('fulfilment', jobId, {
        message: `ProviderRejected: ${'the print provider answered 422 with a very long message '.repeat(4)}`,
      });
    } finally {
      await engine.stop({ graceful: false });
    }
    return { userId: row.user_id, orderNumber: row.order_number, sessionId };
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, STAFF_EMAIL);
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();

  // The customer's page: the recent orders are cards, the order number links to its page.
  await page.goto(`/users/${seeded.userId}`);
  const orders = page.getByRole('list', { name: 'Recent orders' });
  await expect(orders.getByRole('link', { name: seeded.orderNumber })).toBeVisible();
  await expect(orders.getByRole('listitem')).toContainText('$49.99');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFits(page, 'the customer page');

  // Dev tools: adapters and the background jobs.
  await page.goto('/dev/tools');
  await expect(page.getByRole('list', { name: 'Adapters' }).getByRole('listitem').first()).toBeVisible();
  const job = page
    .getByRole('list', { name: 'Jobs' })
    .getByRole('listitem')
    .filter({ hasText: 'ProviderRejected' });
  await expect(job).toContainText('ProviderRejected');
  await expect(job.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFits(page, 'Dev tools');

  // The Variant Verifier after a run, on each of its views.
  await page.goto('/dev/variants');
  await page.getByRole('button', { name: 'Verify Variants' }).click();
  await expect(page.getByRole('tab', { name: /^Issues \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFits(page, 'the Variant Verifier (Issues)');
  await page.getByRole('tab', { name: 'All Variants' }).click();
  await expectFits(page, 'the Variant Verifier (All Variants)');
  await page.getByRole('tab', { name: /^Code Fixes/ }).click();
  await expectFits(page, 'the Variant Verifier (Code Fixes)');

  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 2, name: 'Debug' })).toBeVisible();
  await expect(page.getByText(/^ok \(database/)).toBeVisible();
  await expectFits(page, 'the debug page');

  // Content: the customer's session is a card.
  await page.goto('/content');
  const session = page
    .getByRole('list', { name: 'Sessions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Copy session ID ${seeded.sessionId}` }) });
  await expect(session).toContainText(customer);
  await expect(session).toContainText('Watercolor');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFits(page, 'the content tab');

  // The pager under the main lists wraps instead of scrolling inside its box.
  for (const path of ['/orders', '/users']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeVisible();
    await expectFits(page, path);
  }
});
