import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bearerThroughApi,
  cartLineThroughApi,
  expect,
  linkFromMailbox,
  payThroughApi,
  printUntil,
  registerVerifiedThroughApi,
  signedInThroughApi,
  staffHeaders,
  test,
  uniqueEmail,
  withDb,
} from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);
const PHOTO = fixture('chelsea-cat.png');
const PASSWORD = 'Claims-Pass-1';
/** The upload pipeline's refusal of the first photo (its list of formats is the server's). */
const NOT_AN_IMAGE = /^Photo 1: This file is not a supported image\. Please upload a [A-Za-z, ]+ photo\.$/;

let step = 0;
/** Full-page screenshot to e2e-artifacts/claims/<project>-NN-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  step += 1;
  await page.screenshot({
    path: `e2e-artifacts/claims/${testInfo.project.name}-${String(step).padStart(2, '0')}-${name}.png`,
    fullPage: true,
  });
}

/**
 * axe-core's WCAG A/AA rules on the open dialog (the fixture scans pages as they load; a dialog opens later):
 * serious or critical violations, one line each.
 */
async function dialogViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

interface Claim {
  id: string;
  state: string;
}

/**
 * Problems after delivery, at both widths: an order delivered by the local simulator; a report with two
 * photos through the form; staff (through the staff API) ask for more, the customer answers on the page, staff
 * approve a reprint and the customer follows it to delivered; a second report (after a refused non-image) ends in a
 * partial refund, a third is declined; someone else's order and a closed window are refused with a clear message.
 */
