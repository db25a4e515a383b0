import { FULFILMENT_PROVIDER, PAYMENT_GATEWAY, type RefundRequest } from '@petart/domain';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { LocalFulfilmentSimulator } from '../src/adapters/fulfilment/local-fulfilment.simulator';
import type { LocalPaymentGateway } from '../src/adapters/payments/local-payment.gateway';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { PaymentEventsService } from '../src/modules/payments/payment-events.service';
import {
  card,
  checkoutUser,
  startCheckout,
  TEST_CARDS,
  type CheckoutUser,
  type StartedCheckout,
} from './checkout-fixtures';
import { createTestApp, type TestApp } from './create-test-app';
import { expectEmailsTruthful, expectMoneyAddsUp, expectTotalsAddUp } from './money-invariant';

/**
 * The money invariant as a property: random interleavings of pay, decline, customer cancel, staff cancel, provider
 * cancel, provider webhooks in any order and duplicated, the payment provider's late success, refund failures,
 * retries and a restart, against the real app and PostgreSQL. After every step, at rest: money taken minus money
 * refunded equals what the order's state says is owed (or the refund is visibly pending and queued), and no email
 * promises a refund that is not recorded. Replay a failure with MONEY_PROPERTY_SEED=<seed> (and the path fast-check
 * prints); MONEY_PROPERTY_RUNS sets how many interleavings run (default 100, about 40 s).
 */
type Step =
  | { kind: 'pay' }
  | { kind: 'decline' }
  | { kind: 'customerCancel' }
  | { kind: 'staffCancel' }
  | { kind: 'providerCancel'; twice: boolean }
  | { kind: 'providerProgress'; topic: 'order:sent-to-production' | 'order:shipment:created'; twice: boolean }
  | { kind: 'providerPaysLate'; twice: boolean }
  | { kind: 'refundsFail'; fail: boolean }
  | { kind: 'retryJobs' }
  | { kind: 'restart' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'pay' }),
  fc.constant<Step>({ kind: 'decline' }),
  fc.constant<Step>({ kind: 'customerCancel' }),
  fc.constant<Step>({ kind: 'staffCancel' }),
  fc.record({ kind: fc.constant('providerCancel' as const), twice: fc.boolean() }),
  fc.record({
    kind: fc.constant('providerProgress' as const),
    topic: fc.constantFrom('order:sent-to-production' as const, 'order:shipment:created' as const),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('providerPaysLate' as const), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('refundsFail' as const), fail: fc.boolean() }),
  fc.constant<Step>({ kind: 'retryJobs' }),
  fc.constant<Step>({ kind: 'restart' }),
);

const ENV = {
  CANCEL_WINDOW_MINUTES: '60',
  FULFILMENT_SIMULATOR_STEP_SECONDS: '0',
  AFTER_PAYMENT_CHECK_MINUTES: '0',
};

