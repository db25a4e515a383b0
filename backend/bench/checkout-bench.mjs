// Checkout benchmark: POST /api/pricing/calculate-cart on the built app vs a node:http + pg floor doing the same
// SELECT of the cart (and nothing else), plus SQL statements per request for carts of 1, 5 and 20 lines.
// Usage: npm run build -w backend && node backend/bench/checkout-bench.mjs   (BENCH_DURATION=seconds, default 10)
// Writes docs/benchmarks.md between <!-- checkout:start --> and <!-- checkout:end -->.
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const backend = path.resolve(here, '..');
const repoRoot = path.resolve(backend, '..');
const ROUNDS = 3;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const APP_PORT = 3920;
const FLOOR_PORT = 3921;
const PG_PORT = 5800 + Math.floor(Math.random() * 300);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string} cmd @param {string[]} args @param {Record<string, string>} env */
function start(cmd, args, env = {}) {
  const child = spawn('taskset', ['-c', '0', cmd, ...args], {
    cwd: backend,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (/** @type {Buffer} */ d) => process.env.BENCH_DEBUG && process.stderr.write(d));
  children.push(child);
  return child;
}
/** @param {string} url */
async function waitFor(url, timeoutMs = 90000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timeout waiting for ${url}`);
}
/** @param {string} userId */
function bearer(userId) {
  const b64 = (/** @type {string} */ v) => Buffer.from(v).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify({ sub: userId, iat, exp: iat + 3600 }))}`;
  return `Bearer ${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`;
}
const BODY = JSON.stringify({
  country: 'US',
  address: { postalCode: '94105', state: 'CA', city: 'San Francisco' },
});

/** @param {string} url @param {string} auth */
function autocannon(url, auth) {
  const script = `
    const autocannon = require('autocannon');
    autocannon({ url: ${JSON.stringify(url)}, method: 'POST', connections: ${CONNECTIONS}, duration: ${DURATION},
      headers: { 'content-type': 'application/json', authorization: ${JSON.stringify(auth)} }, body: ${JSON.stringify(BODY)} },
      (err, r) => {
        if (err) { console.error(err); process.exit(1); }
        process.stdout.write(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }));
      });`;
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '1', process.execPath, '-e', script], { cwd: backend });
    let out = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(/** @type {{ rps: number, p99: number, errors: number }} */ (JSON.parse(out)))
        : reject(new Error(`autocannon exit ${code}`)),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-checkout-bench-'));
