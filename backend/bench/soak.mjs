// Soak: `npm run soak` (root) / `npm run soak -w backend`. Builds, starts a fresh shop (its own DATA_DIR, ports and
// embedded Postgres, pinned to core 0), measures the maximum rate of a mixed signed-in workload, then runs that mix
// at half the maximum for SOAK_SECONDS (default 600) with autocannon (pinned to core 1), sampling the server's RSS
// from /proc/<pid>/status. Asserts 0 errors (transport errors and non-2xx) and RSS growth < 10% after the warm-up;
// writes the `soak` section of docs/benchmarks.md (also when an assertion fails) and exits non-zero on failure.
// SOAK_SECONDS=60 for a quick check; SOAK_MAX_SECONDS (default 20) for the maximum-rate probe.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import sharp from 'sharp';
import {
  accessToken,
  backend,
  machine,
  median,
  rssKb,
  run,
  startApp,
  table,
  verdict,
  writeSection,
} from './bench-kit.mjs';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const MAX_SECONDS = Number(process.env.SOAK_MAX_SECONDS ?? 20);
const CONNECTIONS = 20;
const USERS = 20;
const PASSWORD = 'soak-Password-1';
/** Warm-up: the first 10% of the soak (at least 10 s, at most 60 s) is not judged. */
const WARMUP_SECONDS = Math.min(60, Math.max(10, Math.round(SOAK_SECONDS / 10)));
const SAMPLE_MS = 2000;
const GOAL_GROWTH = 0.1;

/** One visit of a signed-in customer: catalogue, pricing, cart reads and writes, session reads, order history. */
const VISIT = [
  ['GET', '/api/catalogue'],
  ['GET', '/api/user'],
  ['GET', '/api/sessions/:session'],
  ['POST', '/api/pricing/calculate-cart', 'pricing'],
  ['GET', '/api/cart'],
  ['PUT', '/api/cart/:item', 'quantity'],
  ['GET', '/api/cart'],
  ['GET', '/api/user-orders'],
  ['GET', '/api/catalogue'],
  ['GET', '/api/sessions/:session'],
  ['POST', '/api/pricing/calculate-cart', 'pricing'],
  ['GET', '/api/art-styles'],
  ['GET', '/api/cart'],
  ['PUT', '/api/cart/:item', 'quantity'],
  ['GET', '/api/sessions/:session'],
  ['GET', '/api/user-orders'],
  ['GET', '/api/catalogue'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/payments/config'],
];
/**
 * The mix, cycled by every connection (each connection is one signed-in user): a login (argon2id, the one expensive
 * request) followed by two visits, so logins are 1 request in 39.
 */
const MIX = [['POST', '/api/login', 'login'], ...VISIT, ...VISIT];

/**
 * autocannon in a child pinned to core 1. `users` are spread over the connections (setupRequest's context is per
 * connection). Returns requests/s, latency, errors (transport errors + non-2xx) and the status counts.
 * @param {{ url: string, duration: number, overallRate?: number, users: { email: string, authorization: string, sessionId: string, itemId: string }[] }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, total: number, errors: number, non2xx: number, statuses: Record<string, number> }>}
 */
function load(options) {
  const script = `
    const autocannon = require('autocannon');
    const o = ${JSON.stringify({ ...options, mix: MIX, password: PASSWORD, connections: CONNECTIONS })};
    let next = 0;
    const bodies = {
      pricing: () => JSON.stringify({ country: 'US', address: { postalCode: '94105', state: 'CA', city: 'San Francisco' } }),
      quantity: () => JSON.stringify({ quantity: 1 + Math.floor(Math.random() * 3) }),
    };
    const requests = o.mix.map(([method, route, body]) => ({
      method,
      setupRequest: (req, context) => {
        if (!context.user) context.user = o.users[next++ % o.users.length];
        const u = context.user;
        const headers = { authorization: u.authorization, 'content-type': 'application/json' };
        const out = { ...req, method, headers, path: route.replace(':session', u.sessionId).replace(':item', u.itemId) };
        if (body === 'login') { delete headers.authorization; out.body = JSON.stringify({ email: u.email, password: o.password }); }
        else if (body) out.body = bodies[body]();
        return out;
      },
    }));
    const statuses = {};
    const instance = autocannon({ url: o.url, connections: o.connections, duration: o.duration, overallRate: o.overallRate, requests }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total,
        errors: r.errors + r.timeouts + r.non2xx, non2xx: r.non2xx, statuses }));
    });
    instance.on('response', (client, statusCode) => { statuses[statusCode] = (statuses[statusCode] || 0) + 1; });`;
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '1', process.execPath, '-e', script], {
      cwd: backend,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0
        ? // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- JSON written by our own autocannon child
          resolve(JSON.parse(out))
        : reject(new Error(`autocannon exit ${code}`)),
    );
  });
}

