// Checkout pricing: POST /api/pricing/calculate-cart on the built app vs a node:http + pg floor doing the same SELECT
// of a 5-line cart, and the exact SQL statements per request for carts of 1, 5 and 20 lines (pg_stat_statements).
// Goal >= 0.6x; statements must not grow with the cart. Writes the `checkout` section of docs/benchmarks.md.
// Usage: npm run build -w backend && node backend/bench/checkout-bench.mjs
import {
  compare,
  createUserWithCart,
  duration,
  FLOORS_METHOD,
  enableStatementStats,
  machine,
  ratioTable,
  rounds,
  run,
  SIGNED_IN_FLOORS,
  startApp,
  startFloor,
  startReference,
  statementsPerRequest,
  table,
  verdict,
  writeSection,
} from './bench-kit.mjs';

const ROUNDS = rounds(3);
const DURATION = duration(8);
const CONNECTIONS = 50;
const GOAL = 0.6;
const BODY = JSON.stringify({
  country: 'US',
  address: { postalCode: '94105', state: 'CA', city: 'San Francisco' },
});

await run(async () => {
  const app = await startApp();
  await enableStatementStats(app);

  /** @type {{ lines: number, total: number, statements: { query: string, perRequest: number }[] }[]} */
  const counts = [];
  for (const lines of [1, 5, 20]) {
    const { authorization } = await createUserWithCart(app.pool, lines);
    const r = await statementsPerRequest(app, 20, async () => {
      const res = await fetch(`${app.url}/api/pricing/calculate-cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: BODY,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`pricing answered ${res.status}`);
    });
    counts.push({ lines, ...r });
    console.log(`cart of ${lines}: ${r.total} SQL statements per request`);
  }

  const bench = await createUserWithCart(app.pool, 5);
  const floor = await startFloor(SIGNED_IN_FLOORS.pricing(bench.id), app.dbUrl, '/');
  const nestMinimum = await startReference(
    'bench/nest-minimal.mjs',
    { DATABASE_URL: app.dbUrl, BENCH_USER_ID: bench.id },
    '/api/pricing/calculate-cart',
  );
  const r = await compare('POST /api/pricing/calculate-cart', {
    floorUrl: floor,
    reference: nestMinimum,
    appUrl: app.url,
    path: '/api/pricing/calculate-cart',
    rounds: ROUNDS,
    connections: CONNECTIONS,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: bench.authorization },
    body: BODY,
  });
  const flat = counts.every((c) => c.total === counts[0]?.total);
  await writeSection(
    'checkout',
    `## Checkout pricing

- Script: \`backend/bench/checkout-bench.mjs\`; date ${new Date().toISOString()}; ${machine()}.
- Method: app and floors pinned to core 0, autocannon to core 1; ${CONNECTIONS} connections, ${DURATION} s per round,
  floors and app alternating, ${ROUNDS} rounds each, medians. The floors parse the JSON body and run the \`SELECT\` of a
  5-line cart. ${FLOORS_METHOD} App: the full route (JWT check with its user lookup, body validation, cart query,
  catalogue prices, local shipping and tax tables, delivery estimates). Reference: \`bench/nest-minimal.mjs\`, the
  smallest NestJS-on-Fastify app doing what the floor does (JSON body, the same prepared SELECT, a small JSON answer;
  no guard, no validation, no pricing), to show what the framework alone costs.
- Goal: >= ${GOAL}x the floor; SQL statements per request do not grow with cart lines.

${ratioTable([r], GOAL)}

SQL statements per request, exact: \`pg_stat_statements\` (preloaded in the embedded Postgres) reset, 20 sequential
requests, calls / 20 (${verdict(flat)}: ${flat ? 'flat' : 'grows'} with the cart):

${table(
  ['Cart lines', 'Statements per request', 'Statements'],
  counts.map((c) => [
    c.lines,
    c.total,
    c.statements.map((s) => `\`${s.query}\` x${s.perRequest}`).join('<br>'),
  ]),
)}`,
  );
});
