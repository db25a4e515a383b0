import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
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
      `SELECT j.name AS kind, j.retry_count + 1 AS attempts,
              (SELECT count(*) FROM order_notifications n WHERE n.order_id = o.id) AS notifications,
              o.tax_transaction_id IS NOT NULL AS taxed
         FROM pgboss.job j JOIN orders o ON o.id::text = j.data->>'orderId'
        WHERE o.order_hash = $1 ORDER BY j.name`,
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
});
