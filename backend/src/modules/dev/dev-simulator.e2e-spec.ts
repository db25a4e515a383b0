import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { card, checkoutUser, startCheckout, TEST_CARDS } from '../../../test/checkout-fixtures';
import { simulatorOrderId as simulatorId } from '../../adapters/fulfilment/local-fulfilment.simulator';
import { JobQueue } from '../../platform/jobs/job-queue';

const RELEASED = `SELECT 1 FROM fulfilment_simulator_orders WHERE id = $1 AND released`;

describe('POST /api/dev/fulfilment-simulator/tick', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function paidOrderHash(): Promise<string> {
    const owner = await checkoutUser(t);
    const { clientSecret, orderHash } = await startCheckout(t, owner, [
      { printType: 'canvas', printSize: '20x30' },
    ]);
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', owner.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await t.app.get(JobQueue).idle();
    return orderHash;
  }

  async function status(orderHash: string): Promise<string | undefined> {
    const [row] = await db.query<{ fulfillment_status: string }[]>(
      `SELECT fulfillment_status FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    return row?.fulfillment_status;
  }

  const tick = (orderHash: string) =>
    t.request.post('/api/dev/fulfilment-simulator/tick').send({ orderHash });

  it("moves one order's print one step per call, today, and no other order", async () => {
    const mine = await paidOrderHash();
    const other = await paidOrderHash();
    const before = await status(other);

    // The release to the simulator is a background job of its own: the first step comes once it has run.
    const released = Date.now() + 20_000;
    while (Date.now() < released && (await db.query<unknown[]>(RELEASED, [simulatorId(mine)])).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const steps: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await tick(mine).expect(200);
      expect(res.body).toEqual({ steps: 1 });
      await t.app.get(JobQueue).idle();
      steps.push(await status(mine));
    }
    expect(steps).toEqual(['in_production', 'shipped', 'delivered']);
    expect((await tick(mine).expect(200)).body).toEqual({ steps: 0 });
    expect(await status(other)).toBe(before);

    const [shipped] = await db.query<{ fulfilled_at: Date }[]>(
      `SELECT fulfilled_at FROM fulfilment_simulator_orders WHERE starts_with(id, $1)`,
      [`local-${mine.slice(0, 8)}`],
    );
    expect(Math.abs((shipped?.fulfilled_at ?? new Date(0)).getTime() - Date.now())).toBeLessThan(60_000);
  }, 90_000);

  it('refuses what is not an order hash', async () => {
    const res = await tick("x'; --");
    expect(res.status).toBe(400);
    expect((await tick('0123456789abcdefZZ').expect(200)).body).toEqual({ steps: 0 });
  });

  it('does not exist in the production profile', async () => {
    const prod = await createTestApp({ APP_PROFILE: 'production', ALLOW_LOCAL_ADAPTERS: 'true' });
    try {
      const res = await prod.request
        .post('/api/dev/fulfilment-simulator/tick')
        .send({ orderHash: 'abcdef0123' });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
