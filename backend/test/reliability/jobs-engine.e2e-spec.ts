import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { jobIdOf } from '../../src/platform/jobs/job-engine';
import { ScheduledJob } from '../../src/platform/jobs/job';
import { createScratchDatabase } from '../create-test-app';
import { PrintifyFake } from '../fakes/printify-fake';
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
 * Background jobs across real processes (dist/main.js) on one database: each job runs once whichever process takes
 * it, and a job held by a process that is killed (kill -9) is finished by another or by the restarted one. The
 * engine's timings are shortened for the test: idle workers look every second, and in the kill -9 tests a lost job is
 * retried after 5 s.
 */
jest.setTimeout(360_000);

const JOB_ENV = {
  JOBS_POLL_SECONDS: '1',
  JOBS_SUPERVISE_SECONDS: '1',
  JOBS_RETRY_DELAY_SECONDS: '1',
};
/** The kill -9 tests: a job is lost (and retried) 5 s after its process died. */
const SHORT_LEASE = { JOBS_LEASE_SECONDS: '5' };
const ORDERS = 50;
/** The local print simulator's clock: every 5 s at most. */
const TICK_SECONDS = 5;
const PRINTIFY_ORDERS = /^\/v1\/shops\/4242\/orders\.json$/;

/** The processes started by the suite (their output is shown when a wait times out). */
const running: AppProcess[] = [];

/** Polls `probe` until it returns true (every 200 ms, at most `timeoutMs`). */
async function until(probe: () => Promise<boolean> | boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) {
      const outputs = running.map((app, i) => `--- process ${i + 1}:\n${app.output().slice(-3000)}`);
      throw new Error(`timed out waiting\n${outputs.join('\n')}`);
    }
    await sleep(200);
  }
}

