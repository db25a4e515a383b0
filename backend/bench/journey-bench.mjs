// Benchmark of journey A: POST /api/upload of a 12 MP JPEG (p50/p95 over 20), the local generator per style
// (in process, 12 MP input), and GET /api/sessions/:id vs a bare node:http + pg floor doing the equivalent SELECT
// (autocannon). Usage: npm run bench:journey -w backend (builds first). Writes the section between
// <!-- journey:start --> / <!-- journey:end --> of docs/benchmarks.md. App and floor on core 0, clients on core 1.
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const backend = path.resolve(here, '..');
const repoRoot = path.resolve(backend, '..');
const APP_PORT = 3940;
const FLOOR_PORT = 3941;
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

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- the compiled (untyped) dist modules */
const { LocalImageGenerator } = require(
  path.join(backend, 'dist/adapters/image-generator/local-image.generator.js'),
);
const { GENERATABLE_STYLES } = require(path.join(backend, 'dist/modules/styles/style-prompts.js'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-bench-a-'));
fs.chmodSync(dataDir, 0o755);
const pool = new pg.Pool({
  connectionString: `postgres://postgres:petart-local@127.0.0.1:${PG_PORT}/petart`,
  max: 2,
});
try {
  const photo12mp = await sharp(path.join(backend, 'test/fixtures/chelsea-cat.png'))
    .resize(4000, 3000, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();

  // 1. Local generation per style, in this process pinned to core 1 (12 MP JPEG in, 4000x3000 WebP out).
  const generator = new LocalImageGenerator();
  /** @type {{ style: string, ms: number }[]} */
  const perStyle = [];
  await generator.generate({ image: photo12mp, imageContentType: 'image/jpeg', style: 'Drawing' }); // warm-up
  for (const style of GENERATABLE_STYLES) {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await generator.generate({ image: photo12mp, imageContentType: 'image/jpeg', style: style.name });
      runs.push(performance.now() - t0);
    }
    perStyle.push({ style: style.name, ms: percentile(runs, 50) });
    console.log(`generate ${style.name}: median ${percentile(runs, 50).toFixed(0)} ms`);
  }

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
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  /** @type {{ rows: { id: string }[] }} */
  const inserted = await pool.query(
    `INSERT INTO users (email, email_verified) VALUES ($1, true) RETURNING id`,
    [email],
  );
  const userId = inserted.rows[0]?.id ?? '';
  const authorization = `Bearer ${accessToken(userId)}`;

  // 2. Upload: 20 sequential uploads of the 12 MP JPEG (decode, orient, fit 4096, WebP q90, store, insert).
  const upload = async () => {
    const form = new FormData();
    form.append('image', new Blob([photo12mp], { type: 'image/jpeg' }), 'pet.jpg');
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${APP_PORT}/api/upload`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    const json = /** @type {{ sessionId: string }} */ (await res.json());
    if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    return { ms: performance.now() - t0, sessionId: json.sessionId };
  };
  await upload(); // warm-up
  const uploads = [];
  let sessionId = '';
  for (let i = 0; i < 20; i++) {
    const r = await upload();
    uploads.push(r.ms);
    sessionId = r.sessionId;
  }
  console.log(
    `upload p50 ${percentile(uploads, 50).toFixed(0)} ms p95 ${percentile(uploads, 95).toFixed(0)} ms`,
  );
  // Give the session two generated images so that the DTO signs three URLs.
  for (const style of ['Watercolor', 'Lego']) {
    const res = await fetch(`http://127.0.0.1:${APP_PORT}/api/generate`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, style }),
    });
    await res.arrayBuffer();
  }

  // 3. GET /api/sessions/:id vs the floor (same SELECT by session_id, JSON of the same fields, no signing).
  const floorSource = `
    const http = require('node:http');
    const { Pool } = require('pg');
    const pool = new Pool({ connectionString: 'postgres://postgres:petart-local@127.0.0.1:${PG_PORT}/petart', max: 10 });
    http.createServer(async (req, res) => {
      try {
        const id = req.url.split('/').pop();
        const { rows } = await pool.query('SELECT * FROM sessions WHERE session_id = $1', [id]);
        const s = rows[0];
        if (!s) { res.writeHead(404); return res.end(); }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sessionId: s.session_id, originalImageUrl: s.original_image_url, generatedImages: s.generated_images,
          selectedImage: s.selected_image, selectedStyle: s.selected_style, customPrompt: s.custom_prompt,
          selectedPrintType: s.selected_print_type, selectedPrintSize: s.selected_print_size, revisionCount: s.revision_count,
          aiJobStatus: s.ai_job_status, createdAt: s.created_at.toISOString() }));
      } catch { res.writeHead(503); res.end(); }
    }).listen(${FLOOR_PORT}, '127.0.0.1');`;
  start(process.execPath, ['-e', floorSource]);
  await waitFor(`http://127.0.0.1:${FLOOR_PORT}/api/sessions/${sessionId}`);
  /** @type {{ floor: { rps: number, p99: number, errors: number }[], app: { rps: number, p99: number, errors: number }[] }} */
  const session = { floor: [], app: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, port] of /** @type {const} */ ([
      ['floor', FLOOR_PORT],
      ['app', APP_PORT],
    ])) {
      const r = await autocannon(`http://127.0.0.1:${port}/api/sessions/${sessionId}`, { authorization });
      session[name].push(r);
      console.log(
        `GET /api/sessions/:id ${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}`,
      );
    }
  }
  const median = (/** @type {number[]} */ xs) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const floorRps = median(session.floor.map((x) => x.rps));
  const appRps = median(session.app.map((x) => x.rps));
  const styleRows = perStyle
    .map((s) => `| ${s.style} | ${s.ms.toFixed(0)} | ${s.ms <= 1500 ? 'yes' : 'no'} |`)
    .join('\n');
  const section = `<!-- journey:start -->

## Create journey: upload, generation, session read

Generated by \`npm run bench:journey -w backend\` on ${new Date().toISOString()} (${os.cpus().length} x
${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}). The built app (embedded Postgres, local disk
storage, local generator) pinned to core 0; clients on core 1; the generator rows run in the bench process itself (not pinned). Other work on the
machine at the same time adds noise.

POST /api/upload, 12 MP JPEG (4000x3000, ${(photo12mp.length / 1e6).toFixed(1)} MB), 20 sequential uploads over HTTP
(strict decode, auto-orient, fit 4096 px, WebP q90, store, session insert):

| Requests | p50 ms | p95 ms | Target p95 |
| --- | --- | --- | --- |
| ${uploads.length} | ${percentile(uploads, 50).toFixed(0)} | ${percentile(uploads, 95).toFixed(0)} | <= 500 |

LocalImageGenerator per style (12 MP JPEG in, 4000x3000 WebP out, median of 3):

| Style | ms | <= 1500 ms |
| --- | --- | --- |
${styleRows}

GET /api/sessions/:id (3 signed URLs) vs a bare node:http + pg floor running the equivalent SELECT (autocannon,
${CONNECTIONS} connections, ${DURATION} s, ${ROUNDS} rounds, medians; the app also verifies the JWT, loads the user
and signs the image URLs). Goal >= 0.6x.

| Server | req/s | p99 ms | Ratio to floor |
| --- | --- | --- | --- |
| floor (node:http + pg) | ${floorRps.toFixed(0)} | ${median(session.floor.map((x) => x.p99))} | 1.00 |
| app (NestJS + Fastify) | ${appRps.toFixed(0)} | ${median(session.app.map((x) => x.p99))} | ${(appRps / floorRps).toFixed(2)} |

<!-- journey:end -->`;
  const docFile = path.join(repoRoot, 'docs', 'benchmarks.md');
  const current = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const marked = /<!-- journey:start -->[\s\S]*<!-- journey:end -->/;
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
