import { CLOCK_CONTROL, formatDeadline, type ClockControl, type ObjectStorage } from '@petart/domain';
import { DataSource } from 'typeorm';
import { LocalPaymentGateway } from '../../adapters/payments/local-payment.gateway';
import { PAYMENT_GATEWAY } from '@petart/domain';
import { OBJECT_STORAGE } from '@petart/domain';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';
import { PaymentEventsService } from '../payments/payment-events.service';
import { RefundService } from '../payments/refund.service';
import { PaymentReconciliationService } from './payment-reconciliation.service';

interface OrderRow {
  id: string;
  order_hash: string;
  order_number: string;
  invoice_status: string;
  fulfillment_status: string;
  paid_at: Date | null;
  total_amount: number;
  refunded_amount: number;
  tax_calculation_id: string | null;
  tax_transaction_id: string | null;
  printify_order_id: string | null;
  stripe_payment_id: string | null;
  digital_files_purged_at: Date | null;
  metadata: Record<string, unknown>;
}

describe('after the payment: reconciliation, expiry, cart, digital file, cancellation, tracking (local, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let outbox: JobQueue;
  let gateway: LocalPaymentGateway;

  beforeAll(async () => {
    t = await createTestApp({ CANCEL_WINDOW_MINUTES: '60', ORDER_EXPIRY_HOURS: '24' });
    db = t.app.get(DataSource);
    outbox = t.app.get(JobQueue);
    gateway = t.app.get<LocalPaymentGateway>(PAYMENT_GATEWAY);
  });
  afterAll(() => t.close());

  const orderRow = async (orderHash: string): Promise<OrderRow> => {
    const [row] = await db.query<OrderRow[]>(`SELECT * FROM orders WHERE order_hash = $1`, [orderHash]);
    if (!row) throw new Error(`no order ${orderHash}`);
    return row;
  };
  const mails = (email: string) =>
    db.query<{ subject: string; text_body: string }[]>(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
      [email],
    );
  const jobs = (orderId: string) => orderJobs(t.app, orderId);

  type CartLines = Parameters<typeof setCart>[2];
  async function checkout(
    user: CheckoutUser,
    lines: CartLines = [{ printType: 'canvas', printSize: '20x30' }],
    info: Record<string, string> = {},
  ) {
    await setCart(t, user.id, lines);
    const res = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: { ...customerInfo(user.email), ...info } });
    expect(res.status).toBe(200);
    const body = res.body as { clientSecret: string; orderHash: string };
    return { ...body, paymentId: body.clientSecret.slice(0, body.clientSecret.lastIndexOf('_secret_')) };
  }

  /** Checks out and pays with the test card; `meanwhile` runs between the two (what changes after checkout). */
  async function pay(
    user: CheckoutUser,
    lines?: CartLines,
    meanwhile?: () => Promise<unknown>,
    info?: Record<string, string>,
  ) {
    const order = await checkout(user, lines, info);
    await meanwhile?.();
    const res = await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret: order.clientSecret, ...card(TEST_CARDS.success) });
    expect(res.status).toBe(200);
    await outbox.idle();
    return order;
  }

  const cartCount = async (userId: string) =>
    Number(
      (
        await db.query<{ n: string }[]>(`SELECT count(*) AS n FROM cart_items WHERE user_id = $1`, [userId])
      )[0]?.n,
    );

  it('clears the ordered lines from the cart on the server when paid; reading the order later never touches the cart', async () => {
    const user = await checkoutUser(t);
    const { orderHash, clientSecret } = await checkout(user);
    // A line added after checkout (another artwork) is not part of the order.
    const [{ id: extraSession } = { id: '' }] = await db.query<{ id: string }[]>(
      `SELECT gen_random_uuid()::text AS id`,
    );
    await db.query(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url)
       VALUES ($1, $2, 'poster', '12x18', '/api/images/generated/other.webp')`,
      [user.id, extraSession],
    );
    expect(await cartCount(user.id)).toBe(2);
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await outbox.idle();
    expect(await cartCount(user.id)).toBe(1);
    // Filling the cart again, then opening the old order (another device): the cart stays as it is.
    await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
    await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer).expect(200);
    expect(await cartCount(user.id)).toBe(1);
  });

  it('keeps in the cart a copy of an ordered print with a name the order does not have', async () => {
    const user = await checkoutUser(t);
    // After checkout, the same print with a name: a line of its own (the name is part of a line), not in the order.
    await pay(user, undefined, () =>
      db.query(
        `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, personalisation)
         SELECT user_id, session_id, print_type, print_size, image_url, $2::jsonb FROM cart_items WHERE user_id = $1`,
        [user.id, JSON.stringify({ name: 'Biscuit', font: 'playfair', placement: 'bottom', colour: 'auto' })],
      ),
    );
    const left = await db.query<{ name: string | null }[]>(
      `SELECT personalisation->>'name' AS name FROM cart_items WHERE user_id = $1`,
      [user.id],
    );
    expect(left).toEqual([{ name: 'Biscuit' }]);
  });

  it('holds a paid order at the provider during the cancellation window and says so on the order', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await pay(user);
    const order = await orderRow(orderHash);
    expect(order.fulfillment_status).toBe('submitted');
    const sendJob = (await jobs(order.id)).find((j) => j.kind === 'send_to_production');
    expect(sendJob?.state).toBe('queued');
    const waitMinutes =
      (new Date(sendJob?.runAfter ?? 0).getTime() - (order.paid_at?.getTime() ?? 0)) / 60_000;
    expect(waitMinutes).toBeGreaterThan(59);
    expect(waitMinutes).toBeLessThan(61);
    const res = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
    expect(res.status).toBe(200);
    const dto = res.body as {
      cancellableUntil: string | null;
      downloadExpiresAt: string;
      digitalFiles: { line: number; fileName: string; url: string }[];
      paymentStatus: string;
    };
    expect(Date.parse(dto.cancellableUntil ?? '') - (order.paid_at?.getTime() ?? 0)).toBe(60 * 60_000);
    expect(Date.parse(dto.downloadExpiresAt) - (order.paid_at?.getTime() ?? 0)).toBe(30 * 24 * 3600_000);
    expect(dto.digitalFiles).toEqual([
      {
        line: 1,
        fileName: `PetArt-${orderHash.slice(-8)}-1.jpg`,
        url: `/api/orders/${encodeURIComponent(orderHash)}/download?line=1`,
      },
    ]);
  });

  it('downloads the full-resolution file: owner only (other user 404, anonymous 401), 409 unpaid, 410 after 30 days, then the files are deleted', async () => {
    const owner = await checkoutUser(t);
    const other = await checkoutUser(t);
    const { orderHash } = await pay(owner);
    const path = `/api/orders/${encodeURIComponent(orderHash)}/download?line=1`;

    const file = await t.request.get(path).set('authorization', owner.bearer).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="PetArt-${orderHash.slice(-8)}-1.jpg"`,
    );
    const body = file.body as Buffer;
    // The print file (JPEG): a 20x30 canvas at the test profile's 10 dpi is at least 200 x 300 px.
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(body.length).toBeGreaterThan(500);

    expect((await t.request.get(path).set('authorization', other.bearer)).status).toBe(404);
    expect((await t.request.get(path)).status).toBe(401);
    const noLine = await t.request
      .get(`/api/orders/${encodeURIComponent(orderHash)}/download?line=2`)
      .set('authorization', owner.bearer);
    expect(noLine.status).toBe(404);

    const unpaid = await checkout(owner);
    const unpaidRes = await t.request
      .get(`/api/orders/${encodeURIComponent(unpaid.orderHash)}/download`)
      .set('authorization', owner.bearer);
    expect(unpaidRes.status).toBe(409);

    // 31 days later: the link says it has expired, and the scheduled job deletes the print file.
    await db.query(`UPDATE orders SET paid_at = now() - interval '31 days' WHERE order_hash = $1`, [
      orderHash,
    ]);
    const expired = await t.request.get(path).set('authorization', owner.bearer);
    expect(expired.status).toBe(410);
    expect((expired.body as { message: string }).message).toBe(
      'This download link has expired: digital files can be downloaded for 30 days after payment. Contact support if you need your file again.',
    );
    const dto = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', owner.bearer);
    expect((dto.body as { digitalFiles: unknown[] }).digitalFiles).toEqual([]);
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    const key = `print-files/${orderHash}/${orderHash}-1.jpg`;
    expect(await storage.exists(key)).toBe(true);
    const purge = await t.app.get(PaymentReconciliationService).purgeDigitalFiles();
    expect(purge.purged).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(key)).toBe(false);
    expect((await orderRow(orderHash)).digital_files_purged_at).not.toBeNull();
  });

  it('cancels inside the window: cancelled at the provider, refunded in full, tax reversed, one cancellation email; never released', async () => {
    const user = await checkoutUser(t);
    const other = await checkoutUser(t);
    const { orderHash, paymentId } = await pay(user);
    const before = await orderRow(orderHash);
    expect(before.tax_transaction_id).toMatch(/^taxtxn_local_/);
    const path = `/api/orders/${encodeURIComponent(orderHash)}/cancel`;

    expect((await t.request.post(path).set('authorization', other.bearer)).status).toBe(404);
    expect((await t.request.post(path)).status).toBe(401);

    const res = await t.request.post(path).set('authorization', user.bearer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      fulfillmentStatus: 'cancelled',
      invoiceStatus: 'refunded',
      refundedAmount: before.total_amount,
    });
    await outbox.idle();
    const after = await orderRow(orderHash);
    expect(after.invoice_status).toBe('refunded');
    expect(after.refunded_amount).toBe(before.total_amount);
    expect(after.metadata.taxReversalId).toMatch(/^taxtxn_local_rev_/);
    expect(gateway.refundedCents(paymentId)).toBe(before.total_amount);
    const refunds = await db.query<{ amount: number; source: string }[]>(
      `SELECT amount, source FROM order_refunds WHERE order_id = $1`,
      [before.id],
    );
    expect(refunds).toEqual([{ amount: before.total_amount, source: 'customer' }]);
    const [simulated] = await db.query<{ status: string }[]>(
      `SELECT status FROM fulfilment_simulator_orders WHERE id = $1`,
      [before.printify_order_id],
    );
    expect(simulated?.status).toBe('canceled');

    // Again: 409, and still one cancellation email, which tells of the refund.
    const again = await t.request.post(path).set('authorization', user.bearer);
    expect(again.status).toBe(409);
    await outbox.idle();
    const cancelled = (await mails(user.email)).filter((m) => /has been cancelled/.test(m.subject));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text_body).toContain('is refunded in full to your card');

    // The window's send_to_production job, made due, does not release the cancelled order.
    await outbox.runDue(before.id);
    const [released] = await db.query<{ released: boolean }[]>(
      `SELECT released FROM fulfilment_simulator_orders WHERE id = $1`,
      [before.printify_order_id],
    );
    expect(released?.released).toBe(false);
    // The history still lists the cancelled, refunded order.
    const history = await t.request.get('/api/user-orders').set('authorization', user.bearer);
    expect(
      (history.body as { orderHash: string; paymentStatus: string }[]).map((o) => o.paymentStatus),
    ).toEqual(['refunded']);
  });

  it('refuses to cancel after the window, once in production, or before payment (409 with a clear message)', async () => {
    const user = await checkoutUser(t);
    const late = await pay(user);
    // The app's clock moves past the 60-minute window, as the dev tools move it (the orders paid after it are stamped
    // on the moved clock: their windows are whole).
    t.app.get<ClockControl>(CLOCK_CONTROL).advance(61 * 60_000);
    const res = await t.request
      .post(`/api/orders/${encodeURIComponent(late.orderHash)}/cancel`)
      .set('authorization', user.bearer);
    expect(res.status).toBe(409);
    expect((res.body as { message: string }).message).toBe(
      'This order can no longer be cancelled: the cancellation window has closed or the order is already in production.',
    );
    const dto = await t.request.get(`/api/order/hash/${late.orderHash}`).set('authorization', user.bearer);
    expect((dto.body as { cancellableUntil: string | null }).cancellableUntil).toBeNull();
    expect((await orderRow(late.orderHash)).invoice_status).toBe('paid');

    const inProduction = await pay(user);
    await db.query(`UPDATE orders SET fulfillment_status = 'in_production' WHERE order_hash = $1`, [
      inProduction.orderHash,
    ]);
    const prod = await t.request
      .post(`/api/orders/${encodeURIComponent(inProduction.orderHash)}/cancel`)
      .set('authorization', user.bearer);
    expect(prod.status).toBe(409);

    const unpaid = await checkout(user);
    const unpaidRes = await t.request
      .post(`/api/orders/${encodeURIComponent(unpaid.orderHash)}/cancel`)
      .set('authorization', user.bearer);
    expect(unpaidRes.status).toBe(409);
    expect((unpaidRes.body as { message: string }).message).toBe('Only a paid order can be cancelled.');
  });

  it('once staff sent the order to production inside the window, neither the page nor the history offers a cancel, and a cancel is refused', async () => {
    const user = await checkoutUser(t);
    const admin = await checkoutUser(t, { isAdmin: true });
    const { orderHash } = await pay(user);
    const order = await orderRow(orderHash);
    const page = async () =>
      (await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer)).body as {
        cancellableUntil: string | null;
      };
    // Inside the window first: an hour after payment.
    expect(Date.parse((await page()).cancellableUntil ?? '') - (order.paid_at?.getTime() ?? 0)).toBe(
      60 * 60_000,
    );
    const sent = await t.request
      .post(`/api/admin/orders/${order.id}/send-to-production`)
      .set('authorization', admin.bearer);
    expect(sent.status).toBe(200);
    await outbox.idle();
    // The provider has it (still read as on hold until its first step), so the customer's window is over.
    expect((await orderRow(orderHash)).fulfillment_status).toBe('submitted');
    expect((await page()).cancellableUntil).toBeNull();
    const history = await t.request.get('/api/user-orders').set('authorization', user.bearer);
    const listed = (history.body as { orderHash: string; cancellableUntil: string | null }[]).find(
      (o) => o.orderHash === orderHash,
    );
    expect(listed).toMatchObject({ cancellableUntil: null });
    const cancel = await t.request
      .post(`/api/orders/${encodeURIComponent(orderHash)}/cancel`)
      .set('authorization', user.bearer);
    expect(cancel.status).toBe(409);
    expect((cancel.body as { message: string }).message).toBe(
      'This order can no longer be cancelled: the cancellation window has closed or the order is already in production.',
    );
    expect((await orderRow(orderHash)).invoice_status).toBe('paid');
  });

  it('staff cancel through the same use case (refunded too, no window); customers are refused the staff route', async () => {
    const customer = await checkoutUser(t);
    const admin = await checkoutUser(t, { isAdmin: true });
    const { orderHash } = await pay(customer);
    await db.query(`UPDATE orders SET paid_at = now() - interval '3 hours' WHERE order_hash = $1`, [
      orderHash,
    ]);
    const order = await orderRow(orderHash);
    const path = `/api/admin/orders/${order.id}/cancel`;
    expect((await t.request.post(path).set('authorization', customer.bearer)).status).toBe(403);
    expect((await t.request.post(path)).status).toBe(401);
    const res = await t.request.post(path).set('authorization', admin.bearer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      fulfillmentStatus: 'cancelled',
      invoiceStatus: 'refunded',
    });
    const [event] = await db.query<{ source: string; detail: Record<string, unknown> }[]>(
      `SELECT source, detail FROM order_events WHERE order_id = $1 AND to_status = 'cancelled'`,
      [order.id],
    );
    expect(event?.source).toBe('admin');
    expect(event?.detail.byEmail).toBe(admin.email);
  });

  it('a cancellation whose refund call fails is refunded by the refund job, still attributed to who cancelled', async () => {
    const customer = await checkoutUser(t);
    const admin = await checkoutUser(t, { isAdmin: true });
    const { orderHash } = await pay(customer);
    const order = await orderRow(orderHash);
    // The cancellation's refund call fails; the refund job's call waits until the answer has been read (the job
    // starts at the commit and could otherwise refund before the answer is built).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const refundNow = gateway.refund.bind(gateway);
    const refund = jest
      .spyOn(gateway, 'refund')
      .mockRejectedValueOnce(new Error('provider timed out'))
      .mockImplementationOnce(async (...args: Parameters<LocalPaymentGateway['refund']>) => {
        await released;
        return refundNow(...args);
      });
    try {
      const res = await t.request
        .post(`/api/admin/orders/${order.id}/cancel`)
        .set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ fulfillmentStatus: 'cancelled', invoiceStatus: 'paid' });
      release();
      await outbox.idle();
    } finally {
      refund.mockRestore();
    }
    expect((await orderRow(orderHash)).invoice_status).toBe('refunded');
    const events = await db.query<{ to_status: string; source: string }[]>(
      `SELECT to_status, source FROM order_events WHERE order_id = $1 ORDER BY created_at, id`,
      [order.id],
    );
    expect(events.slice(-2)).toEqual([
      { to_status: 'cancelled', source: 'admin' },
      { to_status: 'refunded', source: 'admin' },
    ]);
  });

  it('refunds partially then the rest through the port; never more than was paid', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await pay(user);
    const order = await orderRow(orderHash);
    const refunds = t.app.get(RefundService);
    const partial = await refunds.refund(order.id, {
      amountCents: 1000,
      source: 'admin',
      reason: 'goodwill',
    });
    expect(partial).toMatchObject({
      amountCents: 1000,
      refundedAmount: 1000,
      invoiceStatus: 'partially_refunded',
    });
    await expect(
      refunds.refund(order.id, { amountCents: order.total_amount, source: 'admin' }),
    ).rejects.toMatchObject({ code: 'REFUND.AMOUNT_INVALID' });
    const dto = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
    expect(dto.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 1000 });
    // Still on its way and downloadable after a partial refund.
    expect((dto.body as { digitalFiles: unknown[] }).digitalFiles).toHaveLength(1);
    const rest = await refunds.refund(order.id, { source: 'admin' });
    expect(rest).toMatchObject({ amountCents: order.total_amount - 1000, invoiceStatus: 'refunded' });
    await outbox.idle();
    expect((await orderRow(orderHash)).metadata.taxReversalId).toMatch(/^taxtxn_local_rev_/);
  });

  it('reconciles a succeeded payment whose confirmation never arrived: paid exactly once, with its email and fulfilment; a late confirmation does nothing', async () => {
    const user = await checkoutUser(t);
    const order = await checkout(user);
    // The card went through at the provider, but the shop never heard of it.
    const row = await orderRow(order.orderHash);
    gateway.recordStatus(order.paymentId, 'succeeded', row.total_amount);
    const reconciliation = t.app.get(PaymentReconciliationService);
    // Too young: the webhook still has its chance.
    expect((await reconciliation.reconcile()).paid).toBe(0);
    await db.query(`UPDATE orders SET created_at = now() - interval '10 minutes' WHERE id = $1`, [row.id]);
    const first = await reconciliation.runAll();
    expect(first.reconciled).toBe(1);
    await outbox.idle();
    const paid = await orderRow(order.orderHash);
    expect(paid.invoice_status).toBe('paid');
    expect(paid.printify_order_id).not.toBeNull();
    expect(await cartCount(user.id)).toBe(0);
    expect((await reconciliation.runAll()).reconciled).toBe(0);
    // The confirmation arriving late (the webhook of the local gateway) changes nothing.
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret: order.clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await outbox.idle();
    const confirmations = (await mails(user.email)).filter((m) => /is confirmed/.test(m.subject));
    expect(confirmations).toHaveLength(1);
    const kinds = (await jobs(row.id)).map((j) => j.kind);
    expect(kinds).toEqual(['confirmation_email', 'fulfilment', 'send_to_production', 'tax_transaction']);
    const [events] = await db.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM order_events WHERE order_id = $1 AND kind = 'payment' AND to_status = 'paid'`,
      [row.id],
    );
    expect(Number(events?.n)).toBe(1);
  });

  it('expires an abandoned checkout after ORDER_EXPIRY_HOURS: marked expired, tax calculation dropped, cart untouched', async () => {
    const user = await checkoutUser(t);
    const stale = await checkout(user);
    const young = await checkout(user);
    await db.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE order_hash = $1`, [
      stale.orderHash,
    ]);
    expect((await orderRow(stale.orderHash)).tax_calculation_id).not.toBeNull();
    const result = await t.app.get(PaymentReconciliationService).expireAbandoned();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const expired = await orderRow(stale.orderHash);
    expect(expired.invoice_status).toBe('expired');
    expect(expired.tax_calculation_id).toBeNull();
    expect((await orderRow(young.orderHash)).invoice_status).toBe('pending');
    expect(await cartCount(user.id)).toBe(1);
    const history = await t.request.get('/api/user-orders').set('authorization', user.bearer);
    expect(history.body).toEqual([]);
  });

  it('an expired order can no longer be paid with its old client secret (cancelled at the provider); a late success is refunded like a cancelled order', async () => {
    const user = await checkoutUser(t);
    const stale = await checkout(user);
    await db.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE order_hash = $1`, [
      stale.orderHash,
    ]);
    await t.app.get(PaymentReconciliationService).expireAbandoned();
    expect((await orderRow(stale.orderHash)).invoice_status).toBe('expired');
    expect(gateway.statusOf(stale.paymentId)).toBe('canceled');

    const late = await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', user.bearer)
      .send({ clientSecret: stale.clientSecret, ...card(TEST_CARDS.success) });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'PAYMENT.ORDER_EXPIRED' });
    expect((await orderRow(stale.orderHash)).paid_at).toBeNull();

    // Should the provider still report a success (a card form that confirmed as the cancel went out): refunded in
    // full, never submitted nor taxed, and the customer is told why.
    const outcome = await t.app.get(PaymentEventsService).handleSucceeded({
      provider: 'stripe',
      eventId: `evt_late_${stale.paymentId}`,
      type: 'payment_intent.succeeded',
      paymentId: stale.paymentId,
    });
    expect(outcome).toBe('not_kept');
    await outbox.idle();
    const order = await orderRow(stale.orderHash);
    expect(order).toMatchObject({
      invoice_status: 'refunded',
      fulfillment_status: 'cancelled',
      refunded_amount: order.total_amount,
      printify_order_id: null,
      tax_transaction_id: null,
    });
    expect(gateway.refundedCents(stale.paymentId)).toBe(order.total_amount);
    expect((await jobs(order.id)).map((j) => j.kind)).toEqual(['email_cancelled', 'refund', 'tax_reversal']);
    const [mail] = (await mails(user.email)).filter((m) => m.subject.includes('cancelled'));
    expect(mail?.text_body).toContain('this checkout had expired before your payment reached us');
    expect(await cartCount(user.id)).toBe(1);
  });

  it('serves the public tracking page signed out, with nothing personal; unpaid or unknown orders are not found', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await pay(user);
    const res = await t.request.get(`/api/track/${encodeURIComponent(orderHash)}`);
    expect(res.status).toBe(200);
    const body = res.body as {
      reference: string;
      state: string;
      thumbnailUrl: string;
      steps: { step: string; reached: boolean; at: string | null }[];
      parcels: unknown[];
      deliveryEstimate: string;
    };
    expect(body.reference).toBe((await orderRow(orderHash)).order_number);
    expect(body.state).toBe('in_progress');
    expect(body.thumbnailUrl).toMatch(/^\/api\/images\/generated\/.+\?v=paid-thumb&exp=\d+&sig=/);
    expect(body.steps.map((s) => [s.step, s.reached])).toEqual([
      ['confirmed', true],
      ['production', false],
      ['shipped', false],
      ['delivered', false],
    ]);
    expect(body.steps[0]?.at).not.toBeNull();
    expect(body.deliveryEstimate).toEqual(expect.any(String));
    const text = JSON.stringify(res.body);
    const order = await orderRow(orderHash);
    for (const personal of [
      user.email,
      'Ada',
      'Lovelace',
      '1 Market St',
      'San Francisco',
      '94105',
      '+1415',
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(text).not.toContain(String(order.total_amount));
    expect(Object.keys(body).sort()).toEqual(
      [
        'deliveredAt',
        'deliveryEstimate',
        'itemCount',
        'items',
        'parcels',
        'reference',
        'state',
        'steps',
        'thumbnailUrl',
      ].sort(),
    );

    const unpaid = await checkout(user);
    expect((await t.request.get(`/api/track/${encodeURIComponent(unpaid.orderHash)}`)).status).toBe(404);
    expect((await t.request.get('/api/track/unknown-order-hash-0000')).status).toBe(404);
  });

  it('tracking: one entry per line (product, quantity, artwork), the count of pieces, and the delivery date once delivered', async () => {
    const user = await checkoutUser(t);
    const { orderHash } = await pay(user, [
      { printType: 'canvas', printSize: '20x30' },
      { printType: 'poster', printSize: '12x18', quantity: 2 },
    ]);
    const track = async () => {
      const res = await t.request.get(`/api/track/${encodeURIComponent(orderHash)}`);
      expect(res.status).toBe(200);
      return res.body as {
        state: string;
        itemCount: number;
        items: { printType: string; printSize: string; quantity: number; thumbnailUrl: string | null }[];
        deliveredAt: string | null;
      };
    };
    const moving = await track();
    expect(moving.items.map((i) => [i.printType, i.printSize, i.quantity])).toEqual([
      ['canvas', '20x30', 1],
      ['poster', '12x18', 2],
    ]);
    for (const item of moving.items) {
      expect(item.thumbnailUrl).toMatch(/^\/api\/images\/generated\/.+\?v=paid-thumb&exp=\d+&sig=/);
    }
    expect(moving.itemCount).toBe(3);
    expect(moving.deliveredAt).toBeNull();

    const order = await orderRow(orderHash);
    await db.query(`UPDATE orders SET fulfillment_status = 'delivered' WHERE id = $1`, [order.id]);
    await db.query(
      `INSERT INTO order_events (order_id, kind, from_status, to_status, source, created_at)
       VALUES ($1, 'fulfilment', $2, 'delivered', 'simulator', '2026-11-30T15:00:00Z')`,
      [order.id, order.fulfillment_status],
    );
    const delivered = await track();
    expect(delivered.state).toBe('delivered');
    expect(delivered.deliveredAt).toBe('2026-11-30T15:00:00.000Z');
  });

  it("the confirmation email says when printing starts, in the customer's zone, and how to cancel until then", async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
    const unknown = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: { ...customerInfo(user.email), timeZone: 'Mars/Olympus_Mons' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      details: ['Unknown time zone: send an IANA name such as America/New_York'],
    });
    const { orderHash } = await pay(user, undefined, undefined, { timeZone: 'America/New_York' });
    const order = await t.request.get(`/api/order/hash/${orderHash}`).set('authorization', user.bearer);
    const until = (order.body as { cancellableUntil: string | null }).cancellableUntil;
    if (!until) throw new Error('the order is not in its cancellation window');
    const [confirmation] = (await mails(user.email)).filter((m) => m.subject.endsWith('is confirmed'));
    // The page's words, in New York time.
    expect(confirmation?.text_body).toContain(
      `We start printing at ${formatDeadline(until, 'America/New_York')}; you can cancel until then.`,
    );
    expect(confirmation?.text_body).toMatch(/ E[SD]T on [A-Z][a-z]{2} \d{1,2};/);
    expect(confirmation?.text_body).toContain('choose Cancel Order before printing starts');
    expect(confirmation?.text_body).not.toContain('production');
    expect(confirmation?.text_body).toMatch(/^Total +\$\d+\.\d{2}$/m);
  });
});
