// Public routes: GET /api/catalogue and GET /api/health on the built app vs a bare node:http floor (the same catalogue
// JSON; `SELECT 1` through pg for health). Goal >= 0.7x. Writes the `api` section of docs/benchmarks.md.
// Usage: npm run build -w backend && node backend/bench/api-bench.mjs
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  compare,
  duration,
  machine,
  rounds,
  run,
  startApp,
  startFloor,
  table,
  verdict,
  writeSection,
} from './bench-kit.mjs';

const ROUNDS = rounds(3);
const DURATION = duration(8);
const CONNECTIONS = 50;
const GOAL = 0.7;

await run(async () => {
  const app = await startApp();
  const catalogueFile = path.join(app.dataDir, 'catalogue.json');
  fs.writeFileSync(catalogueFile, await (await fetch(`${app.url}/api/catalogue`)).text());
  const floor = await startFloor(
    `
    const http = require('node:http');
    const { Pool } = require('pg');
    const body = require('node:fs').readFileSync(${JSON.stringify(catalogueFile)});
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
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
    }).listen(Number(process.env.FLOOR_PORT), '127.0.0.1');`,
    app.dbUrl,
    '/api/health',
  );
  const rows = [];
  for (const [route, floorName] of [
    ['/api/catalogue', 'node:http'],
    ['/api/health', 'node:http + pg'],
  ]) {
    const r = await compare(`GET ${route}`, {
      floorUrl: floor,
      appUrl: app.url,
      path: route,
      preparedFloor: false,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const [f] = r.floors;
    if (!f) throw new Error('no floor result');
    rows.push([
      `GET ${route}`,
      floorName,
      f.rps.toFixed(0),
      r.appRps.toFixed(0),
      f.p99,
      r.appP99,
      f.ratio.toFixed(2),
      verdict(f.ratio >= GOAL),
    ]);
  }
  await writeSection(
    'api',
    `## Public routes: catalogue and health

- Script: \`backend/bench/api-bench.mjs\`; date ${new Date().toISOString()}; ${machine()}.
- Method: the built app (\`node dist/main.js\`, LOG_LEVEL=silent, embedded Postgres) and a floor server (bare
  \`node:http\` answering the same catalogue JSON; \`SELECT 1\` through \`pg\` for health) both pinned to core 0;
  autocannon pinned to core 1, ${CONNECTIONS} connections, ${DURATION} s per round, floor and app alternating,
  ${ROUNDS} rounds each, medians.
- Goal: the app >= ${GOAL}x the floor's req/s.

${table(['Route', 'Floor', 'Floor req/s', 'App req/s', 'Floor p99 ms', 'App p99 ms', 'Ratio', 'Goal'], rows)}`,
  );
});
