// Journey B: POST /api/generate-mockups cold and cached (p50/p95 over HTTP), and GET /api/cart (5 lines) vs a bare
// node:http + pg floor running the same SELECT. Goals: cold p95 <= 600 ms, cached p95 <= 30 ms, cart >= 0.6x.
// Writes the `mockups` section of docs/benchmarks.md. Usage: npm run build -w backend && node backend/bench/mockups-bench.mjs
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import {
  backend,
  compare,
  createUser,
  duration,
  FLOORS_METHOD,
  machine,
  percentile,
  ratioTable,
  rounds,
  run,
  SIGNED_IN_FLOORS,
  startApp,
  startFloor,
  table,
  verdict,
  writeSection,
} from './bench-kit.mjs';

const ROUNDS = rounds(3);
const DURATION = duration(8);
const CONNECTIONS = 20;
const GOALS = { cold: 600, cached: 30, cart: 0.6 };

await run(async () => {
  const app = await startApp();
  const user = await createUser(app.pool);
  // A session and its generated image, written in LocalDiskStorage's layout.
  const key = `generated/${randomUUID()}.webp`;
  const art = await sharp(path.join(backend, 'test/fixtures/chelsea-cat.png'))
    .resize(1024, 1024)
    .webp()
    .toBuffer();
  const objectPath = path.join(app.dataDir, 'storage/objects', key);
  fs.mkdirSync(path.dirname(objectPath), { recursive: true });
  fs.writeFileSync(objectPath, art);
  const metaPath = path.join(app.dataDir, 'storage/meta', `${key}.json`);
  fs.mkdirSync(path.dirname(metaPath), { recursive: true });
  fs.writeFileSync(metaPath, JSON.stringify({ contentType: 'image/webp' }));
  const sessionId = randomUUID();
  await app.pool.query(
    `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images) VALUES ($1, $2, $3, $4::jsonb)`,
    [sessionId, user.id, `/api/images/${key}`, JSON.stringify([`/api/images/${key}`])],
  );
  const headers = { authorization: user.authorization, 'content-type': 'application/json' };
  const post = async (/** @type {string} */ route, /** @type {unknown} */ body) => {
    const t0 = performance.now();
    const res = await fetch(`${app.url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${route} answered ${res.status}`);
    return performance.now() - t0;
  };

  // Every (type, size) is a cold rendering once, then served from the cache.
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
  const imageUrl = `/api/images/${key}`;
  await post('/api/generate-mockups', { imageUrl, printType: 'poster', printSize: '8x12' }); // warm-up
  const cold = [];
  for (const [printType, printSize] of cases)
    cold.push(await post('/api/generate-mockups', { imageUrl, printType, printSize }));
  const cached = [];
  for (let i = 0; i < 10; i++) {
    for (const [printType, printSize] of cases)
      cached.push(await post('/api/generate-mockups', { imageUrl, printType, printSize }));
  }
  const coldP95 = percentile(cold, 95);
  const cachedP95 = percentile(cached, 95);
  console.log(
    `mockups cold p50 ${percentile(cold, 50).toFixed(0)} p95 ${coldP95.toFixed(0)}; cached p95 ${cachedP95.toFixed(1)}`,
  );

  for (const printSize of ['12x18', '20x30', '32x48', '18x12', '16x16']) {
    await post('/api/cart', {
      sessionId,
      printType: 'canvas',
      printSize,
      imageUrl,
      quantity: 2,
      artStyle: 'Watercolor',
    });
  }
  const floor = await startFloor(SIGNED_IN_FLOORS.cart(user.id), app.dbUrl, '/api/cart');
  const cart = await compare('GET /api/cart', {
    floorUrl: floor,
    appUrl: app.url,
    path: '/api/cart',
    rounds: ROUNDS,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: user.authorization },
  });
  await writeSection(
    'mockups',
    `## Journey B: mockups and cart

- Script: \`backend/bench/mockups-bench.mjs\`; date ${new Date().toISOString()}; ${machine()}.
- Method: the built app (embedded Postgres, local storage, local sharp renderer) pinned to core 0, clients on
  core 1. Mockups: sequential POST /api/generate-mockups over HTTP (three 1200x900 WebP views, owner check
  included), ${cases.length} cold type/size pairs after one warm-up, then each pair 10 more times from the cache.
  Cart: GET /api/cart (5 lines, signed image URLs; the app also verifies the JWT and loads the user);
  autocannon ${CONNECTIONS} connections, ${DURATION} s per round, floors and app alternating, ${ROUNDS} rounds each,
  medians. ${FLOORS_METHOD}

${table(
  ['Case', 'Requests', 'p50 ms', 'p95 ms', 'Goal p95', 'Goal'],
  [
    [
      'mockups cold (render + store)',
      cold.length,
      percentile(cold, 50).toFixed(0),
      coldP95.toFixed(0),
      `<= ${GOALS.cold}`,
      verdict(coldP95 <= GOALS.cold),
    ],
    [
      'mockups cached (same image + type + size)',
      cached.length,
      percentile(cached, 50).toFixed(1),
      cachedP95.toFixed(1),
      `<= ${GOALS.cached}`,
      verdict(cachedP95 <= GOALS.cached),
    ],
  ],
)}

${ratioTable([cart], GOALS.cart)}`,
  );
});
