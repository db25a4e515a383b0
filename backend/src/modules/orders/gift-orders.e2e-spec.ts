import { FULFILMENT_PROVIDER, formatMoney } from '@petart/domain';
import { DataSource } from 'typeorm';
import { LocalFulfilmentSimulator } from '../../adapters/fulfilment/local-fulfilment.simulator';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { checkoutUser, customerInfo, setCart, type CheckoutUser } from '../../../test/checkout-fixtures';
import { pay } from '../../../test/named-order-fixtures';
import { runOrderJob } from '../../../test/jobs';
import { Job } from '../../platform/jobs/job';
import { JobQueue } from '../../platform/jobs/job-queue';

interface Mail {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  tag: string;
}

/** A gift to Sam, shipped to Sam's address (the checkout's shipping address is the delivery address). */
const SAM = { firstName: 'Sam', lastName: 'Rivera', address: '9 Elm St', address2: '' };
const GIFT = {
  recipientName: '  Sam   Rivera ',
  recipientEmail: ' Sam.Rivera@Example.com ',
  message: 'Happy birthday, Sam!\r\nLove <b>always</b>\n\n',
};

/** Any dollar amount, as formatMoney writes it ("$69.99", "-$5.00", "US$1,234.00"). */
const MONEY = /\$\s?\d/;

