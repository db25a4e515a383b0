import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { AdvisoryLockKey } from '../../src/platform/database/advisory-lock-keys';
import { createScratchDatabase } from '../create-test-app';
import {
  type AppProcess,
  call,
  customerInfo,
  ensureBackendBuilt,
  freePorts,
  orderOutcome,
  PAID_ORDER_JOBS,
  shopper,
  sleep,
  startAppProcess,
  successCard,
} from './app-process';

/**
 * Two replicas: two API processes (dist/main.js) on two ports with DATABASE_URL pointed at one PostgreSQL (a scratch
 * database of the test server). Payments, rate limits and scheduled jobs must behave as with one process.
 */
jest.setTimeout(120_000);

/** Advisory lock key of the outbox sweep (JobQueue). */
const SWEEP_LOCK_KEY = AdvisoryLockKey.OutboxSweep;

describe('two replicas on one database', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let db: Client;
  const replicas: AppProcess[] = [];

  beforeAll(async () => {
    ensureBackendBuilt();
    scratch = await createScratchDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-replicas-'));
    const ports = await freePorts(4);
    // One after the other: the first applies the migrations.
    for (let replica = 0; replica < 2; replica++) {
      replicas.push(
        await startAppProcess({
          PORT: String(ports[2 * replica]),
          ADMIN_PORT: String(ports[2 * replica + 1]),
          DATABASE_URL: scratch.url,
          // One data folder for both: its storage stands in for the S3 bucket replicas share in production.
          DATA_DIR: dataDir,
          RATE_LIMIT_SCALE: '1',
        }),
      );
    }
    db = new Client({ connectionString: scratch.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await Promise.all(replicas.map((replica) => replica.stop('SIGTERM')));
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let paid: { orderHash: string; email: string };

  it('50 concurrent confirmations of one order spread over both: one paid order, one email, one submission', async () => {
    const user = await shopper(db, dataDir);
    const intent = await call(`${replicas[0]!.baseUrl}/api/cart/create-payment-intent`, {
      bearer: user.bearer,
      body: { customerInfo: customerInfo(user.email) },
    });
    expect(intent.status).toBe(200);
    const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(`${replicas[i % 2]!.baseUrl}/api/payments/local/confirm`, {
          bearer: user.bearer,
          body: { clientSecret, ...successCard() },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    paid = { orderHash, email: user.email };

    let outcome = await orderOutcome(db, orderHash, user.email);
    for (let i = 0; i < 30 && outcome.jobsDone < PAID_ORDER_JOBS; i++) {
      await sleep(500);
      outcome = await orderOutcome(db, orderHash, user.email);
    }
    expect(outcome).toEqual({
      invoiceStatus: 'paid',
      submitted: true,
      mails: 1,
      jobs: PAID_ORDER_JOBS,
      jobsDone: PAID_ORDER_JOBS,
    });
    const { rows } = await db.query<{
      kind: string;
      attempts: number;
      notifications: string;
      taxed: boolean;
    }>(
      `SELECT j.kind, j.attempts,
              (SELECT count(*) FROM order_notifications n WHERE n.order_id = o.id) AS notifications,
              o.tax_transaction_id IS NOT NULL AS taxed
         FROM outbox_jobs j JOIN orders o ON o.id = j.order_id
        WHERE o.order_hash = $1 ORDER BY j.kind`,
      [orderHash],
    );
    // Each job ran once: one tax transaction, one fulfilment submission and release, one confirmation email.
    expect(rows).toEqual([
      { kind: 'confirmation_email', attempts: 1, notifications: '1', taxed: true },
      { kind: 'fulfilment', attempts: 1, notifications: '1', taxed: true },
      { kind: 'send_to_production', attempts: 1, notifications: '1', taxed: true },
      { kind: 'tax_transaction', attempts: 1, notifications: '1', taxed: true },
    ]);
  });

  it('rate limits are counted across both replicas', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const forgot = (replica: AppProcess) =>
      call(`${replica.baseUrl}/api/auth/forgot-password`, { body: { email } });
    // 3 per email per 15 minutes: a, b, a pass; the fourth is refused whichever replica gets it.
    expect((await forgot(replicas[0]!)).status).toBe(200);
    expect((await forgot(replicas[1]!)).status).toBe(200);
    expect((await forgot(replicas[0]!)).status).toBe(200);
    const refused = await forgot(replicas[1]!);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorType: 'RATE_LIMIT', code: 'RATE_LIMIT.EXCEEDED' });
    expect((await forgot(replicas[0]!)).status).toBe(429);
  });

  it('the outbox sweep runs on one replica at a time (advisory lock), and re-running it doubles nothing', async () => {
    // The paid order's jobs are made due again; only a sweep (every 10 s) can pick them up now.
    const reset = `UPDATE outbox_jobs SET status = 'pending', run_after = now(), attempts = 1
                    WHERE order_id = (SELECT id FROM orders WHERE order_hash = $1)`;
    const holder = new Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      // While "another replica" holds the sweep lock, neither process sweeps.
      await holder.query(`SELECT pg_advisory_lock($1)`, [SWEEP_LOCK_KEY]);
      await db.query(reset, [paid.orderHash]);
      await sleep(12_000);
      expect((await orderOutcome(db, paid.orderHash, paid.email)).jobsDone).toBe(0);
      await holder.query(`SELECT pg_advisory_unlock($1)`, [SWEEP_LOCK_KEY]);
    } finally {
      await holder.end();
    }
    let outcome = await orderOutcome(db, paid.orderHash, paid.email);
    for (let i = 0; i < 30 && outcome.jobsDone < PAID_ORDER_JOBS; i++) {
      await sleep(500);
      outcome = await orderOutcome(db, paid.orderHash, paid.email);
    }
    // Swept once, by one of them: still one email and the same submission.
    expect(outcome).toEqual({
      invoiceStatus: 'paid',
      submitted: true,
      mails: 1,
      jobs: PAID_ORDER_JOBS,
      jobsDone: PAID_ORDER_JOBS,
    });
    const { rows } = await db.query<{ attempts: number }>(
      `SELECT attempts FROM outbox_jobs WHERE order_id = (SELECT id FROM orders WHERE order_hash = $1)`,
      [paid.orderHash],
    );
    expect(rows.map((r) => r.attempts)).toEqual([2, 2, 2, 2]);
  });
});
