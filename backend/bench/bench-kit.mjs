// Shared benchmark kit: pinned processes, a fresh app with its own embedded Postgres, a user and a bearer token,
// autocannon pinned to core 1, interleaved floor/app rounds with medians, exact SQL statement counts
// (pg_stat_statements) and the sections of docs/benchmarks.md between markers.
// Every bench script imports this; `npm run bench` (run-all.mjs) runs them in sequence.
import { spawn, spawnSync } from 'node:child_process';
import { createSecretKey, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const backend = path.resolve(here, '..');
export const repoRoot = path.resolve(backend, '..');
export const docFile = path.join(repoRoot, 'docs', 'benchmarks.md');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01';
/** Seconds per autocannon round (BENCH_DURATION overrides every script's default). */
export const duration = (/** @type {number} */ fallback) => Number(process.env.BENCH_DURATION ?? fallback);
/** Interleaved rounds per comparison (BENCH_ROUNDS overrides). */
export const rounds = (/** @type {number} */ fallback) => Number(process.env.BENCH_ROUNDS ?? fallback);

/** @typedef {{ rps: number, p99: number, errors: number, total: number }} RoundResult */
/** @typedef {{ url: string, port: number, dbUrl: string, dataDir: string, pool: pg.Pool, pid: number, restart: () => Promise<void> }} App */

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
// BENCH_PORT / BENCH_PG_PORT: the first HTTP port (apps and floors take consecutive pairs from it) and the first
// embedded Postgres port, for a machine where other work holds ports of the default random ranges.
let nextPort = process.env.BENCH_PORT
  ? Number(process.env.BENCH_PORT)
  : 3900 + Math.floor(Math.random() * 200) * 2;
let nextPgPort = process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined;

/**
 * Starts a process pinned to core 0 (the server core). BENCH_CPU_PROF=dir adds --cpu-prof to node apps.
 * @param {string[]} args node arguments @param {Record<string, string>} env @param {string} cwd
 */
export function startPinned(args, env = {}, cwd = backend) {
  const prof = process.env.BENCH_CPU_PROF;
  const nodeArgs =
    prof && args[0] === 'dist/main.js' ? ['--cpu-prof', `--cpu-prof-dir=${prof}`, ...args] : args;
  const child = spawn('taskset', ['-c', '0', process.execPath, ...nodeArgs], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.on('data', (/** @type {Buffer} */ d) => process.env.BENCH_DEBUG && process.stderr.write(d));
  children.push(child);
  return child;
}

/**
 * Starts a node process on every core (for figures that depend on the core count, e.g. the decode bound).
 * @param {string[]} args node arguments @param {Record<string, string>} env @param {string} cwd
 */
export function startFree(args, env = {}, cwd = backend) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.on('data', (/** @type {Buffer} */ d) => process.env.BENCH_DEBUG && process.stderr.write(d));
  children.push(child);
  return child;
}

/** Resident set size (kB) of a process, from /proc/<pid>/status (VmRSS). @param {number} pid */
export function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
}

/** @param {import('node:child_process').ChildProcess} child */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

/**
 * Polls until the URL answers 2xx (any status with `anyAnswer`).
 * @param {string} url @param {Record<string, string>} [headers] @param {number} [timeoutMs] @param {boolean} [anyAnswer]
 */
