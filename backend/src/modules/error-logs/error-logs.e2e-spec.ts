import { randomUUID } from 'node:crypto';
import { Controller, Get, Module, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { ForgedAuditEntries1790000000001 } from '../../platform/database/migrations/1790000000001-forged-audit-entries';
import { Job, MAX_ATTEMPTS } from '../../platform/jobs/job-queue';
import { orderJobs, runOrderJob } from '../../../test/jobs';
import { CLIENT_ERROR_GLOBAL_RATE_LIMIT } from './error-logs.controller';
import {
  ADMIN_AUDIT,
  CONTEXT_MAX_BYTES,
  ErrorLogsService,
  GROUPING_WINDOW_MINUTES,
} from './error-logs.service';

const SECRET_TOKEN = 'sk_live_51SuperSecretKeyValue0001';
const SECRET_PASSWORD = 'hunter2-correct-horse';
const CARD = '4242424242424242';

/** A route that fails like a bug would, with secrets in the message (mounted only in this suite). */
@Controller('test-failures')
class FailingController {
  @Get('boom')
  boom(): never {
    throw new Error(
      `Upstream failed with api_key=${SECRET_TOKEN} for password=${SECRET_PASSWORD} card ${CARD}`,
    );
  }

  @Post('boom')
  boomPost(): never {
    throw new TypeError('Cannot read properties of undefined (reading "total")');
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

/** The fields these tests read from answers. */
interface Body {
  code?: string;
  message?: string;
  limit?: number;
  total?: number;
  deleted?: number;
  errors: { id: string; errorType: string; errorMessage: string; context: Record<string, unknown> }[];
  error?: { resolvedAt?: string };
  recommendations: { relatedErrorIds: string[] }[];
}
const body = (res: { body: unknown }): Body => res.body as Body;

interface LogRow {
  id: string;
  error_type: string;
  error_message: string;
  stack_trace: string | null;
  context: Record<string, unknown> | null;
  user_id: string | null;
  user_agent: string | null;
  severity: string;
  occurrences: number;
  resolved: boolean;
}

describe('error logs', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: CheckoutUser;
  let customer: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' }, { imports: [FailingModule] });
    db = t.app.get(DataSource);
    admin = await checkoutUser(t, { isAdmin: true });
    customer = await checkoutUser(t);
  });
  afterAll(() => t.close());

  /** error_logs rows whose message or context contains the marker, newest first. */
  async function logsMatching(marker: string): Promise<LogRow[]> {
    // Writes from the exception filter are not awaited by the request.
    await t.app.get(ErrorLogsService).idle();
    return db.query<LogRow[]>(
      `SELECT * FROM error_logs WHERE error_message LIKE $1 OR context::text LIKE $1 ORDER BY last_seen_at DESC`,
      [`%${marker}%`],
    );
  }

  async function seedError(
    message: string,
    extra: Partial<{ resolved: boolean; type: string }> = {},
  ): Promise<string> {
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO error_logs (error_type, error_message, severity, resolved, resolved_at, user_id, fingerprint)
       VALUES ($1, $2, 'medium', $3, CASE WHEN $3 THEN now() END, $4, $5) RETURNING id`,
      [extra.type ?? 'SERVER_ERROR', message, extra.resolved ?? false, customer.id, randomUUID()],
    );
    return row!.id;
  }

  describe('errors that log themselves', () => {
    it('writes a forced 5xx with route, request id, user and user agent, and nothing secret', async () => {
      const res = await t.request
        .get('/api/test-failures/boom')
        .set('authorization', admin.bearer)
        .set('user-agent', 'jest-agent/1.0');
      expect(res.status).toBe(500);
      // The client never sees the internal message.
      expect(JSON.stringify(res.body)).not.toContain('Upstream failed');
      const [log] = await logsMatching('Upstream failed');
      expect(log).toMatchObject({
        error_type: 'SERVER_ERROR',
        severity: 'high',
        user_agent: 'jest-agent/1.0',
        context: {
          route: 'GET /api/test-failures/boom',
          status: 500,
          source: 'server',
        },
      });
      expect(log?.context?.requestId).toEqual(expect.any(String));
      expect(log?.stack_trace).toContain('FailingController');
      const everything = JSON.stringify(log);
      expect(everything).not.toContain(SECRET_TOKEN);
      expect(everything).not.toContain(SECRET_PASSWORD);
      expect(everything).not.toContain(CARD);
    });

    it('groups identical errors into one row with a count', async () => {
      const marker = 'reading "total"';
      const before = (await logsMatching(marker))[0]?.occurrences ?? 0;
      for (let i = 0; i < 3; i += 1) {
        expect((await t.request.post('/api/test-failures/boom')).status).toBe(500);
      }
      const rows = await logsMatching(marker);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.occurrences).toBe(before + 3);
      expect(GROUPING_WINDOW_MINUTES).toBe(15);
    });

    it('writes a vendor failure a customer saw (forced generation errors through testError)', async () => {
      const res = await t.request
        .post('/api/admin/test-error')
        .set('authorization', admin.bearer)
        .send({ errorType: 'RATE_LIMIT' });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ errorType: 'RATE_LIMIT', testError: true });
      const [log] = await logsMatching('The image service rate limit was reached');
      expect(log).toMatchObject({
        error_type: 'RATE_LIMIT',
        context: { vendor: 'openai' },
      });
    });

    it('writes a job that gives up after its last retry, and the order parked in error', async () => {
      const [order] = await db.query<{ id: string }[]>(
        `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ($1, 'a@b.co', 1000) RETURNING id`,
        [`err-${randomUUID()}`],
      );
      // The last attempt of a fulfilment job for an unpaid order: it fails (409 not paid) and gives up.
      await runOrderJob(t.app, order!.id, Job.Fulfilment, MAX_ATTEMPTS - 1);
      const [job] = await orderJobs(t.app, order!.id);
      expect(job?.state).toBe('dead');
      const logs = await logsMatching(order!.id);
      expect(logs.map((l) => l.error_type).sort()).toEqual(['JOB_FAILED', 'ORDER_FULFILMENT_ERROR']);
      expect(logs.find((l) => l.error_type === 'JOB_FAILED')).toMatchObject({
        severity: 'high',
        context: { kind: 'fulfilment', attempts: MAX_ATTEMPTS, source: 'job' },
      });
      expect(logs.find((l) => l.error_type === 'ORDER_FULFILMENT_ERROR')).toMatchObject({
        severity: 'critical',
        context: { status: 'error_submission', orderId: order!.id },
      });
    });
  });

  describe('POST /api/client-errors', () => {
    it('records an anonymous report, scrubbed', async () => {
      const marker = `render-${randomUUID()}`;
      const res = await t.request
        .post('/api/client-errors')
        .set('user-agent', 'Mozilla/5.0 test')
        .send({
          errorType: 'RENDER_ERROR',
          message: `${marker}: Cannot read properties of undefined`,
          stack: `TypeError: x\n    at Cart (https://shop/assets/index.js:1:2) Bearer ${SECRET_TOKEN}`,
          context: {
            component: 'Cart',
            authToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.abcdefgh',
            password: SECRET_PASSWORD,
          },
          url: 'https://shop.example/app/cart?token=abc123secret',
        });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ received: true });
      const [log] = await logsMatching(marker);
      expect(log).toMatchObject({
        error_type: 'RENDER_ERROR',
        severity: 'high',
        user_id: null,
        user_agent: 'Mozilla/5.0 test',
        context: { source: 'client', component: 'Cart' },
      });
      const everything = JSON.stringify(log);
      expect(everything).not.toContain(SECRET_TOKEN);
      expect(everything).not.toContain(SECRET_PASSWORD);
      expect(everything).not.toContain('eyJhbGciOiJIUzI1NiJ9');
      expect(everything).not.toContain('abc123secret');
    });

    it('keeps the user of a signed-in report', async () => {
      const marker = `chunk-${randomUUID()}`;
      const res = await t.request
        .post('/api/client-errors')
        .set('authorization', customer.bearer)
        .send({
          errorType: 'CHUNK_LOAD_ERROR',
          message: `Failed to fetch dynamically imported module ${marker}`,
        });
      expect(res.status).toBe(202);
      expect((await logsMatching(marker))[0]).toMatchObject({ user_id: customer.id, severity: 'low' });
    });

    it('refuses bodies over 8 KB with 413 and bad bodies with 400', async () => {
      const big = await t.request
        .post('/api/client-errors')
        .send({ errorType: 'RENDER_ERROR', message: 'x', stack: 'y'.repeat(9000) });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({
        code: 'HTTP.PAYLOAD_TOO_LARGE',
        message: 'Error reports are limited to 8 KB',
      });
      const bad = await t.request
        .post('/api/client-errors')
        .send({ errorType: 'no spaces allowed', message: '' });
      expect(bad.status).toBe(400);
      expect(body(bad).code).toBe('VALIDATION.FAILED');
    });

    it.each([
      'admin-audit',
      'Admin.Audit',
      '_admin--AUDIT_',
      'job_failed',
      'Order-Fulfilment-Error',
      'server.error',
    ])(
      'refuses %s (a type the server records) with 400 and stores nothing, not even as an audit entry',
      async (errorType) => {
        const marker = `forged-${randomUUID()}`;
        const res = await t.request.post('/api/client-errors').send({
          errorType,
          message: `${marker} ${admin.email} error.delete-all error_log`,
          context: {
            actor: { id: admin.id, email: admin.email },
            action: 'error.delete-all',
            target: { type: 'error_log', id: null },
          },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION.FAILED',
          message: `errorType ${errorType} is reserved for errors the server records`,
        });
        expect(await logsMatching(marker)).toEqual([]);
        const audit = await t.request
          .get('/api/admin/errors?type=ADMIN_AUDIT&limit=100')
          .set('authorization', admin.bearer);
        expect(JSON.stringify(audit.body)).not.toContain(marker);
      },
    );

    it("marks a report as the client's, whatever its context claims", async () => {
      const marker = `relabel-${randomUUID()}`;
      const res = await t.request.post('/api/client-errors').send({
        errorType: 'WINDOW_ERROR',
        message: `${marker} Script error.`,
        context: { source: 'server', url: 'https://attacker.example/', status: 500 },
        url: 'https://shop.example/app/create',
      });
      expect(res.status).toBe(202);
      const [log] = await logsMatching(marker);
      expect(log?.context).toMatchObject({
        source: 'client',
        url: 'https://shop.example/app/create',
        status: 500,
      });
    });

    it('counts a repeat of an open report without rewriting the context stored first', async () => {
      const marker = `repeat-${randomUUID()}`;
      const report = { errorType: 'RENDER_ERROR', message: `${marker} Cannot read properties of null` };
      const first = await t.request
        .post('/api/client-errors')
        .send({ ...report, context: { component: 'Checkout' } });
      const second = await t.request
        .post('/api/client-errors')
        .send({ ...report, context: { component: 'Rewritten', note: 'Ignore this error' } });
      expect([first.status, second.status]).toEqual([202, 202]);
      const rows = await logsMatching(marker);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.occurrences).toBe(2);
      expect(rows[0]?.context).toEqual({ source: 'client', url: null, component: 'Checkout' });
    });
  });

  describe('admin routes', () => {
    const routes: [string, string, object | null][] = [
      ['get', '/api/admin/errors', null],
      ['get', '/api/admin/errors/count', null],
      ['post', `/api/admin/errors/${randomUUID()}/resolve`, null],
      ['post', '/api/admin/errors/resolve-bulk', { ids: [randomUUID()] }],
      ['post', '/api/admin/errors/delete-bulk', { ids: [randomUUID()] }],
      ['delete', `/api/admin/errors/${randomUUID()}`, null],
      ['delete', '/api/admin/errors/delete-all', null],
      ['post', '/api/analyze-error', { errorType: 'X', errorMessage: 'y' }],
      ['post', '/api/analyze-bulk-errors', { errors: [{ errorType: 'X', errorMessage: 'y' }] }],
      ['get', '/api/admin-variant/verify-variants?printType=all', null],
      ['post', '/api/admin/verify-variants', null],
      ['post', '/api/admin/test-email', { emailType: 'shipped', targetEmail: 'a@b.co' }],
      ['get', '/api/admin/dev-tools/adapters', null],
      ['get', '/api/admin/jobs', null],
      ['post', `/api/admin/jobs/${randomUUID()}/retry`, null],
      ['post', '/api/admin/test-error', { errorType: 'TEST_ERROR' }],
      ['get', '/api/admin/debug', null],
    ];

    it.each(routes)('%s %s: 401 without a token, 403 for a customer', async (method, path, payload) => {
      const call = (bearer?: string) => {
        const r = (t.request as unknown as Record<string, (p: string) => import('supertest').Test>)[method]!(
          path,
        );
        if (bearer) void r.set('authorization', bearer);
        return payload ? r.send(payload) : r;
      };
      const anonymous = await call();
      expect(anonymous.status).toBe(401);
      expect(body(anonymous).code).toBe('AUTH.UNAUTHENTICATED');
      const forbidden = await call(customer.bearer);
      expect(forbidden.status).toBe(403);
      expect(body(forbidden).code).toBe('AUTH.FORBIDDEN');
    });

    it('names the order, claim or user of each audit entry in words (number, customer, email)', async () => {
      const marker = `subject-${randomUUID()}`;
      const number = `PA-${randomUUID()
        .replace(/[^0-9a-f]/g, '')
        .slice(0, 6)
        .toUpperCase()}`;
      const [order] = await db.query<{ id: string }[]>(
        `INSERT INTO orders (order_hash, order_number, customer_email, total_amount)
         VALUES ($1, $2, 'ada@example.com', 1000) RETURNING id`,
        [randomUUID().replace(/-/g, ''), number],
      );
      const [claim] = await db.query<{ id: string }[]>(
        `INSERT INTO claims (order_id, reason, description) VALUES ($1, 'damaged_in_transit', 'Torn') RETURNING id`,
        [order!.id],
      );
      const [card] = await db.query<{ id: string }[]>(
        `INSERT INTO gift_cards (purchase_hash, buyer_email, amount_cents, recipient_email, code_hash, code_end,
                                 issued_at)
         VALUES ($1, 'ada@example.com', 2500, 'bo@example.com', $2, 'K3M9', now()) RETURNING id`,
        [randomUUID().replace(/-/g, ''), randomUUID().replace(/-/g, '')],
      );
      const gone = randomUUID();
      const audits = t.app.get(ErrorLogsService);
      const actor = { id: admin.id, email: admin.email };
      for (const [action, target] of [
        ['orders.refund', { type: 'order', id: order!.id }],
        ['claims.decline', { type: 'claim', id: claim!.id }],
        ['users.disable', { type: 'user', id: customer.id }],
        ['gift_card.disable', { type: 'gift_card', id: card!.id }],
        ['orders.cancel', { type: 'order', id: gone }],
        ['error.resolve', { type: 'error_log', id: randomUUID() }],
      ] as const) {
        await audits.recordAudit({ actor, action, target, detail: { marker } });
      }
      // The whole page in one query (and its count): the objects are joined in, not looked up entry by entry.
      const queries = jest.spyOn(t.app.get(DataSource), 'query');
      const page = await t.request
        .get('/api/admin/errors?type=ADMIN_AUDIT&limit=100')
        .set('authorization', admin.bearer);
      expect(page.status).toBe(200);
      expect(queries.mock.calls.filter(([sql]) => /FROM error_logs/.test(sql))).toHaveLength(2);
      queries.mockRestore();
      type Listed = {
        action: string;
        actionLabel: string;
        context: { detail?: { marker?: string } };
        subject: unknown;
      };
      const mine = (body(page).errors as unknown as Listed[])
        .filter((entry) => entry.context.detail?.marker === marker)
        .map((entry) => [entry.action, { label: entry.actionLabel, subject: entry.subject }]);
      expect(Object.fromEntries(mine)).toEqual({
        'orders.refund': {
          label: 'Refunded',
          subject: {
            type: 'order',
            id: order!.id,
            orderId: order!.id,
            orderNumber: number,
            customerEmail: 'ada@example.com',
            userEmail: null,
            label: `Order ${number}`,
            href: `/orders/${order!.id}`,
          },
        },
        'claims.decline': {
          label: 'Declined the report',
          subject: {
            type: 'claim',
            id: claim!.id,
            orderId: order!.id,
            orderNumber: number,
            customerEmail: 'ada@example.com',
            userEmail: null,
            label: `Claim on order ${number}`,
            href: `/orders/${order!.id}?claim=${claim!.id}`,
          },
        },
        'users.disable': {
          label: 'Disabled the account',
          subject: {
            type: 'user',
            id: customer.id,
            orderId: null,
            orderNumber: null,
            customerEmail: null,
            userEmail: customer.email,
            label: customer.email,
            href: `/users/${customer.id}`,
          },
        },
        'gift_card.disable': {
          label: 'Disabled a gift card',
          subject: {
            type: 'gift_card',
            id: card!.id,
            orderId: null,
            orderNumber: null,
            customerEmail: null,
            userEmail: null,
            label: 'Gift card …K3M9',
            href: `/gift-cards/${card!.id}`,
          },
        },
        // Deleted since: its kind and id only, and no link.
        'orders.cancel': {
          label: 'Cancelled the order',
          subject: {
            type: 'order',
            id: gone,
            orderId: null,
            orderNumber: null,
            customerEmail: null,
            userEmail: null,
            label: 'A deleted order',
            href: null,
          },
        },
        'error.resolve': { label: 'Resolved an error', subject: null },
      });

      // The raw action stays a filter: only that action's entries, and their count.
      const refunds = await t.request
        .get('/api/admin/errors?type=ADMIN_AUDIT&action=orders.refund&limit=100')
        .set('authorization', admin.bearer);
      expect(refunds.status).toBe(200);
      const refundList = body(refunds).errors as unknown as Listed[];
      expect(refundList.length).toBeGreaterThan(0);
      expect(new Set(refundList.map((entry) => entry.action))).toEqual(new Set(['orders.refund']));
      expect(body(refunds).total).toBe(refundList.length);
      expect(refundList.filter((entry) => entry.context.detail?.marker === marker)).toHaveLength(1);

      const refused = await t.request
        .get('/api/admin/errors?type=ADMIN_AUDIT&action=DROP%20TABLE')
        .set('authorization', admin.bearer);
      expect(refused.status).toBe(400);
      expect(body(refused).code).toBe('VALIDATION.FAILED');
    });

    it('pages errors (exclude-audit) with user details, and counts them', async () => {
      const marker = `page-${randomUUID()}`;
      const id = await seedError(`${marker} newest`);
      const page = await t.request
        .get('/api/admin/errors?limit=10&offset=0&type=exclude-audit')
        .set('authorization', admin.bearer);
      expect(page.status).toBe(200);
      expect(body(page).limit).toBe(10);
      expect(body(page).errors.length).toBeLessThanOrEqual(10);
      const entry = (body(page).errors as { id: string }[]).find((e) => e.id === id);
      expect(entry).toMatchObject({
        errorMessage: `${marker} newest`,
        resolved: false,
        occurrences: 1,
        userDetails: { email: customer.email, username: null },
      });
      expect((body(page).errors as { errorType: string }[]).every((e) => e.errorType !== ADMIN_AUDIT)).toBe(
        true,
      );
      const count = await t.request.get('/api/admin/errors/count').set('authorization', admin.bearer);
      const [expected] = await db.query<{ total: string; unresolved: string }[]>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE NOT resolved) AS unresolved FROM error_logs
          WHERE error_type <> 'ADMIN_AUDIT'`,
      );
      expect(count.body).toEqual({
        total: Number(expected!.total),
        unresolved: Number(expected!.unresolved),
      });
      const bad = await t.request
        .get('/api/admin/errors?type=everything&limit=0')
        .set('authorization', admin.bearer);
      expect(bad.status).toBe(400);
    });

    it('resolves one error, audits it, and 404s an unknown id', async () => {
      const id = await seedError(`resolve-${randomUUID()}`);
      const res = await t.request.post(`/api/admin/errors/${id}/resolve`).set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Error marked as resolved', error: { id, resolved: true } });
      expect(body(res).error?.resolvedAt).toEqual(expect.any(String));
      const audit = await t.request
        .get('/api/admin/errors?type=ADMIN_AUDIT')
        .set('authorization', admin.bearer);
      const entry = (body(audit).errors as { errorMessage: string; context: Record<string, unknown> }[]).find(
        (e) => e.errorMessage.includes(id),
      );
      expect(entry).toMatchObject({
        errorMessage: `${admin.email} error.resolve error_log ${id}`,
        context: {
          actor: { id: admin.id, email: admin.email },
          action: 'error.resolve',
          target: { type: 'error_log', id },
        },
        userDetails: { email: admin.email },
      });
      expect(
        (await t.request.post(`/api/admin/errors/${randomUUID()}/resolve`).set('authorization', admin.bearer))
          .status,
      ).toBe(404);
      expect(
        (await t.request.post(`/api/admin/errors/not-a-uuid/resolve`).set('authorization', admin.bearer))
          .status,
      ).toBe(404);
    });

    it("bulk resolve skips resolved ones; 'No action needed' when none is open", async () => {
      const open = await seedError(`bulk-${randomUUID()}`);
      const done = await seedError(`bulk-${randomUUID()}`, { resolved: true });
      const first = await t.request
        .post('/api/admin/errors/resolve-bulk')
        .set('authorization', admin.bearer)
        .send({ ids: [open, done] });
      expect(first.body).toEqual({ resolved: [open], skipped: 1, message: 'Errors resolved' });
      const again = await t.request
        .post('/api/admin/errors/resolve-bulk')
        .set('authorization', admin.bearer)
        .send({ ids: [open, done] });
      expect(again.body).toEqual({ resolved: [], skipped: 2, message: 'No action needed' });
      const empty = await t.request
        .post('/api/admin/errors/resolve-bulk')
        .set('authorization', admin.bearer)
        .send({ ids: [] });
      expect(empty.status).toBe(400);
    });

    it('deletes one, the selected, and all errors, but never the audit trail', async () => {
      const one = await seedError(`del-${randomUUID()}`);
      const a = await seedError(`del-${randomUUID()}`);
      const b = await seedError(`del-${randomUUID()}`);
      const del = await t.request.delete(`/api/admin/errors/${one}`).set('authorization', admin.bearer);
      expect(del.body).toEqual({ deleted: 1, message: 'Error deleted' });
      expect(
        (await t.request.delete(`/api/admin/errors/${one}`).set('authorization', admin.bearer)).status,
      ).toBe(404);
      const bulk = await t.request
        .post('/api/admin/errors/delete-bulk')
        .set('authorization', admin.bearer)
        .send({ ids: [a, b] });
      expect(bulk.body).toEqual({ deleted: 2, message: 'Errors deleted' });

      const [auditRow] = await db.query<{ id: string }[]>(
        `SELECT id FROM error_logs WHERE error_type = 'ADMIN_AUDIT' ORDER BY created_at DESC LIMIT 1`,
      );
      expect(
        (await t.request.delete(`/api/admin/errors/${auditRow!.id}`).set('authorization', admin.bearer))
          .status,
      ).toBe(403);

      await seedError(`del-${randomUUID()}`);
      const all = await t.request.delete('/api/admin/errors/delete-all').set('authorization', admin.bearer);
      expect(all.status).toBe(200);
      expect(body(all).message).toBe('All errors deleted');
      expect(body(all).deleted).toBeGreaterThan(0);
      const count = await t.request.get('/api/admin/errors/count').set('authorization', admin.bearer);
      expect(count.body).toEqual({ total: 0, unresolved: 0 });
      const audits = await t.request
        .get('/api/admin/errors?type=ADMIN_AUDIT&limit=100')
        .set('authorization', admin.bearer);
      expect(
        (body(audits).errors as unknown as { context: { action: string } }[]).map((e) => e.context.action),
      ).toEqual(
        expect.arrayContaining([
          'error.delete-all',
          'error.delete-bulk',
          'error.delete',
          'error.resolve-bulk',
          'error.resolve',
        ]),
      );
    });

    it('analyses one error and a bulk selection with the rule analyzer', async () => {
      const one = await t.request.post('/api/analyze-error').set('authorization', admin.bearer).send({
        errorType: 'QUOTA_EXCEEDED',
        errorMessage: 'insufficient_quota',
        stackTrace: null,
        context: {},
      });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ severity: 'critical', confidenceScore: 0.95 });
      const bulk = await t.request
        .post('/api/analyze-bulk-errors')
        .set('authorization', admin.bearer)
        .send({
          errors: [
            {
              id: 'a',
              errorType: 'CHUNK_LOAD_ERROR',
              errorMessage: 'Failed to fetch dynamically imported module 1',
            },
            {
              id: 'b',
              errorType: 'CHUNK_LOAD_ERROR',
              errorMessage: 'Failed to fetch dynamically imported module 2',
            },
          ],
        });
      expect(bulk.status).toBe(200);
      expect(body(bulk).recommendations[0]?.relatedErrorIds).toEqual(['a', 'b']);
    });

    it('relabels audit entries stored from browser reports (migration 1790000000001); real ones stay', async () => {
      const marker = `stored-forgery-${randomUUID()}`;
      const [forged] = await db.query<{ id: string }[]>(
        `INSERT INTO error_logs (error_type, error_message, context, severity, fingerprint)
         VALUES ('ADMIN_AUDIT', $1, $2::jsonb, 'medium', $3) RETURNING id`,
        [marker, JSON.stringify({ source: 'server', actor: { email: admin.email } }), randomUUID()],
      );
      // Before grouping existed a report had no fingerprint, but always a `source`.
      const [older] = await db.query<{ id: string }[]>(
        `INSERT INTO error_logs (error_type, error_message, context, severity)
         VALUES ('ADMIN_AUDIT', $1, '{"source":"client"}', 'medium') RETURNING id`,
        [marker],
      );
      await t.app.get(ErrorLogsService).recordAudit({
        actor: { id: admin.id, email: admin.email },
        action: 'error.resolve',
        target: { type: 'error_log', id: marker },
      });
      const runner = db.createQueryRunner();
      try {
        await new ForgedAuditEntries1790000000001().up(runner);
      } finally {
        await runner.release();
      }
      const rows = await logsMatching(marker);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.error_type]))).toEqual({
        [forged!.id]: 'FORGED_ADMIN_AUDIT',
        [older!.id]: 'FORGED_ADMIN_AUDIT',
        [rows.find((r) => r.user_id === admin.id)!.id]: ADMIN_AUDIT,
      });
      const del = await t.request
        .delete(`/api/admin/errors/${forged!.id}`)
        .set('authorization', admin.bearer);
      expect(del.status).toBe(200);
    });

    it('caps a stored context at 8 KB, keeping the entries that fit, and clips message and stack', async () => {
      const marker = `big-${randomUUID()}`;
      await t.app.get(ErrorLogsService).record({
        errorType: 'SERVER_ERROR',
        errorMessage: `${marker} ${'m'.repeat(10_000)}`,
        stackTrace: 's'.repeat(30_000),
        context: { source: 'server', first: 'a'.repeat(6000), second: 'b'.repeat(6000), route: marker },
      });
      const [log] = await logsMatching(marker);
      expect(CONTEXT_MAX_BYTES).toBe(8 * 1024);
      expect(Buffer.byteLength(JSON.stringify(log?.context))).toBeLessThanOrEqual(CONTEXT_MAX_BYTES);
      expect(log?.context).toEqual({
        source: 'server',
        first: 'a'.repeat(6000),
        route: marker,
        truncatedBytes: expect.any(Number) as number,
      });
      expect(log?.error_message.length).toBeLessThanOrEqual(4003);
      expect(log?.stack_trace?.length).toBeLessThanOrEqual(16_003);
    });

    it('prunes resolved errors after 30 days, keeping open ones and recent audit entries', async () => {
      const old = await seedError(`old-${randomUUID()}`, { resolved: true });
      const open = await seedError(`open-${randomUUID()}`);
      await db.query(`UPDATE error_logs SET resolved_at = now() - interval '31 days' WHERE id = $1`, [old]);
      await t.app.get(ErrorLogsService).prune();
      const left = await db.query<{ id: string }[]>(`SELECT id FROM error_logs WHERE id = ANY($1::uuid[])`, [
        [old, open],
      ]);
      expect(left.map((r) => r.id)).toEqual([open]);
    });
  });

  it('rate-limits client reports per address (30 a minute) with Retry-After', async () => {
    let limited: import('supertest').Response | undefined;
    for (let i = 0; i < 70 && !limited; i += 1) {
      const res = await t.request
        .post('/api/client-errors')
        .send({ errorType: 'UNHANDLED_REJECTION', message: `r${i}` });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(202);
    }
    expect(limited && body(limited).code).toBe('RATE_LIMIT.EXCEEDED');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps client reports from all addresses together (600 a minute) with Retry-After', async () => {
    // Behind a trusted proxy every report below comes from an address of its own: only the global cap can answer 429.
    const proxied = await createTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' });
    const key = `${CLIENT_ERROR_GLOBAL_RATE_LIMIT.name}:all`;
    try {
      const { limit, windowMs } = CLIENT_ERROR_GLOBAL_RATE_LIMIT;
      expect([limit, windowMs]).toEqual([600, 60_000]);
      // This minute's window already holds all but two reports (a new minute restarts it: the loop allows for that).
      await db.query(
        `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET window_start = EXCLUDED.window_start, count = EXCLUDED.count`,
        [key, new Date(Math.floor(Date.now() / windowMs) * windowMs), limit - 2],
      );
      const statuses: number[] = [];
      let limited: import('supertest').Response | undefined;
      for (let i = 0; i < 2 * limit + 10 && !limited; i += 1) {
        const res = await proxied.request
          .post('/api/client-errors')
          .set('x-forwarded-for', `198.18.${i >> 8}.${i & 255}`)
          .send({ errorType: 'UNHANDLED_REJECTION', message: `global ${i}` });
        statuses.push(res.status);
        if (res.status === 429) limited = res;
      }
      expect(statuses.slice(0, 2)).toEqual([202, 202]);
      expect(limited && body(limited).code).toBe('RATE_LIMIT.EXCEEDED');
      const retryAfter = Number(limited?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
      await proxied.close();
    }
  });
});
