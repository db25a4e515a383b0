/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- the built app (dist/) and Graphile Worker (no dependency of ours: installed with --no-save to measure) load without types */
// `node bench/jobs-engine-bench.mjs` (after `npm run build -w backend`, and `npm install --no-save -w backend
// graphile-worker@0.18`: the engine not chosen is no dependency of ours): the background-jobs
// engine measured on this machine, pg-boss against Graphile Worker, on an embedded PostgreSQL migrated as the app's.
// For each engine: jobs per second draining a backlog of one-line no-op jobs and of jobs that render and store the real
// order confirmation email (DevMailboxMailer), with one and two worker processes (jobs-engine-worker.mjs, 10 jobs at
// a time each); and the wake-up latency of an idle worker (a job queued alone, LISTEN/NOTIFY vs polling). Medians of
// BENCH_ROUNDS rounds, engines interleaved. Writes the "Background jobs engine" section of docs/benchmarks.md.
import { fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { backend, machine, rounds, table, writeSection } from './bench-kit.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(path.join(backend, 'dist/platform/database/embedded-postgres.js'));
const { migrateDatabase } = require(path.join(backend, 'dist/platform/database/migrate-database.js'));

const ENGINES = ['graphile-worker', 'graphile-worker+batch', 'pg-boss'];
const JOBS = {
  noop: Number(process.env.BENCH_NOOP_JOBS ?? 4000),
  email: Number(process.env.BENCH_EMAIL_JOBS ?? 1000),
};
const ROUNDS = rounds(3);
const LATENCY_SAMPLES = 20;
/** The feature table: [need, Graphile Worker, pg-boss]. */
const FEATURES = [
  [
    "Enqueue in the caller's transaction",
    "yes: `graphile_worker.add_job()` is SQL, called on the caller's connection",
    "yes: `send(..., { db })` with an adapter over the caller's connection",
  ],
  [
    'Wake-up without polling (LISTEN/NOTIFY)',
    'always on (`jobs:insert`); polling as a fallback',
    'opt-in (`useListenNotify`, queue `notify: true`); polling (>= 0.5 s) as a floor',
  ],
  [
    'Cron once per tick across replicas',
    'yes (crontab, `known_crontabs`), minute ticks, backfill',
    'yes (`schedule()`, one job per slot by a unique key), minute ticks, `missed` policy',
  ],
  [
    'Retry and backoff',
    'per job `max_attempts`; backoff fixed at exp(min(attempt, 10)) s',
    'per queue or job: `retryLimit`, `retryDelay`, `retryBackoff`, `retryDelayMax`',
  ],
  [
    'A job held by a process that died (kill -9)',
    'released after a fixed 4 hours (or by hand, `forceUnlockWorkers`)',
    "retried after the queue's `expireInSeconds` (>= 1 s), optional heartbeats",
  ],
  [
    'Singleton / dedupe keys',
    '`job_key` (replace, preserve_run_at, unsafe_dedupe)',
    '`singletonKey` with queue policies; a job `id` of our own (insert ignores a repeat)',
  ],
  [
    'Typed payloads',
    'a name-to-payload map (`GraphileWorker.Tasks`)',
    'generics on `send`/`work`; our face maps names to payloads',
  ],
  [
    'Dead jobs',
    'rows with attempts = max_attempts and `last_error`; done jobs deleted at once',
    '`failed` state with its output, optional dead-letter queue; done jobs kept `deleteAfterSeconds`',
  ],
  ['Module format', 'ES module only (0.18)', 'ES module only (12.x)'],
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-jobs-bench-'));
fs.chmodSync(dir, 0o755);
const port = 5600 + Math.floor(Math.random() * 300);
const handle = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port, database: 'petart_bench' });
const url = handle.url;
const db = new pg.Pool({ connectionString: url, max: 2 });