describe('background jobs across processes (the job engine)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let db: Client;
  let printify: PrintifyFake;
  let ports: number[];

  /** Starts one more API process on the shared database and data folder. */
  async function start(env: Record<string, string> = {}): Promise<AppProcess> {
    const [port, adminPort] = ports.splice(0, 2);
    const app = await startAppProcess({
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      ...JOB_ENV,
      ...env,
    });
    running.push(app);
    return app;
  }

  /** A paid order (one small poster) of a new shopper: checkout through `checkoutAt`, payment through `payAt`. */
  async function paidOrder(checkoutAt: AppProcess, payAt: AppProcess) {
    const user = await shopper(db, dataDir, [['poster', '8x12']]);
    const intent = await call(`${checkoutAt.baseUrl}/api/cart/create-payment-intent`, {
      bearer: user.bearer,
      body: { customerInfo: customerInfo(user.email) },
      timeoutMs: 60_000,
    });
    expect(intent.status).toBe(200);
    const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
    const paid = await call(`${payAt.baseUrl}/api/payments/local/confirm`, {
      bearer: user.bearer,
      body: { clientSecret, ...successCard() },
      timeoutMs: 60_000,
    });
    expect(paid.status).toBe(200);
    return { orderHash, email: user.email };
  }

  /** Paid, submitted, one email, and every job of its payment done. */
  async function expectPaidAndDone(order: { orderHash: string; email: string }): Promise<void> {
    expect(await orderOutcome(db, order.orderHash, order.email)).toEqual({
      invoiceStatus: 'paid',
      submitted: true,
      mails: 1,
      jobs: PAID_ORDER_JOBS,
      jobsDone: PAID_ORDER_JOBS,
    });
  }

  beforeAll(async () => {
    ensureBackendBuilt();
    scratch = await createScratchDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-jobs-'));
    ports = await freePorts(12);
    printify = await new PrintifyFake().start();
    printify.smallPrintAreas(10);
    db = new Client({ connectionString: scratch.url });
  });

  // Each test starts its own processes: whatever one left running (a failure) must not take the next one's jobs.
  afterEach(async () => {
    await Promise.all(running.splice(0).map((app) => app.stop('SIGKILL')));
  });

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await Promise.all(running.map((app) => app.stop('SIGKILL')));
    await printify?.close();
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('two processes, 50 orders paid through both: each reaches the provider once, each customer gets one confirmation, and each tick of a schedule runs once', async () => {
    // The local print simulator's clock ticks every 5 s (its steps are an hour, so no order moves on): a recurring
    // task that both processes schedule.
    const simulator = { FULFILMENT_SIMULATOR_STEP_SECONDS: '3600' };
    const a = await start(simulator);
    await db.connect();
    const b = await start(simulator);
    const firstTick = Math.floor(Date.now() / 1000 / TICK_SECONDS) + 1;
    const orders: { orderHash: string; email: string }[] = [];
    for (let batch = 0; batch < ORDERS; batch += 5) {
      orders.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, i) => (batch + i) % 2).map((odd) =>
            odd ? paidOrder(a, b) : paidOrder(b, a),
          ),
        )),
      );
    }
    await until(async () => {
      for (const order of orders) {
        if ((await orderOutcome(db, order.orderHash, order.email)).jobsDone < PAID_ORDER_JOBS) return false;
      }
      return true;
    }, 240_000);
    // Both ran for at least two whole ticks (the orders may be done sooner).
    const tickNow = () => Math.floor(Date.now() / 1000 / TICK_SECONDS);
    await until(() => tickNow() - 1 > firstTick, 3 * TICK_SECONDS * 1000);
    const lastTick = tickNow() - 1;

    for (const order of orders) await expectPaidAndDone(order);
    const { rows: atProvider } = await db.query<{ external_id: string; n: number }>(
      `SELECT external_id, count(*)::int AS n FROM fulfilment_simulator_orders WHERE external_id = ANY($1)
        GROUP BY external_id`,
      [orders.map((o) => o.orderHash)],
    );
    expect(atProvider).toHaveLength(ORDERS);
    expect(atProvider.every((row) => row.n === 1)).toBe(true);
    const { rows: confirmations } = await db.query<{ recipient: string; n: number }>(
      `SELECT recipient, count(*)::int AS n FROM mail_outbox WHERE tag = 'order-confirmation' AND recipient = ANY($1)
        GROUP BY recipient`,
      [orders.map((o) => o.email)],
    );
    expect(confirmations).toHaveLength(ORDERS);
    expect(confirmations.every((row) => row.n === 1)).toBe(true);

    // Every tick of the simulator's clock while both ran is one job, run once (never retried, none missing).
    const ticks = Array.from({ length: lastTick - firstTick + 1 }, (_, i) =>
      jobIdOf(ScheduledJob.FulfilmentSimulatorTick, `tick:${firstTick + i}`),
    );
    expect(ticks.length).toBeGreaterThan(1);
    const { rows: ran } = await db.query<{ id: string; state: string; retry_count: number }>(
      `SELECT id, state, retry_count FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])`,
      [ScheduledJob.FulfilmentSimulatorTick, ticks],
    );
    expect(ran).toHaveLength(ticks.length);
    expect(ran.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);
  });

  it('kill -9 of the process holding a job (a slow provider): the restarted one finishes it, nothing twice, nothing lost', async () => {
    const env = { ...printify.env('jobs-secret'), PRINTIFY_SYNC_MINUTES: '0', ...SHORT_LEASE };
    const first = await start(env);
    // The provider takes 30 s to answer the order's creation: the process is killed while it waits.
    printify.faults.push({ method: 'POST', path: PRINTIFY_ORDERS, delayMs: 30_000, times: 1 });
    const order = await paidOrder(first, first);
    const creates = () =>
      printify
        .calls('POST', PRINTIFY_ORDERS)
        .filter((r) => (r.body as { external_id?: string }).external_id === order.orderHash);
    await until(() => creates().length === 1, 60_000);
    expect(await first.stop('SIGKILL')).toBeNull();

    await start(env);
    await until(
      async () => (await orderOutcome(db, order.orderHash, order.email)).jobsDone === PAID_ORDER_JOBS,
    );
    await expectPaidAndDone(order);
    // One provider order, whether the killed attempt's request was dropped (the retry created it) or reached the
    // provider late (the retry found it by its external id).
    expect([...printify.orders.values()].filter((o) => o.external_id === order.orderHash)).toHaveLength(1);
    const { rows } = await db.query<{ retry_count: number }>(
      `SELECT j.retry_count FROM pgboss.job j JOIN orders o ON o.id::text = j.data->>'orderId'
        WHERE o.order_hash = $1 AND j.name = 'fulfilment'`,
      [order.orderHash],
    );
    expect(rows).toEqual([{ retry_count: 1 }]);
  });

  it('a process killed right after a registration: the verification email is still sent after the restart', async () => {
    // The mail server takes the first message and never answers it (the process is killed meanwhile).
    const delivered: { to: string; subject: string }[] = [];
    let messages = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        messages += 1;
        const first = messages === 1;
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          if (first) return;
          delivered.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const env = {
        MAILER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        MAIL_FROM: 'PetArt <shop@petart.example>',
        ...SHORT_LEASE,
      };
      const first = await start(env);
      const email = `registered-${Date.now()}@example.com`;
      const registered = await call(`${first.baseUrl}/api/register`, {
        body: { email, password: 'secret1' },
      });
      expect(registered.status).toBe(201);
      await until(() => messages === 1, 30_000);
      expect(await first.stop('SIGKILL')).toBeNull();
      expect(delivered).toEqual([]);

      await start(env);
      await until(() => delivered.length > 0, 60_000);
      expect(delivered).toEqual([{ to: email, subject: expect.stringMatching(/verify/i) as unknown }]);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
