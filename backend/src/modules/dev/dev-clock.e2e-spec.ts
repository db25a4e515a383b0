import { CLOCK, CLOCK_CONTROL, type Clock, type ClockControl } from '@petart/domain';
import { DataSource } from 'typeorm';
import {
  card,
  checkoutUser,
  startCheckout,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { orderJobs } from '../../../test/jobs';
import { JobQueue } from '../../platform/jobs/job-queue';

interface ClockBody {
  now: string;
  wallClock: string;
  offsetMinutes: number;
  jobsDue?: number;
  jobsLater?: number;
}
const clockOf = (res: { body: unknown }): ClockBody => res.body as ClockBody;

/**
 * The local profile's clock moved forward through the dev tools: the windows end on the clock, and the delayed jobs
 * whose time has come on it run. One app for the suite: the clock only moves forward, so the tests build on each
 * other's time (each works from the offset it finds).
 */
describe('the dev clock (local profile)', () => {
  let t: TestApp;
  let db: DataSource;
  let jobs: JobQueue;
  let admin: CheckoutUser;
  let customer: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '60' });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobQueue);
    admin = await checkoutUser(t, { isAdmin: true });
    customer = await checkoutUser(t);
  });
  afterAll(() => t?.close());

  const readClock = () => t.request.get('/api/dev/clock').set('authorization', admin.bearer);
  const advance = (minutes: unknown, who: CheckoutUser = admin) =>
    t.request.post('/api/dev/clock/advance').set('authorization', who.bearer).send({ minutes });

  /** A paid order, on hold at the simulated print provider, as the payment's jobs leave it. */
  async function paidOrder(user: CheckoutUser) {
    const checkout = await startCheckout(t, user);
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret: checkout.clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await jobs.idle(checkout.id);
    return checkout;
  }
  const orderRow = async (id: string) => {
    const [row] = await db.query<
      { fulfillment_status: string; invoice_status: string; printify_order_id: string }[]
    >(`SELECT fulfillment_status, invoice_status, printify_order_id FROM orders WHERE id = $1`, [id]);
    if (!row) throw new Error(`no order ${id}`);
    return row;
  };
  const released = async (providerOrderId: string) => {
    const [row] = await db.query<{ released: boolean; status: string }[]>(
      `SELECT released, status FROM fulfilment_simulator_orders WHERE id = $1`,
      [providerOrderId],
    );
    return row;
  };
  const sendJob = async (orderId: string) => (await orderJobs(t.app, orderId, 'send_to_production'))[0];

  it('answers staff with the clock, the wall clock and the offset; customers 403, no token 401', async () => {
    const res = await readClock();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = clockOf(res);
    expect(Object.keys(body).sort()).toEqual(['now', 'offsetMinutes', 'wallClock']);
    expect(Date.parse(body.now) - Date.parse(body.wallClock)).toBe(body.offsetMinutes * 60_000);
    expect(Math.abs(Date.parse(body.wallClock) - Date.now())).toBeLessThan(5_000);

    const before = t.app.get<ClockControl>(CLOCK_CONTROL).offsetMs();
    expect((await t.request.get('/api/dev/clock').set('authorization', customer.bearer)).status).toBe(403);
    expect((await t.request.get('/api/dev/clock')).status).toBe(401);
    const refused = await advance(5, customer);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    expect((await t.request.post('/api/dev/clock/advance').send({ minutes: 5 })).status).toBe(401);
    expect(t.app.get<ClockControl>(CLOCK_CONTROL).offsetMs()).toBe(before);
  });

  it('moves forward only, by whole minutes (400 for anything else), and the step is audited', async () => {
    const before = t.app.get<ClockControl>(CLOCK_CONTROL).offsetMs();
    for (const minutes of [0, -5, 1.5, '10', null, 366 * 24 * 60 + 1]) {
      const res = await advance(minutes);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    }
    expect(t.app.get<ClockControl>(CLOCK_CONTROL).offsetMs()).toBe(before);

    const res = await advance(1);
    expect(res.status).toBe(200);
    expect(clockOf(res).offsetMinutes).toBe(before / 60_000 + 1);
    const [audit] = await db.query<{ context: { action: string; detail: { minutes: number } } }[]>(
      `SELECT context FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND user_id = $1
        ORDER BY created_at DESC LIMIT 1`,
      [admin.id],
    );
    expect(audit?.context).toMatchObject({ action: 'clock.advance', detail: { minutes: 1 } });
  });

  it('sends a held order to production once the clock passes its 60-minute cancellation window, and the customer can no longer cancel', async () => {
    const order = await paidOrder(customer);
    const path = `/api/orders/${encodeURIComponent(order.orderHash)}/cancel`;
    const held = await orderRow(order.id);
    expect(held.fulfillment_status).toBe('submitted');
    expect(await released(held.printify_order_id)).toMatchObject({ released: false });
    expect((await sendJob(order.id))?.state).toBe('queued');
    const view = await t.request
      .get(`/api/order/hash/${order.orderHash}`)
      .set('authorization', customer.bearer);
    expect((view.body as { cancellableUntil: string | null }).cancellableUntil).not.toBeNull();

    // 59 minutes on: still inside the window, the job still waits (a minute sooner).
    const inside = await advance(59);
    expect(inside.status).toBe(200);
    expect(clockOf(inside).jobsLater).toBeGreaterThanOrEqual(1);
    await jobs.idle(order.id);
    expect(await released(held.printify_order_id)).toMatchObject({ released: false });
    expect((await sendJob(order.id))?.state).toBe('queued');

    // Two more minutes: the window (60 minutes after payment, on the clock) has ended.
    const past = await advance(2);
    expect(past.status).toBe(200);
    expect(clockOf(past).jobsDue).toBeGreaterThanOrEqual(1);
    await jobs.idle(order.id);
    expect((await sendJob(order.id))?.state).toBe('done');
    expect(await released(held.printify_order_id)).toMatchObject({ released: true });

    const cancel = await t.request.post(path).set('authorization', customer.bearer);
    expect(cancel.status).toBe(409);
    expect((cancel.body as { message: string }).message).toBe(
      'This order can no longer be cancelled: the cancellation window has closed or the order is already in production.',
    );
    const after = await t.request
      .get(`/api/order/hash/${order.orderHash}`)
      .set('authorization', customer.bearer);
    expect((after.body as { cancellableUntil: string | null }).cancellableUntil).toBeNull();
    expect((await orderRow(order.id)).invoice_status).toBe('paid');
  });

  it('stamps an order paid after the move on the clock: its window is a full hour from then, and the cancel goes through', async () => {
    const offset = t.app.get<ClockControl>(CLOCK_CONTROL).offsetMs();
    expect(offset).toBeGreaterThan(60 * 60_000);
    const order = await paidOrder(customer);
    const [row] = await db.query<{ paid_at: Date }[]>(`SELECT paid_at FROM orders WHERE id = $1`, [order.id]);
    const paidAt = row?.paid_at.getTime() ?? 0;
    // The clock's time, not the database's (which is more than an hour behind it).
    expect(Math.abs(paidAt - t.app.get<Clock>(CLOCK).now().getTime())).toBeLessThan(60_000);
    const view = await t.request
      .get(`/api/order/hash/${order.orderHash}`)
      .set('authorization', customer.bearer);
    const until = (view.body as { cancellableUntil: string | null }).cancellableUntil;
    expect(Date.parse(until ?? '') - paidAt).toBe(60 * 60_000);
    // Its release to production still waits for the window (about an hour, in the engine's time too).
    const job = await sendJob(order.id);
    expect(job?.state).toBe('queued');
    expect(new Date(job?.runAfter ?? 0).getTime() - Date.now()).toBeGreaterThan(58 * 60_000);
    const cancel = await t.request
      .post(`/api/orders/${encodeURIComponent(order.orderHash)}/cancel`)
      .set('authorization', customer.bearer);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ fulfillmentStatus: 'cancelled', invoiceStatus: 'refunded' });
    await jobs.idle(order.id);
  });
});

describe('the dev clock in the production profile', () => {
  it('does not exist: 404 for staff, and the clock is the wall clock with nothing to move it', async () => {
    const t = await createTestApp({ APP_PROFILE: 'production', ALLOW_LOCAL_ADAPTERS: 'true' });
    try {
      const admin = await checkoutUser(t, { isAdmin: true });
      const read = await t.request.get('/api/dev/clock').set('authorization', admin.bearer);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ code: 'HTTP.NOT_FOUND' });
      const moved = await t.request
        .post('/api/dev/clock/advance')
        .set('authorization', admin.bearer)
        .send({ minutes: 61 });
      expect(moved.status).toBe(404);
      expect(t.app.get(CLOCK_CONTROL)).toBeNull();
      expect(Math.abs(t.app.get<Clock>(CLOCK).now().getTime() - Date.now())).toBeLessThan(1_000);
    } finally {
      await t.close();
    }
  });
});