describe('gift orders (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let sim: LocalFulfilmentSimulator;
  let jobs: JobQueue;
  /** Simulated time: each tick is a day after the previous one, so every step is due without sleeping. */
  let clock = Date.now() + 86_400_000;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    sim = t.app.get<LocalFulfilmentSimulator>(FULFILMENT_PROVIDER);
    jobs = t.app.get(JobQueue);
  });
  afterAll(() => t.close());

  const createIntent = (user: CheckoutUser, gift?: object, info: object = customerInfo(user.email, SAM)) =>
    t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: info, ...(gift ? { gift } : {}) });

  async function orderOf(orderHash: string) {
    const [order] = await db.query<
      {
        id: string;
        order_hash: string;
        order_number: string;
        printify_order_id: string;
        total_amount: number;
      }[]
    >(
      `SELECT id, order_hash, order_number, printify_order_id, total_amount FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    if (!order) throw new Error(`no order ${orderHash}`);
    return order;
  }

  /** A paid order of `user` (a gift when `gift` is given), submitted to the simulator. */
  async function paidOrder(user: CheckoutUser, gift?: object) {
    await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
    return orderOf(
      await pay(t, user, undefined, {
        customerInfo: customerInfo(user.email, SAM),
        ...(gift ? { gift } : {}),
      }),
    );
  }

  /** One step of the simulator (in production, then shipped, then delivered) and the jobs that follow it. */
  async function tick(printifyOrderId: string): Promise<void> {
    clock += 86_400_000;
    await sim.tick(new Date(clock), [printifyOrderId]);
    await jobs.idle();
  }

  const mailsTo = (recipient: string) =>
    db.query<Mail[]>(
      `SELECT recipient, subject, text_body, html_body, tag FROM mail_outbox WHERE recipient = $1
        ORDER BY created_at`,
      [recipient],
    );

  it('stores the gift with the order, normalised, and leaves the buyer profile alone', async () => {
    const buyer = await checkoutUser(t);
    await db.query(
      `UPDATE users SET first_name = 'Grace', last_name = 'Hopper', phone = '+14155550199',
                        shipping_info = '{"address1":"5 Navy Way","city":"Arlington","zip":"22201","country":"US"}'
        WHERE id = $1`,
      [buyer.id],
    );
    await setCart(t, buyer.id, [{ printType: 'poster', printSize: '12x18' }]);
    const res = await createIntent(buyer, GIFT);
    expect(res.status).toBe(200);
    const order = await orderOf((res.body as { orderHash: string }).orderHash);

    const gifts = await db.query<Record<string, unknown>[]>(
      `SELECT recipient_name, recipient_email, message, sender_name FROM order_gifts WHERE order_id = $1`,
      [order.id],
    );
    expect(gifts).toEqual([
      {
        recipient_name: 'Sam Rivera',
        recipient_email: 'sam.rivera@example.com',
        message: 'Happy birthday, Sam!\nLove <b>always</b>',
        // The buyer's first name on the account, not the delivery name.
        sender_name: 'Grace',
      },
    ]);
    const [profile] = await db.query<Record<string, unknown>[]>(
      `SELECT email, first_name, last_name, phone, shipping_info FROM users WHERE id = $1`,
      [buyer.id],
    );
    expect(profile).toEqual({
      email: buyer.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+14155550199',
      shipping_info: { address1: '5 Navy Way', city: 'Arlington', zip: '22201', country: 'US' },
    });

    // The same checkout again reuses the unpaid order; a changed message is a new order with the new message.
    const again = await createIntent(buyer, GIFT);
    expect((again.body as { orderHash: string }).orderHash).toBe(order.order_hash);
    const changed = await createIntent(buyer, { ...GIFT, message: 'Surprise!' });
    const other = await orderOf((changed.body as { orderHash: string }).orderHash);
    expect(other.id).not.toBe(order.id);
    const [stored] = await db.query<{ message: string }[]>(
      `SELECT message FROM order_gifts WHERE order_id = $1`,
      [other.id],
    );
    expect(stored?.message).toBe('Surprise!');
  });

  it('an order without a gift has no gift row and reads gift: null', async () => {
    const buyer = await checkoutUser(t);
    const order = await paidOrder(buyer);
    const [count] = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM order_gifts WHERE order_id = $1`,
      [order.id],
    );
    expect(count?.n).toBe(0);
    const page = await t.request
      .get(`/api/order/hash/${order.order_hash}`)
      .set('authorization', buyer.bearer);
    expect(page.status).toBe(200);
    expect((page.body as { gift: unknown }).gift).toBeNull();
  });

  it.each([
    ['giftRecipientName', { recipientName: '   ' }, 'Recipient name is required'],
    [
      'giftRecipientName',
      { recipientName: 'x'.repeat(101) },
      'Recipient name must be 100 characters or less',
    ],
    [
      'giftRecipientName',
      { recipientName: 'Sam\u202Eevil' },
      'Recipient name can only contain printable text (no line breaks or control characters)',
    ],
    ['giftRecipientEmail', { recipientEmail: '' }, 'Recipient email is required'],
    [
      'giftRecipientEmail',
      { recipientEmail: 'sam@nowhere' },
      'Please enter a valid email address for the recipient',
    ],
    ['giftMessage', { message: 'x'.repeat(301) }, 'Gift message must be 300 characters or less'],
    ['giftMessage', { message: Array(9).fill('line').join('\n') }, 'Gift message can have at most 8 lines'],
    [
      'giftMessage',
      { message: 'Hi\u0007 there' },
      'Gift message can only contain printable text (no control characters)',
    ],
  ])(
    'refuses a bad %s with 400, "Form validation failed" and the rule message',
    async (field, bad, message) => {
      const buyer = await checkoutUser(t);
      await setCart(t, buyer.id, [{ printType: 'poster', printSize: '8x12' }]);
      const res = await createIntent(buyer, { ...GIFT, ...bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Form validation failed', success: false });
      const body = res.body as { details: string[]; errors: Record<string, string> };
      expect(body.details).toContain(message);
      expect(body.errors[field]).toBe(message);
      const [count] = await db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM orders WHERE user_id = $1`,
        [buyer.id],
      );
      expect(count?.n).toBe(0);
    },
  );

  it('refuses a gift that is not an object, and a value of the wrong type, with 400', async () => {
    const buyer = await checkoutUser(t);
    await setCart(t, buyer.id, [{ printType: 'poster', printSize: '8x12' }]);
    const notObject = await createIntent(buyer, 'a gift' as unknown as object);
    expect(notObject.status).toBe(400);
    const wrongType = await createIntent(buyer, { ...GIFT, message: 42 });
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(wrongType.body)).toContain('message');
  });

  it('on shipping the recipient gets one email with the message and tracking and no prices; the buyer’s is unchanged', async () => {
    const buyer = await checkoutUser(t);
    const plainBuyer = await checkoutUser(t);
    const order = await paidOrder(buyer, GIFT);
    const plain = await paidOrder(plainBuyer);
    for (const o of [order, plain]) {
      await tick(o.printify_order_id); // in production
      await tick(o.printify_order_id); // shipped
    }

    const recipientMails = await mailsTo('sam.rivera@example.com');
    expect(recipientMails).toHaveLength(1);
    const gift = recipientMails[0]!;
    expect(gift.tag).toBe('order-gift-shipped');
    // The sender is the buyer's first name; this account had none, so the checkout's own first name ("Sam") counts.
    expect(gift.subject).toBe('Sam sent you a gift from PetArt');
    expect(gift.text_body).toContain('Hi Sam Rivera,');
    expect(gift.text_body).toContain('Happy birthday, Sam!');
    expect(gift.text_body).toContain('Love <b>always</b>');
    // Markup in the message is text: escaped in the HTML part, never interpreted.
    expect(gift.html_body).toContain('Love &lt;b&gt;always&lt;/b&gt;');
    expect(gift.html_body).not.toContain('<b>always</b>');
    expect(gift.text_body).toContain('Canvas pet portrait, 20" x 30"');
    const [shipment] = await db.query<{ tracking_url: string; tracking_number: string }[]>(
      `SELECT tracking_url, tracking_number FROM order_shipments WHERE order_id = $1`,
      [order.id],
    );
    expect(shipment?.tracking_url).toMatch(/^http:\/\/localhost:\d+\/api\/carrier\/track\/PA/);
    expect(gift.text_body).toContain(shipment!.tracking_url);
    expect(gift.text_body).toContain(shipment!.tracking_number);
    expect(gift.text_body).toContain(`/track/${order.order_hash}`);
    // No prices or totals anywhere, nor the buyer's own email address.
    for (const part of [gift.subject, gift.text_body, gift.html_body]) {
      expect(part).not.toMatch(MONEY);
      expect(part).not.toContain(formatMoney(order.total_amount).replace('$', ''));
      expect(part).not.toContain(buyer.email);
    }

    // An account without details does not take a gift's delivery details as its own unless asked.
    const [profile] = await db.query<{ first_name: string | null; shipping_info: unknown }[]>(
      `SELECT first_name, shipping_info FROM users WHERE id = $1`,
      [buyer.id],
    );
    expect(profile).toEqual({ first_name: null, shipping_info: null });

    // The buyer's emails are the ones a plain order gets, with nothing of the gift in them.
    const buyerMails = await mailsTo(buyer.email);
    const plainMails = await mailsTo(plainBuyer.email);
    expect(buyerMails.map((m) => m.tag)).toEqual(['order-confirmation', 'order-processing', 'order-shipped']);
    expect(buyerMails.map((m) => m.tag)).toEqual(plainMails.map((m) => m.tag));
    const shipped = buyerMails[2]!;
    const plainShipped = plainMails[2]!;
    const neutral = (
      mail: Mail,
      o: { order_number: string; order_hash: string },
      url: string,
      number: string,
    ) =>
      mail.text_body
        .replaceAll(o.order_number, 'PA-NUMBER')
        .replaceAll(o.order_hash, 'HASH')
        .replaceAll(url, 'TRACKING-URL')
        .replaceAll(number, 'TRACKING-NUMBER');
    const [plainShipment] = await db.query<{ tracking_url: string; tracking_number: string }[]>(
      `SELECT tracking_url, tracking_number FROM order_shipments WHERE order_id = $1`,
      [plain.id],
    );
    expect(neutral(shipped, order, shipment!.tracking_url, shipment!.tracking_number)).toBe(
      neutral(plainShipped, plain, plainShipment!.tracking_url, plainShipment!.tracking_number),
    );
    expect(shipped.text_body).not.toContain('Happy birthday');

    // Once per order: the shipped job running again sends neither email a second time.
    await runOrderJob(t.app, order.id, Job.EmailShipped);
    await jobs.idle();
    expect(await mailsTo('sam.rivera@example.com')).toHaveLength(1);
    expect((await mailsTo(buyer.email)).filter((m) => m.tag === 'order-shipped')).toHaveLength(1);
    const notifications = await db.query<
      { notification_type: string; email_address: string; email_status: string }[]
    >(
      `SELECT notification_type, email_address, email_status FROM order_notifications
        WHERE order_id = $1 AND notification_type IN ('shipped', 'gift_shipped') ORDER BY notification_type`,
      [order.id],
    );
    expect(notifications).toEqual([
      { notification_type: 'gift_shipped', email_address: 'sam.rivera@example.com', email_status: 'sent' },
      { notification_type: 'shipped', email_address: buyer.email, email_status: 'sent' },
    ]);
  });

  it('staff send the recipient their gift email again once it has gone out, audited; refused before that, for no gift, and to customers', async () => {
    const buyer = await checkoutUser(t);
    const admin = await checkoutUser(t, { isAdmin: true });
    const recipient = 'pat.gift@example.com';
    const order = await paidOrder(buyer, { ...GIFT, recipientEmail: recipient });
    const plain = await paidOrder(await checkoutUser(t));
    const resend = (orderId: string, user: CheckoutUser = admin) =>
      t.request.post(`/api/admin/orders/${orderId}/resend-gift-email`).set('authorization', user.bearer);
    const canResend = async (orderId: string) =>
      (
        (await t.request.get(`/api/admin/orders/${orderId}/timeline`).set('authorization', admin.bearer))
          .body as { canResendGiftEmail: boolean }
      ).canResendGiftEmail;

    // Before it ships nothing has gone to the recipient; an order that is no gift has no gift email.
    expect(await canResend(order.id)).toBe(false);
    const early = await resend(order.id);
    expect(early.status).toBe(409);
    expect((early.body as { message: string }).message).toBe(
      'The gift email goes to the recipient when the order ships and has not been sent yet, so it cannot be sent again.',
    );
    const noGift = await resend(plain.id);
    expect(noGift.status).toBe(409);
    expect((noGift.body as { message: string }).message).toBe(
      'This order is not a gift, so it has no gift email to send.',
    );

    await tick(order.printify_order_id); // in production
    await tick(order.printify_order_id); // shipped
    expect(await mailsTo(recipient)).toHaveLength(1);
    expect(await canResend(order.id)).toBe(true);

    // A customer may not, even the buyer.
    expect((await resend(order.id, buyer)).status).toBe(403);
    expect((await t.request.post(`/api/admin/orders/${order.id}/resend-gift-email`)).status).toBe(401);

    const res = await resend(order.id);
    expect(res.status).toBe(200);
    expect((res.body as { message: string }).message).toBe(`Gift email queued to ${recipient}`);
    await jobs.idle();
    const mails = await mailsTo(recipient);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ tag: 'order-gift-shipped', subject: mails[0]!.subject });
    expect(mails[1]!.text_body).toContain('Happy birthday, Sam!');
    // The buyer's own shipped email is not sent twice.
    expect((await mailsTo(buyer.email)).filter((m) => m.tag === 'order-shipped')).toHaveLength(1);

    const audits = await db.query<{ action: string; outcome: string; actor: string; target: string }[]>(
      `SELECT context->>'action' AS action, context->>'outcome' AS outcome, context->'actor'->>'email' AS actor,
              context->'target'->>'id' AS target
         FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND context->>'action' = 'orders.resend_gift_email'
        ORDER BY created_at`,
    );
    expect(audits).toEqual([
      { action: 'orders.resend_gift_email', outcome: 'failed', actor: admin.email, target: order.id },
      { action: 'orders.resend_gift_email', outcome: 'failed', actor: admin.email, target: plain.id },
      { action: 'orders.resend_gift_email', outcome: 'ok', actor: admin.email, target: order.id },
    ]);
  });

  it('shows the gift to its buyer and to staff, never to another customer or on the public tracking page', async () => {
    const buyer = await checkoutUser(t);
    const stranger = await checkoutUser(t);
    const admin = await checkoutUser(t, { isAdmin: true });
    const order = await paidOrder(buyer, GIFT);
    const expected = {
      recipientName: 'Sam Rivera',
      recipientEmail: 'sam.rivera@example.com',
      message: 'Happy birthday, Sam!\nLove <b>always</b>',
      senderName: 'Sam',
    };

    const own = await t.request.get(`/api/order/hash/${order.order_hash}`).set('authorization', buyer.bearer);
    expect(own.status).toBe(200);
    expect((own.body as { gift: unknown }).gift).toEqual(expected);
    const history = await t.request.get('/api/user-orders').set('authorization', buyer.bearer);
    expect(
      (history.body as { orderHash: string; gift: unknown }[]).find((o) => o.orderHash === order.order_hash)
        ?.gift,
    ).toEqual(expected);

    const staff = await t.request.get(`/api/admin/orders/${order.id}`).set('authorization', admin.bearer);
    expect(staff.status).toBe(200);
    expect((staff.body as { gift: unknown }).gift).toEqual(expected);

    const theirs = await t.request
      .get(`/api/order/hash/${order.order_hash}`)
      .set('authorization', stranger.bearer);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('Sam Rivera');
    const theirHistory = await t.request.get('/api/user-orders').set('authorization', stranger.bearer);
    expect(JSON.stringify(theirHistory.body)).not.toContain('sam.rivera@example.com');
    const notStaff = await t.request
      .get(`/api/admin/orders/${order.id}`)
      .set('authorization', stranger.bearer);
    expect(notStaff.status).toBe(403);

    const tracking = await t.request.get(`/api/track/${order.order_hash}`);
    expect(tracking.status).toBe(200);
    expect(JSON.stringify(tracking.body)).not.toContain('Happy birthday');
    expect(JSON.stringify(tracking.body)).not.toContain('sam.rivera@example.com');
  });
});
