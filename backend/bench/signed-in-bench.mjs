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
  stopAll,
  table,
  verdict,
  writeSection,
} from './bench-kit.mjs';

const ROUNDS = rounds(5);
/** Whole measurements, each with fresh apps (BENCH_REPEATS). */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
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

/**
 * One repeat: fresh apps of every build on a fresh database, the data, the floors, then every route measured.
 * @returns {Promise<Awaited<ReturnType<typeof compareBuilds>>[]>}
 */
async function measureOnce() {
  const [[, firstDir = backend] = []] = BUILDS;
  const first = await startApp({}, { backendDir: firstDir });
  const apps = [first];
  for (const [, dir] of BUILDS.slice(1))
    apps.push(await startApp({ DATABASE_URL: first.dbUrl }, { backendDir: dir }));
  const builds = BUILDS.map(([name = ''], i) => ({ name, url: apps[i]?.url ?? '', pid: apps[i]?.pid ?? 0 }));

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
  await stopAll();
  return results;
}

/** @param {number} change */
const percent = (change) => `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;

await run(async () => {
  const loadBefore = os.loadavg();
  /** @type {Awaited<ReturnType<typeof measureOnce>>[]} */
  const repeats = [];
  for (let i = 0; i < REPEATS; i++) {
    console.log(`\n--- repeat ${i + 1} of ${REPEATS} ---`);
    repeats.push(await measureOnce());
  }
  const loads = repeats.flat().flatMap((r) => r.loads);
  const first = repeats[0] ?? [];
  const rows = first.flatMap((route, routeIndex) => {
    const runs = repeats.map((repeat) => repeat[routeIndex]);
    /** @param {(r: NonNullable<(typeof runs)[number]>) => number} pick */
    const med = (pick) => median(runs.map((r) => (r ? pick(r) : NaN)));
    /** The change of a build's ratio against the first build's, per repeat. @param {number} i */
    const changes = (i) => runs.map((r) => (r?.builds[i]?.ratio ?? NaN) / (r?.builds[0]?.ratio ?? NaN) - 1);
    return route.builds.map((build, i) => {
      const change = median(changes(i));
      return [
        route.label,
        build.name,
        med((r) => r.floor.rps).toFixed(0),
        med((r) => r.builds[i]?.rps ?? NaN).toFixed(0),
        med((r) => r.builds[i]?.p99 ?? NaN),
        med((r) => r.builds[i]?.cpuUs ?? NaN).toFixed(0),
        med((r) => r.builds[i]?.ratio ?? NaN).toFixed(3),
        i === 0 ? 'reference' : `${percent(change)} (${changes(i).map(percent).join(', ')})`,
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
- Method: ${REPEATS} repeats, each with fresh apps and a fresh database. Per repeat and route, an unrecorded 2 s round
  for every server, then ${ROUNDS} rounds; each round measures the route's floor and every build once (autocannon on
  core 1, ${CONNECTIONS} connections, ${DURATION} s), starting one further along each round. A build's ratio is the
  median of its per-round ratios to that round's floor. The table shows the medians over the repeats of each
  repeat's medians: req/s, p99, the build process's own CPU time per request (user + system from
  \`/proc/<pid>/stat\`, PostgreSQL not included; the figure other work on the machine moves least) and the ratio; the
  change against the first build is the median of the repeats' changes, each listed in brackets. The floors are those
  of the journey, mockups and checkout sections (node:http + pg, the same SQL unprepared, no JWT check, validation,
  pricing or URL signing).
- Goal: no build's ratio more than ${TOLERANCE * 100}% below the first build's.

${table(
  [
    'Route',
    'Build',
    'Floor req/s',
    'Build req/s',
    'Build p99 ms',
    'Build CPU us/req',
    'Ratio',
    'Ratio vs first (each repeat)',
    'Goal',
  ],
  rows,
)}`,
  );
});