export async function waitFor(url, headers = {}, timeoutMs = 90000, anyAnswer = false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.ok || anyAnswer) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timeout waiting for ${url}`);
}

/** A small pool for set-up queries; an idle client ended by a Postgres restart is not fatal. @param {string} url */
function newPool(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Starts the built app (`node dist/main.js`, LOG_LEVEL=silent, local adapters) on a fresh data dir with its own
 * embedded Postgres, pinned to core 0 (unless `pinned: false`); `restart()` stops and starts it on the same data dir.
 * With DATABASE_URL in `env` it uses that database instead (no embedded Postgres); `backendDir` starts another build
 * (a backend directory with its own dist/, e.g. a git worktree of an earlier commit).
 * @param {Record<string, string>} [env] @param {{ pinned?: boolean, backendDir?: string }} [options] @returns {Promise<App>}
 */
export async function startApp(env = {}, { pinned = true, backendDir = backend } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = nextPort;
  nextPort += 2;
  const pgPort = nextPgPort ?? 5500 + Math.floor(Math.random() * 1000);
  if (nextPgPort !== undefined) nextPgPort += 1;
  const appEnv = {
    PORT: String(port),
    ADMIN_PORT: String(port + 1),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    JWT_SECRET,
    ADMIN_DIST_DIR: path.join(dataDir, 'none'),
    ...env,
  };
  const url = `http://127.0.0.1:${port}`;
  const start = () =>
    pinned
      ? startPinned(['dist/main.js'], appEnv, backendDir)
      : startFree(['dist/main.js'], appEnv, backendDir);
  let child = start();
  await waitFor(`${url}/api/health`);
  // The embedded Postgres password is generated per data folder, beside the cluster.
  const embeddedUrl = () => {
    const pgPassword = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/petart`;
  };
  const dbUrl = env.DATABASE_URL ?? embeddedUrl();
  const pool = newPool(dbUrl);
  cleanups.push(async () => {
    await pool.end().catch(() => undefined);
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    url,
    port,
    dbUrl,
    dataDir,
    pool,
    /** The app's process id (taskset execs node, so it is the server itself). */
    get pid() {
      return child.pid ?? 0;
    },
    restart: async () => {
      await stopChild(child);
      child = start();
      await waitFor(`${url}/api/health`);
    },
  };
}

/**
 * Starts a floor server (`node -e source`, pinned to core 0) listening on the port it is given as FLOOR_PORT.
 * @param {string} source CommonJS source; reads process.env.FLOOR_PORT and process.env.DATABASE_URL
 * @param {string} dbUrl @param {string} readyPath
 * @returns {Promise<string>} base URL
 */
export async function startFloor(source, dbUrl, readyPath) {
  return startServer(['-e', source], { DATABASE_URL: dbUrl }, readyPath, false);
}

/**
 * Starts a reference server from a script file (pinned to core 0), ready once `readyPath` answers anything.
 * @param {string} file path relative to backend/ @param {Record<string, string>} env @param {string} readyPath
 * @returns {Promise<string>} base URL
 */
export function startReference(file, env, readyPath) {
  return startServer([file], env, readyPath, true);
}

/** @param {string[]} args @param {Record<string, string>} env @param {string} readyPath @param {boolean} anyAnswer */
async function startServer(args, env, readyPath, anyAnswer) {
  const port = nextPort;
  nextPort += 2;
  const child = startPinned(args, { ...env, FLOOR_PORT: String(port) });
  cleanups.push(() => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, {}, 90000, anyAnswer);
  return url;
}

/** Inserts a verified user; returns its id and a bearer header value. @param {pg.Pool | pg.Client} db */
export async function createUser(db) {
  /** @type {{ rows: { id: string }[] }} */
  const { rows } = await db.query(
    `INSERT INTO users (email, email_verified) VALUES ($1, true) RETURNING id`,
    [`bench-${randomUUID()}@example.com`],
  );
  const id = rows[0]?.id ?? '';
  return { id, authorization: `Bearer ${accessToken(id)}` };
}

/** Inserts a verified user with an n-line cart (posters and canvases); returns it as createUser does. @param {pg.Pool} db @param {number} lines */
export async function createUserWithCart(db, lines) {
  const user = await createUser(db);
  const sizes = ['8x12', '12x18', '20x30', '24x36', '14x14'];
  for (let i = 0; i < lines; i++) {
    await db.query(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity) VALUES ($1, $2, $3, $4, $5, 1)`,
      [
        user.id,
        randomUUID(),
        i % 2 ? 'canvas' : 'poster',
        i % 2 ? '20x30' : sizes[i % 5],
        `/api/images/generated/${randomUUID()}.webp`,
      ],
    );
  }
  return user;
}

/** An HS256 access token (1 h) signed with the bench JWT_SECRET, as the app signs them. @param {string} userId */
export function accessToken(userId) {
  const iat = Math.floor(Date.now() / 1000);
  return jwt.sign({ sub: userId, iat, exp: iat + 3600 }, createSecretKey(Buffer.from(JWT_SECRET)), {
    algorithm: 'HS256',
  });
}

/**
 * One autocannon run in a child process pinned to core 1.
 * @param {{ url: string, connections: number, duration: number, method?: string, headers?: Record<string, string>, body?: string }} options
 * @returns {Promise<RoundResult>}
 */