describe('money adds up under any interleaving (property, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let outbox: JobQueue;
  let staff: CheckoutUser;
  /** The payment provider's side of the books, kept across restarts: refunds it made, payments it cancelled. */
  const refundsAtProvider = new Map<string, number>();
  const refundIds = new Set<string>();
  const cancelledAtProvider = new Set<string>();
  let refundsFail = false;

  async function boot(): Promise<void> {
    t = await createTestApp(ENV);
    db = t.app.get(DataSource);
    outbox = t.app.get(JobQueue);
    const gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
    const refund = gateway.refund.bind(gateway);
    jest.spyOn(gateway, 'refund').mockImplementation(async (request: RefundRequest) => {
      if (refundsFail) throw new Error('the payment provider is unavailable');
      const result = await refund(request);
      if (!refundIds.has(result.refundId)) {
        refundIds.add(result.refundId);
        refundsAtProvider.set(
          request.paymentId,
          (refundsAtProvider.get(request.paymentId) ?? 0) + result.amountCents,
        );
      }
      return result;
    });
    const cancel = gateway.cancelPayment.bind(gateway);
    jest.spyOn(gateway, 'cancelPayment').mockImplementation(async (paymentId: string) => {
      const result = await cancel(paymentId);
      if (result.status === 'canceled') cancelledAtProvider.add(paymentId);
      return result;
    });
  }

  beforeAll(async () => {
    await boot();
    staff = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const expectNo5xx = (res: { status: number; text: string }) => {
    expect({ status: res.status < 500 ? 'ok' : res.status, body: res.text }).toMatchObject({ status: 'ok' });
  };

  async function webhook(orderId: string, orderHash: string, type: string, data: Record<string, unknown>) {
    const [row] = await db.query<{ providerId: string | null }[]>(
      `SELECT printify_order_id AS "providerId" FROM orders WHERE id = $1`,
      [orderId],
    );
    const body = JSON.stringify({
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      resource: {
        id: row?.providerId ?? `unknown-${randomUUID()}`,
        type: 'order',
        data: { shop_id: 0, external_id: orderHash, ...data },
      },
    });
    const simulator = t.app.get<LocalFulfilmentSimulator>(FULFILMENT_PROVIDER);
    return t.request
      .post('/api/webhooks/printify')
      .set('content-type', 'application/json')
      .set('x-pfy-signature', simulator.sign(Buffer.from(body)))
      .send(body);
  }

  async function run(user: CheckoutUser, order: StartedCheckout, s: Step) {
    const { paymentId } = order;
    switch (s.kind) {
      case 'pay':
      case 'decline': {
        const number = s.kind === 'pay' ? TEST_CARDS.success : TEST_CARDS.declined;
        const res = await t.request
          .post('/api/payments/local/confirm')
          .set('authorization', user.bearer)
          .send({ clientSecret: order.clientSecret, ...card(number) });
        expectNo5xx(res);
        break;
      }
      case 'customerCancel':
        expectNo5xx(
          await t.request.post(`/api/orders/${order.orderHash}/cancel`).set('authorization', user.bearer),
        );
        break;
      case 'staffCancel':
        expectNo5xx(
          await t.request.post(`/api/admin/orders/${order.id}/cancel`).set('authorization', staff.bearer),
        );
        break;
      case 'providerCancel':
      case 'providerProgress': {
        const type = s.kind === 'providerCancel' ? 'order:updated' : s.topic;
        const data =
          s.kind === 'providerCancel'
            ? { status: 'canceled' }
            : s.topic === 'order:shipment:created'
              ? {
                  status: 'partially-fulfilled',
                  carrier: {
                    code: 'usps',
                    tracking_number: `9400${order.id.slice(0, 8)}`,
                    tracking_url: 'https://usps.example',
                  },
                  shipped_at: new Date().toISOString(),
                }
              : { status: 'in-production' };
        expectNo5xx(await webhook(order.id, order.orderHash, type, data));
        if (s.twice) expectNo5xx(await webhook(order.id, order.orderHash, type, data));
        break;
      }
      case 'providerPaysLate': {
        // The provider's own success event (the card confirmed at Stripe while the shop did something else), unless
        // the provider had cancelled the payment; delivered once or twice (a replay).
        if (cancelledAtProvider.has(paymentId)) break;
        const event = {
          provider: 'stripe' as const,
          eventId: `evt_${randomUUID()}`,
          type: 'payment_intent.succeeded',
          paymentId,
          orderHash: order.orderHash,
        };
        const events = t.app.get(PaymentEventsService);
        await events.handleSucceeded(event);
        if (s.twice) await events.handleSucceeded(event);
        break;
      }
      case 'refundsFail':
        refundsFail = s.fail;
        break;
      case 'retryJobs':
        await outbox.runDue(order.id);
        break;
      case 'restart':
        await outbox.idle();
        await t.close();
        await boot();
        break;
    }
    await outbox.idle();
  }

  const check = async (orderId: string) => {
    const money = await expectMoneyAddsUp(db, orderId, (paymentId) => refundsAtProvider.get(paymentId) ?? 0);
    await expectEmailsTruthful(db, money);
    await expectTotalsAddUp(db, orderId);
    return money;
  };

  it('holds after every step of random interleavings, and every cancelled order ends refunded', async () => {
    const seed = Number(process.env.MONEY_PROPERTY_SEED ?? Date.now() % 2 ** 31);
    const numRuns = Number(process.env.MONEY_PROPERTY_RUNS ?? 100);
    console.log(`money property: seed ${seed}, ${numRuns} runs (replay: MONEY_PROPERTY_SEED=${seed})`);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 9 }), async (steps) => {
        refundsFail = false;
        const user = await checkoutUser(t);
        const order = await startCheckout(t, user);
        const { id } = order;
        for (const s of steps) {
          await run(user, order, s);
          await check(id);
        }
        // The provider comes back and the queue catches up: nothing is left owed.
        refundsFail = false;
        await run(user, order, { kind: 'retryJobs' });
        const end = await check(id);
        if (/cancel/.test(end.fulfillmentStatus) && end.paidAt) {
          expect({ refunded: end.refundedAmount, status: end.invoiceStatus }).toEqual({
            refunded: end.totalAmount,
            status: 'refunded',
          });
        }
      }),
      { seed, numRuns },
    );
  }, 240_000);
});