/** @type {string} */
let section = '';
let failed = false;
await run(async () => {
  // Limits stay on (counted in Postgres) but scaled up: every simulated user logs in from the same address.
  const app = await startApp({ RATE_LIMIT_SCALE: '1000' });
  const photo = await sharp(path.join(backend, 'test/fixtures/chelsea-cat.png')).jpeg().toBuffer();

  /** @type {{ email: string, authorization: string, sessionId: string, itemId: string }[]} */
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const email = `soak-${randomUUID().slice(0, 8)}@example.com`;
    const reg = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    /** @type {{ rows: { id: string }[] }} */
    const verified = await app.pool.query(
      `UPDATE users SET email_verified = true WHERE email = $1 RETURNING id`,
      [email],
    );
    const userId = verified.rows[0]?.id ?? '';
    const authorization = `Bearer ${accessToken(userId)}`;
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'pet.jpg');
    const up = await fetch(`${app.url}/api/upload`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    if (up.status !== 201) throw new Error(`upload answered ${up.status}`);
    const { sessionId } = /** @type {{ sessionId: string }} */ (await up.json());
    /** @type {{ rows: { id: string }[] }} */
    const item = await app.pool.query(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity)
       VALUES ($1, $2, 'poster', '12x18', $3, 1) RETURNING id`,
      [userId, sessionId, `/api/images/generated/${randomUUID()}.webp`],
    );
    users.push({ email, authorization, sessionId, itemId: item.rows[0]?.id ?? '' });
  }

  // 1. The maximum rate of the mix (closed loop, CONNECTIONS connections).
  const max = await load({ url: app.url, duration: MAX_SECONDS, users });
  console.log(`maximum: ${max.rps.toFixed(0)} req/s, p99 ${max.p99} ms, errors ${max.errors}`);
  if (max.errors > 0)
    throw new Error(`the maximum-rate probe had ${max.errors} errors: ${JSON.stringify(max.statuses)}`);
  const rate = Math.max(1, Math.floor(max.rps / 2));

  // 2. The soak at half that rate, sampling the server's RSS.
  /** @type {{ t: number, kb: number }[]} */
  const samples = [];
  const t0 = Date.now();
  const sampler = setInterval(
    () => samples.push({ t: (Date.now() - t0) / 1000, kb: rssKb(app.pid) }),
    SAMPLE_MS,
  );
  const soak = await load({ url: app.url, duration: SOAK_SECONDS, overallRate: rate, users });
  clearInterval(sampler);
  const mb = (/** @type {number} */ kb) => kb / 1024;
  const window = (/** @type {number} */ from, /** @type {number} */ to) =>
    median(samples.filter((s) => s.t >= from && s.t < to).map((s) => s.kb));
  const span = Math.min(30, Math.max(4, (SOAK_SECONDS - WARMUP_SECONDS) / 4));
  const afterWarmup = window(WARMUP_SECONDS, WARMUP_SECONDS + span);
  const atEnd = window(SOAK_SECONDS - span, SOAK_SECONDS + 1);
  const peak = Math.max(...samples.filter((s) => s.t >= WARMUP_SECONDS).map((s) => s.kb));
  const growth = (atEnd - afterWarmup) / afterWarmup;
  console.log(
    `soak: ${soak.rps.toFixed(0)} req/s for ${SOAK_SECONDS} s, ${soak.total} requests, errors ${soak.errors}; ` +
      `RSS ${mb(afterWarmup).toFixed(0)} -> ${mb(atEnd).toFixed(0)} MB (${(growth * 100).toFixed(1)}%), peak ${mb(peak).toFixed(0)} MB`,
  );
  const errorsOk = soak.errors === 0;
  const growthOk = growth < GOAL_GROWTH;
  failed = !errorsOk || !growthOk;
  const minute = (/** @type {number} */ m) => window(m * 60, (m + 1) * 60);
  const minutes = Array.from({ length: Math.ceil(SOAK_SECONDS / 60) }, (_, m) => minute(m)).filter(
    (v) => !Number.isNaN(v),
  );
  section = `## Soak: mixed signed-in traffic at half the maximum rate

Method: \`npm run soak\` (backend/bench/soak.mjs) builds the backend and starts it fresh (own DATA_DIR, ports and
embedded Postgres, pinned to core 0; RATE_LIMIT_SCALE=1000 because every simulated user comes from one address).
${USERS} registered users, each with a session (a real upload) and a cart line. The mix, cycled by each of ${CONNECTIONS}
connections (one user each; autocannon pinned to core 1): POST /api/login, then twice ${VISIT.map(([m, r]) => `${m} ${r}`).join(', ')}. First
the maximum rate of that mix (closed loop, ${MAX_SECONDS} s), then ${SOAK_SECONDS} s at half of it (autocannon
\`overallRate\`). RSS of the server process from \`/proc/<pid>/status\` every ${SAMPLE_MS / 1000} s; growth compares the
median of the ${span.toFixed(0)} s after the ${WARMUP_SECONDS} s warm-up with the median of the last ${span.toFixed(0)} s.
Machine: ${machine()}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

${table(
  ['Figure', 'Value', 'Goal'],
  [
    ['Maximum rate of the mix', `${max.rps.toFixed(0)} req/s (p99 ${max.p99} ms)`, ''],
    [
      'Soak rate (half)',
      `${soak.rps.toFixed(0)} req/s for ${SOAK_SECONDS} s (target ${rate}), p50 ${soak.p50} ms, p99 ${soak.p99} ms`,
      '',
    ],
    ['Requests', String(soak.total), ''],
    [
      'Errors (transport, timeouts, non-2xx)',
      `${soak.errors} (statuses ${JSON.stringify(soak.statuses)})`,
      `0: ${verdict(errorsOk)}`,
    ],
    ['RSS after warm-up', `${mb(afterWarmup).toFixed(0)} MB`, ''],
    ['RSS at the end', `${mb(atEnd).toFixed(0)} MB (peak ${mb(peak).toFixed(0)} MB)`, ''],
    [
      'RSS growth after warm-up',
      `${(growth * 100).toFixed(1)}%`,
      `< ${GOAL_GROWTH * 100}%: ${verdict(growthOk)}`,
    ],
  ],
)}

RSS per minute (median MB): ${minutes.map((v) => mb(v).toFixed(0)).join(', ')}.`;
});
if (section) await writeSection('soak', section);
if (failed) {
  console.error('soak failed its goals (see above)');
  process.exitCode = 1;
}
