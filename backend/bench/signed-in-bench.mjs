// Signed-in routes of several builds side by side: GET /api/cart (5 lines), GET /api/sessions/:id (3 signed URLs) and
// POST /api/pricing/calculate-cart (validated body, 5-line cart) of every build against the node:http + pg floor of
// the route, all on one database, so a change is judged by its ratio to the floor under the same load.
// BENCH_BUILDS=name=dir,... lists the builds (backend directories with a built dist/, e.g. git worktrees of two
// commits; the first one's embedded Postgres holds the data, the others connect to it); unset, it is this backend
// alone. Goal: no build's ratio more than 5% below the first build's. Writes the `signed-in` section of
// docs/benchmarks.md (BENCH_SECTION names another). Not part of `npm run bench`, which measures one build.
// Usage: BENCH_BUILDS=before=/tmp/before/backend,after=/tmp/after/backend node backend/bench/signed-in-bench.mjs
import { randomUUID } from 'node:crypto';
import * as os from 'node:os';
import {
  backend,
  compareBuilds,
  createUserWithCart,
  duration,
  machine,
  median,
  rounds,
  run,
  SIGNED_IN_FLOORS,
  startApp,
  startFloor,
  table,
  verdict,
  writeSection,
} from './bench-kit.mjs';

const ROUNDS = rounds(7);
const DURATION = duration(8);
const CONNECTIONS = 20;
/** A build's ratio may be at most this much below the first build's. */
const TOLERANCE = 0.05;
const SECTION = process.env.BENCH_SECTION ?? 'signed-in';
/** @type {[string, string][]} */
const BUILDS = (process.env.BENCH_BUILDS ?? `this build=${backend}`).split(',').map((pair) => {
  const at = pair.indexOf('=');
  return [pair.slice(0, at), pair.slice(at + 1)];
});
const PRICING_BODY = JSON.stringify({
  country: 'US',
  address: { postalCode: '94105', state: 'CA', city: 'San Francisco' },
});

await run(async () => {
  const [[, firstDir = backend] = []] = BUILDS;
  const first = await startApp({}, { backendDir: firstDir });
  const apps = [first];
  for (const [, dir] of BUILDS.slice(1))
    apps.push(await startApp({ DATABASE_URL: first.dbUrl }, { backendDir: dir }));
  /** @type {[string, string][]} */
  const builds = BUILDS.map(([name], i) => [name, apps[i]?.url ?? '']);

  const user = await createUserWithCart(first.pool, 5);
  const sessionId = randomUUID();
  const image = () => `/api/images/generated/${randomUUID()}.webp`;
  await first.pool.query(
    `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images) VALUES ($1, $2, $3, $4::jsonb)`,
    [sessionId, user.id, `/api/images/uploads/${randomUUID()}.webp`, JSON.stringify([image(), image()])],
  );
  const headers = { authorization: user.authorization };
  const routes = [
    {
      label: 'GET /api/cart',
      floor: await startFloor(SIGNED_IN_FLOORS.cart(user.id), first.dbUrl, '/api/cart'),
      path: '/api/cart',
      options: { headers },
    },
    {
      label: 'GET /api/sessions/:id',
      floor: await startFloor(SIGNED_IN_FLOORS.session(), first.dbUrl, `/api/sessions/${sessionId}`),
      path: `/api/sessions/${sessionId}`,
      options: { headers },
    },
    {
      label: 'POST /api/pricing/calculate-cart',
      floor: await startFloor(SIGNED_IN_FLOORS.pricing(user.id), first.dbUrl, '/'),
      path: '/api/pricing/calculate-cart',
      options: {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: PRICING_BODY,
      },
    },
  ];
  const loadBefore = os.loadavg();
  const results = [];
  for (const route of routes) {
    results.push(
      await compareBuilds(route.label, {
        floorUrl: route.floor,
        builds,
        path: route.path,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        duration: DURATION,
        ...route.options,
      }),
    );
  }
  const loads = results.flatMap((r) => r.loads);
  const rows = results.flatMap((r) => {
    const reference = r.builds[0]?.ratio ?? NaN;
    return r.builds.map((b, i) => {
      const change = b.ratio / reference - 1;
      return [
        r.label,
        b.name,
        r.floor.rps.toFixed(0),
        b.rps.toFixed(0),
        r.floor.p99,
        b.p99,
        b.ratio.toFixed(3),
        i === 0 ? 'reference' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`,
        i === 0 ? '' : verdict(change >= -TOLERANCE),
      ];
    });
  });
  await writeSection(
    SECTION,
    `## Signed-in routes, build against build

- Script: \`backend/bench/signed-in-bench.mjs\`; date ${new Date().toISOString()}; ${machine()}; 1-minute load
  average ${loadBefore[0]?.toFixed(1)} at the start, median ${median(loads).toFixed(1)} over the rounds (range
  ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}).
- Builds: ${BUILDS.map(([name, dir]) => `${name} (\`${dir}\`)`).join(', ')}. Each runs pinned to core 0 with the first
  build's embedded Postgres (one database, the same user, 5-line cart and session for all), AUTH_USER_CACHE_MS at
  its default (1 s).
- Method: per route, ${ROUNDS} rounds; each round measures the route's floor and every build once (autocannon on
  core 1, ${CONNECTIONS} connections, ${DURATION} s), starting one further along each round. A build's ratio is the
  median of its per-round ratios to that round's floor; req/s and p99 are medians. The floors are those of the
  journey, mockups and checkout sections (node:http + pg, the same SQL unprepared, no JWT check, validation,
  pricing or URL signing).
- Goal: no build's ratio more than ${TOLERANCE * 100}% below the first build's.

${table(
  [
    'Route',
    'Build',
    'Floor req/s',
    'Build req/s',
    'Floor p99 ms',
    'Build p99 ms',
    'Ratio',
    'Ratio vs first',
    'Goal',
  ],
  rows,
)}`,
  );
});
