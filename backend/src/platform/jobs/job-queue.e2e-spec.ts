import { FULFILMENT_PROVIDER, type FulfilmentProvider } from '@petart/domain';
import { DataSource } from 'typeorm';
import { checkoutUser, setCart, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { PrintifyFake } from '../../../test/fakes/printify-fake';
import { orderJobs } from '../../../test/jobs';
import { pay } from '../../../test/named-order-fixtures';
import { Job, JobQueue, MAX_ATTEMPTS, orderJobId } from './job-queue';

const PRINTIFY_ORDERS = /^\/v1\/shops\/4242\/orders\.json$/;

/**
 * Retries and dead jobs on the engine, against the wire-level Printify fake (the provider port failing on demand): a
 * submission that fails is retried with
 * a growing delay (JOBS_RETRY_DELAY_SECONDS=5 here: 5 to 10, 10 to 20, 20 to 40 s), and one that keeps failing ends dead, shown to
 * staff with its error and attempts, and runs again when staff retry it. Each retry is made due at once (runDue)
 * after its delay has been checked, so the suite does not wait for them.
 */
jest.setTimeout(120_000);

describe('job retries and dead jobs (e2e, against the Printify fake)', () => {
  let printify: PrintifyFake;
  let t: TestApp;
  let db: DataSource;
  let jobs: JobQueue;
  let admin: CheckoutUser;
  let provider: FulfilmentProvider;

  beforeAll(async () => {
    printify = await new PrintifyFake().start();
    printify.smallPrintAreas(10);
    t = await createTestApp({
      ...printify.env('jobs-retry-secret'),
      PRINTIFY_SYNC_MINUTES: '0',
      JOBS_RETRY_DELAY_SECONDS: '5',
    });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobQueue);
    admin = await checkoutUser(t, { isAdmin: true });
    provider = t.app.get<FulfilmentProvider>(FULFILMENT_PROVIDER);
  });
  afterAll(async () => {
    await jobs?.idle();
    await t?.close();
    await printify?.close();
  });

  async function paidOrder(): Promise<{ id: string; orderHash: string }> {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const orderHash = await pay(t, user);
    const [order] = await db.query<{ id: string }[]>(`SELECT id FROM orders WHERE order_hash = $1`, [
      orderHash,
    ]);
    return { id: order!.id, orderHash };
  }

  const atProvider = (orderHash: string) =>
    [...printify.orders.values()].filter((o) => o.external_id === orderHash);
  const fulfilment = async (orderId: string) => (await orderJobs(t.app, orderId, Job.Fulfilment))[0]!;

  it('a provider that fails three times then succeeds: retried with a growing delay, the order submitted once', async () => {
    const submit = jest
      .spyOn(provider, 'submitOrder')
      .mockRejectedValueOnce(new Error('Printify answered 500'))
      .mockRejectedValueOnce(new Error('Printify answered 500'))
      .mockRejectedValueOnce(new Error('Printify answered 500'));
    const order = await paidOrder();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const job = await fulfilment(order.id);
      expect(job).toMatchObject({ state: 'failed', attempts: attempt });
      expect(job.lastError).toMatch(/500/);
      delays.push((new Date(job.runAfter).getTime() - new Date(job.updatedAt).getTime()) / 1000);
      await jobs.runDue(order.id);
    }
    // Backoff: each delay from its base (5, 10, 20 s) up to twice it, counted from the start of the failed attempt.
    expect(delays[0]).toBeGreaterThanOrEqual(4.9);
    expect(delays[0]).toBeLessThan(12);
    expect(delays[1]).toBeGreaterThanOrEqual(9.9);
    expect(delays[1]).toBeLessThan(22);
    expect(delays[2]).toBeGreaterThanOrEqual(19.9);
    const calls = submit.mock.calls.length;
    submit.mockRestore();
    expect(await fulfilment(order.id)).toMatchObject({ state: 'done', attempts: 4, lastError: null });
    expect(calls).toBe(4);
    expect(atProvider(order.orderHash)).toHaveLength(1);
    const creates = printify
      .calls('POST', PRINTIFY_ORDERS)
      .filter((r) => (r.body as { external_id?: string } | undefined)?.external_id === order.orderHash);
    expect(creates).toHaveLength(1);
  });

  it('a provider that keeps failing: the job ends dead, staff see it with its error, and their retry works', async () => {
    const submit = jest.spyOn(provider, 'submitOrder').mockRejectedValue(new Error('Printify answered 500'));
    const order = await paidOrder();
    try {
      expect(await fulfilment(order.id)).toMatchObject({ state: 'failed', attempts: 1 });
      // The remaining attempts, each made due at once.
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) await jobs.runDue(order.id);
      expect(await fulfilment(order.id)).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS });
    } finally {
      submit.mockRestore();
    }
    const id = orderJobId(Job.Fulfilment, order.id);
    const list = await t.request.get('/api/admin/jobs?status=dead').set('authorization', admin.bearer);
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).find((job) => job.id === id)).toMatchObject({
      kind: 'fulfilment',
      orderHash: order.orderHash,
      status: 'dead',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringMatching(/500/) as unknown,
    });
    const [logged] = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM error_logs WHERE error_type = 'JOB_FAILED' AND context->>'jobId' = $1`,
      [id],
    );
    expect(logged?.n).toBe(1);
    expect(atProvider(order.orderHash)).toEqual([]);

    const retry = await t.request.post(`/api/admin/jobs/${id}/retry`).set('authorization', admin.bearer);
    expect(retry.status).toBe(200);
    await jobs.idle();
    expect(await fulfilment(order.id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(atProvider(order.orderHash)).toHaveLength(1);
  });
});

/**
 * A job made due inside a transaction (staff ending an order's production hold) wakes a worker at the commit: with
 * the idle workers looking only every 60 s here, the release runs within seconds or not at all.
 */
describe('a job made due in a transaction runs at once (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '60', JOBS_POLL_SECONDS: '60' });
  });
  afterAll(() => t?.close());

  // The paid order's own jobs may need a poll (60 s here) when one is retried, so the set-up may take two polls.
  it('staff send a held order to production: its send_to_production job is done within 5 s', async () => {
    const staff = await checkoutUser(t, { isAdmin: true });
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    const orderHash = await pay(t, user, 150_000);
    const [order] = await t.app
      .get(DataSource)
      .query<{ id: string }[]>(`SELECT id FROM orders WHERE order_hash = $1`, [orderHash]);
    const held = await orderJobs(t.app, order!.id, Job.SendToProduction);
    expect(held.map((job) => job.state)).toEqual(['queued']);

    const res = await t.request
      .post(`/api/admin/orders/${order!.id}/send-to-production`)
      .set('authorization', staff.bearer);
    expect(res.status).toBe(200);
    const deadline = Date.now() + 5_000;
    let state = '';
    while (Date.now() < deadline) {
      state = (await orderJobs(t.app, order!.id, Job.SendToProduction))[0]!.state;
      if (state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(state).toBe('done');
  }, 180_000);
});