export function autocannon(options) {
  const script = `
    const autocannon = require('autocannon');
    autocannon(${JSON.stringify(options)}, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      process.stdout.write(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, total: r.requests.total }));
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '1', process.execPath, '-e', script], { cwd: backend });
    let out = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0
        ? // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- JSON written by our own autocannon child
          resolve(/** @type {RoundResult} */ (JSON.parse(out)))
        : reject(new Error(`autocannon exit ${code}`)),
    );
  });
}

/** @param {number[]} xs */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
/** @param {number[]} xs @param {number} p */
export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * The floor servers answer the same request two ways: `/prepared/...` sends the SQL as a named prepared statement
 * (what the app does for its hot reads), any other path sends it unprepared (a bare `pool.query(text, values)`).
 * Paste into a floor's source: `await floorQuery(req, pool, text, values)`.
 */
export const FLOOR_QUERY_SOURCE = `
    function floorQuery(req, pool, text, values) {
      return pool.query(req.url.startsWith('/prepared/') ? { name: 'floor', text, values } : { text, values });
    }`;

/**
 * The floors of the signed-in routes: the same SQL and JSON as the app, without the JWT check, validation, pricing or
 * URL signing (sources for startFloor).
 */
export const SIGNED_IN_FLOORS = {
  /** POST /api/pricing/calculate-cart: parse the body, the SELECT of the user's cart. @param {string} userId */
  pricing: (userId) => `
    const http = require('node:http');
    const { Pool } = require('pg');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });${FLOOR_QUERY_SOURCE}
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        try {
          JSON.parse(body || '{}');
          const { rows } = await floorQuery(req, pool, 'SELECT print_type, print_size, quantity FROM cart_items WHERE user_id = $1 ORDER BY created_at, id', [${JSON.stringify(userId)}]);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: true, lines: rows.length }));
        } catch { res.writeHead(500); res.end(); }
      });
    }).listen(Number(process.env.FLOOR_PORT), '127.0.0.1');`,
  /** GET /api/cart: the user's cart lines as JSON. @param {string} userId */
  cart: (userId) => `
    const http = require('node:http');
    const { Pool } = require('pg');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });${FLOOR_QUERY_SOURCE}
    http.createServer(async (req, res) => {
      try {
        const { rows } = await floorQuery(req, pool, 'SELECT id, session_id, print_type, print_size, image_url, quantity, art_style, created_at FROM cart_items WHERE user_id = $1 ORDER BY created_at, id', [${JSON.stringify(userId)}]);
        const items = rows.map((r) => ({ id: r.id, sessionId: r.session_id, printType: r.print_type, printSize: r.print_size, imageUrl: r.image_url, quantity: r.quantity, artStyle: r.art_style, createdAt: r.created_at.toISOString() }));
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ items, itemCount: items.reduce((s, i) => s + i.quantity, 0) }));
      } catch { res.writeHead(503); res.end(); }
    }).listen(Number(process.env.FLOOR_PORT), '127.0.0.1');`,
  /** GET /api/sessions/:id: the session row by the id in the path, as JSON (no URL signing). */
  session: () => `
    const http = require('node:http');
    const { Pool } = require('pg');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });${FLOOR_QUERY_SOURCE}
    http.createServer(async (req, res) => {
      try {
        const id = req.url.split('/').pop();
        const { rows } = await floorQuery(req, pool, 'SELECT * FROM sessions WHERE session_id = $1', [id]);
        const s = rows[0];
        if (!s) { res.writeHead(404); return res.end(); }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sessionId: s.session_id, originalImageUrl: s.original_image_url, generatedImages: s.generated_images,
          selectedImage: s.selected_image, selectedStyle: s.selected_style, customPrompt: s.custom_prompt,
          selectedPrintType: s.selected_print_type, selectedPrintSize: s.selected_print_size, revisionCount: s.revision_count,
          aiJobStatus: s.ai_job_status, createdAt: s.created_at.toISOString() }));
      } catch { res.writeHead(503); res.end(); }
    }).listen(Number(process.env.FLOOR_PORT), '127.0.0.1');`,
};

/**
 * One autocannon round against one server; a round with errors or non-2xx answers fails the bench.
 * @param {string} label @param {string} name @param {string} url @param {number} round
 * @param {{ connections: number, duration: number, method?: string, headers?: Record<string, string>, body?: string }} options
 */
async function measureRound(label, name, url, round, options) {
  const r = await autocannon({ ...options, url });
  if (r.errors > 0) throw new Error(`${label} ${name}: ${r.errors} errors or non-2xx answers`);
  console.log(`${label} ${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
  return r;
}