fs.chmodSync(dataDir, 0o755);
const dbUrl = `postgres://postgres:petart-local@127.0.0.1:${PG_PORT}/petart`;
const db = new pg.Client({ connectionString: dbUrl });
try {
  start(process.execPath, ['dist/main.js'], {
    PORT: String(APP_PORT),
    ADMIN_PORT: String(APP_PORT + 10),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    JWT_SECRET,
    ADMIN_DIST_DIR: path.join(dataDir, 'none'),
  });
  await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
  await db.connect();

  /** Creates a user with an n-line cart; returns its id. @param {number} lines */
  async function userWithCart(lines) {
    const { rows } = await db.query(
      `INSERT INTO users (email, email_verified) VALUES ($1, true) RETURNING id`,
      [`bench-${randomUUID()}@example.com`],
    );
    const userId = rows[0].id;
    const sizes = ['8x12', '12x18', '20x30', '24x36', '14x14'];
    for (let i = 0; i < lines; i++) {
      await db.query(
        `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity) VALUES ($1, $2, $3, $4, $5, 1)`,
        [
          userId,
          randomUUID(),
          i % 2 ? 'canvas' : 'poster',
          i % 2 ? '20x30' : sizes[i % 5],
          `/api/images/generated/${randomUUID()}.webp`,
        ],
      );
    }
    return userId;
  }

  // SQL statements per request: transactions committed on the database while 20 sequential requests run.
  // Every statement the app sends outside an explicit transaction is one transaction, so the delta counts them.
  const xacts = async () => {
    await new Promise((r) => setTimeout(r, 2500)); // backends flush statistics about once a second
    const { rows } = await db.query(
      `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = 'petart'`,
    );
    return Number(rows[0].n);
  };
  /** @type {{ lines: number, perRequest: number }[]} */
  const queryCounts = [];
  for (const lines of [1, 5, 20]) {
    const auth = bearer(await userWithCart(lines));
    const before = await xacts();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`http://127.0.0.1:${APP_PORT}/api/pricing/calculate-cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: BODY,
      });
      if (res.status !== 200) throw new Error(`pricing answered ${res.status}`);
    }
    const after = await xacts();
    // Minus the one statistics query of the second reading.
    queryCounts.push({ lines, perRequest: Math.round((after - before - 1) / 20) });
    console.log(`cart of ${lines}: ${queryCounts.at(-1)?.perRequest} SQL statements per request`);
  }

  const benchUser = await userWithCart(5);
  const auth = bearer(benchUser);
  const floorSource = `
    const http = require('node:http');
    const { Pool } = require('pg');
    const pool = new Pool({ connectionString: ${JSON.stringify(dbUrl)}, max: 10 });
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        try {
          JSON.parse(body);
          const { rows } = await pool.query('SELECT print_type, print_size, quantity FROM cart_items WHERE user_id = $1 ORDER BY created_at, id', [${JSON.stringify(benchUser)}]);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: true, lines: rows.length }));
        } catch { res.writeHead(500); res.end(); }
      });
    }).listen(${FLOOR_PORT}, '127.0.0.1');`;
  start(process.execPath, ['-e', floorSource]);
  await new Promise((r) => setTimeout(r, 1000));

  const results = { floor: /** @type {any[]} */ ([]), app: /** @type {any[]} */ ([]) };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, port] of /** @type {const} */ ([
      ['floor', FLOOR_PORT],
      ['app', APP_PORT],
    ])) {
      const r = await autocannon(`http://127.0.0.1:${port}/api/pricing/calculate-cart`, auth);
      results[name].push(r);
      console.log(
        `${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}`,
      );
    }
  }
  const median = (/** @type {number[]} */ xs) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const floorRps = median(results.floor.map((x) => x.rps));
  const appRps = median(results.app.map((x) => x.rps));
  const section = [
    '<!-- checkout:start -->',
    '## Checkout pricing (`backend/bench/checkout-bench.mjs`)',
    '',
    `- Date: ${new Date().toISOString()}; Node ${process.version}; ${os.cpus().length} cores; ${DURATION} s x ${ROUNDS} rounds, ${CONNECTIONS} connections, app and floor pinned to core 0, autocannon to core 1.`,
    '- Floor: bare `node:http` + `pg` doing the same `SELECT` of a 5-line cart. App: the full route (JWT check with its user lookup, cart query, catalogue prices, local shipping and tax tables, delivery estimates).',
    '',
    '| Route | Server | req/s (median) | p99 ms (median) | Ratio to floor |',
    '| --- | --- | --- | --- | --- |',
    `| POST /api/pricing/calculate-cart | floor (node:http + pg) | ${floorRps.toFixed(0)} | ${median(results.floor.map((x) => x.p99))} | 1.00 |`,
    `| POST /api/pricing/calculate-cart | app | ${appRps.toFixed(0)} | ${median(results.app.map((x) => x.p99))} | ${(appRps / floorRps).toFixed(2)} |`,
    '',
    'SQL statements per POST /api/pricing/calculate-cart (must not grow with the cart), from pg_stat_database transaction counts (approximate: the outbox sweep adds a few; `pricing.e2e-spec.ts` asserts the exact count, 2: the JWT user lookup and the cart SELECT):',
    '',
    '| Cart lines | Statements per request |',
    '| --- | --- |',
    ...queryCounts.map((q) => `| ${q.lines} | ${q.perRequest} |`),
    '<!-- checkout:end -->',
  ].join('\n');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const next = /<!-- checkout:start -->[\s\S]*<!-- checkout:end -->/.test(current)
    ? current.replace(/<!-- checkout:start -->[\s\S]*<!-- checkout:end -->/, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
  console.log(section);
} finally {
  await db.end().catch(() => undefined);
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
