import { JobQueue } from '../src/platform/jobs/job-queue';
import { checkoutUser, payLocally, startCheckout } from './checkout-fixtures';
import { createTestApp, type TestApp } from './create-test-app';
import { PrintifyFake } from './fakes/printify-fake';

/**
 * The shipping method at Printify: the quote reads Printify's calculation (express its priority figure), and the
 * order created at Printify carries the method paid for (`shipping_method` 2 for express, 1 for standard).
 */
describe('shipping methods against the Printify fake (e2e)', () => {
  let printify: PrintifyFake;
  let t: TestApp;
  const orderHashes: string[] = [];

  beforeAll(async () => {
    printify = await new PrintifyFake().start();
    printify.smallPrintAreas(10);
    t = await createTestApp({ ...printify.env('pfy-method-secret'), PRINTIFY_SYNC_MINUTES: '0' });
  });

  afterAll(async () => {
    // Other suites' syncs read every open order: leave ours delivered at the fake.
    for (const order of printify.orders.values()) {
      if (!orderHashes.includes(order.external_id ?? '')) continue;
      order.status = 'fulfilled';
    }
    await t?.app.get(JobQueue).idle();
    await t?.close();
    await printify?.close();
  });

  async function paidOrder(shippingMethod?: string): Promise<string> {
    const user = await checkoutUser(t);
    const started = await startCheckout(t, user, undefined, shippingMethod ? { shippingMethod } : {});
    orderHashes.push(started.orderHash);
    await payLocally(t, user, started.clientSecret);
    await t.app.get(JobQueue).idle();
    return started.orderHash;
  }

  const createBodyOf = (orderHash: string) =>
    printify
      .calls('POST', /^\/v1\/shops\/4242\/orders\.json$/)
      .map((r) => r.body as { external_id?: string; shipping_method?: number })
      .filter((b) => b.external_id === orderHash);

  it('creates an express order at Printify with shipping_method 2', async () => {
    const orderHash = await paidOrder('express');
    const bodies = createBodyOf(orderHash);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.shipping_method).toBe(2);
  });

  it('creates a standard order with shipping_method 1', async () => {
    const orderHash = await paidOrder();
    expect(createBodyOf(orderHash).map((b) => b.shipping_method)).toEqual([1]);
  });
});