/**
 * The floors and the app alternate round by round (shared machine: drift hits all of them); returns the app's median
 * and, per floor, its median and the ratio. A floor URL is the floor's base; `path` is appended (after `/prepared`
 * for the prepared floor).
 * @param {string} label
 * `preparedFloor: false` for routes without a prepared statement to compare with; `reference` adds another server
 * (base URL) measured the same way and reported next to the floors.
 * @param {{ floorUrl: string, appUrl: string, path: string, preparedFloor?: boolean, reference?: string, rounds: number, connections: number, duration: number, method?: string, headers?: Record<string, string>, body?: string }} options
 */
export async function compare(label, options) {
  const { floorUrl, appUrl, path: route, preparedFloor = true, reference, rounds: n, ...rest } = options;
  /** @type {[string, string][]} */
  const floors = [['bare floor', `${floorUrl}${route}`]];
  if (preparedFloor) floors.push(['prepared floor', `${floorUrl}/prepared${route}`]);
  if (reference) floors.push(['reference', `${reference}${route}`]);
  const floorNames = floors.map(([name]) => name);
  /** @type {[string, string][]} */
  const targets = [...floors, ['app', `${appUrl}${route}`]];
  /** @type {Record<string, RoundResult[]>} */
  const results = Object.fromEntries(targets.map(([name]) => [name, []]));
  for (let round = 0; round < n; round++) {
    for (const [name, url] of targets) results[name]?.push(await measureRound(label, name, url, round, rest));
  }
  const med = (/** @type {string} */ name, /** @type {'rps' | 'p99'} */ key) =>
    median((results[name] ?? []).map((x) => x[key]));
  const appRps = med('app', 'rps');
  return {
    label,
    appRps,
    appP99: med('app', 'p99'),
    floors: floorNames.map((name) => ({
      name,
      rps: med(name, 'rps'),
      p99: med(name, 'p99'),
      ratio: appRps / med(name, 'rps'),
    })),
  };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);

/** User + system CPU time of a process so far, in microseconds (/proc/<pid>/stat). @param {number} pid */
export function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/**
 * Several builds of the app against one floor, for before/after comparisons: every round measures the floor and each
 * build once, starting one further along each round (so no server always runs first or last), and a build's ratio is
 * the median of its per-round ratios to that round's floor. Every server gets an unrecorded 2 s round first; the
 * 1-minute load average is read after each round. A build's CPU time per request is its own process's user + system
 * time over the round divided by the requests answered: on a shared machine, the figure other work does not move
 * (PostgreSQL's share is not in it).
 * @param {string} label
 * @param {{ floorUrl: string, builds: { name: string, url: string, pid: number }[], path: string, rounds: number, connections: number, duration: number, method?: string, headers?: Record<string, string>, body?: string }} options
 */
export async function compareBuilds(label, options) {
  const { floorUrl, builds, path: route, rounds: n, ...rest } = options;
  const targets = [{ name: 'floor', url: floorUrl, pid: 0 }, ...builds].map((t) => ({
    ...t,
    url: `${t.url}${route}`,
  }));
  /** @type {Record<string, (RoundResult & { cpuUs: number })[]>} */
  const results = Object.fromEntries(targets.map((t) => [t.name, []]));
  /** @type {number[]} */
  const loads = [];
  // A short unrecorded round first, so that no server is measured before its JIT has seen the route.
  for (const { url } of targets) await autocannon({ ...rest, duration: 2, url });
  for (let round = 0; round < n; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(round + i) % targets.length];
      if (!target) continue;
      const cpuBefore = target.pid ? cpuMicros(target.pid) : 0;
      const r = await measureRound(label, target.name, target.url, round, rest);
      const cpuUs = target.pid ? (cpuMicros(target.pid) - cpuBefore) / r.total : NaN;
      results[target.name]?.push({ ...r, cpuUs });
    }
    loads.push(os.loadavg()[0] ?? NaN);
  }
  const floor = results.floor ?? [];
  return {
    label,
    floor: { rps: median(floor.map((r) => r.rps)), p99: median(floor.map((r) => r.p99)) },
    loads,
    builds: builds.map(({ name }) => {
      const own = results[name] ?? [];
      return {
        name,
        rps: median(own.map((r) => r.rps)),
        p99: median(own.map((r) => r.p99)),
        cpuUs: median(own.map((r) => r.cpuUs)),
        ratio: median(own.map((r, i) => r.rps / (floor[i]?.rps ?? NaN))),
      };
    }),
  };
}

