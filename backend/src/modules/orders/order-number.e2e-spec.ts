import { isOrderNumber, parseOrderNumber } from '@petart/domain';
import { DataSource } from 'typeorm';
import { createScratchDatabase, createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  card,
  checkoutUser,
  startCheckout,
  TEST_CARDS,
  type CheckoutUser,
  type StartedCheckout,
} from '../../../test/checkout-fixtures';
import { ENTITIES } from '../../app.entities';
import { dataSourceOptions } from '../../platform/database/data-source-options';
import { OrderNumber1790000000020 } from '../../platform/database/migrations/1790000000020-order-number';
import { JobQueue } from '../../platform/jobs/job-queue';
import { OrderLifecycle } from './order-lifecycle.service';
import type { NewOrder } from './order-records';

describe('order numbers (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let customer: CheckoutUser;
  let admin: CheckoutUser;
  let paid: StartedCheckout;
  let paidNumber: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    customer = await checkoutUser(t);
    admin = await checkoutUser(t, { isAdmin: true });
    paid = await startCheckout(t, customer, [{ printType: 'canvas', printSize: '20x30' }]);
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', customer.bearer)
      .send({ clientSecret: paid.clientSecret, ...card(TEST_CARDS.success) });
    await t.app.get(JobQueue).idle();
    paidNumber = await numberOf(paid.orderHash);
  });
  afterAll(() => t.close());

  async function numberOf(orderHash: string): Promise<string> {
    const [row] = await db.query<{ order_number: string }[]>(
      `SELECT order_number FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    if (!row) throw new Error(`no order ${orderHash}`);
    return row.order_number;
  }

  const adminGet = (path: string) => t.request.get(path).set('authorization', admin.bearer);

  it('gives every new order its own number from the unambiguous alphabet', async () => {
    const other = await startCheckout(t, await checkoutUser(t));
    const numbers = [paidNumber, await numberOf(other.orderHash)];
    for (const number of numbers) {
      expect(number).toMatch(/^PA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
      expect(isOrderNumber(number)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(2);
    await expect(
      db.query(`UPDATE orders SET order_number = $1 WHERE order_hash = $2`, [paidNumber, other.orderHash]),
    ).rejects.toThrow(/orders_order_number_key/);
  });

  it('draws again when the number is taken, inside the checkout transaction', async () => {
    const orders = t.app.get(OrderLifecycle);
    const draws = [paidNumber, paidNumber, 'PA-ZZZZZ2'];
    await db.query(`DELETE FROM orders WHERE order_number = 'PA-ZZZZZ2'`);
    const order: NewOrder = {
      orderHash: `retry-${Date.now()}`,
      userId: customer.id,
      sessionId: null,
      customerName: 'Ada Lovelace',
      customerEmail: customer.email,
      customerPhone: '+14155550100',
      shippingAddress: { country: 'US' },
      printSize: null,
      printType: null,
      imageUrl: null,
      totalAmount: 1000,
      taxCalculationId: null,
      taxAmount: 0,
      metadata: {},
      lines: [],
    };
    const created = await db.transaction((manager) =>
      orders.create(manager, order, () => draws.shift() ?? ''),
    );
    expect(created.orderNumber).toBe('PA-ZZZZZ2');
    expect(draws).toEqual([]);
    const taken = () => paidNumber;
    await expect(
      db.transaction((manager) =>
        orders.create(manager, { ...order, orderHash: `${order.orderHash}-2` }, taken),
      ),
    ).rejects.toThrow('No free order number after 5 attempts');
  });

  it("shows the number in the customer's orders and on the order page; the hash stays the URL", async () => {
    const list = await t.request.get('/api/user-orders').set('authorization', customer.bearer);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ orderHash: paid.orderHash, orderNumber: paidNumber }),
    ]);
    const one = await t.request
      .get(`/api/order/hash/${paid.orderHash}`)
      .set('authorization', customer.bearer);
    expect(one.body).toMatchObject({ orderHash: paid.orderHash, orderNumber: paidNumber });
  });

  it('shows the number on the public tracking page', async () => {
    const res = await t.request.get(`/api/track/${encodeURIComponent(paid.orderHash)}`);
    expect(res.status).toBe(200);
    expect((res.body as { reference: string }).reference).toBe(paidNumber);
  });

  it('names the order by its number in the confirmation email', async () => {
    const mails = await db.query<{ subject: string; text_body: string; html_body: string }[]>(
      `SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = $1 AND tag = 'order-confirmation'`,
      [customer.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your PetArt order ${paidNumber} is confirmed`);
    expect(mails[0]?.text_body).toContain(`Order reference: ${paidNumber}`);
    expect(mails[0]?.html_body).toContain(paidNumber);
  });

  it('finds the order in the admin search by its number, with or without the prefix, in any case', async () => {
    const code = paidNumber.slice(3);
    for (const search of [
      paidNumber,
      paidNumber.toLowerCase(),
      code,
      code.toLowerCase(),
      `PA${code}`,
      ` pa ${code} `,
    ]) {
      const res = await adminGet(`/api/admin/orders?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      const items = (res.body as { items: { orderHash: string; orderNumber: string }[] }).items;
      expect({ search, found: items.map((o) => o.orderNumber) }).toEqual({ search, found: [paidNumber] });
      expect(items[0]?.orderHash).toBe(paid.orderHash);
    }
    const detail = await adminGet(`/api/admin/orders/${paid.id}`);
    expect(detail.body).toMatchObject({ orderNumber: paidNumber });
    const user = await adminGet(`/api/admin/users/${customer.id}`);
    expect((user.body as { orders: { orderNumber: string }[] }).orders.map((o) => o.orderNumber)).toContain(
      paidNumber,
    );
  });

  it("puts the number in the CSV export's Order Number column, before the Order ID (hash)", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const res = await adminGet(`/api/admin/export-orders-csv?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Order Date \(UTC\)","Paid At \(UTC\)","Order Number","Order ID",/);
    const ours = lines.find((line) => line.includes(paid.orderHash));
    // A hash may start with '-' (base64url): the export then neutralises it as a formula with an apostrophe.
    const hashCell = /^[=+\-@]/.test(paid.orderHash) ? `'${paid.orderHash}` : paid.orderHash;
    expect(ours?.split(',').slice(2, 4)).toEqual([`"${paidNumber}"`, `"${hashCell}"`]);
  });
});

