import { randomUUID } from 'node:crypto';
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
import { JobQueue } from '../../platform/jobs/job-queue';

const POSTER: CartLineInput[] = [{ printType: 'poster', printSize: '12x18' }];
const CANVAS: CartLineInput[] = [{ printType: 'canvas', printSize: '20x30' }];

describe('gift cards (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: CheckoutUser;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const confirm = (user: CheckoutUser, clientSecret: string, number: string = TEST_CARDS.success) =>
    t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(number) });
  const checkout = (user: CheckoutUser, giftCardCode?: string) =>
    t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: customerInfo(user.email), giftCardCode });
  const balanceOf = (user: CheckoutUser, code: string) =>
    t.request.get('/api/gift-cards/balance').set('authorization', user.bearer).query({ code });
  const orderRow = async (orderHash: string) =>
    (
      await db.query<{ id: string; total_amount: number; invoice_status: string; refunded_amount: number }[]>(
        `SELECT id, total_amount, invoice_status, refunded_amount FROM orders WHERE order_hash = $1`,
        [orderHash],
      )
    )[0]!;

  /** Buys a card of `amountCents` and pays it with the test card; the code from the recipient's email. */
  async function buyCard(amountCents: number): Promise<{ code: string; recipient: string; cardId: string }> {
    const buyer = await checkoutUser(t);
    const recipient = `giftee-${randomUUID().slice(0, 8)}@example.com`;
    const started = await t.request
      .post('/api/gift-cards')
      .set('authorization', buyer.bearer)
      .send({ amountCents, recipientEmail: recipient, senderName: 'Ada', message: 'Happy birthday!' });
    expect(started.status).toBe(200);
    const { clientSecret, purchaseHash } = started.body as { clientSecret: string; purchaseHash: string };
    const paid = await confirm(buyer, clientSecret);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', orderHash: purchaseHash });
    await t.app.get(JobQueue).idle();
    const mails = await db.query<{ subject: string; text_body: string }[]>(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = $1`,
      [recipient],
    );
    expect(mails).toHaveLength(1);
    const code = /Your gift card code: ([A-Z0-9-]{19})/.exec(mails[0]!.text_body)?.[1];
    if (!code) throw new Error(`no code in ${mails[0]!.text_body}`);
    const [row] = await db.query<{ id: string }[]>(`SELECT id FROM gift_cards WHERE purchase_hash = $1`, [
      purchaseHash,
    ]);
    return { code, recipient, cardId: row!.id };
  }

  it('issues a bought card only once its payment succeeds, and emails the code with a link to the create page', async () => {
    const buyer = await checkoutUser(t);
    const recipient = `giftee-${randomUUID().slice(0, 8)}@example.com`;
    const started = await t.request
      .post('/api/gift-cards')
      .set('authorization', buyer.bearer)
      .send({ amountCents: 5000, recipientEmail: recipient, senderName: 'Ada' });
    expect(started.status).toBe(200);
    const { clientSecret, purchaseHash } = started.body as { clientSecret: string; purchaseHash: string };

    // Someone else cannot pay (or learn of) the purchase; a declined card issues nothing.
    const stranger = await checkoutUser(t);
    expect((await confirm(stranger, clientSecret)).status).toBe(404);
    expect((await confirm(buyer, clientSecret, TEST_CARDS.declined)).status).toBe(402);
    const [unpaid] = await db.query<{ issued_at: Date | null; code_hash: string | null }[]>(
      `SELECT issued_at, code_hash FROM gift_cards WHERE purchase_hash = $1`,
      [purchaseHash],
    );
    expect(unpaid).toEqual({ issued_at: null, code_hash: null });

    expect((await confirm(buyer, clientSecret)).status).toBe(200);
    // A repeat of the payment's success issues nothing more.
    expect((await confirm(buyer, clientSecret)).status).toBe(200);
    await t.app.get(JobQueue).idle();
    const mails = await db.query<{ subject: string; text_body: string }[]>(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = $1`,
      [recipient],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ada sent you a $50.00 PetArt gift card');
    const code = /Your gift card code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(
      mails[0]!.text_body,
    )?.[1];
    expect(code).toBeDefined();
    expect(mails[0]!.text_body).toContain(`/app/create?giftCard=${code!.replace(/-/g, '')}`);
    // The table keeps a hash and the last four characters, never the code.
    const [issued] = await db.query<{ code_hash: string; code_end: string }[]>(
      `SELECT code_hash, code_end FROM gift_cards WHERE purchase_hash = $1`,
      [purchaseHash],
    );
    expect(issued!.code_hash).not.toContain(code!.replace(/-/g, ''));
    expect(issued!.code_end).toBe(code!.slice(-4));

    const balance = await balanceOf(stranger, code!.toLowerCase());
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ codeEnd: code!.slice(-4), balanceCents: 5000 });
  });

  it('refuses amounts outside the limits and codes that are not cards', async () => {
    const buyer = await checkoutUser(t);
    const tooSmall = await t.request
      .post('/api/gift-cards')
      .set('authorization', buyer.bearer)
      .send({ amountCents: 500, recipientEmail: 'x@example.com' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({ message: 'A gift card can be from $10.00 to $500.00.' });
    const unknown = await balanceOf(buyer, 'AAAA-BBBB-CCCC-DDDD');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: 'This gift card code is not valid. Check the code in your email and try again.',
    });
  });

  it('pays part of an order (the card payment is the rest), then all of a second order, never below zero', async () => {
    const { code, cardId } = await buyCard(10000);
    const user = await checkoutUser(t);

    // First order: a canvas (the card pays what it can of it).
    await setCart(t, user.id, CANVAS);
    const first = await checkout(user, code);
    expect(first.status).toBe(200);
    const firstBody = first.body as { clientSecret: string; orderHash: string; giftCardCents: number };
    const firstOrder = await orderRow(firstBody.orderHash);
    expect(firstBody.giftCardCents).toBe(Math.min(10000, firstOrder.total_amount));
    if (firstOrder.total_amount > 10000) {
      expect((await confirm(user, firstBody.clientSecret)).status).toBe(200);
    }
    const afterFirst = 10000 - firstBody.giftCardCents;

    if (afterFirst > 0) {
      expect((await balanceOf(user, code)).body).toMatchObject({ balanceCents: afterFirst });
      // Second order: the rest of the balance, the card payment the remainder.
      await setCart(t, user.id, POSTER);
      const second = await checkout(user, code);
      expect(second.status).toBe(200);
      expect((second.body as { giftCardCents: number }).giftCardCents).toBe(afterFirst);
    }
    const redemptions = await db.query<{ amount_cents: number }[]>(
      `SELECT amount_cents FROM gift_card_redemptions WHERE card_id = $1`,
      [cardId],
    );
    expect(redemptions.reduce((sum, r) => sum + r.amount_cents, 0)).toBeLessThanOrEqual(10000);
  });

  it('pays a whole order without a card payment, through the payment lifecycle; the rest pays part of the next', async () => {
    const { code, cardId } = await buyCard(50000);
    const user = await checkoutUser(t);
    await setCart(t, user.id, POSTER);
    const res = await checkout(user, code);
    expect(res.status).toBe(200);
    const body = res.body as { orderHash: string; paidWithGiftCard: boolean; clientSecret: string };
    expect(body.paidWithGiftCard).toBe(true);
    expect(body.clientSecret).toBe('');
    const order = await orderRow(body.orderHash);
    expect(order.invoice_status).toBe('paid');
    const events = await db.query<{ to_status: string }[]>(
      `SELECT to_status FROM order_events WHERE order_id = $1 AND kind = 'payment' ORDER BY created_at`,
      [order.id],
    );
    expect(events.map((e) => e.to_status)).toEqual(['pending', 'paid']);
    const [redemption] = await db.query<{ amount_cents: number; redeemed_at: Date | null }[]>(
      `SELECT amount_cents, redeemed_at FROM gift_card_redemptions WHERE order_id = $1`,
      [order.id],
    );
    expect(redemption!.amount_cents).toBe(order.total_amount);
    expect(redemption!.redeemed_at).not.toBeNull();
    // The cart's ordered lines went with the payment, as with a card.
    const left = 50000 - order.total_amount;
    expect((await balanceOf(user, code)).body).toMatchObject({ balanceCents: left });

    // Staff see the card, its balance and the redemption.
    const detail = await t.request.get(`/api/admin/gift-cards/${cardId}`).set('authorization', admin.bearer);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      card: { id: cardId, status: 'active', amountCents: 50000, balanceCents: left },
      redemptions: [{ orderHash: body.orderHash, amountCents: order.total_amount, state: 'redeemed' }],
      refunds: [],
    });

    // A refund goes back to the card first: no card payment to refund.
    const refund = await t.request
      .post(`/api/admin/orders/${order.id}/refund`)
      .set('authorization', admin.bearer)
      .send({ amount: 5, reason: 'Smudge on the print' });
    expect(refund.status).toBe(200);
    expect((await balanceOf(user, code)).body).toMatchObject({ balanceCents: left + 500 });
    expect((await orderRow(body.orderHash)).refunded_amount).toBe(500);
  });

  it('refunds an order paid partly by card to the card first, then to the card payment', async () => {
    const { code } = await buyCard(1000);
    const user = await checkoutUser(t);
    await setCart(t, user.id, CANVAS);
    const started = await checkout(user, code);
    expect(started.status).toBe(200);
    const { clientSecret, orderHash, giftCardCents } = started.body as {
      clientSecret: string;
      orderHash: string;
      giftCardCents: number;
    };
    expect(giftCardCents).toBe(1000);
    expect((await confirm(user, clientSecret)).status).toBe(200);
    const order = await orderRow(orderHash);
    expect(order.invoice_status).toBe('paid');
    expect((await balanceOf(user, code)).status).toBe(400); // empty

    const refundAll = await t.request
      .post(`/api/admin/orders/${order.id}/refund`)
      .set('authorization', admin.bearer)
      .send({ amount: order.total_amount / 100, reason: 'Lost in the post' });
    expect(refundAll.status).toBe(200);
    const refunds = await db.query<{ refund_id: string; amount: number }[]>(
      `SELECT refund_id, amount FROM order_refunds WHERE order_id = $1 ORDER BY amount`,
      [order.id],
    );
    expect(refunds.map((r) => [r.refund_id.startsWith('giftcard-refund-'), r.amount])).toEqual([
      [true, 1000],
      [false, order.total_amount - 1000],
    ]);
    expect((await orderRow(orderHash)).invoice_status).toBe('refunded');
    expect((await balanceOf(user, code)).body).toMatchObject({ balanceCents: 1000 });
  });

  it('gives a held balance back when its unpaid order expires', async () => {
    const { code } = await buyCard(1000);
    const user = await checkoutUser(t);
    await setCart(t, user.id, CANVAS);
    const started = await checkout(user, code);
    expect(started.status).toBe(200);
    expect((await balanceOf(user, code)).status).toBe(400); // all held
    const { orderHash } = started.body as { orderHash: string };
    const hours = t.config.afterPayment.orderExpiryHours + 1;
    await db.query(
      `UPDATE orders SET created_at = created_at - ($2::int * interval '1 hour') WHERE order_hash = $1`,
      [orderHash, hours],
    );
    expect((await balanceOf(user, code)).body).toMatchObject({ balanceCents: 1000 });
  });

  it('of two checkouts spending one card at once, one wins and the other is told the balance now', async () => {
    const { code, cardId } = await buyCard(2000);
    const [a, b] = [await checkoutUser(t), await checkoutUser(t)];
    await setCart(t, a.id, CANVAS);
    await setCart(t, b.id, CANVAS);

    // Hold the card's row so that both checkouts quote the full balance and then queue on its lock.
    const blocker = db.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query(`SELECT id FROM gift_cards WHERE id = $1 FOR UPDATE`, [cardId]);
    const racing = Promise.all([checkout(a, code), checkout(b, code)]);
    const waiting = async () =>
      (
        await db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE 'SELECT id FROM gift_cards WHERE id = $1 FOR UPDATE%'`,
        )
      )[0]!.n;
    for (let i = 0; i < 200 && (await waiting()) < 2; i += 1) await new Promise((r) => setTimeout(r, 25));
    expect(await waiting()).toBe(2);
    await blocker.commitTransaction();
    await blocker.release();

    const results = await racing;
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({
      message: "This gift card's balance has just been used. Its balance is now $0.00.",
    });
    const held = await db.query<{ amount_cents: number }[]>(
      `SELECT amount_cents FROM gift_card_redemptions WHERE card_id = $1 AND released_at IS NULL`,
      [cardId],
    );
    expect(held).toEqual([{ amount_cents: 2000 }]);
    // The loser's order was rolled back with its hold.
    const loserUser = results[0]?.status === 409 ? a : b;
    const orders = await db.query<{ id: string }[]>(`SELECT id FROM orders WHERE user_id = $1`, [
      loserUser.id,
    ]);
    expect(orders).toHaveLength(0);
  });

  it('staff list and disable a card (audited); checkout then refuses it with a clear message', async () => {
    const { code, cardId } = await buyCard(2500);
    const list = await t.request.get('/api/admin/gift-cards').set('authorization', admin.bearer);
    expect(list.status).toBe(200);
    expect((list.body as { items: { id: string }[] }).items.find((c) => c.id === cardId)).toMatchObject({
      status: 'active',
      balanceCents: 2500,
      codeEnd: code.slice(-4),
    });
    const customer = await checkoutUser(t);
    expect((await t.request.get('/api/admin/gift-cards').set('authorization', customer.bearer)).status).toBe(
      403,
    );

    const off = await t.request
      .post(`/api/admin/gift-cards/${cardId}/disable`)
      .set('authorization', admin.bearer);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: cardId, status: 'disabled' });
    const audits = await db.query<{ action: string; outcome: string }[]>(
      `SELECT context->>'action' AS action, context->>'outcome' AS outcome FROM error_logs
        WHERE context->'actor'->>'id' = $1 AND context->'target'->>'id' = $2`,
      [admin.id, cardId],
    );
    expect(audits).toEqual([{ action: 'gift_card.disable', outcome: 'ok' }]);

    await setCart(t, customer.id, POSTER);
    const refused = await checkout(customer, code);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'This gift card has been disabled. Please contact support if you think this is a mistake.',
    });
  });
});
