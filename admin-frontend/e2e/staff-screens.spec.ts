import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL } from '../playwright.config';
import {
  API,
  bearer,
  deliver,
  ensureStaff,
  expectNoSidewaysScroll,
  fixturePhoto,
  lineIdsOf,
  mailbox,
  paidOrder,
  registerVerified,
  reportClaim,
  signIn,
  signInThroughApi,
  tickUntil,
} from './helpers';

/** A date and time in the app's format ('Dec 2, 2026, 8:45 PM UTC'), not the browser's default. */
const APP_DATE_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const isPhone = (page: Page) => page.viewportSize()!.width < 600;

/** A staff list's entry: a row of its table on a desktop, a card of its list on a phone. */
const entryOf = (page: Page, list: string, text: string | RegExp): Locator =>
  isPhone(page)
    ? page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text })
    : page.getByRole('table', { name: list }).getByRole('row').filter({ hasText: text });

test(
  'the audit log reads as orders and customers, in the app’s dates; the job queue names orders by number',
  {
    tag: '@phone',
  },
  async ({ page, request }) => {
    const customer = `audit-${randomUUID().slice(0, 8)}@example.com`;
    await ensureStaff(request);
    await registerVerified(request, customer);
    // Held for production: its send_to_production job waits in the queue.
    const order = await paidOrder(request, customer);
    const staff = await bearer(request, STAFF_EMAIL);
    const noted = await request.post(`${API}/api/admin/orders/${order.id}/notes`, {
      headers: staff,
      data: { body: 'Customer asked for gift wrap.' },
    });
    expect(noted.status(), await noted.text()).toBe(200);
    // A second action on the same order (refused while the confirmation is still queued, and audited either way).
    const resent = await request.post(`${API}/api/admin/orders/${order.id}/resend-email`, {
      headers: staff,
      data: { kind: 'confirmation' },
    });
    expect([200, 409], await resent.text()).toContain(resent.status());

    await signInThroughApi(page, request, '/dev/audit');
    await expect(page.getByRole('heading', { level: 2, name: 'Audit Logs' })).toBeVisible();
    const entry = entryOf(page, 'Audit log', order.number).filter({ hasText: 'Added a note' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`Order ${order.number}`);
    await expect(entry).toContainText(customer);
    await expect(entry).toContainText(STAFF_EMAIL);
    await expect(entry).toContainText(APP_DATE_TIME);
    expect(await entry.textContent()).not.toMatch(UUID);
    expect(await entry.textContent()).not.toContain('orders.add_note');
    await expectNoSidewaysScroll(page, '/dev/audit');

    // The stored action key stays at hand as the filter: one action's entries, the order's other one hidden.
    const resendEntry = entryOf(page, 'Audit log', order.number).filter({ hasText: 'Sent an email again' });
    await expect(resendEntry).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Added a note (orders.add_note)' }).click();
    await expect(resendEntry).toHaveCount(0);
    await expect(entry).toHaveCount(1);
    await expectNoSidewaysScroll(page, '/dev/audit filtered');
    await entry.getByRole('link', { name: `Order ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Order ${order.number}` })).toBeVisible();

    await page.goto('/dev/tools');
    const job = entryOf(page, 'Jobs', order.number).filter({ hasText: 'send_to_production' });
    await expect(job).toBeVisible();
    await expect(job.getByRole('link', { name: order.number, exact: true })).toHaveAttribute(
      'href',
      `/orders/${order.id}`,
    );
    await expect(job).toContainText(APP_DATE_TIME);
    await expectNoSidewaysScroll(page, '/dev/tools');
  },
);