/**
 * The ratio table of one or more compare() results. The goal is judged against the unprepared floor (a bare
 * node:http + pg server, how the floors were defined when the goals were set); the prepared floor is the stricter
 * reading and is judged too; a reference server is shown with its own ratio to the prepared floor.
 * @param {Awaited<ReturnType<typeof compare>>[]} results @param {number} goal
 */
export function ratioTable(results, goal) {
  /** @type {Record<string, string>} */
  const names = {
    'bare floor': 'node:http + pg (the floor)',
    'prepared floor': 'node:http + pg, prepared (stricter)',
    reference: 'bare NestJS route (reference)',
  };
  return table(
    ['Route', 'Compared with', 'Its req/s', 'App req/s', 'Its p99 ms', 'App p99 ms', 'App ratio', 'Goal'],
    results.flatMap((r) => {
      const prepared = r.floors.find((f) => f.name === 'prepared floor');
      return r.floors.map((f) => [
        r.label,
        names[f.name] ?? f.name,
        f.rps.toFixed(0),
        r.appRps.toFixed(0),
        f.p99,
        r.appP99,
        f.ratio.toFixed(2),
        f.name === 'reference'
          ? `itself ${prepared ? (f.rps / prepared.rps).toFixed(2) : '?'}x the prepared floor`
          : `>= ${goal}: ${verdict(f.ratio >= goal)}`,
      ]);
    }),
  );
}

/** The floors, for the method paragraphs. */
export const FLOORS_METHOD = `The floor is a bare \`node:http\` + \`pg\` server (pool of 10) running the same SQL
  (\`pool.query(text, values)\`) and answering JSON; the goal is judged against it. The same floor also answers with
  the SQL as a named prepared statement, as the app sends its hot reads: the stricter reading, where the database work
  is equal and the ratio shows only what the framework and the app logic add.`;

/**
 * Exact SQL statements per request: pg_stat_statements (preloaded by restarting the app's embedded Postgres once),
 * reset, `count` requests, then every statement called at least `count` times divided by `count` (the outbox sweep
 * every 10 s and this reader's own queries fall below that and are listed apart).
 * @param {App} app @param {number} count @param {() => Promise<void>} request
 */
export async function statementsPerRequest(app, count, request) {
  /** @type {{ rows: { query: string, calls: string }[] }} */
  let res;
  await app.pool.query('SELECT pg_stat_statements_reset()');
  for (let i = 0; i < count; i++) await request();
  res = await app.pool.query(
    `SELECT query, calls FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = 'petart')
     AND query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC`,
  );
  const statements = res.rows
    .filter((r) => Number(r.calls) >= count)
    .map((r) => ({ query: r.query.replace(/\s+/g, ' ').slice(0, 90), perRequest: Number(r.calls) / count }));
  return { total: statements.reduce((s, r) => s + r.perRequest, 0), statements };
}

/** Turns pg_stat_statements on in the app's cluster (one restart of the app). @param {App} app */
export async function enableStatementStats(app) {
  await app.pool.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await app.pool.end();
  await app.restart();
  app.pool = newPool(app.dbUrl);
  cleanups.push(() => app.pool.end().catch(() => undefined));
  await app.pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
}

/** Stops everything started through the kit (reverse order) and removes the data dirs. */
export async function stopAll() {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
  for (const child of children) await stopChild(child);
}

/** Runs the bench body and always cleans up; exits non-zero on failure. @param {() => Promise<void>} body */
export async function run(body) {
  try {
    await body();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

/** Machine line for the method paragraphs. */
export function machine() {
  const load = os.loadavg()[0]?.toFixed(1) ?? '?';
  return `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${load} at the end of the run (the machine is shared with other work)`;
}

/** A markdown table. @param {string[]} head @param {(string | number)[][]} rows */
export function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** 'met' or 'missed'. @param {boolean} ok */
export const verdict = (ok) => (ok ? 'met' : '**missed**');

/**
 * Replaces (or appends) the section between `<!-- name:start -->` and `<!-- name:end -->` of docs/benchmarks.md,
 * formatted with the repo's Prettier.
 * @param {string} name @param {string} body markdown, starting with a `##` heading
 */
export async function writeSection(name, body) {
  const section = `<!-- ${name}:start -->\n\n${body.trim()}\n\n<!-- ${name}:end -->`;
  const current = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const next = marked.test(current)
    ? current.replace(marked, () => section)
    : `${current.trimEnd()}\n\n${section}\n`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(docFile)) ?? {};
  fs.writeFileSync(docFile, await prettier.format(next, { ...options, filepath: docFile }));
  console.log(`\n${section}\n`);
}