test(
  'claims: report a problem, answer, follow a reprint; a refund, a decline and the refusals',
  { tag: '@phone' },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(300_000);
    step = 0;
    const { email, headers: customer } = await signedInThroughApi(page, testInfo, 'claims', PASSWORD);
    await cartLineThroughApi(page, customer, PHOTO);
    const orderHash = await payThroughApi(page, customer, email);
    const orderPage = `/app/order-confirmation/${orderHash}`;

    // The staff account (ADMIN_EMAILS) and someone else, who gets nothing of this order.
    const staff = await staffHeaders(request);
    const otherEmail = uniqueEmail('claims-other', testInfo);
    await registerVerifiedThroughApi(request, otherEmail, PASSWORD);
    const other = await bearerThroughApi(request, otherEmail, PASSWORD);
    const theirs = await page.request.post(`/api/orders/${orderHash}/claims`, {
      headers: other,
      multipart: { reason: 'other', lineIds: 'x', description: 'Not mine', photos: fileOf(PHOTO) },
    });
    expect(theirs.status()).toBe(404);
    expect(((await theirs.json()) as { message: string }).message).toBe('Order Not Found');
    const stranger = await browser.newContext();
    const token2 = other.authorization.slice('Bearer '.length);
    await stranger.addInitScript((t) => window.localStorage.setItem('authToken', t), token2);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(orderPage);
    await expect(strangerPage.getByText('Order Not Found')).toBeVisible();
    await expect(strangerPage.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
    await stranger.close();

    // Before delivery the page says when a problem can be reported, instead of the button.
    await page.goto(orderPage);
    const section = page.getByRole('region', { name: 'Problems With Your Order' });
    await expect(section.getByTestId('claim-window')).toHaveText(
      'A problem can be reported once the order is delivered or past its latest delivery estimate.',
    );
    const heading = page.getByRole('heading', { level: 1 });
    await printUntil(request, orderHash, 'delivered');
    await page.reload();
    await expect(heading).toHaveAttribute('data-state', 'delivered');

    // 1. The report: reason, the item (the only one: already chosen), two photos, a description.
    await section.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose what went wrong.')).toBeVisible();
    await expect(dialog.getByText('Please add 1 to 5 photos of the problem.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Damaged in transit' })).toBeFocused();
    await dialog.getByRole('radio', { name: 'Damaged in transit' }).check();
    await expect(dialog.getByRole('checkbox', { name: /^Canvas 20" x 30" × 1$/ })).toBeChecked();
    await dialog.getByTestId('photo-input').setInputFiles([PHOTO, fixture('chelsea-cat-portrait.png')]);
    // Previews drawn in the page (data URLs: the Content Security Policy allows them; nothing is fetched).
    await expect(dialog.getByRole('img', { name: /^Chosen photo \d$/ })).toHaveCount(2);
    await expect(dialog.getByRole('img', { name: 'Chosen photo 2' })).toHaveAttribute(
      'src',
      /^data:image\/jpeg;/,
    );
    await dialog
      .getByRole('textbox', { name: 'Describe the problem' })
      .fill('The canvas arrived with a crushed corner.');
    await shot(page, testInfo, 'report-form');
    expect(await dialogViolations(page), 'accessibility of the report form').toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toHaveCount(0);
    const first = page.getByRole('article', { name: /^Damaged in transit, reported / });
    await expect(first.getByLabel('Status: Received')).toBeVisible();
    await expect(first.getByRole('button', { name: /^Open photo \d of 2 larger$/ })).toHaveCount(2);
    await first.getByRole('button', { name: 'Open photo 2 of 2 larger' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 2 of 2' });
    await expect(viewer.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);

    const claimsNow = async () => {
      const response = await page.request.get(`/api/orders/${orderHash}/claims`, { headers: customer });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { claims: Claim[] }).claims;
    };
    const staffDoes = async (claimId: string, action: string, data: Record<string, unknown>) => {
      const response = await page.request.post(`/api/admin/claims/${claimId}/${action}`, {
        headers: staff,
        data,
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    const [claim1] = await claimsNow();
    if (!claim1) throw new Error('the report is not listed');

    // 2. Staff ask for more; the email links back to the order page; the customer answers there with a photo.
    await staffDoes(claim1.id, 'ask', { message: 'Could you send a photo of the box too?' });
    const link = await linkFromMailbox(
      page.request,
      email,
      /https?:\/\/[^\s"'<>]*\/app\/order-confirmation\/[^\s"'<>]+/,
    );
    expect(link).toContain(orderPage);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(first.getByLabel('Status: Waiting for you')).toBeVisible();
    await expect(first.getByRole('note', { name: 'What happens next' })).toContainText(
      'please answer our question below',
    );
    await expect(first.getByRole('listitem', { name: /^PetArt, / })).toContainText(
      'Could you send a photo of the box too?',
    );
    const answer = first.getByRole('form', { name: 'Your answer' });
    await answer.getByRole('textbox', { name: 'Your answer' }).fill('Here is the box, dented on one side.');
    await answer.getByTestId('photo-input').setInputFiles(fixture('chelsea-cat-900x1350.png'));
    await shot(page, testInfo, 'answer');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(first.getByLabel('Status: Received')).toBeVisible();
    await expect(first.getByRole('listitem', { name: /^You, / })).toContainText('Here is the box');
    await expect(first.getByRole('form', { name: 'Your answer' })).toHaveCount(0);

    // 3. Staff approve a reprint; the customer follows it to delivered (moved by the provider's webhooks).
    await staffDoes(claim1.id, 'approve-reprint', { note: 'Reprinted with extra padding' });
    await page.reload();
    await expect(first.getByLabel(/^Status: (Approved: reprint|Resolved)$/)).toBeVisible();
    const reprint = first.getByRole('region', { name: 'Your reprint' });
    // A background job orders the reprint at the provider after the approval: the page shows it once read again.
    await expect
      .poll(
        async () => {
          if ((await reprint.count()) === 0) await page.reload();
          return (await reprint.count()) > 0 ? ((await reprint.textContent()) ?? '') : '';
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toMatch(/Reprint status: (Confirmed|In Production|Shipped|Delivered)/);
    // The reprint goes to production at once; the simulator moves it a step each time it is ticked, and its delivery
    // resolves the claim (a job after the webhook's change).
    await expect
      .poll(
        async () => {
          await page.request.post('/api/dev/fulfilment-simulator/tick', { data: { orderHash } });
          await page.reload();
          // The reprint's text first: reading it waits for the claim to render, counting the label does not.
          const text = (await reprint.textContent()) ?? '';
          const resolved = (await first.getByLabel('Status: Resolved').count()) > 0;
          return `${text} (${resolved ? 'resolved' : 'open'})`;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toMatch(/Reprint status: Delivered.*\(resolved\)$/s);
    await expect(first.getByLabel('Status: Resolved')).toBeVisible();
    await expect(reprint.getByRole('link', { name: 'Track Package' })).toHaveAttribute(
      'href',
      /\/api\/carrier\/track\/PA[0-9A-F]{12}$/,
    );
    await shot(page, testInfo, 'reprint-delivered');

    // 4. A second report: a file that only looks like an image is refused with the server's message; then sent and
    // ended with a partial refund.
    await section.getByRole('button', { name: 'Report a problem' }).click();
    await dialog.getByRole('radio', { name: 'Print fault' }).check();
    await dialog.getByTestId('photo-input').setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 this is not an image'),
    });
    await dialog
      .getByRole('textbox', { name: 'Describe the problem' })
      .fill('A smudge across the dog’s ear.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NOT_AN_IMAGE);
    await shot(page, testInfo, 'not-an-image');
    await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
    await dialog.getByTestId('photo-input').setInputFiles(PHOTO);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toHaveCount(0);
    const second = page.getByRole('article', { name: /^Print fault, reported / });
    await expect(second.getByLabel('Status: Received')).toBeVisible();
    const claim2 = (await claimsNow()).find((c) => c.id !== claim1.id);
    if (!claim2) throw new Error('the second report is not listed');
    await staffDoes(claim2.id, 'approve-refund', { amount: 12.5, reason: 'A smudge on the print' });
    await page.reload();
    await expect(second.getByLabel('Status: Approved: refund')).toBeVisible();
    await expect(second).toContainText('Refund: $12.50');
    await expect(second.getByRole('note', { name: 'What happens next' })).toContainText('5-10 business days');
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByLabel('Refunded amount'),
    ).toHaveText('$12.50');

    // 5. A third report (through the API: the form is not the point) is declined, with the reason shown.
    const third = await page.request.post(`/api/orders/${orderHash}/claims`, {
      headers: customer,
      multipart: {
        reason: 'other',
        lineIds: await lineIdOf(page, customer, orderHash),
        description: 'The colours look different from the preview.',
        photos: fileOf(PHOTO),
      },
    });
    expect(third.status(), await third.text()).toBe(201);
    const claim3 = (await third.json()) as Claim;
    await staffDoes(claim3.id, 'decline', { reason: 'The print matches the approved preview.' });
    await page.reload();
    const declined = page.getByRole('article', { name: /^Other, reported / });
    await expect(declined.getByLabel('Status: Declined')).toBeVisible();
    await expect(declined).toContainText('Why: The print matches the approved preview.');
    await shot(page, testInfo, 'refund-and-decline');

    // 6. Delivered 31 days ago: the window is closed; the page says so, and the API refuses with the same words.
    await withDb((db) =>
      db.query(
        `UPDATE order_events SET created_at = now() - interval '31 days'
        WHERE order_id = (SELECT id FROM orders WHERE order_hash = $1) AND to_status = 'delivered'`,
        [orderHash],
      ),
    );
    await page.reload();
    const closed = section.getByTestId('claim-window');
    await expect(closed).toHaveText(
      /^Problems can be reported within 30 days of delivery; this window closed on \d{4}-\d{2}-\d{2}\.$/,
    );
    await expect(section.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
    const late = await page.request.post(`/api/orders/${orderHash}/claims`, {
      headers: customer,
      multipart: {
        reason: 'other',
        lineIds: await lineIdOf(page, customer, orderHash),
        description: 'Late.',
        photos: fileOf(PHOTO),
      },
    });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(await closed.textContent());
    await shot(page, testInfo, 'window-closed');
  },
);

/** A photo part of a multipart request. */
function fileOf(file: string) {
  return { name: path.basename(file), mimeType: 'image/png', buffer: readFileSync(file) };
}

/** The id of the order's (only) line. */
async function lineIdOf(page: Page, headers: Record<string, string>, orderHash: string): Promise<string> {
  const response = await page.request.get(`/api/order/hash/${orderHash}`, { headers });
  const order = (await response.json()) as { items: { id: string }[] };
  return order.items[0]?.id ?? '';
}
