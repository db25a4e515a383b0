// Memory under hostile uploads: waves of parallel uploads of a 128 KB PNG that decodes to 40 MP (8000 x 5000, one
// colour), sampling the server's RSS from /proc/<pid>/status every 20 ms. Compares the decode bound off (what the
// app did before: only libuv's thread pool limited sharp) with the default bound (one decode per core) and with the
// default bound plus MALLOC_ARENA_MAX=2. The app runs on both cores here (not pinned), so the default bound is 2.
// Writes the `uploads` section of docs/benchmarks.md. Usage: npm run build -w backend && node backend/bench/upload-rss-bench.mjs
// UPLOAD_BENCH_PARALLEL (default 16) and UPLOAD_BENCH_WAVES (default 5) change the load.
import sharp from 'sharp';
import { createUser, machine, rssKb, run, startApp, table, verdict, writeSection } from './bench-kit.mjs';

const PARALLEL = Number(process.env.UPLOAD_BENCH_PARALLEL ?? 16);
const WAVES = Number(process.env.UPLOAD_BENCH_WAVES ?? 5);
/** Goal: with the bound on, the peak stays within this many MB above the idle baseline. */
const GOAL_GROWTH_MB = 300;

const CONFIGS = [
  {
    name: 'unbounded (before: IMAGE_DECODE_CONCURRENCY=64, queue 1000)',
    env: { IMAGE_DECODE_CONCURRENCY: '64', IMAGE_DECODE_QUEUE: '1000', IMAGE_DECODE_WAIT_MS: '60000' },
    goal: false,
  },
  { name: 'bounded (defaults: 2 decodes, queue 8, wait 5 s)', env: {}, goal: false },
  {
    name: 'bounded + MALLOC_ARENA_MAX=2 (before)',
    env: { MALLOC_ARENA_MAX: '2' },
    goal: false,
  },
  {
    name: 'bounded + MALLOC_ARENA_MAX=2, MALLOC_MMAP_THRESHOLD_=1048576 (the Docker image)',
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' },
    goal: true,
  },
];

const png = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#7a9a88' } })
  .png({ compressionLevel: 9 })
  .toBuffer();
const mb = (/** @type {number} */ kb) => Math.round(kb / 1024);

/** @type {string[][]} */
const rows = [];
await run(async () => {
  for (const config of CONFIGS) {
    const app = await startApp(config.env, { pinned: false });
    /** @param {string} authorization */
    const upload = async (authorization) => {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'pet.png');
      const res = await fetch(`${app.url}/api/upload`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    };
    // Warm-up: one decode, so sharp and libvips are loaded before the baseline.
    const warm = await upload((await createUser(app.pool)).authorization);
    if (warm !== 201) throw new Error(`warm-up upload answered ${warm}`);
    await new Promise((r) => setTimeout(r, 2000));
    const baseline = rssKb(app.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(app.pid))), 20);
    /** @type {Record<string, number>} */
    const statuses = {};
    const t0 = performance.now();
    for (let wave = 0; wave < WAVES; wave++) {
      // A fresh account per wave: the per-account upload limit (30 per 10 minutes) is not what is measured here.
      const { authorization } = await createUser(app.pool);
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => upload(authorization)));
      for (const s of answers) statuses[s] = (statuses[s] ?? 0) + 1;
      console.log(`${config.name} wave ${wave + 1}: ${answers.join(' ')}; peak so far ${mb(peak)} MB`);
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 3000));
    const after = rssKb(app.pid);
    const unexpected = Object.keys(statuses).filter((s) => s !== '201' && s !== '503');
    if (unexpected.length > 0)
      throw new Error(`${config.name}: unexpected statuses ${unexpected.join(', ')}`);
    const growth = mb(peak - baseline);
    rows.push([
      config.name,
      String(mb(baseline)),
      String(mb(peak)),
      `+${growth}`,
      String(mb(after)),
      `${statuses['201'] ?? 0} / ${statuses['503'] ?? 0}`,
      seconds.toFixed(1),
      config.goal ? `<= +${GOAL_GROWTH_MB} MB: ${verdict(growth <= GOAL_GROWTH_MB)}` : 'reference',
    ]);
    await app.pool.end().catch(() => undefined);
  }
});

if (process.exitCode !== 1) {
  await writeSection(
    'uploads',
    `## Uploads: memory under parallel 40 MP photos

Method: ${WAVES} waves of ${PARALLEL} parallel \`POST /api/upload\` of a 128 KB PNG that decodes to 40 MP (8000 x 5000,
one colour; the largest photo the upload accepts), a fresh account per wave. The server's RSS is read from
\`/proc/<pid>/status\` (VmRSS) every 20 ms; the baseline is taken 2 s after one warm-up upload, "after" 3 s after the
last wave. The app runs on both cores (not pinned), so the default bound (\`os.availableParallelism()\`) is 2
decodes. "Unbounded" is the code before the bound (only libuv's thread pool, 16 threads since D-337, limited sharp). Machine: ${machine()}; ${new Date().toISOString().slice(0, 10)}.

${table(['Configuration', 'Baseline MB', 'Peak MB', 'Growth MB', 'After MB', '201 / 503', 'Seconds', 'Goal'], rows)}

Bound: at most IMAGE_DECODE_CONCURRENCY decodes run at once and at most IMAGE_DECODE_QUEUE uploads wait (each holds
its body, at most 10 MB); the rest answer 503 UPLOAD.BUSY with Retry-After, so the process no longer grows with the
number of parallel uploads. A 40 MP decode peaks at roughly 100-150 MB of native memory; what glibc keeps afterwards
depends on its per-thread arenas (sharp's work moves between libuv's 4 threads, each with its own arena), which is why
the default bound alone levels off higher than concurrency x 150 MB. MALLOC_ARENA_MAX=2 caps the arenas;
MALLOC_ARENA_MAX=2 with MALLOC_MMAP_THRESHOLD_=1048576 also gives every block of 1 MB or more (a photo's pixels, the
WebP encoder's 4096 px picture, ~100 MB per upload in all) back when it is freed, instead of glibc raising its mmap
threshold to 32 MB after the first one. Both are set in docker/Dockerfile and recommended in docs/operations.md; that
configuration carries the goal of growth <= ${GOAL_GROWTH_MB} MB.`,
  );
}
