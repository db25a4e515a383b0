// Benchmark: the built app vs bare node:http floors, each pinned to core 0; autocannon pinned to core 1.
// Usage: npm run bench -w backend   (builds first). Writes docs/benchmarks.md.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const backend = path.resolve(here, '..');
const repoRoot = path.resolve(backend, '..');
const ROUNDS = 3;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const APP_PORT = 3900;
const FLOOR_PORT = 3901;
const PG_PORT = 5499 + Math.floor(Math.random() * 300);

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
async function waitFor(url, timeoutMs = 60000) {
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
/** @typedef {{ rps: number, p99: number, errors: number }} RoundResult */

/** @param {string} text @returns {RoundResult} */
function parseRound(text) {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- JSON written by our own autocannon child
  const data = /** @type {Record<string, unknown>} */ (JSON.parse(text));
  return { rps: Number(data.rps), p99: Number(data.p99), errors: Number(data.errors) };
}

/** @param {string} url @returns {Promise<RoundResult>} */
function autocannon(url) {
  const script = `
    const autocannon = require('autocannon');
    autocannon({ url: ${JSON.stringify(url)}, connections: ${CONNECTIONS}, duration: ${DURATION} }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      process.stdout.write(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }));
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '1', process.execPath, '-e', script], { cwd: backend });
    let out = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(parseRound(out)) : reject(new Error(`autocannon exit ${code}`)),
    );
  });
}
async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-bench-'));
fs.chmodSync(dataDir, 0o755);
try {
  // The app starts its own embedded Postgres (DATABASE_URL unset) in a temp DATA_DIR.
  start(process.execPath, ['dist/main.js'], {
    PORT: String(APP_PORT),
    ADMIN_PORT: String(APP_PORT + 10),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    ADMIN_DIST_DIR: path.join(dataDir, 'none'),
  });
  await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
  const catalogueJson = await (await fetch(`http://127.0.0.1:${APP_PORT}/api/catalogue`)).text();
  const catalogueFile = path.join(dataDir, 'catalogue.json');
  fs.writeFileSync(catalogueFile, catalogueJson);
  const dbUrl = `postgres://postgres:petart-local@127.0.0.1:${PG_PORT}/petart`;
  const floorSource = `
    const http = require('node:http');
    const { Pool } = require('pg');
    const body = require('node:fs').readFileSync(${JSON.stringify(catalogueFile)});
    const pool = new Pool({ connectionString: ${JSON.stringify(dbUrl)}, max: 10 });
    http.createServer(async (req, res) => {
      if (req.url === '/api/catalogue') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' });
        return res.end(body);
      }
      try {
        await pool.query('SELECT 1');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'ok', database: 'up', version: '0.1.0', uptimeSeconds: Math.floor(process.uptime()) }));
      } catch { res.writeHead(503); res.end(); }
    }).listen(${FLOOR_PORT}, '127.0.0.1');`;
  start(process.execPath, ['-e', floorSource]);
  await waitFor(`http://127.0.0.1:${FLOOR_PORT}/api/health`);

  /** @type {Record<string, { floor: RoundResult[], app: RoundResult[] }>} */
  const results = {};
  for (const route of ['/api/catalogue', '/api/health']) {
    results[route] = { floor: [], app: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, port] of [
        ['floor', FLOOR_PORT],
        ['app', APP_PORT],
      ]) {
        const r = await autocannon(`http://127.0.0.1:${port}${route}`);
        /** @type {RoundResult[]} */ (results[route]?.[/** @type {'floor' | 'app'} */ (name)])?.push(r);
        console.log(
          `${route} ${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}`,
        );
      }
    }
  }
  /** @param {number[]} xs */
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  for (const [route, r] of Object.entries(results)) {
    const floorRps = median(r.floor.map((x) => x.rps));
    const appRps = median(r.app.map((x) => x.rps));
    rows.push(
      `| ${route} | floor (node:http${route.includes('health') ? ' + pg' : ''}) | ${floorRps.toFixed(0)} | ${median(r.floor.map((x) => x.p99))} | 1.00 |`,
    );
    rows.push(
      `| ${route} | app (NestJS + Fastify) | ${appRps.toFixed(0)} | ${median(r.app.map((x) => x.p99))} | ${(appRps / floorRps).toFixed(2)} |`,
    );
  }
  const table = [
    '| Route | Server | req/s (median) | p99 ms (median) | Ratio to floor |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}\n`);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const doc = `# Benchmarks

Generated by \`npm run bench -w backend\` (backend/bench/run-bench.mjs). Goal: the app reaches at least **0.7x** the
floor's throughput on each route.

- Machine: ${os.cpus().length} x ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}
- Date: ${new Date().toISOString()}
- Method: the built app (\`node dist/main.js\`, LOG_LEVEL=silent, embedded Postgres) and a floor server (bare
  \`node:http\` serving the same catalogue JSON, and \`SELECT 1\` through \`pg\` for health) are both pinned to core 0
  with \`taskset -c 0\`; autocannon runs in a child process pinned to core 1 with ${CONNECTIONS} connections for
  ${DURATION} s per round; rounds alternate floor/app, ${ROUNDS} rounds per route; the table shows medians.
  Other work on the machine at the same time adds noise.

${table}
`;
  const docFile = path.join(repoRoot, 'docs', 'benchmarks.md');
  // Formatted with the repo's Prettier so that `prettier --check .` passes on the written file.
  const prettier = await import('prettier');
  const prettierOptions = (await prettier.resolveConfig(docFile)) ?? {};
  fs.writeFileSync(docFile, await prettier.format(doc, { ...prettierOptions, filepath: docFile }));
  console.log('Wrote docs/benchmarks.md');
} finally {
  await stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
