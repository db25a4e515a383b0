// Benchmark of journey B: POST /api/generate-mockups cold and cached (p50/p95), and GET /api/cart vs a bare
// node:http + pg floor running the same SELECT (autocannon). Usage (after `npm run build -w backend`):
//   node bench/mockups-bench.mjs      Writes the section between <!-- mockups:start --> / <!-- mockups:end --> of
//   docs/benchmarks.md. The app and the floor are pinned to core 0, autocannon to core 1.
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const backend = path.resolve(here, '..');
const repoRoot = path.resolve(backend, '..');
const APP_PORT = 3920;
const FLOOR_PORT = 3921;
const PG_PORT = 5499 + Math.floor(Math.random() * 300);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = 2;
const CONNECTIONS = 20;
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
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timeout waiting for ${url}`);
}
/** @param {string} userId */
function accessToken(userId) {
  const b64 = (/** @type {string} */ s) => Buffer.from(s).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify({ sub: userId, iat, exp: iat + 3600 }))}`;
  return `${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`;
}
/** @param {number[]} xs @param {number} p */
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
/** @param {string} url @param {Record<string, string>} headers @returns {Promise<{ rps: number, p99: number, errors: number }>} */
function autocannon(url, headers) {
  const script = `
    const autocannon = require('autocannon');
    autocannon({ url: ${JSON.stringify(url)}, headers: ${JSON.stringify(headers)}, connections: ${CONNECTIONS}, duration: ${DURATION} }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      process.stdout.write(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }));
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '1', process.execPath, '-e', script], { cwd: backend });
    let out = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0
        ? // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- JSON written by our own autocannon child
          resolve(/** @type {{ rps: number, p99: number, errors: number }} */ (JSON.parse(out)))
        : reject(new Error(`autocannon exit ${code}`)),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-bench-b-'));
fs.chmodSync(dataDir, 0o755);
const pool = new pg.Pool({
  connectionString: `postgres://postgres:petart-local@127.0.0.1:${PG_PORT}/petart`,
  max: 2,
});
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

  // A user, a session and its generated image (written in LocalDiskStorage's layout).
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  /** @type {{ rows: { id: string }[] }} */
  const inserted = await pool.query(
    `INSERT INTO users (email, email_verified) VALUES ($1, true) RETURNING id`,
    [email],
  );
  const userId = inserted.rows[0]?.id ?? '';
  const key = `generated/${randomUUID()}.webp`;
  const art = await sharp(path.join(backend, 'test/fixtures/chelsea-cat.png'))
    .resize(1024, 1024)
    .webp()
    .toBuffer();
  const objectPath = path.join(dataDir, 'storage/objects', key);
  fs.mkdirSync(path.dirname(objectPath), { recursive: true });
  fs.writeFileSync(objectPath, art);
  const metaPath = path.join(dataDir, 'storage/meta', `${key}.json`);
  fs.mkdirSync(path.dirname(metaPath), { recursive: true });
  fs.writeFileSync(metaPath, JSON.stringify({ contentType: 'image/webp' }));
  const sessionId = randomUUID();
  await pool.query(
    `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images) VALUES ($1, $2, $3, $4::jsonb)`,
    [sessionId, userId, `/api/images/${key}`, JSON.stringify([`/api/images/${key}`])],
  );
  const auth = { authorization: `Bearer ${accessToken(userId)}`, 'content-type': 'application/json' };
  const post = async (/** @type {string} */ route, /** @type {unknown} */ body) => {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${APP_PORT}${route}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${route} answered ${res.status}`);
    return performance.now() - t0;
  };

  // Mockups: every (type, size) is a cold rendering once, then served from the cache.
  const cases = [
    ['poster', '12x18'],
    ['poster', '36x24'],
    ['poster', '14x14'],
    ['canvas', '20x30'],
    ['canvas', '60x40'],
    ['canvas', '16x16'],
    ['framed', '12x18'],
    ['framed', '30x20'],
    ['framed', '36x36'],
    ['canvas', '30x30'],
  ];
  await post('/api/generate-mockups', {
    imageUrl: `/api/images/${key}`,
    printType: 'poster',
    printSize: '8x12',
  }); // warm-up
  const cold = [];
  for (const [printType, printSize] of cases)
    cold.push(await post('/api/generate-mockups', { imageUrl: `/api/images/${key}`, printType, printSize }));
  const cached = [];
  for (let i = 0; i < 10; i++) {
    for (const [printType, printSize] of cases)
      cached.push(
        await post('/api/generate-mockups', { imageUrl: `/api/images/${key}`, printType, printSize }),
      );
  }
  console.log(
    `mockups cold p50 ${percentile(cold, 50).toFixed(0)} ms p95 ${percentile(cold, 95).toFixed(0)} ms; cached p50 ${percentile(cached, 50).toFixed(1)} ms p95 ${percentile(cached, 95).toFixed(1)} ms`,
  );

  // Cart: five lines, then GET /api/cart vs the floor.
  for (const printSize of ['12x18', '20x30', '32x48', '18x12', '16x16']) {
    await post('/api/cart', {
      sessionId,
      printType: 'canvas',
      printSize,
      imageUrl: `/api/images/${key}`,
      quantity: 2,
      artStyle: 'Watercolor',
    });
  }
  const floorSource = `
    const http = require('node:http');
    const { Pool } = require('pg');
    const pool = new Pool({ connectionString: 'postgres://postgres:petart-local@127.0.0.1:${PG_PORT}/petart', max: 10 });
    http.createServer(async (req, res) => {
      try {
        const { rows } = await pool.query('SELECT id, session_id, print_type, print_size, image_url, quantity, art_style, created_at FROM cart_items WHERE user_id = $1 ORDER BY created_at, id', [${JSON.stringify(userId)}]);
        const items = rows.map((r) => ({ id: r.id, sessionId: r.session_id, printType: r.print_type, printSize: r.print_size, imageUrl: r.image_url, quantity: r.quantity, artStyle: r.art_style, createdAt: r.created_at.toISOString() }));
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ items, itemCount: items.reduce((s, i) => s + i.quantity, 0) }));
      } catch { res.writeHead(503); res.end(); }
    }).listen(${FLOOR_PORT}, '127.0.0.1');`;
  start(process.execPath, ['-e', floorSource]);
  await waitFor(`http://127.0.0.1:${FLOOR_PORT}/api/cart`);
  /** @type {{ floor: { rps: number, p99: number, errors: number }[], app: { rps: number, p99: number, errors: number }[] }} */
  const cart = { floor: [], app: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, port] of /** @type {const} */ ([
      ['floor', FLOOR_PORT],
      ['app', APP_PORT],
    ])) {
      const r = await autocannon(`http://127.0.0.1:${port}/api/cart`, { authorization: auth.authorization });
      cart[name].push(r);
      console.log(
        `GET /api/cart ${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}`,
      );
    }
  }
  const median = (/** @type {number[]} */ xs) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const floorRps = median(cart.floor.map((x) => x.rps));
  const appRps = median(cart.app.map((x) => x.rps));
  const section = `<!-- mockups:start -->

## Journey B: mockups and cart

Generated by \`node backend/bench/mockups-bench.mjs\` on ${new Date().toISOString()} (${os.cpus().length} x
${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}). The built app (embedded Postgres, local storage, local
sharp renderer) pinned to core 0; the client on core 1. Other work on the machine at the same time adds noise.

POST /api/generate-mockups (three 1200x900 WebP views; sequential requests over HTTP, owner check included):

| Case | Requests | p50 ms | p95 ms | Target |
| --- | --- | --- | --- | --- |
| cold (render + store, ${cases.length} type/size pairs) | ${cold.length} | ${percentile(cold, 50).toFixed(0)} | ${percentile(cold, 95).toFixed(0)} | <= 600 |
| cached (same image + type + size) | ${cached.length} | ${percentile(cached, 50).toFixed(1)} | ${percentile(cached, 95).toFixed(1)} | <= 30 |

GET /api/cart (5 lines, signed image URLs) vs a bare node:http + pg floor running the same SELECT (autocannon,
${CONNECTIONS} connections, ${DURATION} s, ${ROUNDS} rounds, medians; the app also verifies the JWT and loads the user):

| Server | req/s | p99 ms | Ratio to floor |
| --- | --- | --- | --- |
| floor (node:http + pg) | ${floorRps.toFixed(0)} | ${median(cart.floor.map((x) => x.p99))} | 1.00 |
| app (NestJS + Fastify) | ${appRps.toFixed(0)} | ${median(cart.app.map((x) => x.p99))} | ${(appRps / floorRps).toFixed(2)} |

<!-- mockups:end -->`;
  const docFile = path.join(repoRoot, 'docs', 'benchmarks.md');
  const current = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const marked = /<!-- mockups:start -->[\s\S]*<!-- mockups:end -->/;
  const next = marked.test(current)
    ? current.replace(marked, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  const prettier = await import('prettier');
  const prettierOptions = (await prettier.resolveConfig(docFile)) ?? {};
  fs.writeFileSync(docFile, await prettier.format(next, { ...prettierOptions, filepath: docFile }));
  console.log(section);
} finally {
  await pool.end();
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
