import { FULFILMENT_PROVIDER, OBJECT_STORAGE, PAYMENT_GATEWAY, type ObjectStorage } from '@petart/domain';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LocalFulfilmentSimulator } from '../../adapters/fulfilment/local-fulfilment.simulator';
import { LocalPaymentGateway } from '../../adapters/payments/local-payment.gateway';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { expectMoneyAddsUp } from '../../../test/money-invariant';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';
import { ImageDecodeGate } from '../sessions';
import { FulfilmentTrackingService } from '../fulfilment';

interface OrderRow {
  id: string;
  order_hash: string;
  order_number: string;
  fulfillment_status: string;
  printify_order_id: string | null;
  total_amount: number;
  refunded_amount: number;
}

interface Claim {
  id: string;
  state: string;
  stateLabel: string;
  nextStep: string;
  lineIds: string[];
  photos: { url: string; messageId: string | null }[];
  messages: { author: string; body: string }[];
  resolution: string | null;
  refundCents: number;
  reprintCostCents: number;
  reprint: { providerOrderId: string; externalId: string; status: string; shipments: unknown[] } | null;
  canReply: boolean;
}

describe('problems after delivery: reports, staff decisions, reprints and refunds (local, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let sim: LocalFulfilmentSimulator;
  let outbox: JobQueue;
  let admin: CheckoutUser;
  let clock = Date.now() + 86_400_000;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    sim = t.app.get<LocalFulfilmentSimulator>(FULFILMENT_PROVIDER);
    outbox = t.app.get(JobQueue);
    admin = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const photo = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();

  async function row(orderHash: string): Promise<OrderRow> {
    const [found] = await db.query<OrderRow[]>(
      `SELECT id, order_hash, order_number, fulfillment_status, printify_order_id, total_amount, refunded_amount
         FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    if (!found) throw new Error('order not found');
    return found;
  }

  async function tickProvider(providerOrderId: string): Promise<void> {
    clock += 86_400_000;
    await sim.tick(new Date(clock), [providerOrderId]);
    await outbox.idle();
  }

  /** A paid order of three lines, walked to delivered by the simulator. */
  async function deliveredOrder(owner: CheckoutUser): Promise<{ order: OrderRow; lineIds: string[] }> {
    await setCart(t, owner.id, [
      { printType: 'canvas', printSize: '20x30' },
      { printType: 'poster', printSize: '12x18' },
      { printType: 'poster', printSize: '8x12' },
    ]);
    const intent = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', owner.bearer)
      .send({ customerInfo: customerInfo(owner.email) });
    expect(intent.status).toBe(200);
    const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', owner.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await outbox.idle();
    const submitted = await row(orderHash);
    for (let i = 0; i < 3; i += 1) await tickProvider(submitted.printify_order_id ?? '');
    const order = await row(orderHash);
    expect(order.fulfillment_status).toBe('delivered');
    const lines = await db.query<{ id: string }[]>(
      `SELECT id FROM order_line_items WHERE order_id = $1 ORDER BY created_at, id`,
      [order.id],
    );
    return { order, lineIds: lines.map((l) => l.id) };
  }

  function report(
    owner: CheckoutUser,
    orderHash: string,
    fields: { reason: string; lineIds: string[]; description: string },
    photos: Buffer[],
  ) {
    let req = t.request
      .post(`/api/orders/${orderHash}/claims`)
      .set('authorization', owner.bearer)
      .field('reason', fields.reason)
      .field('description', fields.description);
    for (const id of fields.lineIds) req = req.field('lineIds', id);
    photos.forEach((bytes, i) => {
      req = req.attach('photos', bytes, { filename: `photo-${i}.jpg`, contentType: 'image/jpeg' });
    });
    return req;
  }

  const claimsOf = async (owner: CheckoutUser, orderHash: string) => {
    const res = await t.request.get(`/api/orders/${orderHash}/claims`).set('authorization', owner.bearer);
    expect(res.status).toBe(200);
    return res.body as {
      canReport: boolean;
      closesAt: string | null;
      linesInOpenReport: string[];
      claims: Claim[];
    };
  };
  const staff = (path: string, body: Record<string, unknown> = {}) =>
    t.request.post(`/api/admin/claims/${path}`).set('authorization', admin.bearer).send(body);
  /** The claim emails sent to `email`: they are jobs, so the queue is waited for first. */
  const mails = async (email: string) => {
    await outbox.idle();
    return db.query<{ subject: string; text_body: string }[]>(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 AND tag LIKE 'claim-%' ORDER BY created_at`,
      [email],
    );
  };
  const audits = (claimId: string) =>
    db.query<{ action: string; outcome: string }[]>(
      `SELECT context->>'action' AS action, context->>'outcome' AS outcome FROM error_logs
        WHERE error_type = 'ADMIN_AUDIT' AND context->'target'->>'id' = $1 ORDER BY created_at`,
      [claimId],
    );

  it('reports, asks, answers, reprints to delivered, refunds in part and declines, with an email and audit each', async () => {
    const owner = await checkoutUser(t);
    const { order, lineIds } = await deliveredOrder(owner);
    const [lineA, lineB, lineC] = lineIds as [string, string, string];

    // 1. A report with two photos: received, photos stripped of metadata behind signed URLs.
    const window = await claimsOf(owner, order.order_hash);
    expect(window.canReport).toBe(true);
    expect(new Date(window.closesAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const withExif = await photo('#f00');
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const first = await report(
      owner,
      order.order_hash,
      { reason: 'damaged_in_transit', lineIds: [lineA], description: 'The canvas corner is crushed.' },
      [withExif, await photo('#0f0')],
    );
    expect(first.status).toBe(201);
    const claim1 = first.body as Claim;
    expect(claim1).toMatchObject({ state: 'received', stateLabel: 'Received', lineIds: [lineA] });
    expect(claim1.nextStep).toMatch(/looking at your report/);
    expect(claim1.photos).toHaveLength(2);
    const signed = new URL(claim1.photos[0]!.url, 'http://localhost');
    expect(signed.pathname).toMatch(new RegExp(`^/api/images/claims/${order.order_hash}/`));
    const image = await t.request.get(signed.pathname + signed.search);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.body as Buffer).metadata()).exif).toBeUndefined();
    const unsigned = await t.request.get(signed.pathname);
    expect(unsigned.status).toBe(403);

    // A line already in an open report: 409 with a clear message.
    const again = await report(
      owner,
      order.order_hash,
      { reason: 'print_fault', lineIds: [lineA, lineB], description: 'Also faded.' },
      [await photo('#00f')],
    );
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/already in an open report/);

    // 2. Staff ask for more; the customer answers with a photo: back to received.
    const ask = await staff(`${claim1.id}/ask`, { message: 'Could you show the box too?' });
    expect(ask.status).toBe(200);
    expect((ask.body as { claim: Claim }).claim.state).toBe('waiting_for_customer');
    const waiting = (await claimsOf(owner, order.order_hash)).claims[0]!;
    expect(waiting).toMatchObject({
      state: 'waiting_for_customer',
      stateLabel: 'Waiting for you',
      canReply: true,
    });
    const answer = await t.request
      .post(`/api/claims/${claim1.id}/replies`)
      .set('authorization', owner.bearer)
      .field('message', 'Here is the box.')
      .attach('photos', await photo('#888'), { filename: 'box.jpg', contentType: 'image/jpeg' });
    expect(answer.status).toBe(200);
    const answered = answer.body as Claim;
    expect(answered.state).toBe('received');
    expect(answered.messages.map((m) => [m.author, m.body])).toEqual([
      ['staff', 'Could you show the box too?'],
      ['customer', 'Here is the box.'],
    ]);
    expect(answered.photos).toHaveLength(3);
    const late = await t.request
      .post(`/api/claims/${claim1.id}/replies`)
      .set('authorization', owner.bearer)
      .field('message', 'One more thing');
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe('This report is not waiting for your answer.');

    // 3. Staff approve a reprint: a second provider order for the same line, no charge, linked, idempotent.
    const providerOrdersBefore = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM fulfilment_simulator_orders`,
    );
    const approve = await staff(`${claim1.id}/approve-reprint`, { note: 'Reprint with extra padding' });
    expect(approve.status).toBe(200);
    expect((approve.body as { claim: Claim }).claim.state).toBe('approved_reprint');
    // The provider order is made by the reprint's job, after the answer.
    await outbox.idle();
    const reprinted = (
      await t.request.get(`/api/admin/claims/${claim1.id}`).set('authorization', admin.bearer)
    ).body as Claim;
    expect(reprinted.state).toBe('approved_reprint');
    const reprint = reprinted.reprint!;
    expect(reprint.externalId).toBe(
      `${order.order_hash}-reprint-${claim1.id.replace(/-/g, '').slice(0, 12)}`,
    );
    expect(reprint.providerOrderId).not.toBe(order.printify_order_id);
    expect(reprinted.reprintCostCents).toBeGreaterThan(0);
    const [simulated] = await db.query<{ lines: { lineId: string }[]; external_id: string; label: string }[]>(
      `SELECT lines, external_id, label FROM fulfilment_simulator_orders WHERE id = $1`,
      [reprint.providerOrderId],
    );
    expect(simulated?.lines.map((l) => l.lineId)).toEqual([lineA]);
    expect(simulated?.label).toBe(`${order.order_number} reprint`);
    const twice = await staff(`${claim1.id}/approve-reprint`, {});
    expect(twice.status).toBe(409);
    const resubmitted = await sim.submitOrder({
      externalId: reprint.externalId,
      label: 'retry',
      address: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        address1: 'x',
        city: 'y',
        zip: '1',
        countryCode: 'US',
      },
      lines: [],
    });
    expect(resubmitted.providerOrderId).toBe(reprint.providerOrderId);
    const providerOrdersAfter = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM fulfilment_simulator_orders`,
    );
    expect(providerOrdersAfter[0]!.n).toBe(providerOrdersBefore[0]!.n + 1);
    // No charge: the order's money and state do not move.
    const unchanged = await row(order.order_hash);
    expect(unchanged).toMatchObject({
      fulfillment_status: 'delivered',
      total_amount: order.total_amount,
      refunded_amount: 0,
    });
    // The simulator walks the reprint to delivered through its signed webhooks: the customer follows its tracking on
    // the claim without any sync, and the claim is resolved.
    await tickProvider(reprint.providerOrderId); // in production
    await tickProvider(reprint.providerOrderId); // shipped: the webhook routes to the reprint's provider order
    const onItsWay = (await claimsOf(owner, order.order_hash)).claims.find((c) => c.id === claim1.id)!;
    expect(onItsWay.reprint?.status).toBe('shipped');
    expect(onItsWay.reprint?.shipments).toEqual([
      expect.objectContaining({ carrier: 'PetArt Post', trackingUrl: expect.any(String) as unknown }),
    ]);
    const reprintWebhooks = await db.query<{ processed: boolean; error: string | null }[]>(
      `SELECT processed, error FROM printify_webhooks WHERE order_id = $1`,
      [reprint.providerOrderId],
    );
    expect(reprintWebhooks.length).toBeGreaterThanOrEqual(2);
    expect(reprintWebhooks.every((w) => w.processed && w.error === null)).toBe(true);
    // The scheduled sync only re-reads: the webhooks left it nothing to change.
    expect(await t.app.get(FulfilmentTrackingService).syncOpenReprints()).toEqual({ checked: 1, changed: 0 });
    const shipped = await t.request.get(`/api/admin/claims/${claim1.id}`).set('authorization', admin.bearer);
    expect((shipped.body as Claim).reprint?.status).toBe('shipped');
    expect((await row(order.order_hash)).fulfillment_status).toBe('delivered');
    await tickProvider(reprint.providerOrderId);
    const followed = (await claimsOf(owner, order.order_hash)).claims.find((c) => c.id === claim1.id)!;
    expect(followed.reprint?.status).toBe('delivered');
    expect(followed.reprint?.shipments).toEqual([
      expect.objectContaining({ carrier: 'PetArt Post', trackingNumber: expect.any(String) as unknown }),
    ]);
    expect(followed.state).toBe('resolved');
    expect((await row(order.order_hash)).fulfillment_status).toBe('delivered');

    // 4. A second report on another line ends in a partial refund at the payment provider.
    const second = await report(
      owner,
      order.order_hash,
      { reason: 'print_fault', lineIds: [lineB], description: 'Colours are washed out.' },
      [await photo('#0ff')],
    );
    expect(second.status).toBe(201);
    const claim2 = second.body as Claim;
    const tooMuch = await staff(`${claim2.id}/approve-refund`, { amount: 100_000, reason: 'Faded print' });
    expect(tooMuch.status).toBe(400);
    expect((await claimsOf(owner, order.order_hash)).claims.find((c) => c.id === claim2.id)?.state).toBe(
      'received',
    );
    const refund = await staff(`${claim2.id}/approve-refund`, { amount: 12.5, reason: 'Faded print' });
    expect(refund.status).toBe(200);
    expect((refund.body as { claim: Claim }).claim).toMatchObject({
      state: 'approved_refund',
      refundCents: 1250,
    });
    const refunded = await row(order.order_hash);
    expect(refunded.refunded_amount).toBe(1250);
    const gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
    const [recorded] = await db.query<{ amount: number; reason: string }[]>(
      `SELECT amount, reason FROM order_refunds WHERE order_id = $1`,
      [order.id],
    );
    expect(recorded).toEqual({ amount: 1250, reason: `Claim ${claim2.id.slice(0, 8)}: Faded print` });
    await expectMoneyAddsUp(db, order.id, (paymentId) => gateway.refundedCents(paymentId));

    // 5. A third report is declined with a reason.
    const third = await report(
      owner,
      order.order_hash,
      { reason: 'other', lineIds: [lineC], description: 'I changed my mind about the size.' },
      [await photo('#ff0')],
    );
    const claim3 = third.body as Claim;
    const decline = await staff(`${claim3.id}/decline`, {
      reason: 'A change of mind is not a print problem.',
    });
    expect(decline.status).toBe(200);
    expect((decline.body as { claim: Claim }).claim).toMatchObject({
      state: 'declined',
      resolution: 'A change of mind is not a print problem.',
    });
    // The declined line is not reported again as if nothing happened: the decision stands, support hears a disagreement.
    const declinedAgain = await report(
      owner,
      order.order_hash,
      { reason: 'other', lineIds: [lineC], description: 'Please look again.' },
      [await photo('#0f0')],
    );
    expect(declinedAgain.status).toBe(409);
    expect(declinedAgain.body).toMatchObject({
      code: 'CLAIM.LINE_SETTLED',
      message:
        'We already looked at a report on an item you chose and declined it, so it cannot be reported again. Please choose other items, or reply to our email if you disagree.',
    });

    // An email at each change, each with the order number and a link to the order page.
    const sent = await mails(owner.email);
    expect(sent.map((m) => m.subject)).toEqual([
      `Your report on PetArt order ${order.order_number}: Received`,
      `Your report on PetArt order ${order.order_number}: Waiting for you`,
      `Your report on PetArt order ${order.order_number}: Received`,
      `Your report on PetArt order ${order.order_number}: Approved: reprint`,
      `Your reprint of PetArt order ${order.order_number} is on its way`,
      `Your report on PetArt order ${order.order_number}: Resolved`,
      `Your report on PetArt order ${order.order_number}: Received`,
      `Your report on PetArt order ${order.order_number}: Approved: refund`,
      `Your report on PetArt order ${order.order_number}: Received`,
      `Your report on PetArt order ${order.order_number}: Declined`,
    ]);
    for (const mail of sent) expect(mail.text_body).toContain(`/app/order-confirmation/${order.order_hash}`);
    expect(sent[1]!.text_body).toContain('Could you show the box too?');
    expect(sent[7]!.text_body).toContain('$12.50');
    expect(sent[4]!.text_body).toMatch(
      /Follow the parcel here: http:\/\/localhost:\d+\/api\/carrier\/track\/PA/,
    );

    // Every staff action in the audit log, the refused ones too.
    expect(await audits(claim1.id)).toEqual([
      { action: 'claims.ask', outcome: 'ok' },
      { action: 'claims.approve_reprint', outcome: 'ok' },
      { action: 'claims.approve_reprint', outcome: 'failed' },
    ]);
    expect(await audits(claim2.id)).toEqual([
      { action: 'claims.approve_refund', outcome: 'failed' },
      { action: 'claims.approve_refund', outcome: 'ok' },
    ]);
    expect(await audits(claim3.id)).toEqual([{ action: 'claims.decline', outcome: 'ok' }]);

    // The queue: oldest first, counts per queue; the detail names the order. An approved refund is made at once, so
    // its claim is with the resolved ones, not left in Approved.
    const queue = await t.request.get('/api/admin/claims?state=resolved').set('authorization', admin.bearer);
    expect(queue.status).toBe(200);
    const queued = queue.body as { claims: { id: string }[]; counts: Record<string, number> };
    expect(queued.claims.map((c) => c.id)).toEqual(expect.arrayContaining([claim1.id, claim2.id]));
    expect(queued.counts.declined).toBeGreaterThanOrEqual(1);
    expect(queued.counts.resolved).toBeGreaterThanOrEqual(2);
    const approved = await t.request
      .get('/api/admin/claims?state=approved')
      .set('authorization', admin.bearer);
    expect((approved.body as { claims: { id: string }[] }).claims.map((c) => c.id)).not.toContain(claim2.id);
    const detail = await t.request.get(`/api/admin/claims/${claim1.id}`).set('authorization', admin.bearer);
    expect(detail.body).toMatchObject({
      order: { id: order.id, orderNumber: order.order_number },
      lines: [expect.objectContaining({ id: lineA })],
    });
    const badQueue = await t.request.get('/api/admin/claims?state=open').set('authorization', admin.bearer);
    expect(badQueue.status).toBe(400);
    // One order's claims, every state, oldest first (the order page's Claims section).
    const ofOrder = await t.request
      .get(`/api/admin/claims?orderId=${order.id}`)
      .set('authorization', admin.bearer);
    expect(ofOrder.status).toBe(200);
    expect((ofOrder.body as { claims: { id: string; state: string }[] }).claims).toEqual([
      expect.objectContaining({ id: claim1.id }),
      expect.objectContaining({ id: claim2.id, state: 'approved_refund' }),
      expect.objectContaining({ id: claim3.id, state: 'declined' }),
    ]);
    const badOrder = await t.request.get('/api/admin/claims?orderId=nope').set('authorization', admin.bearer);
    expect(badOrder.status).toBe(400);
    expect((badOrder.body as { message: string }).message).toMatch(/orderId must be a UUID/);

    // Statistics: the claims rate and cost over a range including today.
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(clock + 86_400_000).toISOString();
    const stats = await t.request
      .get(`/api/admin/claims/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
      .set('authorization', admin.bearer);
    expect(stats.status).toBe(200);
    const s = stats.body as {
      claims: number;
      deliveredOrders: number;
      claimsRate: number;
      costCents: number;
    };
    expect(s.claims).toBeGreaterThanOrEqual(3);
    expect(s.deliveredOrders).toBeGreaterThanOrEqual(1);
    expect(s.claimsRate).toBeCloseTo(s.claims / s.deliveredOrders, 3);
    expect(s.costCents).toBeGreaterThanOrEqual(1250 + reprinted.reprintCostCents);
  });

  it('approving a reprint answers at once while the provider takes 5 s; the reprint reaches the provider once', async () => {
    const owner = await checkoutUser(t);
    const { order, lineIds } = await deliveredOrder(owner);
    const filed = await report(
      owner,
      order.order_hash,
      { reason: 'damaged_in_transit', lineIds: [lineIds[0]!], description: 'Torn.' },
      [await photo('#123')],
    );
    expect(filed.status).toBe(201);
    const claimId = (filed.body as Claim).id;
    const externalId = `${order.order_hash}-reprint-${claimId.replace(/-/g, '').slice(0, 12)}`;
    const submit = sim.submitOrder.bind(sim);
    const submitted: string[] = [];
    const slowSubmit = jest.spyOn(sim, 'submitOrder').mockImplementation(async (request) => {
      submitted.push(request.externalId);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return submit(request);
    });
    try {
      const started = Date.now();
      const approve = await staff(`${claimId}/approve-reprint`, {});
      const answeredInMs = Date.now() - started;
      expect(approve.status).toBe(200);
      expect(answeredInMs).toBeLessThan(2_000);
      expect((approve.body as { claim: Claim }).claim.state).toBe('approved_reprint');
      // The claim is not held meanwhile: staff can read it while the provider is still busy.
      const read = await t.request.get(`/api/admin/claims/${claimId}`).set('authorization', admin.bearer);
      expect(read.status).toBe(200);
      await outbox.idle();
    } finally {
      slowSubmit.mockRestore();
    }
    expect(submitted.filter((id) => id === externalId)).toHaveLength(1);
    const atProvider = await db.query<{ id: string }[]>(
      `SELECT id FROM fulfilment_simulator_orders WHERE external_id = $1`,
      [externalId],
    );
    expect(atProvider).toHaveLength(1);
    const detail = (await t.request.get(`/api/admin/claims/${claimId}`).set('authorization', admin.bearer))
      .body as Claim;
    expect(detail.reprint?.providerOrderId).toBe(atProvider[0]!.id);
    expect((await mails(owner.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Received') as unknown,
      expect.stringContaining('reprint') as unknown,
    ]);
  });

  it('refuses with a clear message: someone else’s order, a non-image, after the window', async () => {
    const owner = await checkoutUser(t);
    const stranger = await checkoutUser(t);
    const { order, lineIds } = await deliveredOrder(owner);
    const fields = { reason: 'damaged_in_transit', lineIds: [lineIds[0]!], description: 'Broken.' };

    const foreign = await report(stranger, order.order_hash, fields, [await photo('#f00')]);
    expect(foreign.status).toBe(404);
    expect(
      (await t.request.get(`/api/orders/${order.order_hash}/claims`).set('authorization', stranger.bearer))
        .status,
    ).toBe(404);

    const notImage = await report(owner, order.order_hash, fields, [Buffer.from('%PDF-1.4 not an image')]);
    expect(notImage.status).toBe(400);
    expect((notImage.body as { message: string }).message).toBe(
      'Photo 1: This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.',
    );
    const noPhoto = await report(owner, order.order_hash, fields, []);
    expect(noPhoto.status).toBe(400);
    expect((noPhoto.body as { message: string }).message).toBe('Please add 1 to 5 photos of the problem.');
    const sixPhotos = await report(
      owner,
      order.order_hash,
      fields,
      await Promise.all([1, 2, 3, 4, 5, 6].map(() => photo('#123'))),
    );
    expect(sixPhotos.status).toBe(400);
    const badReason = await report(owner, order.order_hash, { ...fields, reason: 'meh' }, [
      await photo('#f00'),
    ]);
    expect(badReason.status).toBe(400);
    const otherLine = await report(
      owner,
      order.order_hash,
      { ...fields, lineIds: ['00000000-0000-4000-8000-000000000000'] },
      [await photo('#f00')],
    );
    expect(otherLine.status).toBe(400);

    // Delivered 31 days ago: the window is closed.
    await db.query(
      `UPDATE order_events SET created_at = now() - interval '31 days'
        WHERE order_id = $1 AND to_status = 'delivered'`,
      [order.id],
    );
    const closed = await report(owner, order.order_hash, fields, [await photo('#f00')]);
    expect(closed.status).toBe(409);
    expect((closed.body as { message: string }).message).toMatch(
      /^Problems can be reported within 30 days of delivery; this window closed on \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(await claimsOf(owner, order.order_hash)).toMatchObject({ canReport: false, claims: [] });
    expect(await mails(owner.email)).toEqual([]);
  });

  it('checks the lines before decoding, decodes through the upload gate, and keeps no photo of a refused report', async () => {
    const owner = await checkoutUser(t);
    const { order, lineIds } = await deliveredOrder(owner);
    const [lineA, lineB] = lineIds as [string, string, string];
    const gate = t.app.get(ImageDecodeGate);
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    const gateRun = gate.run.bind(gate);
    const put = storage.put.bind(storage);
    let decodes = 0;
    let arrived = 0;
    let bothArrived!: () => void;
    const barrier = new Promise<void>((resolve) => (bothArrived = resolve));
    const gateSpy = jest.spyOn(gate, 'run').mockImplementation(async (decode) => {
      decodes += 1;
      arrived += 1;
      if (arrived === 2) bothArrived();
      // Two parallel reports both get past the line check before either decodes (at most 2 s).
      await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 2000))]);
      return gateRun(decode);
    });
    const stored: string[] = [];
    const putSpy = jest.spyOn(storage, 'put').mockImplementation((key, body, type) => {
      stored.push(key);
      return put(key, body, type);
    });
    const fields = (lineId: string) => ({ reason: 'print_fault', lineIds: [lineId], description: 'Faded.' });
    try {
      // Over 40 megapixels, and a truncated JPEG: refused by the upload rules, decoded through the gate.
      const large = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#345' } })
        .jpeg({ quality: 20 })
        .toBuffer();
      const tooLarge = await report(owner, order.order_hash, fields(lineA), [large]);
      expect(tooLarge.status).toBe(400);
      expect((tooLarge.body as { message: string }).message).toBe(
        'Photo 1: This image is too large to process. Please upload a photo under 40 megapixels.',
      );
      const whole = await photo('#abc');
      const broken = await report(owner, order.order_hash, fields(lineA), [
        await photo('#f00'),
        whole.subarray(0, Math.floor(whole.length / 2)),
      ]);
      expect(broken.status).toBe(400);
      expect((broken.body as { message: string }).message).toBe(
        'Photo 2: This photo looks damaged or incomplete (it may not have finished copying or downloading). Please try another copy of the photo.',
      );
      expect(decodes).toBe(3);
      expect(stored).toEqual([]);

      // A line already in an open report: refused before any decode.
      expect((await report(owner, order.order_hash, fields(lineA), [await photo('#0f0')])).status).toBe(201);
      decodes = 0;
      arrived = 0;
      const again = await report(owner, order.order_hash, fields(lineA), [await photo('#00f')]);
      expect(again.status).toBe(409);
      expect(decodes).toBe(0);

      // Two reports on one line at once: one is taken, the other refused, and only the taken one's photos are kept.
      stored.length = 0;
      const both = await Promise.all([
        report(owner, order.order_hash, fields(lineB), [await photo('#111'), await photo('#222')]),
        report(owner, order.order_hash, fields(lineB), [await photo('#333'), await photo('#444')]),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      const kept = await db.query<{ storage_key: string }[]>(
        `SELECT p.storage_key FROM claim_photos p JOIN claims c ON c.id = p.claim_id WHERE c.order_id = $1`,
        [order.id],
      );
      const onDisk = [];
      for (const key of stored) if (await storage.exists(key)) onDisk.push(key);
      expect(onDisk.sort()).toEqual(
        kept
          .map((k) => k.storage_key)
          .filter((key) => stored.includes(key))
          .sort(),
      );
      expect(onDisk).toHaveLength(2);
    } finally {
      gateSpy.mockRestore();
      putSpy.mockRestore();
    }
  }, 90_000);

  it('a line reprinted before is reported again only as a flagged repeat; a line or order refunded in full is refused', async () => {
    const owner = await checkoutUser(t);
    const { order, lineIds } = await deliveredOrder(owner);
    const [lineA, lineB, lineC] = lineIds as [string, string, string];
    const fields = (lineId: string) => ({ reason: 'print_fault', lineIds: [lineId], description: 'Faded.' });
    const newClaim = async (lineId: string) => {
      const res = await report(owner, order.order_hash, fields(lineId), [await photo('#f0f')]);
      expect(res.status).toBe(201);
      return res.body as Claim;
    };

    // Reprinted once, then reported again: accepted, and staff see it as a repeat with the earlier report.
    const first = await newClaim(lineA);
    expect((await staff(`${first.id}/approve-reprint`, {})).status).toBe(200);
    const second = await newClaim(lineA);
    const detail = await t.request.get(`/api/admin/claims/${second.id}`).set('authorization', admin.bearer);
    expect(detail.body).toMatchObject({
      repeat: true,
      earlierClaims: [
        { id: first.id, state: 'approved_reprint', reprinted: true, sharedLineIds: [lineA], refundCents: 0 },
      ],
    });
    const firstDetail = await t.request
      .get(`/api/admin/claims/${first.id}`)
      .set('authorization', admin.bearer);
    expect(firstDetail.body).toMatchObject({ repeat: false, earlierClaims: [] });
    const queue = await t.request
      .get(`/api/admin/claims?orderId=${order.id}`)
      .set('authorization', admin.bearer);
    expect((queue.body as { claims: { id: string; repeat: boolean }[] }).claims).toEqual([
      expect.objectContaining({ id: first.id, repeat: false }),
      expect.objectContaining({ id: second.id, repeat: true }),
    ]);

    // Refunded in full for its line: a new report on that line is refused with the reason.
    const [lineBRow] = await db.query<{ line_total: number }[]>(
      `SELECT line_total FROM order_line_items WHERE id = $1`,
      [lineB],
    );
    const third = await newClaim(lineB);
    const refund = await staff(`${third.id}/approve-refund`, {
      amount: lineBRow!.line_total / 100,
      reason: 'Faded print',
    });
    expect(refund.status).toBe(200);
    const refused = await report(owner, order.order_hash, fields(lineB), [await photo('#0ff')]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CLAIM.LINE_SETTLED',
      message:
        'An item you chose was already refunded in full after an earlier report, so it cannot be reported again. Please choose other items, or reply to our email if you need help.',
    });

    // The whole order refunded: nothing is left to report.
    const [money] = await db.query<{ left: number }[]>(
      `SELECT total_amount - refunded_amount AS left FROM orders WHERE id = $1`,
      [order.id],
    );
    const rest = await t.request
      .post(`/api/admin/orders/${order.id}/refund`)
      .set('authorization', admin.bearer)
      .send({ amount: money!.left / 100, reason: 'Goodwill' });
    expect(rest.status).toBe(200);
    const none = await report(owner, order.order_hash, fields(lineC), [await photo('#0ff')]);
    expect(none.status).toBe(409);
    expect((none.body as { message: string }).message).toMatch(/^This order has been refunded in full/);
  }, 90_000);

  it('keeps staff routes for staff: customers 403, anonymous 401', async () => {
    const customer = await checkoutUser(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['get', '/api/admin/claims'],
      ['get', `/api/admin/claims/${id}`],
      ['get', '/api/admin/claims/stats?from=2026-01-01&to=2026-02-01'],
      ['post', `/api/admin/claims/${id}/ask`],
      ['post', `/api/admin/claims/${id}/decline`],
      ['post', `/api/admin/claims/${id}/approve-refund`],
      ['post', `/api/admin/claims/${id}/approve-reprint`],
    ] as const) {
      expect((await t.request[method](path).set('authorization', customer.bearer).send({})).status).toBe(403);
      expect((await t.request[method](path).send({})).status).toBe(401);
    }
    expect((await t.request.post(`/api/claims/${id}/replies`).field('message', 'x')).status).toBe(401);
    const unknown = await t.request.get(`/api/admin/claims/${id}`).set('authorization', admin.bearer);
    expect(unknown.status).toBe(404);
  });
});
