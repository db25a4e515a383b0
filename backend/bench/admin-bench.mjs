// Back office at scale: GET /api/admin/orders with a search, GET /api/admin/statistics and the streamed CSV export
// on a seeded database of 100,000 orders (about 150,000 lines) and 20,000 users. Sequential requests (one at a
// time, as staff use it) from core 1 against the built app on core 0; p50 / p95 per case; the export's app RSS is
// sampled every 50 ms during the download. Writes the `admin` section of docs/benchmarks.md.
// Usage: npm run build -w backend && node backend/bench/admin-bench.mjs
import { randomUUID } from 'node:crypto';
import {
  accessToken,
  machine,
  percentile,
  rssKb,
  run,
  startApp,
  table,
  verdict,
  writeSection,
} from './bench-kit.mjs';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 20_000);
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 100);
/** The app's V8 old space is capped: a full export that buffered its rows could not finish under it. */
const HEAP_MB = 128;
const GOAL_MS = 100;

await run(async () => {
  const app = await startApp({ NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` });
  const db = app.pool;

  const seedStart = Date.now();
  await db.query(
    `INSERT INTO users (email, first_name, last_name, phone, email_verified, created_at, last_login_at)
     SELECT 'customer' || i || '@example.com', 'First' || i, 'Last' || i, '555' || lpad(i::text, 7, '0'), i % 3 <> 0,
            now() - (i % 730) * interval '1 day', CASE WHEN i % 4 = 0 THEN now() - (i % 60) * interval '1 day' END
       FROM generate_series(1, $1) AS i`,
    [USERS],
  );
  await db.query(
    `INSERT INTO orders (order_hash, user_id, customer_name, customer_email, customer_phone, shipping_address,
                         total_amount, tax_amount, invoice_status, fulfillment_status, metadata, created_at, paid_at,
                         print_type, print_size)
     SELECT md5('order' || i) || substr(md5('x' || i), 1, 8),
            CASE WHEN i % 10 < 7 THEN u.id END,
            'First' || (i % $2 + 1) || ' Last' || (i % $2 + 1),
            'customer' || (i % $2 + 1) || '@example.com',
            '555' || lpad((i % $2 + 1)::text, 7, '0'),
            jsonb_build_object('first_name', 'Zoë', 'last_name', 'Müller', 'address1', (i % 999) || ' Main St',
                               'city', 'Austin', 'region', 'TX', 'zip', '73301', 'country', 'US'),
            2999 + (i % 20) * 1000, 250, CASE WHEN i % 20 = 0 THEN 'pending' ELSE 'paid' END,
            (ARRAY['pending', 'submitted', 'in_production', 'shipped',
                   'delivered', 'cancelled', 'error_submission', 'partially_shipped'])[i % 8 + 1],
            jsonb_build_object('productPrice', 2000 + (i % 20) * 1000, 'shippingCost', 749),
            now() - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second',
            now() - (i % 365) * interval '1 day',
            'canvas', '20x30'
       FROM generate_series(1, $1) AS i
       LEFT JOIN users u ON u.email = 'customer' || (i % $2 + 1) || '@example.com'`,
    [ORDERS, USERS],
  );
  await db.query(
    `INSERT INTO order_line_items (order_id, print_type, print_size, quantity, unit_price, line_total, created_at)
     SELECT o.id, t.print_type, t.print_size, 1, 2999, 2999, o.created_at
       FROM orders o
       CROSS JOIN LATERAL (VALUES ('canvas', '20x30'), ('poster', '12x18')) AS t(print_type, print_size)
      WHERE t.print_type = 'canvas' OR ('x' || substr(o.order_hash, 1, 1))::bit(4)::int % 2 = 0`,
  );
  await db.query(
    `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images, created_at)
     SELECT 'bench-' || i, u.id, '/api/images/uploads/' || i || '.webp',
            '["/api/images/generated/a.webp", "/api/images/generated/b.webp"]'::jsonb, now() - (i % 365) * interval '1 day'
       FROM generate_series(1, $1) AS i JOIN users u ON u.email = 'customer' || i || '@example.com'`,
    [USERS],
  );
  // As autovacuum would have by then: statistics and the visibility map (index-only scans for the counts).
  await db.query('VACUUM ANALYZE');
  const seedSeconds = ((Date.now() - seedStart) / 1000).toFixed(0);
  /** @type {{ rows: { orders: number, lines: number, users: number }[] }} */
  const countRows = await db.query(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_line_items)::int AS lines,
            (SELECT count(*) FROM users)::int AS users`,
  );
  const counts = countRows.rows[0] ?? { orders: 0, lines: 0, users: 0 };

  /** @type {{ rows: { id: string }[] }} */
  const adminRows = await db.query(
    `INSERT INTO users (email, is_admin, email_verified) VALUES ($1, true, true) RETURNING id`,
    [`bench-admin-${randomUUID()}@example.com`],
  );
  const headers = { authorization: `Bearer ${accessToken(adminRows.rows[0]?.id ?? '')}` };

  /** Sequential timings of `urlOf(i)`; every answer must be 200. @param {(i: number) => string} urlOf */
  async function time(urlOf) {
    const ms = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const started = performance.now();
      const res = await fetch(`${app.url}${urlOf(i)}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${urlOf(i)} answered ${res.status}`);
      if (i >= 10) ms.push(performance.now() - started);
    }
    return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
  }

  /** @param {number} i */
  const searches = (i) => [
    `customer${(i * 7919) % USERS}@`,
    `last${(i * 104729) % USERS}`,
    `555${String((i * 31) % USERS).padStart(7, '0')}`,
  ];
  /** @type {[string, (i: number) => string][]} */
  const cases = [
    ['orders, first page (no filter)', () => '/api/admin/orders'],
    ['orders, search by email', (i) => `/api/admin/orders?search=${encodeURIComponent(searches(i)[0])}`],
    ['orders, search by name', (i) => `/api/admin/orders?search=${encodeURIComponent(searches(i)[1])}`],
    ['orders, search by phone', (i) => `/api/admin/orders?search=${encodeURIComponent(searches(i)[2])}`],
    [
      'orders, search + status + last 30 days',
      (i) =>
        `/api/admin/orders?search=${encodeURIComponent(searches(i)[0])}&status=shipped&from=${day(-29)}&to=${day(0)}`,
    ],
    ['orders, status filter, page 50', () => '/api/admin/orders?status=delivered&page=50'],
    ['statistics (last 30 days; totals kept 30 s)', () => '/api/admin/statistics'],
    [
      'statistics, another range each time',
      (i) => `/api/admin/statistics?from=${day(-60 - (i % 30))}&to=${day(-(i % 30))}`,
    ],
    ['users, search by email', (i) => `/api/admin/users?search=${encodeURIComponent(searches(i)[0])}`],
  ];
  const rows = [];
  for (const [label, urlOf] of cases) {
    const result = await time(urlOf);
    const goal = label.startsWith('orders, search') || label.startsWith('statistics');
    rows.push([
      label,
      REQUESTS,
      result.p50.toFixed(1),
      result.p95.toFixed(1),
      goal ? verdict(result.p95 <= GOAL_MS) : 'reference',
    ]);
  }

  /** Downloads an export, sampling the app's RSS. @param {string} from @param {string} to */
  async function exportRun(from, to) {
    const before = rssKb(app.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(app.pid));
    }, 50);
    const started = performance.now();
    const res = await fetch(`${app.url}/api/admin/export-orders-csv?from=${from}&to=${to}`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (res.body)) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    return {
      ms: performance.now() - started,
      bytes,
      lines: lines - 1,
      beforeMb: before / 1024,
      peakMb: peak / 1024,
    };
  }
  const small = await exportRun(day(-36), day(0));
  const full = await exportRun(day(-400), day(0));
  const growth = full.peakMb - full.beforeMb;

  await writeSection(
    'admin',
    `## Back office at scale

Method: backend/bench/admin-bench.mjs seeds the built app's embedded PostgreSQL with ${counts.users.toLocaleString('en-US')} users,
${counts.orders.toLocaleString('en-US')} orders over a year (${counts.lines.toLocaleString('en-US')} order lines) and
${USERS.toLocaleString('en-US')} sessions (${seedSeconds} s), runs VACUUM ANALYZE (as autovacuum would), then times ${REQUESTS} sequential requests
per case (after 10 warm-up requests; search terms vary per request) from a client on core 1, the app and its database
on core 0. Lists run in PostgreSQL: the search is \`lower(email || name || hash || phone) LIKE '%term%'\` on a pg_trgm
GIN index (migration 1768100000000), sorted on orders_created_at_idx, with the page's count and the eight status
counts of the same filter. Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.

Goals: orders list with a search p95 <= ${GOAL_MS} ms, statistics p95 <= ${GOAL_MS} ms. The statistics' all-time
totals (scans of every order, user and session) are kept 30 s per process (\`STATISTICS_TOTALS_TTL_MS\`), so one
request in 30 s pays for them: recomputed on every request they measured p50 133 ms / p95 187 ms in a run on this
machine under load average ~12 (the previous version of this section); the range's charts are read live on every
request, which the second statistics case measures with a different range each time.

${table(['case', 'requests', 'p50 ms', 'p95 ms', 'goal'], rows)}

CSV export (streamed in keyset batches of 1,000 orders, one row per order line; RSS of the app process sampled
every 50 ms during the download):

${table(
  ['range', 'CSV rows', 'MB', 'seconds', 'app RSS before MB', 'app RSS peak MB'],
  [
    [
      '37 days',
      small.lines,
      (small.bytes / 2 ** 20).toFixed(1),
      (small.ms / 1000).toFixed(1),
      small.beforeMb.toFixed(0),
      small.peakMb.toFixed(0),
    ],
    [
      '401 days (everything)',
      full.lines,
      (full.bytes / 2 ** 20).toFixed(1),
      (full.ms / 1000).toFixed(1),
      full.beforeMb.toFixed(0),
      full.peakMb.toFixed(0),
    ],
  ],
)}

Flat memory: the app runs with its V8 old space capped at ${HEAP_MB} MB (\`--max-old-space-size\`), so a response
that kept its rows (${full.lines.toLocaleString('en-US')} rows, ${(full.bytes / 2 ** 20).toFixed(0)} MB of CSV, several times that as
JavaScript objects) could not finish. The full export completes, and ten times the rows of the 37-day export move the
peak RSS by ${(full.peakMb - small.peakMb).toFixed(0)} MB (${small.peakMb.toFixed(0)} -> ${full.peakMb.toFixed(0)} MB; RSS includes garbage not yet collected).
Goal (completes under the cap, peak RSS growth < the file size): ${verdict(growth < full.bytes / 2 ** 20)}.`,
  );
});

/** A UTC day relative to today. @param {number} offset */
function day(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
