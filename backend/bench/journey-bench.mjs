// Journey A: POST /api/upload of a 12 MP JPEG (p50/p95 over 20), the local generator per style (12 MP in, in a child
// process pinned to core 0), and GET /api/sessions/:id vs a bare node:http + pg floor doing the equivalent SELECT.
// Goals: upload p95 <= 500 ms, every style <= 1500 ms, session read >= 0.6x. Writes the `journey` section of
// docs/benchmarks.md. Usage: npm run build -w backend && node backend/bench/journey-bench.mjs
import { spawn } from 'node:child_process';
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
const GOALS = { upload: 500, generate: 1500, session: 0.6 };

/**
 * Runs the local generator for every style in a process pinned to core 0 (median of 3 after a warm-up).
 * @param {string} photo @returns {Promise<{ style: string, ms: number }[]>}
 */
function generatePerStyle(photo) {
  const script = `
    const { LocalImageGenerator } = require('./dist/adapters/image-generator/local-image.generator.js');
    const { GENERATABLE_STYLES } = require('@petart/domain');
    (async () => {
      const image = require('node:fs').readFileSync(${JSON.stringify(photo)});
      const generator = new LocalImageGenerator();
      await generator.generate({ image, imageContentType: 'image/jpeg', style: 'Drawing' });
      const out = [];
      for (const style of GENERATABLE_STYLES) {
        const runs = [];
        for (let i = 0; i < 3; i++) {
          const t0 = performance.now();
          await generator.generate({ image, imageContentType: 'image/jpeg', style: style.name });
          runs.push(performance.now() - t0);
        }
        runs.sort((a, b) => a - b);
        out.push({ style: style.name, ms: runs[1] });
        console.error('generate ' + style.name + ': ' + runs[1].toFixed(0) + ' ms');
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], {
      cwd: backend,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0
        ? // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- JSON written by our own child
          resolve(/** @type {{ style: string, ms: number }[]} */ (JSON.parse(out)))
        : reject(new Error(`generator exit ${code}`)),
    );
  });
}

await run(async () => {
  const app = await startApp();
  const photo12mp = await sharp(path.join(backend, 'test/fixtures/chelsea-cat.png'))
    .resize(4000, 3000, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const photoFile = path.join(app.dataDir, 'photo-12mp.jpg');
  fs.writeFileSync(photoFile, photo12mp);

  // 1. Local generation per style (the app is idle meanwhile).
  const perStyle = await generatePerStyle(photoFile);

  // 2. Upload: 20 sequential uploads of the 12 MP JPEG (decode, orient, fit 4096, WebP q90, store, insert).
  const { authorization } = await createUser(app.pool);
  const upload = async () => {
    const form = new FormData();
    form.append('image', new Blob([photo12mp], { type: 'image/jpeg' }), 'pet.jpg');
    const t0 = performance.now();
    const res = await fetch(`${app.url}/api/upload`, {
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
  const uploadP95 = percentile(uploads, 95);
  console.log(`upload p50 ${percentile(uploads, 50).toFixed(0)} ms p95 ${uploadP95.toFixed(0)} ms`);
  // Two generated images so that the DTO signs three URLs.
  for (const style of ['Watercolor', 'Lego']) {
    const res = await fetch(`${app.url}/api/generate`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, style }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`generate answered ${res.status}`);
  }

  // 3. GET /api/sessions/:id vs the floor (same SELECT by session_id, JSON of the same fields, no signing).
  const floor = await startFloor(SIGNED_IN_FLOORS.session(), app.dbUrl, `/api/sessions/${sessionId}`);
  const session = await compare('GET /api/sessions/:id', {
    floorUrl: floor,
    appUrl: app.url,
    path: `/api/sessions/${sessionId}`,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization },
  });
  const allStyles = perStyle.every((s) => s.ms <= GOALS.generate);
  await writeSection(
    'journey',
    `## Journey A: upload, generation, session read

- Script: \`backend/bench/journey-bench.mjs\`; date ${new Date().toISOString()}; ${machine()}.
- Method: the built app (embedded Postgres, local disk storage, local generator) pinned to core 0, clients on core 1.
  Upload: 20 sequential POST /api/upload of a 12 MP JPEG (4000x3000, ${(photo12mp.length / 1e6).toFixed(1)} MB: strict
  decode, auto-orient, fit 4096 px, WebP q90, store, session insert) after one warm-up. Generation:
  LocalImageGenerator in a process pinned to core 0 (12 MP JPEG in, 4000x3000 WebP out), median of 3 per style.
  Session read: GET /api/sessions/:id (3 signed URLs; the app also verifies the JWT, loads the user and signs the
  image URLs); autocannon ${CONNECTIONS} connections, ${DURATION} s per round, floors and app alternating, ${ROUNDS}
  rounds each, medians. ${FLOORS_METHOD}

${table(
  ['Case', 'Requests', 'p50 ms', 'p95 ms', 'Goal p95', 'Goal'],
  [
    [
      'POST /api/upload (12 MP JPEG)',
      uploads.length,
      percentile(uploads, 50).toFixed(0),
      uploadP95.toFixed(0),
      `<= ${GOALS.upload}`,
      verdict(uploadP95 <= GOALS.upload),
    ],
  ],
)}

Local generation per style (goal <= ${GOALS.generate} ms for every style: ${verdict(allStyles)}):

${table(
  ['Style', 'ms (median of 3)', 'Goal'],
  perStyle.map((s) => [s.style, s.ms.toFixed(0), verdict(s.ms <= GOALS.generate)]),
)}

${ratioTable([session], GOALS.session)}`,
  );
});