describe('order number migration (own scratch database)', () => {
  it('gives the orders that existed before a unique number, and rows written by hand one too', async () => {
    const scratch = await createScratchDatabase();
    const ds = new DataSource(dataSourceOptions(scratch.url, { entities: ENTITIES, migrationsRun: false }));
    try {
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      const migration = new OrderNumber1790000000020();
      const runner = ds.createQueryRunner();
      await migration.down(runner);
      for (let i = 0; i < 50; i += 1) {
        await ds.query(
          `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ($1, 'a@b.co', 1)`,
          [`before-${i}`],
        );
      }
      await migration.up(runner);
      await runner.release();
      await ds.query(
        `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ('after', 'a@b.co', 1)`,
      );
      const rows = await ds.query<{ order_number: string }[]>(`SELECT order_number FROM orders`);
      expect(rows).toHaveLength(51);
      for (const { order_number } of rows) expect(parseOrderNumber(order_number)).toBe(order_number);
      expect(new Set(rows.map((row) => row.order_number)).size).toBe(51);
      await expect(
        ds.query(`INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ('x', 'a@b.co', 1)
                  ON CONFLICT DO NOTHING RETURNING id`),
      ).resolves.toHaveLength(1);
      await expect(ds.query(`UPDATE orders SET order_number = NULL`)).rejects.toThrow(/null value/);
    } finally {
      await ds.destroy();
      await scratch.drop();
    }
  });
});
