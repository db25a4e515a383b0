/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- the built app (dist/) and Graphile Worker (no dependency of ours: installed with --no-save to measure) load without types */
// One worker process of jobs-engine-bench.mjs: runs ENGINE (graphile-worker[+batch] | pg-boss) on DATABASE_URL with
// CONCURRENCY jobs at a time, the job being KIND (noop: nothing; email: renders the real order confirmation email and
// stores it through the local mailer adapter, DevMailboxMailer, in mail_outbox). Reports its count of finished jobs to
// the parent every 50 ms and the time each job started (for the wake-up latency); stops on 'stop'.
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { backend } from './bench-kit.mjs';

const require = createRequire(import.meta.url);
const { DataSource } = require('typeorm');
const dist = (/** @type {string} */ file) => require(path.join(backend, 'dist', file));
const { MailOutboxEntity } = dist('adapters/mail/mail-outbox.entity.js');
const { DevMailboxMailer } = dist('adapters/mail/dev-mailbox.mailer.js');
const { orderConfirmationEmail } = dist('modules/orders/order-confirmation.email.js');
const { dataSourceOptions } = dist('platform/database/data-source-options.js');

const url = /** @type {string} */ (process.env.DATABASE_URL);
const engine = process.env.ENGINE;
const kind = process.env.KIND;
const concurrency = Number(process.env.CONCURRENCY ?? 10);

let done = 0;
/** @type {number[]} */
let started = [];

/** @type {import('typeorm').DataSource | undefined} */
let mailDb;
/** @type {{ send: (m: object) => Promise<unknown> } | undefined} */
let mailer;
if (kind === 'email') {
  mailDb = new DataSource(dataSourceOptions(url, { entities: [MailOutboxEntity], migrationsRun: false }));
  await mailDb.initialize();
  mailer = new DevMailboxMailer(mailDb);
}

/** The job body. @param {{ n: number }} payload */
async function work(payload) {
  started.push(Date.now());
  try {
    await body(payload);
  } catch (error) {
    console.error(error);
    throw error;
  }
  done += 1;
}

/** @param {{ n: number }} payload */
async function body(payload) {
  if (kind === 'email' && mailer) {
    const email = orderConfirmationEmail({
      orderNumber: `PA-BENCH${payload.n}`,
      customerName: 'Ada',
      items: [{ printType: 'canvas', printSize: '12x16', quantity: 1, lineTotal: 8900 }],
      productCents: 8900,
      discount: null,
      shippingCents: 995,
      taxCents: 712,
      totalCents: 10607,
      countryCode: 'US',
      address: {
        name: 'Ada Lovelace',
        address1: '1 Main St',
        city: 'Springfield',
        region: 'IL',
        zip: '62701',
        country: 'United States',
      },
      deliveryRange: 'Dec 10 - Dec 15',
      orderUrl: `http://localhost/app/order-confirmation/bench-${payload.n}`,
      supportEmail: 'support@example.com',
    });
    await mailer.send({ to: `customer${payload.n}@example.com`, ...email, tag: 'order-confirmation' });
  }
}

/** @type {() => Promise<void>} */
let stop;
if (engine?.startsWith('graphile-worker')) {
  const { run, Logger } = require('graphile-worker');
  const runner = await run({
    connectionString: url,
    concurrency,
    // '+batch': its batched fetch and completion (a local queue of 20 jobs fetched at once, completions sent together).
    ...(engine.endsWith('+batch')
      ? { preset: { worker: { localQueue: { size: 20 }, completeJobBatchDelay: 0, failJobBatchDelay: 0 } } }
      : {}),
    noHandleSignals: true,
    pollInterval: 2000,
    logger: new Logger(() => () => undefined),
    taskList: { bench: (/** @type {{ n: number }} */ payload) => work(payload) },
  });
  stop = () => runner.stop();
} else {
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    connectionString: url,
    useListenNotify: true,
    schedule: false,
    supervise: false,
    migrate: false,
  });
  boss.on('error', (/** @type {Error} */ error) => console.error(error.message));
  await boss.start();
  // Its best setting for a backlog: batches of `concurrency` fetched back to back while they come back full, each
  // job settled on its own (a failed job must not fail its batch), woken by NOTIFY when idle.
  await boss.work(
    'bench',
    { batchSize: concurrency, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds: 2 },
    async (/** @type {{ id: string, data: { n: number } }[]} */ jobs) =>
      Promise.all(
        jobs.map(async (job) => {
          await work(job.data);
          return { id: job.id, status: 'completed' };
        }),
      ),
  );
  stop = () => boss.stop({ graceful: true, wait: true });
}

const report = setInterval(() => {
  process.send?.({ done, started });
  started = [];
}, 50);
process.on('message', (/** @type {string} */ message) => {
  if (message !== 'stop') return;
  clearInterval(report);
  void (async () => {
    await stop();
    await mailDb?.destroy();
    process.send?.({ done, started, stopped: true });
    process.exit(0);
  })();
});
process.send?.({ ready: true });