/** Drops and installs the engine's schema, so each round starts from empty tables. @param {string} engine */
async function install(engine) {
  await db.query('DROP SCHEMA IF EXISTS graphile_worker CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE');
  await db.query('TRUNCATE mail_outbox');
  if (engine.startsWith('graphile-worker')) {
    const { runMigrations, Logger } = require('graphile-worker');
    await runMigrations({ connectionString: url, logger: new Logger(() => () => undefined) });
  } else {
    const { PgBoss } = await import('pg-boss');
    const boss = new PgBoss({ connectionString: url, schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue('bench', { notify: true, retryLimit: 3 });
    await boss.stop({ graceful: false, wait: true });
  }
}

/** Queues `count` jobs in one statement; resolves with the time it took (ms). @param {string} engine @param {number} count */
async function enqueue(engine, count) {
  const payloads = Array.from({ length: count }, (_, n) => JSON.stringify({ n }));
  const started = performance.now();
  if (engine.startsWith('graphile-worker')) {
    await db.query(
      `SELECT graphile_worker.add_jobs(array_agg(ROW('bench', p::json, NULL, NULL, NULL, NULL, NULL, NULL)::graphile_worker.job_spec))
         FROM unnest($1::text[]) p`,
      [payloads],
    );
  } else {
    const { PgBoss } = await import('pg-boss');
    const boss = new PgBoss({
      connectionString: url,
      schedule: false,
      supervise: false,
      migrate: false,
      max: 1,
    });
    await boss.start();
    const t = performance.now();
    await boss.insert(
      'bench',
      payloads.map((p) => ({ data: JSON.parse(p) })),
    );
    const took = performance.now() - t;
    await boss.stop({ graceful: false, wait: true });
    return took;
  }
  return performance.now() - started;
}

/**
 * Starts `count` worker processes and resolves once each has said it is ready.
 * @param {string} engine @param {string} kind @param {number} count
 */
async function startWorkers(engine, kind, count) {
  const workers = Array.from({ length: count }, () => {
    const child = fork(path.join(backend, 'bench/jobs-engine-worker.mjs'), [], {
      env: { ...process.env, DATABASE_URL: url, ENGINE: engine, KIND: kind, CONCURRENCY: '10' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const state = { child, done: 0, /** @type {number[]} */ started: [], ready: false, stopped: false };
    child.on(
      'message',
      (/** @type {{ done?: number, started?: number[], ready?: boolean, stopped?: boolean }} */ m) => {
        if (m.ready) state.ready = true;
        if (m.done !== undefined) state.done = m.done;
        if (m.started) state.started.push(...m.started);
        if (m.stopped) state.stopped = true;
      },
    );
    return state;
  });
  await until(() => workers.every((w) => w.ready), 60_000);
  return workers;
}

/** @param {() => boolean} done @param {number} timeoutMs */
async function until(done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** @param {{ child: import('node:child_process').ChildProcess, stopped: boolean }[]} workers */
async function stopWorkers(workers) {
  for (const w of workers) w.child.send('stop');
  await until(() => workers.every((w) => w.stopped || w.child.exitCode !== null), 60_000);
  await Promise.all(
    workers.filter((w) => w.child.exitCode === null).map((w) => new Promise((r) => w.child.once('exit', r))),
  );
}

/** Jobs per second draining a backlog queued while the workers were idle. @param {string} engine @param {'noop' | 'email'} kind @param {number} processes */
async function throughput(engine, kind, processes) {
  await install(engine);
  const workers = await startWorkers(engine, kind, processes);
  const count = JOBS[kind];
  const started = performance.now();
  const enqueueMs = await enqueue(engine, count);
  await until(() => workers.reduce((sum, w) => sum + w.done, 0) >= count, 300_000);
  const seconds = (performance.now() - started) / 1000;
  await stopWorkers(workers);
  const total = workers.reduce((sum, w) => sum + w.done, 0);
  if (total !== count) throw new Error(`${engine} ran ${total} of ${count} jobs`);
  if (kind === 'email') {
    const [row] = (await db.query('SELECT count(*)::int AS n FROM mail_outbox')).rows;
    if (row.n !== count) throw new Error(`${engine} stored ${row.n} of ${count} emails`);
  }
  return { jps: count / seconds, enqueueMs };
}

/** Median ms from queuing one job to its start, on one idle worker process. @param {string} engine */
async function wakeUp(engine) {
  await install(engine);
  const [worker] = await startWorkers(engine, 'noop', 1);
  if (!worker) throw new Error('no worker');
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const queuedAt = Date.now();
    await enqueue(engine, 1);
    await until(() => worker.started.length > i, 10_000);
    samples.push(/** @type {number} */ (worker.started[i]) - queuedAt);
  }
  await stopWorkers([worker]);
  return median(samples);
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
};

try {
  await migrateDatabase(url);
  /** @type {Record<string, number[]>} */
  const results = {};
  const add = (/** @type {string} */ key, /** @type {number} */ value) => (results[key] ??= []).push(value);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const engine of ENGINES) {
      for (const kind of /** @type {const} */ (['noop', 'email'])) {
        for (const processes of [1, 2]) {
          const { jps } = await throughput(engine, kind, processes);
          add(`${engine}:${kind}:${processes}`, jps);
          console.log(`round ${round} ${engine} ${kind} x${processes}: ${jps.toFixed(0)} jobs/s`);
        }
      }
      const latency = await wakeUp(engine);
      add(`${engine}:latency`, latency);
      console.log(`round ${round} ${engine} wake-up: ${latency} ms`);
    }
  }
  const fmt = (/** @type {string} */ key) => median(results[key] ?? []).toFixed(0);
  const rows = ENGINES.map((engine) => [
    engine,
    fmt(`${engine}:noop:1`),
    fmt(`${engine}:noop:2`),
    fmt(`${engine}:email:1`),
    fmt(`${engine}:email:2`),
    fmt(`${engine}:latency`),
  ]);
  const versionOf = (/** @type {string} */ name) =>
    JSON.parse(fs.readFileSync(path.join(backend, '..', 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  const graphileVersion = versionOf('graphile-worker');
  const bossVersion = versionOf('pg-boss');
  await writeSection(
    'jobs-engine',
    `## Background jobs engine

Method: \`node backend/bench/jobs-engine-bench.mjs\` (Graphile Worker ${graphileVersion}, pg-boss ${bossVersion}) on one
embedded PostgreSQL migrated as the app's. Each measure drains a backlog queued in one statement (${JOBS.noop} no-op
jobs, ${JOBS.email} email jobs) by one or two worker processes (\`bench/jobs-engine-worker.mjs\`), each running 10 jobs
at a time: Graphile Worker with \`concurrency: 10\` (one job per fetch, its default), and "+batch" with its batched
fetch and completion (\`localQueue: { size: 20 }\`, \`completeJobBatchDelay: 0\`); pg-boss with its batch fetch (\`batchSize: 10\`,
\`burstWhenBatchFull\`, each job settled on its own) and LISTEN/NOTIFY on. The email job renders the real order
confirmation email and stores it through the local mailer adapter (DevMailboxMailer, one row of \`mail_outbox\`). The
wake-up is the median time from queuing one job to its start on an idle worker (${LATENCY_SAMPLES} jobs). Medians of
${ROUNDS} rounds, engines interleaved. Nothing is pinned: the worker processes, PostgreSQL and the bench share both
cores (and the machine is shared with other work, so compare the engines, not the absolute figures between runs).
Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.

${table(
  [
    'engine',
    'no-op jobs/s, 1 process',
    'no-op jobs/s, 2 processes',
    'email jobs/s, 1 process',
    'email jobs/s, 2 processes',
    'wake-up ms (idle)',
  ],
  rows,
)}

What each engine offers for what the shop needs (read in their sources and types, versions as above):

${table(
  ['need', 'Graphile Worker', 'pg-boss'],
  FEATURES.map(([need, graphile, boss]) => [need, graphile, boss]),
)}

Choice: pg-boss (docs/decisions.md D-230). Both are far above the shop's load (tens of orders an hour) on either job
kind, and the email job is bound by the mailer, not the engine; what decides is recovery and control: a job held by
a process that died is retried after its queue's \`expireInSeconds\` (we set 120 s), where Graphile Worker releases
a dead worker's jobs only after a fixed 4 hours; retries and backoff are set per queue; dead jobs keep their error
and history. The wake-up is a few tens of milliseconds slower than Graphile Worker's, which no customer sees.
`,
  );
} finally {
  await db.end();
  await handle.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
