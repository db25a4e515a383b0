import { randomUUID } from 'node:crypto';
import { PAYMENT_GATEWAY } from '@petart/domain';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  TEST_CARDS,
  type CartLineInput,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import type { LocalPaymentGateway } from '../../adapters/payments/local-payment.gateway';
import { expectMoneyAddsUp, expectTotalsAddUp } from '../../../test/money-invariant';
import { JobQueue } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';
import { PaymentEventsService } from '../payments/payment-events.service';
import { DiscountsRepository } from './discounts.repository';

/** A code no other suite (or run) uses. */
const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`.toUpperCase();

const POSTER: CartLineInput[] = [{ printType: 'poster', printSize: '12x18' }];
const CANVAS_AND_POSTERS: CartLineInput[] = [
  { printType: 'canvas', printSize: '20x30' },
  { printType: 'poster', printSize: '12x18', quantity: 2 },
];

describe('discount codes (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: CheckoutUser;
  beforeAll(async () => {
    // A production hold after payment (the shop's default), so that staff can still cancel a paid order.
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '60' });
    db = t.app.get(DataSource);
    admin = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const createCode = async (body: Record<string, unknown>) => {
    const res = await t.request.post('/api/admin/discounts').set('authorization', admin.bearer).send(body);
    expect(res.status).toBe(201);
    return res.body as { id: string; code: string };
  };
  const apply = (user: CheckoutUser, code: string) =>
    t.request.post('/api/discounts/apply').set('authorization', user.bearer).send({ code });
  const quote = (user: CheckoutUser, discountCode?: string) =>
    t.request
      .post('/api/pricing/calculate-cart')
      .set('authorization', user.bearer)
      .send({ country: 'US', address: { state: 'CA', postalCode: '94105' }, discountCode });
  const checkout = (user: CheckoutUser, discountCode?: string) =>
    t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email), discountCode });
  const pay = (user: CheckoutUser, clientSecret: string) =>
    t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) });
  const orderRow = async (orderHash: string) =>
    (
      await db.query<
        {
          id: string;
          total_amount: number;
          tax_amount: number;
          stripe_payment_id: string;
          metadata: {
            productPrice: number;
            shippingCost: number;
            discount?: { code: string; amountCents: number };
          };
        }[]
      >(`SELECT * FROM orders WHERE order_hash = $1`, [orderHash])
    )[0]!;
  const listed = async (id: string) => {
    const res = await t.request.get('/api/admin/discounts').set('authorization', admin.bearer);
    expect(res.status).toBe(200);
    return (res.body as { items: { id: string; [key: string]: unknown }[] }).items.find((c) => c.id === id);
  };
  /** A user with a cart who checks out and pays (with `code` when given); the order's hash. */
  async function paidOrder(user: CheckoutUser, code?: string, lines = POSTER): Promise<string> {
    await setCart(t, user.id, lines);
    const started = await checkout(user, code);
    expect(started.status).toBe(200);
    const { clientSecret, orderHash } = started.body as { clientSecret: string; orderHash: string };
    expect((await pay(user, clientSecret)).status).toBe(200);
    return orderHash;
  }

  describe('staff API', () => {
    it('creates a code (stored upper case, audited), refuses the same letters in another case, lists and deactivates it', async () => {
      const code = uniqueCode('staff');
      const created = await createCode({ code: `  ${code.toLowerCase()} `, kind: 'percent', value: 15 });
      expect(created).toMatchObject({ code, description: '15% off', active: true, uses: 0, revenueCents: 0 });

      const again = await t.request
        .post('/api/admin/discounts')
        .set('authorization', admin.bearer)
        .send({ code: code.toLowerCase(), kind: 'fixed', value: 500 });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: 'A discount code with these letters already exists.' });

      expect(await listed(created.id)).toMatchObject({ code, kind: 'percent', value: 15, uses: 0 });
      const off = await t.request
        .post(`/api/admin/discounts/${created.id}/deactivate`)
        .set('authorization', admin.bearer);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: created.id, active: false });
      expect((off.body as { deactivatedAt: string | null }).deactivatedAt).not.toBeNull();

      const audits = await db.query<{ action: string; outcome: string }[]>(
        `SELECT context->>'action' AS action, context->>'outcome' AS outcome FROM error_logs
          WHERE context->'actor'->>'id' = $1 AND context->>'action' LIKE 'discount.%' ORDER BY created_at`,
        [admin.id],
      );
      expect(audits).toEqual(
        expect.arrayContaining([
          { action: 'discount.create', outcome: 'ok' },
          { action: 'discount.create', outcome: 'failed' },
          { action: 'discount.deactivate', outcome: 'ok' },
        ]),
      );
    });

    it('answers bad input with the field messages, an unknown code with 404', async () => {
      const res = await t.request.post('/api/admin/discounts').set('authorization', admin.bearer).send({
        code: 'x',
        kind: 'percent',
        value: 150,
        startsAt: '2026-12-01T00:00:00Z',
        endsAt: '2026-11-01T00:00:00Z',
      });
      expect(res.status).toBe(400);
      expect((res.body as { details: string[] }).details).toEqual(
        expect.arrayContaining([
          'A percentage is a whole number from 1 to 100.',
          'The end must be after the start.',
        ]),
      );
      const unknown = await t.request
        .post(`/api/admin/discounts/${randomUUID()}/deactivate`)
        .set('authorization', admin.bearer);
      expect(unknown.status).toBe(404);
      const badId = await t.request
        .post('/api/admin/discounts/not-a-uuid/deactivate')
        .set('authorization', admin.bearer);
      expect(badId.status).toBe(404);
    });

    it('is for staff only: 403 for a customer, 401 anonymous', async () => {
      const customer = await checkoutUser(t);
      const body = { code: uniqueCode('nope'), kind: 'percent', value: 10 };
      expect((await t.request.get('/api/admin/discounts').set('authorization', customer.bearer)).status).toBe(
        403,
      );
      expect(
        (await t.request.post('/api/admin/discounts').set('authorization', customer.bearer).send(body))
          .status,
      ).toBe(403);
      expect(
        (
          await t.request
            .post(`/api/admin/discounts/${randomUUID()}/deactivate`)
            .set('authorization', customer.bearer)
        ).status,
      ).toBe(403);
      expect((await t.request.get('/api/admin/discounts')).status).toBe(401);
      expect((await t.request.post('/api/admin/discounts').send(body)).status).toBe(401);
      expect((await t.request.post('/api/discounts/apply').send({ code: 'X' })).status).toBe(401);
      const [row] = await db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM discount_codes WHERE code = $1`,
        [body.code],
      );
      expect(row?.n).toBe(0);
    });
  });

  describe('the customer applies a code', () => {
    it('is case-insensitive and trimmed, and says what it takes off the cart', async () => {
      const code = uniqueCode('save');
      await createCode({ code, kind: 'percent', value: 10 });
      const user = await checkoutUser(t);
      await setCart(t, user.id, POSTER);
      const res = await apply(user, `  ${code.toLowerCase()}  `);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code,
        kind: 'percent',
        value: 10,
        description: '10% off',
        discountCents: 400,
        subtotalCents: 3999,
      });
    });

    it.each([
      [
        'a wrong code',
        {},
        "We don't recognise that discount code. Check the spelling and try again.",
        'unknown',
      ],
      ['a deactivated code', { deactivate: true }, "We don't recognise that discount code.", 'inactive'],
      ['an expired code', { endsAt: '2020-01-01T00:00:00Z' }, 'This discount code has expired.', 'expired'],
      [
        'a code not started yet',
        { startsAt: '2099-01-01T00:00:00Z' },
        "This discount code isn't active yet.",
        'not_started',
      ],
      [
        'a cart below the minimum',
        { minOrderCents: 5000 },
        'This discount code needs an order of at least $50.00 before shipping and tax.',
        'below_minimum',
      ],
    ])('refuses %s with a clear message', async (_name, setup, message, reason) => {
      const code = uniqueCode('bad');
      const { deactivate, ...rest } = setup as { deactivate?: boolean } & Record<string, unknown>;
      if (_name !== 'a wrong code') {
        const created = await createCode({ code, kind: 'percent', value: 10, ...rest });
        if (deactivate) {
          await t.request
            .post(`/api/admin/discounts/${created.id}/deactivate`)
            .set('authorization', admin.bearer);
        }
      }
      const user = await checkoutUser(t);
      await setCart(t, user.id, POSTER);
      const res = await apply(user, code);
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toContain(message);
      expect(res.body).toMatchObject({ code: 'DISCOUNT.INVALID', reason });
      // The checkout refuses it the same way and makes no order.
      const started = await checkout(user, code);
      expect(started.status).toBe(400);
      expect(started.body).toMatchObject({ reason });
      const [row] = await db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM orders WHERE user_id = $1`,
        [user.id],
      );
      expect(row?.n).toBe(0);
    });

    it('a used-up code, one already used by this customer, and a first-order code after a first order', async () => {
      const once = uniqueCode('once');
      const first = uniqueCode('first');
      const single = uniqueCode('single');
      await createCode({ code: once, kind: 'fixed', value: 500, oncePerCustomer: true });
      await createCode({ code: first, kind: 'percent', value: 20, firstOrderOnly: true });
      await createCode({ code: single, kind: 'percent', value: 10, maxUses: 1 });
      const user = await checkoutUser(t);
      await paidOrder(user, once);
      await setCart(t, user.id, POSTER);
      expect((await apply(user, once)).body).toMatchObject({
        reason: 'already_used',
        message: "You've already used this discount code.",
      });
      expect((await apply(user, first)).body).toMatchObject({
        reason: 'first_order_only',
        message: 'This discount code is for your first order only.',
      });
      const other = await checkoutUser(t);
      expect((await apply(other, first)).status).toBe(400); // empty cart
      await paidOrder(other, single);
      const third = await checkoutUser(t);
      await setCart(t, third.id, POSTER);
      expect((await apply(third, single)).body).toMatchObject({
        reason: 'used_up',
        message: 'This discount code has been used up.',
      });
    });
  });

  describe('pricing, tax, payment and refunds with a code', () => {
    it('the quote shows the discount line, and tax is computed on the discounted amount', async () => {
      const code = uniqueCode('quote');
      await createCode({ code, kind: 'percent', value: 10 });
      const user = await checkoutUser(t);
      await setCart(t, user.id, CANVAS_AND_POSTERS);
      const plain = await quote(user);
      const discounted = await quote(user, code.toLowerCase());
      expect(plain.status).toBe(200);
      expect(discounted.status).toBe(200);
      const p = plain.body as {
        productPrice: number;
        shippingCost: number;
        taxAmount: number;
        total: number;
      };
      const d = discounted.body as typeof p & { discountCode: string; discountCents: number };
      // 69.99 + 2 x 39.99 = 149.97; 10% = 15.00; shipping 17.47 (not discounted); CA 7.25%.
      expect(d).toMatchObject({ discountCode: code, discountCents: 1500, productPrice: 149.97 });
      expect(d.shippingCost).toBe(p.shippingCost);
      expect(d.taxAmount).toBe(Math.round((14997 - 1500 + p.shippingCost) * 0.0725));
      expect(d.taxAmount).toBeLessThan(p.taxAmount);
      expect(Math.round(d.total * 100)).toBe(14997 - 1500 + d.shippingCost + d.taxAmount);
      expect((plain.body as { discountCents?: number }).discountCents).toBeUndefined();

      const wrong = await quote(user, 'NOPE-NOPE');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'DISCOUNT.INVALID', reason: 'unknown' });
    });

    it('the paid amount, the order totals and the quote agree; the redemption is recorded once; refunds stop at what was paid', async () => {
      const code = uniqueCode('paid');
      const created = await createCode({ code, kind: 'fixed', value: 2500 });
      const user = await checkoutUser(t);
      await setCart(t, user.id, CANVAS_AND_POSTERS);
      const quoted = (await quote(user, code)).body as { total: number; taxAmount: number };
      const started = await checkout(user, code.toLowerCase());
      expect(started.status).toBe(200);
      const { clientSecret, orderHash } = started.body as { clientSecret: string; orderHash: string };

      const order = await orderRow(orderHash);
      expect(order.total_amount).toBe(Math.round(quoted.total * 100));
      expect(order.tax_amount).toBe(quoted.taxAmount);
      expect(order.metadata.discount).toEqual({ code, amountCents: 2500 });
      expect(order.total_amount).toBe(
        order.metadata.productPrice - 2500 + order.metadata.shippingCost + order.tax_amount,
      );
      const gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
      expect((await gateway.getPaymentStatus(order.stripe_payment_id)).amountCents).toBe(order.total_amount);
      // Before payment the use is reserved, not redeemed.
      expect(await listed(created.id)).toMatchObject({ uses: 0, reserved: 1 });

      expect((await pay(user, clientSecret)).status).toBe(200);
      expect((await pay(user, clientSecret)).status).toBe(200); // a repeat changes nothing
      const redemptions = await db.query<{ amount_cents: number; redeemed_at: Date | null }[]>(
        `SELECT amount_cents, redeemed_at FROM discount_redemptions WHERE order_id = $1`,
        [order.id],
      );
      expect(redemptions).toHaveLength(1);
      expect(redemptions[0]).toMatchObject({ amount_cents: 2500, redeemed_at: expect.any(Date) as Date });
      // Redeemed once: a second redeem of the same order finds nothing to mark.
      const repo = t.app.get(DiscountsRepository);
      expect(await db.transaction((manager) => repo.redeem(manager, order.id))).toBe(false);
      expect(await listed(created.id)).toMatchObject({
        uses: 1,
        reserved: 0,
        discountCents: 2500,
        revenueCents: order.total_amount,
      });

      // The customer's order shows the discount; its shipping is still what was charged.
      const mine = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({
        discountCents: 2500,
        discountCode: code,
        shippingCost: order.metadata.shippingCost,
        totalAmount: order.total_amount,
      });

      // Staff see it on the order too: the totals add up with the discount line.
      const staffView = await t.request
        .get(`/api/admin/orders/${order.id}`)
        .set('authorization', admin.bearer);
      expect(staffView.status).toBe(200);
      expect((staffView.body as { totals: unknown }).totals).toEqual({
        productPrice: order.metadata.productPrice,
        discountCents: 2500,
        discountCode: code,
        shippingCost: order.metadata.shippingCost,
        taxAmount: order.tax_amount,
        totalAmount: order.total_amount,
      });

      // Refunds: never more than was paid (the discounted total), then all of it.
      const refund = (amount: number) =>
        t.request
          .post(`/api/admin/orders/${order.id}/refund`)
          .set('authorization', admin.bearer)
          .send({ amount, reason: 'test' });
      const undiscounted =
        (order.metadata.productPrice + order.metadata.shippingCost + order.tax_amount) / 100;
      const tooMuch = await refund(undiscounted);
      expect(tooMuch.status).toBe(400);
      expect((tooMuch.body as { message: string }).message).toContain(
        `$${(order.total_amount / 100).toFixed(2)}`,
      );
      expect((await refund(order.total_amount / 100)).status).toBe(200);
      const after = await expectMoneyAddsUp(db, order.id, (id) => gateway.refundedCents(id));
      expect(after.refundedAmount).toBe(order.total_amount);
      await expectTotalsAddUp(db, order.id);
      expect(await listed(created.id)).toMatchObject({ uses: 1, revenueCents: 0 });
    });

    it('concurrent checkouts never pass the total uses', async () => {
      const code = uniqueCode('race');
      const created = await createCode({ code, kind: 'percent', value: 10, maxUses: 2 });
      const users = await Promise.all(Array.from({ length: 5 }, () => checkoutUser(t)));
      for (const user of users) await setCart(t, user.id, POSTER);
      const results = await Promise.all(users.map((user) => checkout(user, code)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 400, 400, 400]);
      for (const r of results.filter((x) => x.status === 400)) {
        expect(r.body).toMatchObject({ reason: 'used_up' });
      }
      expect(await listed(created.id)).toMatchObject({ reserved: 2, uses: 0 });
    });

    it("a new checkout releases the customer's earlier unpaid reservation (one code, one use)", async () => {
      const code = uniqueCode('again');
      const created = await createCode({ code, kind: 'percent', value: 10, maxUses: 1 });
      const user = await checkoutUser(t);
      await setCart(t, user.id, POSTER);
      expect((await checkout(user, code)).status).toBe(200);
      await setCart(t, user.id, CANVAS_AND_POSTERS);
      const second = await checkout(user, code);
      expect(second.status).toBe(200);
      expect(await listed(created.id)).toMatchObject({ reserved: 1 });
      const { clientSecret } = second.body as { clientSecret: string };
      expect((await pay(user, clientSecret)).status).toBe(200);
      expect(await listed(created.id)).toMatchObject({ uses: 1, reserved: 0 });
    });
  });

  describe("a code's limits hold when the money is taken, whatever the order of intents and payments", () => {
    /** The kept order's fulfilment (print files) and the refunds run before the checks; slow on a busy machine. */
    const RACE_TIMEOUT_MS = 120_000;

    type Settled = {
      id: string;
      paid: boolean;
      kept: boolean;
      redeemed: boolean;
      invoiceStatus: string;
      fulfillmentStatus: string;
    };

    /**
     * One checkout per entry, in turn, each with its own cart (and `code` when given); the customer's cart then holds
     * the lines of every order again, so each payment's cart check passes whatever the other payments do.
     */
    async function intents(user: CheckoutUser, codes: (string | undefined)[]) {
      const started: { id: string; clientSecret: string }[] = [];
      for (const code of codes) {
        await setCart(t, user.id, POSTER);
        const res = await checkout(user, code);
        expect(res.status).toBe(200);
        const { clientSecret, orderHash } = res.body as { clientSecret: string; orderHash: string };
        started.push({ id: (await orderRow(orderHash)).id, clientSecret });
      }
      await db.query(
        `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity)
         SELECT $1, session_id, print_type, print_size, image_url, quantity FROM order_line_items
          WHERE order_id = ANY($2::uuid[])
         ON CONFLICT DO NOTHING`,
        [user.id, started.map((o) => o.id)],
      );
      return started;
    }

    /** Every payment at once; each answers 200 (paid) or 409 (refused before or after the card was charged). */
    async function payAtOnce(payments: { user: CheckoutUser; clientSecret: string }[]) {
      const answers = await Promise.all(payments.map((p) => pay(p.user, p.clientSecret)));
      for (const a of answers) expect([200, 409]).toContain(a.status);
      await t.app.get(JobQueue).idle();
      return answers;
    }

    /** How an order ended: paid or not, kept or refunded in full (and the money agrees at the gateway). */
    async function settled(orderId: string): Promise<Settled> {
      const gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
      const order = await expectMoneyAddsUp(db, orderId, (id) => gateway.refundedCents(id));
      const [r] = await db.query<{ redeemed: boolean }[]>(
        `SELECT redeemed_at IS NOT NULL AS redeemed FROM discount_redemptions WHERE order_id = $1`,
        [orderId],
      );
      const paid = order.paidAt !== null;
      if (paid && order.refundedAmount > 0) {
        // Not kept: cancelled, refunded in full, never submitted, and the customer is told why.
        expect(order).toMatchObject({ invoiceStatus: 'refunded', fulfillmentStatus: 'cancelled' });
        expect(order.refundedAmount).toBe(order.totalAmount);
        const jobs = await orderJobs(t.app, orderId);
        expect(jobs.map((j) => j.kind)).not.toContain('fulfilment');
        expect(jobs.map((j) => j.kind)).not.toContain('tax_transaction');
      }
      return {
        id: orderId,
        paid,
        kept: paid && order.refundedAmount === 0,
        redeemed: r?.redeemed ?? false,
        invoiceStatus: order.invoiceStatus,
        fulfillmentStatus: order.fulfillmentStatus ?? 'pending',
      };
    }

    /** A 100%-off code for one use in all, once per customer. */
    const oneUseFreeCode = async (prefix: string) => {
      const code = uniqueCode(prefix);
      const created = await createCode({
        code,
        kind: 'percent',
        value: 100,
        maxUses: 1,
        oncePerCustomer: true,
      });
      return { code, id: created.id };
    };

    /** Exactly one of the orders is kept at the discount; every other one was never charged, or was refunded. */
    async function expectOneKept(orderIds: string[], codeId: string) {
      const ends = await Promise.all(orderIds.map(settled));
      const kept = ends.filter((e) => e.kept);
      expect(kept).toHaveLength(1);
      expect(kept[0]?.redeemed).toBe(true);
      expect(ends.filter((e) => e.redeemed)).toHaveLength(1);
      expect(await listed(codeId)).toMatchObject({ uses: 1 });
      return ends;
    }

    it(
      'three intents by one customer with one maxUses 1, once-per-customer, 100%-off code, paid at once: one is paid at the discount',
      async () => {
        const { code, id: codeId } = await oneUseFreeCode('thrice');
        const user = await checkoutUser(t);
        const started = await intents(user, [code, code, code]);
        const answers = await payAtOnce(started.map((o) => ({ user, clientSecret: o.clientSecret })));
        const ends = await expectOneKept(
          started.map((o) => o.id),
          codeId,
        );
        // What was refused or refunded said so: the discount no longer held.
        for (const a of answers.filter((x) => x.status === 409)) {
          expect(a.body).toMatchObject({ code: 'PAYMENT.DISCOUNT_UNAVAILABLE' });
        }
        // Refunded ones are told by email why the payment was not kept.
        for (const end of ends.filter((e) => e.paid && !e.kept)) {
          const [mail] = await db.query<{ text_body: string }[]>(
            `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND tag = 'order-cancelled'`,
            [user.email],
          );
          expect(mail?.text_body).toContain('We could not keep this payment');
          expect(end.invoiceStatus).toBe('refunded');
        }
        // Paying one of the others again later is refused before the card is charged.
        const later = started.find(
          (o) => o.id !== ends.find((e) => e.kept)?.id && !ends.find((e) => e.id === o.id)?.paid,
        );
        if (later) {
          const again = await pay(user, later.clientSecret);
          expect(again.status).toBe(409);
          expect(again.body).toMatchObject({ code: 'PAYMENT.DISCOUNT_UNAVAILABLE', reason: 'used_up' });
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a first-order-only code on two intents of one new customer, paid at once: one first order',
      async () => {
        const code = uniqueCode('firstx2');
        const created = await createCode({ code, kind: 'percent', value: 100, firstOrderOnly: true });
        const user = await checkoutUser(t);
        const started = await intents(user, [code, code]);
        await payAtOnce(started.map((o) => ({ user, clientSecret: o.clientSecret })));
        await expectOneKept(
          started.map((o) => o.id),
          created.id,
        );
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a maxUses 1 code across two customers (the first released it by a checkout without it), paid at once: one use',
      async () => {
        const code = uniqueCode('twoppl');
        const created = await createCode({ code, kind: 'percent', value: 100, maxUses: 1 });
        const first = await checkoutUser(t);
        const second = await checkoutUser(t);
        // The first customer's later checkout without the code releases their reservation; the second may then
        // reserve the last use; the first customer's earlier intent is still payable.
        const [withCode] = await intents(first, [code, undefined]);
        const [theirs] = await intents(second, [code]);
        await payAtOnce([
          { user: first, clientSecret: withCode!.clientSecret },
          { user: second, clientSecret: theirs!.clientSecret },
        ]);
        await expectOneKept([withCode!.id, theirs!.id], created.id);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a payment confirmed at the provider (Stripe-shaped event) for a code used up meanwhile is refunded, never kept at the discount',
      async () => {
        const { code, id: codeId } = await oneUseFreeCode('late');
        const user = await checkoutUser(t);
        const [a, b] = await intents(user, [code, code]);
        expect((await pay(user, a!.clientSecret)).status).toBe(200);
        // With Stripe the card form pays Stripe directly: its success event arrives whatever the shop thinks.
        const outcome = await t.app.get(PaymentEventsService).handleSucceeded({
          provider: 'stripe',
          eventId: `evt_${randomUUID()}`,
          type: 'payment_intent.succeeded',
          paymentId: b!.clientSecret.slice(0, b!.clientSecret.lastIndexOf('_secret_')),
        });
        expect(outcome).toBe('not_kept');
        await t.app.get(JobQueue).idle();
        await expectOneKept([a!.id, b!.id], codeId);
        expect(await settled(b!.id)).toMatchObject({ paid: true, kept: false, invoiceStatus: 'refunded' });
      },
      RACE_TIMEOUT_MS,
    );
  });

  describe("a code's status, and a use given back by a refunded cancellation", () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const allListed = async () =>
      (
        (await t.request.get('/api/admin/discounts').set('authorization', admin.bearer)).body as {
          items: { uses: number; discountCents: number }[];
        }
      ).items;

    it('says expired, scheduled, used up or deactivated by the rule the customer is refused by', async () => {
      const ended = await createCode({
        code: uniqueCode('ended'),
        kind: 'percent',
        value: 10,
        startsAt: at(-2 * day),
        endsAt: at(-day),
      });
      const later = await createCode({
        code: uniqueCode('later'),
        kind: 'percent',
        value: 10,
        startsAt: at(day),
      });
      const once = await createCode({ code: uniqueCode('once'), kind: 'fixed', value: 500, maxUses: 1 });
      expect(await listed(ended.id)).toMatchObject({ active: true, status: 'expired' });
      expect(await listed(later.id)).toMatchObject({ active: true, status: 'scheduled' });
      expect(await listed(once.id)).toMatchObject({ status: 'active', uses: 0 });

      await paidOrder(await checkoutUser(t), once.code);
      expect(await listed(once.id)).toMatchObject({ active: true, status: 'used_up', uses: 1 });
      const next = await checkoutUser(t);
      await setCart(t, next.id, POSTER);
      expect((await apply(next, once.code)).body).toMatchObject({ reason: 'used_up' });
      expect((await apply(next, ended.code)).body).toMatchObject({ reason: 'expired' });

      await t.request.post(`/api/admin/discounts/${once.id}/deactivate`).set('authorization', admin.bearer);
      expect(await listed(once.id)).toMatchObject({ active: false, status: 'deactivated' });
    });

    it('gives the only use back when its order is cancelled and refunded: the next customer gets it, and the list and the dashboard agree', async () => {
      const once = await createCode({
        code: uniqueCode('back'),
        kind: 'fixed',
        value: 500,
        maxUses: 1,
        oncePerCustomer: true,
      });
      const first = await checkoutUser(t);
      const hash = await paidOrder(first, once.code);
      expect(await listed(once.id)).toMatchObject({ status: 'used_up', uses: 1, discountCents: 500 });

      // Staff cancel it before production: the payment is refunded in full.
      const cancelled = await t.request
        .post(`/api/admin/orders/${(await orderRow(hash)).id}/cancel`)
        .set('authorization', admin.bearer);
      expect(cancelled.status).toBe(200);
      const [order] = await db.query<
        { invoice_status: string; refunded_amount: number; total_amount: number }[]
      >(`SELECT invoice_status, refunded_amount, total_amount FROM orders WHERE order_hash = $1`, [hash]);
      expect(order).toMatchObject({ invoice_status: 'refunded', refunded_amount: order!.total_amount });
      expect(await listed(once.id)).toMatchObject({
        status: 'active',
        uses: 0,
        discountCents: 0,
        revenueCents: 0,
      });

      const next = await checkoutUser(t);
      await setCart(t, next.id, POSTER);
      expect((await apply(next, once.code)).status).toBe(200);
      // The customer who cancelled may use it again: one use per customer counts the uses kept.
      await setCart(t, first.id, POSTER);
      expect((await apply(first, once.code)).status).toBe(200);

      // One figure: the dashboard's discount given is the Discounts list's, summed over every code.
      const items = await allListed();
      const stats = (await t.request.get('/api/admin/statistics').set('authorization', admin.bearer))
        .body as { discountedOrderCount: number; discountTotal: number };
      expect(stats.discountTotal).toBe(items.reduce((sum, c) => sum + c.discountCents, 0));
      expect(stats.discountedOrderCount).toBe(items.reduce((sum, c) => sum + c.uses, 0));
    });

    it("gives the use back when a cancelled order's refund is recorded from the provider's webhook, not only the shop's own refund", async () => {
      const once = await createCode({ code: uniqueCode('hook'), kind: 'fixed', value: 500, maxUses: 1 });
      const order = await orderRow(await paidOrder(await checkoutUser(t), once.code));
      const gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
      // The shop's refund call fails: the order is cancelled with its refund owed, and the use still counts.
      const down = jest.spyOn(gateway, 'refund').mockRejectedValue(new Error('card network down'));
      try {
        const cancelled = await t.request
          .post(`/api/admin/orders/${order.id}/cancel`)
          .set('authorization', admin.bearer);
        expect(cancelled.status).toBe(200);
        expect(await listed(once.id)).toMatchObject({ status: 'used_up', uses: 1, discountCents: 500 });

        // The refund made at the provider is reported by its webhook: recorded by the orders module, whose
        // transaction gives the use back.
        const outcome = await t.app.get(PaymentEventsService).handleRefunded(
          {
            provider: 'stripe',
            eventId: `evt_${randomUUID()}`,
            type: 'charge.refunded',
            paymentId: order.stripe_payment_id,
          },
          order.total_amount,
        );
        expect(outcome).toBe('refund_recorded');
        expect(await listed(once.id)).toMatchObject({ status: 'active', uses: 0, discountCents: 0 });
      } finally {
        down.mockRestore();
      }
    });

    it('keeps the use of a kept order refunded in full, and gives it back when that order is then cancelled', async () => {
      const once = await createCode({ code: uniqueCode('kept'), kind: 'fixed', value: 500, maxUses: 1 });
      const order = await orderRow(await paidOrder(await checkoutUser(t), once.code));
      const refunded = await t.request
        .post(`/api/admin/orders/${order.id}/refund`)
        .set('authorization', admin.bearer)
        .send({ amount: order.total_amount / 100, reason: 'Goodwill' });
      expect(refunded.status).toBe(200);
      expect(await listed(once.id)).toMatchObject({ status: 'used_up', uses: 1 });

      // Nothing is left to refund: the cancellation itself completes the refunded cancellation.
      const cancelled = await t.request
        .post(`/api/admin/orders/${order.id}/cancel`)
        .set('authorization', admin.bearer);
      expect(cancelled.status).toBe(200);
      expect(await listed(once.id)).toMatchObject({ status: 'active', uses: 0, discountCents: 0 });
    });
  });

  describe('the dashboard and the CSV show discounts', () => {
    it('counts paid orders with a code and the discount given', async () => {
      const code = uniqueCode('dash');
      await createCode({ code, kind: 'fixed', value: 700 });
      const stats = async () =>
        (
          await t.request
            .get('/api/admin/statistics?from=2026-01-01&to=2026-01-02')
            .set('authorization', admin.bearer)
        ).body as { discountedOrderCount: number; discountTotal: number };
      const user = await checkoutUser(t);
      const hash = await paidOrder(user, code);
      const csv = await t.request
        .get(`/api/admin/export-orders-csv?from=2020-01-01&to=2099-12-31`)
        .set('authorization', admin.bearer);
      expect(csv.status).toBe(200);
      const line = csv.text.split('\r\n').find((l) => l.includes(hash));
      expect(line).toContain(`"7.00","${code}"`);
      const now = await stats();
      expect(now.discountedOrderCount).toBeGreaterThanOrEqual(1);
      expect(now.discountTotal).toBeGreaterThanOrEqual(700);
    });
  });
});

describe('discount code guessing is rate-limited (RATE_LIMIT_SCALE=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message after 10 attempts by one customer', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, POSTER);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (
          await t.request
            .post('/api/discounts/apply')
            .set('authorization', user.bearer)
            .send({ code: `GUESS-${i}` })
        ).status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const res = await t.request
      .post('/api/discounts/apply')
      .set('authorization', user.bearer)
      .send({ code: 'GUESS-10' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      message: 'Too many discount code attempts. Please wait a few minutes and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Guessing through the pricing counts too.
    const priced = await t.request
      .post('/api/pricing/calculate-cart')
      .set('authorization', user.bearer)
      .send({ country: 'US', address: { state: 'CA', postalCode: '94105' }, discountCode: 'GUESS-11' });
    expect(priced.status).toBe(429);
    // Another customer is not affected.
    const other = await checkoutUser(t);
    await setCart(t, other.id, POSTER);
    expect(
      (await t.request.post('/api/discounts/apply').set('authorization', other.bearer).send({ code: 'X-1' }))
        .status,
    ).toBe(400);
  });
});
