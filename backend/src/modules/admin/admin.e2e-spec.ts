import { normalizeFulfilmentStatus, RAW_TO_LIFECYCLE, STORED_FULFILMENT_STATUSES } from '@petart/domain';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, REPO_ROOT, type TestApp } from '../../../test/create-test-app';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { JobQueue } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';
import { AdminDashboardReads } from './admin-dashboard-reads.repository';
import { AdminService } from './admin.service';

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

/** The fields the suite reads from admin answers (each answer has some of them). */
interface Item {
  id: string;
  shippingMethod: string;
  email: string;
  createdAt: string;
  generatedImages: string[];
  originalImageUrl: string;
}
interface Body {
  [key: string]: unknown;
  total: number;
  items: Item[];
  orders: Item[];
  errorType: string;
  message: string;
  synced: number;
  failed: number;
  artworkCount: number;
  revenueByDay: unknown[];
  ordersByStatus: unknown[];
}
const body = (res: { body: unknown }): Body => res.body as Body;

/** A day of 2011: the suite's fixtures live there, away from orders other suites create now. */
const DAY = '2011-03-15';

describe('admin API (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: CheckoutUser;
  let customer: CheckoutUser;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await checkoutUser(t, { isAdmin: true });
    customer = await checkoutUser(t);
  });
  afterAll(async () => {
    await t.app.get(JobQueue).idle();
    await t.close();
  });

  async function insertOrder(values: {
    email: string;
    name?: string;
    phone?: string;
    createdAt: string;
    status?: string;
    invoice?: string;
    total?: number;
    userId?: string | null;
    lines?: { printType: string; printSize: string; quantity: number; unit: number }[];
  }): Promise<{ id: string; orderHash: string }> {
    const orderHash = `${tag}${randomUUID().replace(/-/g, '')}`.slice(0, 40);
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO orders (order_hash, user_id, customer_name, customer_email, customer_phone, shipping_address,
                           total_amount, tax_amount, invoice_status, fulfillment_status, metadata, created_at, print_type, print_size)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, 100, $8, $9, $10::jsonb, $11, 'canvas', '20x30') RETURNING id`,
      [
        orderHash,
        values.userId ?? null,
        values.name ?? 'Zoë Müller',
        values.email,
        values.phone ?? '5550001111',
        JSON.stringify({
          first_name: 'Zoë',
          last_name: 'Müller',
          address1: '1 Rue de l’Église',
          city: 'Paris',
          zip: '75001',
          country: 'FR',
        }),
        values.total ?? 7999,
        values.invoice ?? 'paid',
        values.status ?? 'pending',
        JSON.stringify({ productPrice: 6999, shippingCost: 900 }),
        values.createdAt,
      ],
    );
    if (!row) throw new Error('order insert failed');
    for (const line of values.lines ?? [
      { printType: 'canvas', printSize: '20x30', quantity: 1, unit: 6999 },
    ]) {
      await db.query(
        `INSERT INTO order_line_items (order_id, print_type, print_size, quantity, unit_price, line_total, effective_dpi,
                                       print_file_upscaler)
         VALUES ($1, $2, $3, $4, $5, $6, 150, 'lanczos3')`,
        [row.id, line.printType, line.printSize, line.quantity, line.unit, line.unit * line.quantity],
      );
    }
    return { id: row.id, orderHash };
  }

  const request = (url: string, user: CheckoutUser | undefined = admin) => {
    const call = t.request.get(url);
    return user ? call.set('authorization', user.bearer) : call;
  };
  const get = async (url: string, user: CheckoutUser | undefined = admin) => {
    const res = await request(url, user);
    return { status: res.status, body: body(res) };
  };

  const auditRows = (action: string) =>
    db.query<{ user_id: string; context: Record<string, unknown>; error_type: string }[]>(
      `SELECT user_id, context, error_type FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND context->>'action' = $1
        ORDER BY created_at`,
      [action],
    );

  describe('guard matrix', () => {
    const document = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'docs/api/openapi.json'), 'utf8'),
    ) as OpenApiDocument;
    const operations = Object.entries(document.paths)
      .filter(([route]) => route.startsWith('/api/admin'))
      .flatMap(([route, methods]) =>
        Object.keys(methods)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method, route, url: route.replace(/\{[^}]+\}/g, randomUUID()) })),
      );

    it('finds the admin operations in docs/api/openapi.json', () => {
      expect(operations.length).toBeGreaterThanOrEqual(11);
    });

    it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.route}`, op] as const))(
      '%s: 401 without a token, 403 for a customer',
      async (_name, op) => {
        const call = (user?: CheckoutUser) => {
          const request = t.request[op.method as 'get'](op.url);
          return user ? request.set('authorization', user.bearer) : request;
        };
        const anonymous = await call();
        expect(anonymous.status).toBe(401);
        expect(body(anonymous).errorType).toBe('AUTHENTICATION_ERROR');
        const denied = await call(customer);
        expect(denied.status).toBe(403);
        expect(body(denied).errorType).toBe('FORBIDDEN');
      },
    );
  });

  describe('orders', () => {
    let alice: { id: string; orderHash: string };
    let bob: { id: string; orderHash: string };

    beforeAll(async () => {
      alice = await insertOrder({
        email: `alice-${tag}@Example.com`,
        name: `Alice ${tag}`,
        createdAt: `${DAY}T00:00:00Z`,
        status: 'shipped',
        userId: customer.id,
        lines: [
          { printType: 'canvas', printSize: '20x30', quantity: 1, unit: 6999 },
          { printType: 'poster', printSize: '12x18', quantity: 2, unit: 3999 },
        ],
      });
      bob = await insertOrder({
        email: `bob-${tag}@example.com`,
        name: `=HYPERLINK("http://evil") ${tag}`,
        phone: '+4407700900123',
        createdAt: `${DAY}T23:59:59Z`,
        status: 'error_submission',
        invoice: 'paid',
      });
      // Alice paid for express: the list and the export say how each order travels.
      await db.query(`UPDATE orders SET shipping_method = 'express' WHERE id = $1`, [alice.id]);
      // Outside the day: the day after, and unpaid.
      await insertOrder({
        email: `carol-${tag}@example.com`,
        createdAt: '2011-03-16T00:00:00Z',
        invoice: 'pending',
      });
    });

    it('filters by a day range from the start of the first day to the end of the last', async () => {
      const res = await get(`/api/admin/orders?from=${DAY}&to=${DAY}&search=${tag}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(2);
      expect(res.body.items.map((o: { id: string }) => o.id)).toEqual([bob.id, alice.id]);
      expect(res.body.items.map((o) => o.shippingMethod)).toEqual(['standard', 'express']);
      const both = await get(`/api/admin/orders?from=${DAY}&to=2011-03-16&search=${tag}`);
      expect(both.body.total).toBe(3);
    });

    it('searches email, name, hash and phone case-insensitively', async () => {
      for (const search of [
        `ALICE-${tag}@EXAMPLE`,
        `alice ${tag}`.toUpperCase(),
        alice.orderHash.slice(-12).toUpperCase(),
      ]) {
        const res = await get(`/api/admin/orders?search=${encodeURIComponent(search)}`);
        expect(res.body.items.map((o: { id: string }) => o.id)).toEqual([alice.id]);
      }
      const byPhone = await get(`/api/admin/orders?search=${encodeURIComponent('7700900123')}`);
      expect(byPhone.body.items.map((o: { id: string }) => o.id)).toContain(bob.id);
      const wildcard = await get(`/api/admin/orders?search=${encodeURIComponent('%')}&from=${DAY}&to=${DAY}`);
      expect(wildcard.body.total).toBe(0);
    });

    it('filters by status and answers the eight counts of the search and dates', async () => {
      const res = await get(`/api/admin/orders?search=${tag}&status=error`);
      expect(res.body.items.map((o: { id: string }) => o.id)).toEqual([bob.id]);
      expect(res.body.items[0]).toMatchObject({ status: 'error', payment: 'Paid', isUserRegistered: false });
      expect(res.body.counts).toEqual({
        total: 3,
        pending: 1,
        submitted: 0,
        inProduction: 0,
        shipped: 1,
        delivered: 0,
        cancelled: 0,
        error: 1,
      });
    });

    it('paginates in the database', async () => {
      const first = await get(`/api/admin/orders?search=${tag}&pageSize=2&page=1`);
      const second = await get(`/api/admin/orders?search=${tag}&pageSize=2&page=2`);
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.body.items).toHaveLength(2);
      expect(second.body.items).toHaveLength(1);
      const ids = [...first.body.items, ...second.body.items].map((o: { id: string }) => o.id);
      expect(new Set(ids).size).toBe(3);
    });

    it('refuses bad queries with the envelope (never a 500)', async () => {
      for (const query of [
        'page=0',
        'pageSize=101',
        'pageSize=abc',
        'status=lost',
        'from=2011-02-30',
        'from=yesterday',
        `from=2011-03-20&to=${DAY}`,
        'extra=1',
      ]) {
        const res = await get(`/api/admin/orders?${query}`);
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
        expect(res.body.errorType).toBe('VALIDATION_ERROR');
      }
    });

    it('answers the line items and the details of an order, 404 for an unknown one', async () => {
      const items = await get(`/api/admin/order-line-items/${alice.id}`);
      expect(items.status).toBe(200);
      expect(items.body).toHaveLength(2);
      expect(items.body[1]).toMatchObject({
        printType: 'poster',
        printSize: '12x18',
        quantity: 2,
        effectiveDpi: 150,
        printFileUpscaler: 'lanczos3',
      });
      const detail = await get(`/api/admin/orders/${alice.id}`);
      expect(detail.body).toMatchObject({
        id: alice.id,
        isUserRegistered: true,
        status: 'shipped',
        totals: { productPrice: 6999, shippingCost: 900, taxAmount: 100, totalAmount: 7999 },
        canResubmit: false,
        canCancel: false,
        shippingAddress: { city: 'Paris' },
      });
      expect((await get(`/api/admin/orders/${bob.id}`)).body).toMatchObject({
        canResubmit: true,
        canCancel: true,
      });
      expect((await get(`/api/admin/orders/${randomUUID()}`)).status).toBe(404);
      expect((await get(`/api/admin/order-line-items/${randomUUID()}`)).status).toBe(404);
      expect((await get(`/api/admin/orders/not-a-uuid`)).status).toBe(404);
    });

    it('exports the day range as a streamed CSV with a BOM, one row per line, formulas neutralised; audited', async () => {
      const res = await request(`/api/admin/export-orders-csv?from=${DAY}&to=${DAY}`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="petart-orders-${DAY}_to_${DAY}.csv"`,
      );
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = body.subarray(3).toString('utf8');
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toMatch(/^"Order Date \(UTC\)","Paid At \(UTC\)","Order Number","Order ID",/);
      const ours = lines.filter((line) => line.includes(tag));
      // Alice: two lines (order money on the first only); Bob: one; Carol is the next day.
      expect(ours).toHaveLength(3);
      expect(text).toContain('Rue de l’Église');
      expect(text).toContain(`"'=HYPERLINK(""http://evil"") ${tag}"`);
      expect(text).toContain("'+4407700900123");
      const aliceLines = ours.filter((line) => line.includes(alice.orderHash));
      expect(aliceLines[0]).toContain(
        ',"1","canvas","20x30","1","69.99","69.99","69.99","0.00","","9.00","1.00","79.99",',
      );
      expect(aliceLines[1]).toContain(',"2","poster","12x18","2","39.99","79.98","","","","","","",');
      // The shipping method on every line of its order, after the address.
      expect(lines[0]).toContain('"Country","Shipping Method","Line",');
      expect(aliceLines[0]).toContain('"FR","Express shipping","1","canvas"');
      expect(aliceLines[1]).toContain('"FR","Express shipping","2","poster"');
      expect(ours.find((line) => line.includes(bob.orderHash))).toContain('"FR","Standard shipping","1",');
      const audit = (await auditRows('orders.export_csv')).find((row) => row.user_id === admin.id);
      expect(audit).toMatchObject({
        user_id: admin.id,
        context: { actor: { email: admin.email }, detail: { from: DAY, to: DAY } },
      });
    });

    it('requires both export dates', async () => {
      expect((await get(`/api/admin/export-orders-csv?from=${DAY}`)).status).toBe(400);
    });

    it('resubmits an order parked in error, audited; refuses any other', async () => {
      const conflict = await t.request
        .post(`/api/admin/orders/${alice.id}/resubmit`)
        .set('authorization', admin.bearer);
      expect(conflict.status).toBe(409);
      const res = await t.request
        .post(`/api/admin/orders/${bob.id}/resubmit`)
        .set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      expect(body(res)).toEqual({ queued: true, fulfillmentStatus: 'error_submission' });
      const [job] = await orderJobs(t.app, bob.id, 'fulfilment');
      expect(job).toBeDefined();
      const audits = await auditRows('orders.resubmit');
      expect(audits.map((a) => [(a.context.target as { id?: string }).id, a.context.outcome])).toEqual(
        expect.arrayContaining([
          [alice.id, 'failed'],
          [bob.id, 'ok'],
        ]),
      );
    });

    it('audits the sync and the staff cancel', async () => {
      const sync = await t.request.post('/api/admin/sync-order-statuses').set('authorization', admin.bearer);
      expect(sync.status).toBe(200);
      const syncAudit = (await auditRows('orders.sync_statuses')).find((row) => row.user_id === admin.id);
      expect(syncAudit?.context).toMatchObject({
        actor: { id: admin.id },
        detail: { synced: body(sync).synced, failed: body(sync).failed },
      });
      const pending = await insertOrder({ email: `dan-${tag}@example.com`, createdAt: `${DAY}T12:00:00Z` });
      const cancel = await t.request
        .post(`/api/admin/orders/${pending.id}/cancel`)
        .set('authorization', admin.bearer);
      expect(cancel.status).toBe(200);
      const cancels = await auditRows('orders.cancel');
      expect(
        cancels.map((a) => [(a.context.target as { id?: string }).id, a.context.outcome]),
      ).toContainEqual([pending.id, 'ok']);
    });
  });

  it("stores every stored status's lifecycle exactly as the domain's normalizeFulfilmentStatus; refuses other words", async () => {
    const { id } = await insertOrder({
      email: `status-${tag}@example.com`,
      createdAt: '2011-01-01T00:00:00Z',
    });
    for (const raw of STORED_FULFILMENT_STATUSES) {
      await db.query(`UPDATE orders SET fulfillment_status = $2 WHERE id = $1`, [id, raw]);
      const [row] = await db.query<{ lifecycle: string }[]>(
        `SELECT fulfilment_lifecycle AS lifecycle FROM orders WHERE id = $1`,
        [id],
      );
      expect({ raw, lifecycle: row?.lifecycle }).toEqual({ raw, lifecycle: normalizeFulfilmentStatus(raw) });
    }
    // Any other spelling (the API's words, Printify's, other case or spaces) is refused by the database.
    for (const raw of [
      ...Object.keys(RAW_TO_LIFECYCLE),
      '',
      ' shipped ',
      'ERROR_SUBMISSION',
      'on:the-moon',
    ]) {
      if ((STORED_FULFILMENT_STATUSES as readonly string[]).includes(raw)) continue;
      await expect(
        db.query(`UPDATE orders SET fulfillment_status = $2 WHERE id = $1`, [id, raw]),
      ).rejects.toThrow(/orders_fulfillment_status_stored/);
    }
    await db.query(`DELETE FROM orders WHERE id = $1`, [id]);
  });

  describe('users', () => {
    let user: { id: string; email: string };

    beforeAll(async () => {
      const email = `user-${tag}@example.com`;
      const [row] = await db.query<{ id: string }[]>(
        `INSERT INTO users (email, first_name, last_name, phone, email_verified, created_at, shipping_info, last_login_at)
         VALUES ($1, 'Uma', 'User', '5551234567', true, '2011-05-01T10:00:00Z', $2::jsonb, '2011-06-01T00:00:00Z') RETURNING id`,
        [
          email,
          JSON.stringify({
            address1: '5 Main St',
            city: 'Austin',
            region: 'TX',
            zip: '73301',
            country: 'US',
          }),
        ],
      );
      if (!row) throw new Error('user insert failed');
      user = { id: row.id, email };
      await db.query(`INSERT INTO users (email, created_at) VALUES ($1, '2011-05-03T10:00:00Z')`, [
        `other-${tag}@example.com`,
      ]);
      await db.query(
        `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images, selected_style, created_at)
         VALUES ($1, $2, '/api/images/uploads/a.webp', $3::jsonb, 'watercolor', '2011-05-02T00:00:00Z')`,
        [
          `s-${tag}`,
          user.id,
          JSON.stringify([
            '/api/images/generated/1.webp',
            '/api/images/generated/2.webp',
            '/api/images/generated/3.webp',
            '/api/images/generated/4.webp',
          ]),
        ],
      );
      for (let i = 0; i < 12; i++) {
        await insertOrder({
          email: user.email,
          userId: user.id,
          createdAt: `2011-05-${String(10 + i).padStart(2, '0')}T00:00:00Z`,
          total: 1000,
          invoice: i === 0 ? 'pending' : 'paid',
        });
      }
    });

    it('lists users by email search and registration days, newest first', async () => {
      const res = await get(`/api/admin/users?search=${tag.toUpperCase()}`);
      expect(res.status).toBe(200);
      expect(res.body.items.map((u: { email: string }) => u.email)).toEqual([
        `other-${tag}@example.com`,
        user.email,
      ]);
      const day = await get(`/api/admin/users?search=${tag}&from=2011-05-01&to=2011-05-01`);
      expect(day.body.items).toEqual([
        expect.objectContaining({ id: user.id, firstName: 'Uma', isAdmin: false, emailVerified: true }),
      ]);
    });

    it('answers the user detail with metrics and the 10 most recent orders; 404 User Not Found', async () => {
      const res = await get(`/api/admin/users/${user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        email: user.email,
        orderCount: 12,
        totalRevenue: 11000,
        sessionCount: 1,
        shippingInfo: { city: 'Austin' },
        lastLoginDate: '2011-06-01T00:00:00.000Z',
        lastUploadedImageAt: '2011-05-02T00:00:00.000Z',
      });
      expect(res.body.orders).toHaveLength(10);
      expect(res.body.orders[0]?.createdAt).toBe('2011-05-21T00:00:00.000Z');
      const missing = await get(`/api/admin/users/${randomUUID()}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('User Not Found');
    });

    it('lists sessions with absolute signed thumbnails (3 of 4), the style and the user', async () => {
      const res = await get(`/api/admin/sessions?search=${tag}&from=2011-05-02&to=2011-05-02`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(1);
      const [session] = res.body.items;
      if (!session) throw new Error('no session');
      expect(session).toMatchObject({
        sessionId: `s-${tag}`,
        userEmail: user.email,
        selectedStyle: 'watercolor',
        generatedCount: 4,
        storage: 'local',
      });
      expect(session.generatedImages).toHaveLength(3);
      expect(session.originalImageUrl).toMatch(
        /^https?:\/\/[^/]+\/api\/images\/uploads\/a\.webp\?exp=\d+&sig=/,
      );
    });

    it('answers the statistics with every day of the range', async () => {
      const res = await get('/api/admin/statistics?from=2011-05-10&to=2011-05-24');
      expect(res.status).toBe(200);
      expect(res.body.revenueByDay).toHaveLength(15);
      expect(res.body.revenueByDay[0]).toEqual({ date: '2011-05-10', revenue: 0, orders: 1 });
      expect(res.body.revenueByDay[1]).toEqual({ date: '2011-05-11', revenue: 1000, orders: 1 });
      expect(res.body.revenueByDay[14]).toEqual({ date: '2011-05-24', revenue: 0, orders: 0 });
      expect(res.body.ordersByStatus).toContainEqual({ status: 'pending', count: 12 });
      for (const key of [
        'userCount',
        'activeUsers',
        'orderCount',
        'orderRevenue',
        'errorCount',
        'unresolvedErrors',
        'artworkCount',
        'uploadedImageCount',
      ]) {
        expect(typeof res.body[key]).toBe('number');
      }
      expect(res.body.artworkCount).toBeGreaterThanOrEqual(4);
      expect((await get('/api/admin/statistics?from=2011-05-10&to=2014-05-24')).status).toBe(400);
    });
  });

  describe('revenue net of refunds, with the refunds beside it', () => {
    /** A paid order of `total` of which `refunded` came back, on a day of 2011-08 of its own. */
    async function refundedOrder(
      userId: string,
      email: string,
      day: string,
      total: number,
      refunded: number,
    ) {
      const invoice = refunded === 0 ? 'paid' : refunded >= total ? 'refunded' : 'partially_refunded';
      const order = await insertOrder({ email, userId, createdAt: `${day}T09:00:00Z`, total, invoice });
      await db.query(`UPDATE orders SET refunded_amount = $2, paid_at = created_at WHERE id = $1`, [
        order.id,
        refunded,
      ]);
      return order;
    }

    it("counts what was given back nowhere as revenue: the dashboard, its days, a customer's total, the CSV", async () => {
      const reads = t.app.get(AdminDashboardReads);
      const before = await reads.statistics(new Date());
      const buyer = await checkoutUser(t);
      // $67.98 paid, $12.50 of it refunded; $50.00 paid and kept; $30.00 paid, cancelled and refunded in full.
      const partly = await refundedOrder(buyer.id, buyer.email, '2011-08-01', 6798, 1250);
      await refundedOrder(buyer.id, buyer.email, '2011-08-01', 5000, 0);
      await refundedOrder(buyer.id, buyer.email, '2011-08-02', 3000, 3000);

      const after = await reads.statistics(new Date());
      expect(after.orderRevenue - before.orderRevenue).toBe(6798 - 1250 + 5000);
      expect(after.refundedTotal - before.refundedTotal).toBe(1250 + 3000);

      const days = await get('/api/admin/statistics?from=2011-08-01&to=2011-08-02');
      expect(days.status).toBe(200);
      expect(days.body.revenueByDay).toEqual([
        { date: '2011-08-01', revenue: 5548 + 5000, orders: 2 },
        { date: '2011-08-02', revenue: 0, orders: 1 },
      ]);
      expect(typeof days.body.refundedTotal).toBe('number');

      const detail = await get(`/api/admin/users/${buyer.id}`);
      expect(detail.body).toMatchObject({ orderCount: 3, totalRevenue: 10548, totalRefunded: 4250 });
      // Each of the customer's orders says what came back of it.
      expect(detail.body.orders).toHaveLength(3);
      expect(detail.body.orders).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: partly.id, totalAmount: 6798, refundedAmount: 1250 }),
          expect.objectContaining({ totalAmount: 5000, refundedAmount: 0 }),
          expect.objectContaining({ totalAmount: 3000, refundedAmount: 3000 }),
        ]),
      );

      const csv = await request('/api/admin/export-orders-csv?from=2011-08-01&to=2011-08-01');
      const line = csv.text.split('\r\n').find((l) => l.includes(partly.orderHash));
      expect(line).toContain('"Partly refunded"');
      expect(line).toContain('"67.98","12.50","55.48"');
    });

    it('reuses the all-time totals for STATISTICS_CACHE_MS (30 s by default) and reads them again after', async () => {
      const admin = t.app.get(AdminService);
      // An hour ahead, so that no entry an earlier test left is still fresh.
      const now = Date.now() + 3_600_000;
      const at = (ms: number) => admin.statistics({}, new Date(now + ms));
      const first = await at(0);
      const buyer = await checkoutUser(t);
      await refundedOrder(buyer.id, buyer.email, '2011-08-03', 4000, 700);
      // Within the 30 s the dashboard shows the totals it read, after them what is stored.
      expect((await at(29_000)).refundedTotal).toBe(first.refundedTotal);
      expect((await at(30_000)).refundedTotal).toBeGreaterThanOrEqual(first.refundedTotal + 700);
    });
  });
});