test(
  'a reprint opens like an order; its customer is emailed as it ships and as it arrives',
  {
    tag: '@phone',
  },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const customerEmail = `reprint-${randomUUID().slice(0, 8)}@example.com`;
    await ensureStaff(request);
    await registerVerified(request, customerEmail);
    const staff = await bearer(request, STAFF_EMAIL);
    const customer = await bearer(request, customerEmail);
    const order = await paidOrder(request, customerEmail);
    await deliver(request, order);
    const [lineId = ''] = await lineIdsOf(order.id);
    const claimId = await reportClaim(
      request,
      customer,
      order,
      { reason: 'damaged_in_transit', lineId, description: 'The poster arrived creased.' },
      [fixturePhoto('chelsea-cat.png')],
    );
    const approved = await request.post(`${API}/api/admin/claims/${claimId}/approve-reprint`, {
      headers: staff,
      data: { note: 'Padded tube this time' },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    const claim = async () =>
      (await (await request.get(`${API}/api/admin/claims/${claimId}`, { headers: staff })).json()) as {
        state: string;
        reprint: { status: string } | null;
      };
    const subjects = async () => (await mailbox(request, customerEmail)).map((mail) => mail.subject);
    const onItsWay = `Your reprint of PetArt order ${order.number} is on its way`;

    // Shipped: the tracking email is out at once, and nothing says resolved before the parcel arrives.
    await tickUntil(
      request,
      order.hash,
      async () => (await claim()).reprint?.status === 'shipped',
      'the reprint shipped',
    );
    await expect.poll(subjects).toContain(onItsWay);
    expect((await subjects()).filter((subject) => /Resolved/.test(subject))).toEqual([]);

    await signInThroughApi(page, request, `/orders/${order.id}?claim=${claimId}`);
    const claimPart = page.getByRole('region', { name: 'Claim 1: Damaged in transit' });
    await claimPart.getByRole('link', { name: 'Open the reprint' }).click();
    await expect(page).toHaveURL(new RegExp(`/claims/${claimId}/reprint$`));
    await expect(
      page.getByRole('heading', { level: 2, name: `Reprint of order ${order.number}` }),
    ).toBeVisible();
    const lines = isPhone(page)
      ? page.getByRole('list', { name: 'Lines printed again' })
      : page.getByRole('table', { name: 'Lines printed again' });
    await expect(lines).toContainText('poster 12x18');
    const parcels = isPhone(page)
      ? page.getByRole('list', { name: 'Parcels' })
      : page.getByRole('table', { name: 'Parcels' });
    await expect(parcels).toContainText('PetArt Post');
    await expect(parcels.getByRole('link', { name: 'Track the parcel' })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Reprint timeline' });
    await expect(timeline).toContainText('Reprint approved');
    await expect(timeline).toContainText('Padded tube this time');
    await expect(timeline).toContainText('Sent to the print provider');
    await expect(timeline).toContainText('Shipped');
    await expect(timeline).toContainText('Customer emailed: the reprint is on its way');
    await expect(timeline).not.toContainText('Delivered');
    await expectNoSidewaysScroll(page, 'the reprint page');

    // Delivered: the claim is resolved and the customer told, now; the page follows on its own.
    await tickUntil(
      request,
      order.hash,
      async () => (await claim()).state === 'resolved',
      'the reprint delivered and the claim resolved',
    );
    await expect.poll(async () => (await subjects()).some((subject) => /Resolved/.test(subject))).toBe(true);
    await expect(timeline).toContainText('Delivered', { timeout: 20_000 });
    await expect(timeline).toContainText('Customer emailed: Resolved');

    await page.getByRole('link', { name: `Original order ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await page.goBack();
    await page.getByRole('link', { name: 'The claim' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}\\?claim=${claimId}$`));
  },
);

test(
  'signing in logs nothing in the console; the error analysis and the variant check each say one thing',
  {
    tag: '@phone',
  },
  async ({ page, request }) => {
    await ensureStaff(request);
    const logged: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(error.message));

    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes.push(request.url());
    });

    // The app at '/' before sign-in: the sign-in page, no refresh asked for (no session to renew), nothing logged
    // (no refused refresh, no router warning about the redirect at '/').
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect({ logged, refreshes }).toEqual({ logged: [], refreshes: [] });
    // Signing in and landing on Orders: still nothing.
    await signIn(page, STAFF_EMAIL);
    await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    expect(logged).toEqual([]);

    // An image service failure on this install, whose generator is local.
    const staff = await bearer(request, STAFF_EMAIL);
    const failed = await request.post(`${API}/api/admin/test-error`, {
      headers: staff,
      data: { errorType: 'SERVER_ERROR' },
    });
    expect(failed.status()).toBeGreaterThanOrEqual(500);
    await page.goto('/dev/errors');
    const row = entryOf(page, 'Error log', 'The image service failed. (testError)').first();
    await row.getByRole('button', { name: 'Analyze', exact: true }).click();
    const analysis = page.getByRole('dialog', { name: 'AI Error Analysis' });
    await expect(analysis).toContainText('This install does not call OpenAI (IMAGE_GENERATOR=local)');
    await expect(analysis).toContainText('local image generator');
    await expect(analysis).not.toContainText('OpenAI outage');
    await expect(analysis).not.toContainText('Set IMAGE_GENERATOR');
    await expect(analysis).not.toContainText('status.openai.com');
    await expect(analysis).not.toContainText('at at');
    await analysis.getByRole('button', { name: 'Close' }).click();

    // The variant check on the local catalog: one count, and no warning where nothing is wrong.
    await page.goto('/dev/variants');
    await page.getByRole('button', { name: 'Verify Variants' }).click();
    const verdict = page
      .getByRole('alert')
      .filter({ hasText: 'sizes checked against the local simulator catalog' });
    await expect(verdict).toContainText('no issues');
    await expect(verdict).toHaveClass(/MuiAlert-colorSuccess/);
    await expect(page.getByRole('tab', { name: 'Issues (0)' })).toBeVisible();
    await expect(page.getByText('No configured variant is wrong.')).toBeVisible();
    await expectNoSidewaysScroll(page, '/dev/variants');
  },
);
