import { FULFILMENT_PROVIDER } from '@petart/domain';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LocalFulfilmentSimulator } from '../../adapters/fulfilment/local-fulfilment.simulator';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  card,
  checkoutUser,
  startCheckout,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';
import { ClaimsScheduleService } from './claims-schedule.service';

interface TimelineEntry {
  at: string;
  kind: string;
  title: string;
  detail: string | null;
  actor: string | null;
}

/**
 * A reprint is followed as it happens: each of the simulator's steps (ticked now, with today's dates) moves it through
 * its webhook, and the customer's email of each milestone is out before the next step, never batched when somebody
 * next reads the claim. Staff read the reprint as a timeline.
 */
describe('a claim reprint: emails at each milestone, and its timeline for staff (local, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let sim: LocalFulfilmentSimulator;
  let jobs: JobQueue;
  let admin: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    sim = t.app.get<LocalFulfilmentSimulator>(FULFILMENT_PROVIDER);
    jobs = t.app.get(JobQueue);
    admin = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  /** One step of a simulated print, due now (as the dev tick route does), and every job it causes. */
  async function step(providerOrderId: string): Promise<void> {
    await db.query(
      `UPDATE fulfilment_simulator_orders SET next_step_at = now() - interval '1 millisecond'
        WHERE id = $1 AND released AND next_step_at IS NOT NULL`,
      [providerOrderId],
    );
    await sim.tick(new Date(), [providerOrderId]);
    await jobs.idle();
  }

  /** The customer's claim emails, straight from the mail table (no read of the claim in between). */
  const claimMails = async (email: string): Promise<string[]> =>
    (
      await db.query<{ subject: string }[]>(
        `SELECT subject FROM mail_outbox WHERE recipient = $1 AND tag LIKE 'claim-%' ORDER BY created_at, id`,
        [email],
      )
    ).map((row) => row.subject);

  const claimState = async (claimId: string): Promise<string> =>
    (await db.query<{ state: string }[]>(`SELECT state FROM claims WHERE id = $1`, [claimId]))[0]!.state;

  async function deliveredOrderWithClaim(
    owner: CheckoutUser,
  ): Promise<{ orderNumber: string; claimId: string }> {
    const { orderHash, clientSecret } = await startCheckout(t, owner);
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', owner.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await jobs.idle();
    const [order] = await db.query<{ id: string; order_number: string; printify_order_id: string }[]>(
      `SELECT id, order_number, printify_order_id FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    for (let i = 0; i < 3; i += 1) await step(order!.printify_order_id);
    const [line] = await db.query<{ id: string }[]>(`SELECT id FROM order_line_items WHERE order_id = $1`, [
      order!.id,
    ]);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a52' } })
      .jpeg()
      .toBuffer();
    const filed = await t.request
      .post(`/api/orders/${orderHash}/claims`)
      .set('authorization', owner.bearer)
      .field('reason', 'damaged_in_transit')
      .field('description', 'The poster arrived creased.')
      .field('lineIds', line!.id)
      .attach('photos', photo, { filename: 'crease.jpg', contentType: 'image/jpeg' });
    expect(filed.status).toBe(201);
    return { orderNumber: order!.order_number, claimId: (filed.body as { id: string }).id };
  }

  it('emails "on its way" when the reprint ships and resolves the claim when it arrives; the timeline says when', async () => {
    const owner = await checkoutUser(t);
    const { orderNumber, claimId } = await deliveredOrderWithClaim(owner);
    const approved = await t.request
      .post(`/api/admin/claims/${claimId}/approve-reprint`)
      .set('authorization', admin.bearer)
      .send({ note: 'Padded tube this time' });
    expect(approved.status).toBe(200);
    await jobs.idle();
    const [reprint] = await db.query<{ provider_order_id: string }[]>(
      `SELECT provider_order_id FROM provider_orders WHERE claim_id = $1`,
      [claimId],
    );
    const reprintId = reprint!.provider_order_id;
    expect(reprintId).toBeTruthy();
    const onItsWay = `Your reprint of PetArt order ${orderNumber} is on its way`;
    const afterApproval = await claimMails(owner.email);
    expect(afterApproval).not.toContain(onItsWay);

    await step(reprintId); // in production: nothing for the customer yet
    expect(await claimMails(owner.email)).toEqual(afterApproval);

    await step(reprintId); // shipped: the tracking email goes out now, the claim stays open until it arrives
    const afterShipping = await claimMails(owner.email);
    expect(afterShipping).toEqual([...afterApproval, onItsWay]);
    expect(await claimState(claimId)).toBe('approved_reprint');

    await step(reprintId); // delivered: the claim is resolved and the customer told, now
    expect(await claimState(claimId)).toBe('resolved');
    const afterDelivery = await claimMails(owner.email);
    expect(afterDelivery).toHaveLength(afterShipping.length + 1);
    expect(afterDelivery.at(-1)).toMatch(/Resolved/);

    // Each once: the reprint sync (what used to notice a reprint late), a staff read of the claim and another tick
    // of the delivered reprint send nothing more.
    await t.app.get(ClaimsScheduleService).syncJob();
    await t.request.get(`/api/admin/claims/${claimId}`).set('authorization', admin.bearer).expect(200);
    await step(reprintId);
    await jobs.idle();
    expect(await claimMails(owner.email)).toEqual(afterDelivery);

    const timeline = await t.request
      .get(`/api/admin/claims/${claimId}/reprint-timeline`)
      .set('authorization', admin.bearer);
    expect(timeline.status).toBe(200);
    const entries = (timeline.body as { entries: TimelineEntry[] }).entries;
    const titles = entries.map((entry) => entry.title);
    const order = [
      'Reprint approved',
      'Sent to the print provider',
      'Shipped',
      'Customer emailed: the reprint is on its way',
      'Delivered',
      'Customer emailed: Resolved',
    ].map((title) => titles.indexOf(title));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(entries.find((entry) => entry.title === 'Reprint approved')).toMatchObject({
      actor: admin.email,
      detail: 'Padded tube this time',
    });
    expect(entries.find((entry) => entry.title === 'Sent to the print provider')?.detail).toBe(reprintId);
    // Each email is timed by its milestone: the tracking email after the parcel shipped and before it arrived.
    const at = (title: string) => Date.parse(entries.find((entry) => entry.title === title)!.at);
    expect(at('Customer emailed: the reprint is on its way')).toBeGreaterThanOrEqual(at('Shipped'));
    expect(at('Customer emailed: the reprint is on its way')).toBeLessThanOrEqual(at('Delivered'));
  });

  it('answers 404 for a claim without a reprint and refuses anyone but staff', async () => {
    const owner = await checkoutUser(t);
    const { claimId } = await deliveredOrderWithClaim(owner);
    const none = await t.request
      .get(`/api/admin/claims/${claimId}/reprint-timeline`)
      .set('authorization', admin.bearer);
    expect(none.status).toBe(404);
    expect((none.body as { message: string }).message).toBe('Report not found');
    const customer = await t.request
      .get(`/api/admin/claims/${claimId}/reprint-timeline`)
      .set('authorization', owner.bearer);
    expect(customer.status).toBe(403);
    expect((await t.request.get(`/api/admin/claims/${claimId}/reprint-timeline`)).status).toBe(401);
    const badId = await t.request
      .get('/api/admin/claims/not-a-uuid/reprint-timeline')
      .set('authorization', admin.bearer);
    expect(badId.status).toBe(404);
  });
});
