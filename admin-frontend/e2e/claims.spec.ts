import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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
  paidOrder,
  registerVerified,
  reportClaim,
  signIn,
  tickUntil,
  withDb,
} from './helpers';

const PHOTO = fixturePhoto('chelsea-cat.png');
const PHOTO_2 = fixturePhoto('chelsea-cat-portrait.png');

type Headers = { authorization: string };

/** A paid order of three lines, released to production by staff and ticked on to delivered, with its line ids. */
async function deliveredOrderOfThree(request: APIRequestContext, customer: string) {
  const order = await paidOrder(request, customer, [
    { printType: 'canvas', printSize: '20x30' },
    { printType: 'poster', printSize: '12x18' },
    { printType: 'poster', printSize: '8x12' },
  ]);
  await deliver(request, order);
  return { ...order, lineIds: await lineIdsOf(order.id) };
}

/** The number of claims that need staff, as the API counts them. */
async function needingStaff(request: APIRequestContext, staff: Headers): Promise<number> {
  const queue = await request.get(`${API}/api/admin/claims?state=new`, { headers: staff });
  return ((await queue.json()) as { counts: { new: number } }).counts.new;
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

async function claimsCost(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const cost = page.getByRole('list', { name: 'Claims' }).getByTestId('stat-Claims cost');
  await expect(cost).toHaveText(/^\$/);
  return dollars(await cost.textContent());
}

test(
  'staff work a claim from the queue: photos, ask for more, the answer, a reprint followed to delivered; a partial refund on the dashboard; a decline',
  {
    tag: '@phone',
  },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name === 'mobile';
    const customerEmail = `claims-${randomUUID().slice(0, 8)}@example.com`;
    await ensureStaff(request);
    await registerVerified(request, customerEmail);
    const staff = await bearer(request, STAFF_EMAIL);
    const customer = await bearer(request, customerEmail);
    const order = await deliveredOrderOfThree(request, customerEmail);
    const [lineA = '', lineB = '', lineC = ''] = order.lineIds;
    const claim1 = await reportClaim(
      request,
      customer,
      order,
      { reason: 'damaged_in_transit', lineId: lineA, description: 'The canvas corner is crushed.' },
      [PHOTO, PHOTO_2],
    );

    // The navigation counts the claims that need staff; the queue lists this one (oldest first).
    await signIn(page, STAFF_EMAIL);
    // The count is the whole run's (other journeys report and decide claims meanwhile): the API's, read again and the
    // navigation refreshed (as on focus) until they agree.
    const nav = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(async () => {
      const count = await needingStaff(request, staff);
      expect(count).toBeGreaterThanOrEqual(1);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(
        nav.getByRole('tab', { name: new RegExp(`^Claims\\s*${count}\\s*need staff$`) }),
      ).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await nav.getByRole('tab', { name: /^Claims/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Claims' })).toBeVisible();
    const queue = phone
      ? page.getByRole('list', { name: 'Claims' })
      : page.getByRole('table', { name: 'Claims' });
    await expect(page.getByRole('table')).toHaveCount(phone ? 0 : 1);
    const entry = phone
      ? queue.getByRole('listitem').filter({ hasText: order.number })
      : queue.getByRole('row').filter({ hasText: order.number });
    await expect(entry).toContainText(customerEmail);
    await expect(entry).toContainText('Damaged in transit');
    await expect(entry).toContainText('< 1 hour');
    await expectNoSidewaysScroll(page, '/claims');

    // The claim on its order page: both photos (the large view too), the description, the affected line.
    await entry.getByRole('link', { name: order.number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}\\?claim=${claim1}$`));
    const first = page.getByRole('region', { name: 'Claim 1: Damaged in transit' });
    await expect(first).toContainText('The canvas corner is crushed.');
    await expect(first.getByRole('list', { name: 'Affected lines' })).toContainText('canvas 20x30 × 1');
    const photos = first.getByRole('list', { name: 'Photos with the report' }).getByRole('img');
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) {
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await first.getByRole('button', { name: 'Open photo 2 of 2' }).click();
    const large = page.getByRole('dialog', { name: 'Photo 2 of 2' });
    await expect
      .poll(() => large.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await large.getByRole('button', { name: 'Close photo' }).click();
    await expect(page.getByRole('list', { name: 'Order timeline' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the order page with a claim');

    // Ask for more; the customer answers on their order page (the API here).
    await first.getByRole('button', { name: 'Ask for more' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask the customer for more?' });
    await ask.getByLabel('Question').fill('Could you send a photo of the box?');
    await ask.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText('Question sent', { exact: true })).toBeVisible();
    await expect(first).toContainText('Waiting for customer');
    const answer = new FormData();
    answer.append('message', 'Here is the box, dented too.');
    const answered = await request.post(`${API}/api/claims/${claim1}/replies`, {
      headers: customer,
      multipart: answer,
    });
    expect(answered.status(), await answered.text()).toBe(200);
    await page.reload();
    await expect(first.getByRole('list', { name: 'Conversation' })).toContainText(
      'Here is the box, dented too.',
    );
    await expect(first).toContainText('New');

    // Approve a reprint: a second provider order for the same line, linked to the claim, and nothing charged.
    await first.getByRole('button', { name: 'Approve reprint' }).click();
    const reprint = page.getByRole('dialog', { name: 'Approve a reprint?' });
    await expect(reprint).toContainText(
      'goes to the print provider now, with the same print files and at no charge',
    );
    await reprint.getByRole('button', { name: 'Order reprint' }).click();
    await expect(page.getByText('Reprint approved', { exact: true })).toBeVisible();
    await expect(first).toContainText(/Provider order \S+ \(\S+-reprint-\S+\)/);
    const linked = await withDb(async (db) => {
      const { rows } = await db.query<{
        original: string;
        reprint: string;
        external_id: string;
        lines: { lineId: string }[];
        orders: number;
        refunded_amount: number;
      }>(
        `SELECT o.printify_order_id AS original, p.provider_order_id AS reprint, s.external_id, s.lines,
              (SELECT count(*)::int FROM orders WHERE customer_email = o.customer_email) AS orders, o.refunded_amount
         FROM claims c JOIN orders o ON o.id = c.order_id
         JOIN provider_orders p ON p.claim_id = c.id AND p.kind = 'reprint'
         JOIN fulfilment_simulator_orders s ON s.id = p.provider_order_id
        WHERE c.id = $1`,
        [claim1],
      );
      return rows[0];
    });
    expect(linked?.reprint).not.toBe(linked?.original);
    expect(linked?.external_id).toBe(`${order.hash}-reprint-${claim1.replace(/-/g, '').slice(0, 12)}`);
    expect(linked?.lines.map((line) => line.lineId)).toEqual([lineA]);
    expect(linked?.orders).toBe(1);
    expect(linked?.refunded_amount).toBe(0);
    // The simulator ships and delivers it (ticked); the claim follows it to delivered and is resolved.
    // A reprint is a provider order of its own: the simulator's webhooks move it, and the claim page shows it.
    const reprintDelivered = async () => {
      const read = await request.get(`${API}/api/admin/claims/${claim1}`, { headers: staff });
      const claim = (await read.json()) as { state: string; reprint: { status: string } | null };
      // Delivered, then resolved by the reprint's milestone job.
      return claim.reprint?.status === 'delivered' && claim.state === 'resolved';
    };
    await tickUntil(request, order.hash, reprintDelivered, 'the reprint delivered');
    await page.reload();
    await expect(first).toContainText('Delivered. No charge to the customer');
    await expect(first).toContainText('Resolved');
    await expect(first.getByRole('link', { name: 'Track the reprint' })).toBeVisible();

    // A second claim ends in a partial refund: recorded on the claim and the order, and in the dashboard's cost.
    const costBefore = await claimsCost(page);
    await reportClaim(
      request,
      customer,
      order,
      { reason: 'print_fault', lineId: lineB, description: 'Streaks across the print.' },
      [PHOTO],
    );
    await page.goto(`/orders/${order.id}`);
    const second = page.getByRole('region', { name: 'Claim 2: Print fault' });
    await second.getByRole('button', { name: 'Approve refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Approve a refund?' });
    // The amount starts empty (nothing is refunded by a quick second click) and is asked in words.
    await expect(refund.getByLabel('Amount (USD)')).toHaveValue('');
    await expect(refund).toContainText(/Up to \$[\d,]+\.\d\d can be refunded/);
    await refund.getByRole('button', { name: 'Approve refund', exact: true }).click();
    await expect(refund).toContainText('Enter the amount in dollars, e.g. 10.50.');
    await refund.getByLabel('Amount (USD)').fill('5.25');
    await refund.getByLabel('Reason').fill('Streaks on part of the print');
    await expect(refund.getByRole('status')).toHaveText(/^Refund \$5\.25 of \$[\d,]+\.\d\d\?$/);
    await refund.getByRole('button', { name: 'Approve refund of $5.25' }).click();
    await expect(page.getByText('Refund of $5.25 approved')).toBeVisible();
    await expect(second).toContainText('Refunded $5.25 through this claim.');
    await expect(page.getByText('Partly refunded', { exact: true })).toBeVisible();
    // The cost is the whole run's: other journeys' refunds can only add to it.
    expect(await claimsCost(page)).toBeGreaterThanOrEqual(costBefore + 5.25 - 0.005);
    // The refund is made: the claim is with the resolved ones, no longer in Approved.
    await page.goto(`/claims?state=resolved`);
    const resolvedQueue = phone
      ? page.getByRole('list', { name: 'Claims' }).getByRole('listitem')
      : page.getByRole('table', { name: 'Claims' }).getByRole('row');
    const refunded = resolvedQueue.filter({ hasText: order.number }).filter({ hasText: 'Print fault' });
    await expect(refunded).toHaveCount(1);
    await expect(refunded).toContainText('Approved: refund');
    await page.goto(`/claims?state=approved`);
    await expect(page.getByRole('tab', { name: /^Approved \(\d+\)$/, selected: true })).toBeVisible();
    await expect(page.getByRole('link', { name: order.number, exact: true })).toHaveCount(0);
    await page.goto(`/orders/${order.id}`);

    // A third is declined with a reason.
    await reportClaim(
      request,
      customer,
      order,
      { reason: 'wrong_item', lineId: lineC, description: 'Not my dog.' },
      [PHOTO],
    );
    await page.goto(`/orders/${order.id}`);
    const third = page.getByRole('region', { name: 'Claim 3: Wrong item' });
    await third.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline this report?' });
    await decline.getByLabel('Reason').fill('The photo shows the artwork you approved.');
    await decline.getByRole('button', { name: 'Decline report' }).click();
    await expect(third).toContainText('Declined: The photo shows the artwork you approved.');
    await expect(third.getByRole('button', { name: 'Approve refund' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'the order page with three claims');
  },
);
