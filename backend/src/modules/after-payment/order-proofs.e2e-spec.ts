import { CLOCK_CONTROL, PRINTING_START_TEXT, PROOF_MESSAGES, type ClockControl } from '@petart/domain';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  checkoutUser,
  payLocally,
  startCheckout,
  type CheckoutUser,
  type StartedCheckout,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';
import { OrderProofsService } from '../orders';

const STAFF_INBOX = 'proof-staff@example.com';
const DAY_MS = 86_400_000;

interface OrderRow {
  fulfillment_status: string;
  printify_order_id: string | null;
  proof_requested: boolean;
}
interface ProofBody {
  revision: number;
  status: string;
  files: {
    lineId: string;
    line: number;
    url: string;
    previewUrl: string;
    widthPx: number;
    heightPx: number;
  }[];
  changeNote: string | null;
}

describe('proof approval: the order waits for its customer before anything is printed (local, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let jobs: JobQueue;
  let staff: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '60', ADMIN_EMAILS: STAFF_INBOX });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobQueue);
    staff = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const clock = () => t.app.get<ClockControl>(CLOCK_CONTROL);
  const orderRow = async (id: string): Promise<OrderRow> => {
    const [row] = await db.query<OrderRow[]>(
      `SELECT fulfillment_status, printify_order_id, proof_requested FROM orders WHERE id = $1`,
      [id],
    );
    if (!row) throw new Error(`no order ${id}`);
    return row;
  };
  const mails = (to: string) =>
    db.query<{ subject: string; text_body: string; html_body: string }[]>(
      `SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
      [to],
    );
  const audits = (orderId: string) =>
    db.query<{ action: string; actor: string }[]>(
      `SELECT context->>'action' AS action, context->'actor'->>'email' AS actor
         FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND context->'target'->>'id' = $1 ORDER BY created_at`,
      [orderId],
    );
  const orderPage = async (user: CheckoutUser, hash: string) => {
    const res = await t.request.get(`/api/order/hash/${hash}`).set('authorization', user.bearer);
    expect(res.status).toBe(200);
    return res.body as {
      fulfillmentStatus: string;
      proofRequested: boolean;
      awaitingApproval: boolean;
      cancellableUntil: string | null;
      proof: ProofBody | null;
      items: { id: string; nameEditable: boolean; nameEditableUntil: string | null }[];
    };
  };
  const approve = (user: CheckoutUser, hash: string) =>
    t.request.post(`/api/orders/${hash}/proof/approve`).set('authorization', user.bearer);
  const askChange = (user: CheckoutUser, hash: string, note: unknown) =>
    t.request
      .post(`/api/orders/${hash}/proof/change-request`)
      .set('authorization', user.bearer)
      .send({ note });

  /** A paid order of `user` (with a proof unless told otherwise), its jobs run. */
  async function paidOrder(
    user: CheckoutUser,
    options: { proof?: boolean; name?: boolean } = {},
  ): Promise<StartedCheckout> {
    const order = await startCheckout(t, user, [{ printType: 'canvas', printSize: '20x30' }], {
      ...(options.proof === false ? {} : { proof: true }),
    });
    await payLocally(t, user, order.clientSecret);
    // A name on the print, as the cart would have carried it (the cart's price is not what this suite is about).
    if (options.name) {
      await db.query(
        `UPDATE order_line_items SET personalisation = '{"name":"Rex","font":"playfair","placement":"bottom","colour":"auto"}'::jsonb
            WHERE order_id = $1`,
        [order.id],
      );
    }
    await jobs.idle();
    return order;
  }

  it('prices the proof into the delivery estimate at checkout', async () => {
    const user = await checkoutUser(t);
    const ask = (proof: boolean) =>
      t.request
        .post('/api/pricing/calculate-cart')
        .set('authorization', user.bearer)
        .send({
          items: [{ printType: 'canvas', printSize: '20x30', quantity: 1 }],
          country: 'US',
          address: { state: 'CA', postalCode: '94105', city: 'San Francisco', address1: '1 Market St' },
          proof,
        });
    const [without, withProof] = [await ask(false), await ask(true)];
    expect(without.status).toBe(200);
    const plain = without.body as { deliveryTime: string; shippingMethods: { maxDays: number }[] };
    const proofed = withProof.body as typeof plain;
    const [min, max] = plain.deliveryTime.split(' ')[0]!.split('-').map(Number) as [number, number];
    expect(proofed.deliveryTime).toBe(`${min + 2}-${max + 2} business days`);
    expect(proofed.shippingMethods.map((m) => m.maxDays)).toEqual(
      plain.shippingMethods.map((m) => m.maxDays + 2),
    );
    // The price does not change: the proof is free.
    expect((withProof.body as { total: number }).total).toBe((without.body as { total: number }).total);
  });

  it('waits at awaiting approval past its cancel window, and goes to the provider only once approved', async () => {
    const user = await checkoutUser(t);
    const order = await paidOrder(user);
    expect(await orderRow(order.id)).toEqual({
      fulfillment_status: 'awaiting_approval',
      printify_order_id: null,
      proof_requested: true,
    });
    const page = await orderPage(user, order.orderHash);
    expect(page).toMatchObject({
      proofRequested: true,
      awaitingApproval: true,
      fulfillmentStatus: 'awaiting_approval',
    });
    expect(page.proof).toMatchObject({ revision: 1, status: 'shown', changeNote: null });
    // The proof is the line's real print file: the generator's file at its print size, with a picture of it.
    expect(page.proof?.files).toHaveLength(1);
    const file = page.proof!.files[0]!;
    expect(file).toMatchObject({ line: 1, lineId: page.items[0]!.id, widthPx: 200, heightPx: 300 });
    expect(file.url).toMatch(/print-files\/.+-1-proof1\.jpg/);
    expect(file.previewUrl).toMatch(/-1-proof1-preview\.jpg/);
    const picture = await t.request.get(new URL(file.previewUrl).pathname + new URL(file.previewUrl).search);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/image\/jpeg/);
    const [proofMail] = (await mails(user.email)).filter((m) => m.subject.includes('proof'));
    expect(proofMail?.subject).toMatch(/^Your proof for order PA-\w+ is ready to approve$/);
    expect(proofMail?.html_body).toContain('-1-proof1-preview.jpg');
    expect(proofMail?.text_body).toContain('/app/order-confirmation/');
    // The confirmation says what the page says: printing waits for the approval, not for the 60-minute window.
    const [confirmation] = (await mails(user.email)).filter((m) => m.subject.includes('is confirmed'));
    expect(confirmation?.text_body).toContain(PRINTING_START_TEXT.afterProofApproval);
    expect(confirmation?.text_body).toContain(PRINTING_START_TEXT.cancelUntilProofApproved);
    expect(confirmation?.text_body).not.toContain('We start printing at');

    // Two hours later (the 60-minute window long gone) nothing has moved, and the customer may still cancel.
    clock().advance(2 * 60 * 60_000);
    await jobs.runDue(order.id);
    expect(await orderRow(order.id)).toMatchObject({
      fulfillment_status: 'awaiting_approval',
      printify_order_id: null,
    });
    expect((await orderPage(user, order.orderHash)).awaitingApproval).toBe(true);

    const approved = await approve(user, order.orderHash);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ revision: 1, status: 'approved' });
    await jobs.idle(order.id);
    const after = await orderRow(order.id);
    expect(after.printify_order_id).not.toBeNull();
    expect(['submitted', 'in_production']).toContain(after.fulfillment_status);
    expect((await audits(order.id)).map((a) => [a.action, a.actor])).toEqual([
      ['orders.proof_approved', user.email],
    ]);

    // Approving twice is refused with the reason.
    const again = await approve(user, order.orderHash);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(PROOF_MESSAGES.already_approved);
  });

  it('lets the customer cancel a proof order still waiting, long after the cancel window', async () => {
    const user = await checkoutUser(t);
    const order = await paidOrder(user);
    clock().advance(3 * 60 * 60_000);
    const res = await t.request
      .post(`/api/orders/${order.orderHash}/cancel`)
      .set('authorization', user.bearer);
    expect(res.status).toBe(200);
    await jobs.idle(order.id);
    expect((await orderRow(order.id)).fulfillment_status).toBe('cancelled');
    const late = await approve(user, order.orderHash);
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe(PROOF_MESSAGES.cancelled);
  });

  it('takes a change request to staff, who redraw it; the new proof is approved', async () => {
    const user = await checkoutUser(t);
    const order = await paidOrder(user);
    const tooShort = await askChange(user, order.orderHash, 'no');
    expect(tooShort.status).toBe(400);
    expect((tooShort.body as { message: string }).message).toBe(PROOF_MESSAGES.note_missing);

    const asked = await askChange(user, order.orderHash, '  Please crop a little less off the top.  ');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      revision: 1,
      status: 'change_requested',
      changeNote: 'Please crop a little less off the top.',
    });
    const waiting = await approve(user, order.orderHash);
    expect(waiting.status).toBe(409);
    expect((waiting.body as { message: string }).message).toBe(PROOF_MESSAGES.change_pending);

    // Staff read the note on the order page and draw a new proof (audited).
    const detail = await t.request.get(`/api/admin/orders/${order.id}`).set('authorization', staff.bearer);
    expect(detail.body).toMatchObject({
      proofRequested: true,
      canRedrawProof: true,
      proofs: [
        { revision: 1, status: 'change_requested', changeNote: 'Please crop a little less off the top.' },
      ],
    });
    const redraw = await t.request
      .post(`/api/admin/orders/${order.id}/proof/redraw`)
      .set('authorization', staff.bearer);
    expect(redraw.status).toBe(200);
    expect(redraw.body).toMatchObject({ revision: 2, status: 'drawing', requestedBy: 'staff' });
    await jobs.idle(order.id);
    const page = await orderPage(user, order.orderHash);
    expect(page.proof).toMatchObject({ revision: 2, status: 'shown' });
    expect(page.proof?.files[0]?.url).toMatch(/-1-proof2\.jpg/);
    expect((await mails(user.email)).map((m) => m.subject).filter((s) => s.includes('proof'))).toHaveLength(
      2,
    );
    expect((await orderRow(order.id)).printify_order_id).toBeNull();

    expect((await approve(user, order.orderHash)).status).toBe(200);
    await jobs.idle(order.id);
    expect((await orderRow(order.id)).printify_order_id).not.toBeNull();
    expect((await audits(order.id)).map((a) => a.action)).toEqual([
      'orders.proof_change_requested',
      'orders.proof_redraw',
      'orders.proof_approved',
    ]);
    // Nothing left to redraw once approved.
    const late = await t.request
      .post(`/api/admin/orders/${order.id}/proof/redraw`)
      .set('authorization', staff.bearer);
    expect(late.status).toBe(409);
  });

  it('shows a new proof when the customer changes the name themselves, whatever the time', async () => {
    const user = await checkoutUser(t);
    const order = await paidOrder(user, { name: true });
    clock().advance(2 * 60 * 60_000);
    const page = await orderPage(user, order.orderHash);
    expect(page.items[0]).toMatchObject({ nameEditable: true, nameEditableUntil: null });
    const res = await t.request
      .patch(`/api/orders/${order.orderHash}/lines/${page.items[0]!.id}/personalisation`)
      .set('authorization', user.bearer)
      .send({ name: 'Rexy', font: 'playfair', placement: 'bottom', colour: 'auto' });
    expect(res.status).toBe(200);
    await jobs.idle(order.id);
    const after = await orderPage(user, order.orderHash);
    expect(after.proof).toMatchObject({ revision: 2, status: 'shown' });
    const [proofs] = await db.query<{ n: string; by: string }[]>(
      `SELECT count(*) AS n, max(requested_by) FILTER (WHERE revision = 2) AS by FROM order_proofs WHERE order_id = $1`,
      [order.id],
    );
    expect(proofs).toEqual({ n: '2', by: 'customer' });
  });

  it('reminds the customer after 2 days and tells staff after 7, on the shop clock; never approves', async () => {
    const user = await checkoutUser(t);
    const order = await paidOrder(user);
    const followUps = t.app.get(OrderProofsService);
    const proofMails = async () => (await mails(user.email)).filter((m) => /proof/i.test(m.subject));
    const staffMails = () => mails(STAFF_INBOX);

    clock().advance(DAY_MS + 60_000);
    await followUps.followUps();
    expect(await proofMails()).toHaveLength(1);

    clock().advance(DAY_MS);
    const second = await followUps.followUps();
    expect(second.reminded).toBeGreaterThanOrEqual(1);
    const reminders = (await proofMails()).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Reminder: your proof for order PA-\w+ is waiting for you$/);
    // Once only.
    await followUps.followUps();
    expect((await proofMails()).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(1);

    clock().advance(5 * DAY_MS);
    await followUps.followUps();
    const [{ number } = { number: '' }] = await db.query<{ number: string }[]>(
      `SELECT order_number AS number FROM orders WHERE id = $1`,
      [order.id],
    );
    const alerts = (await staffMails()).filter(
      (m) => m.subject === `Proof unanswered for 7 days: order ${number}`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text_body).toContain(`/orders/${order.id}`);
    expect((await audits(order.id)).map((a) => [a.action, a.actor])).toEqual([
      ['orders.proof_unanswered', 'shop'],
    ]);
    await followUps.followUps();
    expect((await staffMails()).filter((m) => m.subject.includes(number))).toHaveLength(1);
    // The order still waits: nothing is approved for the customer.
    expect(await orderRow(order.id)).toMatchObject({
      fulfillment_status: 'awaiting_approval',
      printify_order_id: null,
    });
  });

  it('answers only the owner, and refuses an order without a proof', async () => {
    const owner = await checkoutUser(t);
    const stranger = await checkoutUser(t);
    const order = await paidOrder(owner);
    expect((await approve(stranger, order.orderHash)).status).toBe(404);
    expect((await askChange(stranger, order.orderHash, 'Make it blue please')).status).toBe(404);
    // Staff are not the customer: their own answer to a customer's proof is not found either.
    expect((await approve(staff, order.orderHash)).status).toBe(404);
    expect((await t.request.post(`/api/orders/${order.orderHash}/proof/approve`)).status).toBe(401);
    expect(
      (await t.request.post(`/api/admin/orders/${order.id}/proof/redraw`).set('authorization', owner.bearer))
        .status,
    ).toBe(403);
    expect((await orderRow(order.id)).fulfillment_status).toBe('awaiting_approval');

    const plain = await paidOrder(owner, { proof: false });
    const refused = await approve(owner, plain.orderHash);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(PROOF_MESSAGES.not_requested);
    expect((await orderPage(owner, plain.orderHash)).proof).toBeNull();
  });
});
