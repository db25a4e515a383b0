// The watermarked preview (D-285): time to make the picture an unpaid artwork's URL serves, from the stored artwork
// (decode, scale inside the variant's size, draw the watermark, encode), for the generator's shapes and sizes, and
// the time of a repeat request answered from ImageDelivery's in-process cache. Each case runs in its own child
// process (a cold process: the watermark of its size is drawn on the first run). Goals, in CPU time (the wall time
// of the shared machine follows its load): a preview at the OpenAI sizes <= 100 ms, a thumbnail <= 60 ms, a cached
// answer's p95 <= 5 ms; the local generator's 4096 px artwork is the reference. Writes the `watermark` section of
// docs/benchmarks.md.
// Usage: npm run build -w backend && node backend/bench/watermark-bench.mjs
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import sharp from 'sharp';
import { backend, machine, percentile, rounds, run, table, verdict, writeSection } from './bench-kit.mjs';

const GOALS = { cachedP95Ms: 5 };
/** @type {[string, number, number, string, number | undefined][]} label, width, height, variant, CPU p50 goal (ms) */
const CASES = [
  ['OpenAI portrait 1024x1536 -> preview', 1024, 1536, 'preview', 100],
  ['OpenAI landscape 1536x1024 -> preview', 1536, 1024, 'preview', 100],
  ['OpenAI portrait 1024x1536 -> cart thumb', 1024, 1536, 'thumb', 60],
  ['Local generator 4096x4096 -> preview', 4096, 4096, 'preview', undefined],
];

/** A stored artwork like the generator's: a painted style image at the size, with fine grain, WebP q90. */
async function artwork(/** @type {number} */ width, /** @type {number} */ height) {
  const base = await sharp(path.join(backend, 'assets/styles/oil-painting.webp'))
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  let seed = 7;
  for (let i = 0; i < base.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    base[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + ((seed >> 16) % 13) - 6));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();
}

/** @typedef {{ deliver(key: string, query: Record<string, string>): Promise<{ body: Uint8Array } | string> }} Delivery */
/** @typedef {{ sign(path: string, options: { variant: string }): string }} Signer */
/** @typedef {{ ImageDelivery: new (signer: Signer, storage: object) => Delivery }} DeliveryModule */
/** @typedef {{ ImageUrlSigner: new (secret: string) => Signer }} SignerModule */

/** @param {number} width @param {number} height @param {string} variant @param {number} runs */
async function child(width, height, variant, runs) {
  const { ImageDelivery } = await import(path.join(backend, 'dist/platform/images/image-delivery.js')).then(
    (/** @type {DeliveryModule} */ m) => m,
  );
  const { ImageUrlSigner } = await import(
    path.join(backend, 'dist/platform/images/image-url-signer.js')
  ).then((/** @type {SignerModule} */ m) => m);
  const bytes = await artwork(width, height);
  const signer = new ImageUrlSigner('bench-secret-bench-secret-bench-secret-01');
  // Storage in memory: the figure is the picture's making, not the disk's or S3's read.
  const storage = {
    get: (/** @type {string} */ key) =>
      Promise.resolve(key.startsWith('generated/') ? { body: bytes, contentType: 'image/webp' } : undefined),
  };
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const cpu = [];
  let first = 0;
  for (let i = 0; i < runs; i++) {
    // A new key each run: every run makes its picture (the first also draws the watermark of this size).
    const delivery = new ImageDelivery(signer, storage);
    const key = `generated/bench-${i}.webp`;
    const query = Object.fromEntries(new URL(signer.sign(key, { variant }), 'http://x').searchParams);
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const picture = await delivery.deliver(key, query);
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpuStart);
    if (typeof picture === 'string') throw new Error(`not delivered: ${picture}`);
    if (i === 0) first = elapsed;
    else {
      times.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
    if (i === runs - 1) {
      /** @type {number[]} */
      const cached = [];
      for (let j = 0; j < 50; j++) {
        const t = performance.now();
        await delivery.deliver(key, query);
        cached.push(performance.now() - t);
      }
      process.stdout.write(JSON.stringify({ first, times, cpu, size: picture.body.length, cached }));
    }
  }
}

if (process.argv[2] === '--child') {
  await child(
    Number(process.argv[3]),
    Number(process.argv[4]),
    process.argv[5] ?? 'preview',
    Number(process.argv[6]),
  );
} else {
  await run(async () => {
    const runs = rounds(12);
    /** @type {(string | number)[][]} */
    const rows = [];
    for (const [label, width, height, variant, cpuGoal] of CASES) {
      const result = spawnSync(
        process.execPath,
        [
          new URL(import.meta.url).pathname,
          '--child',
          String(width),
          String(height),
          variant,
          String(runs + 1),
        ],
        { cwd: backend, encoding: 'utf8', maxBuffer: 1 << 20 },
      );
      if (result.status !== 0) throw new Error(`${label} failed: ${result.stderr}`);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- JSON written by our own child process
      const r =
        /** @type {{ first: number, times: number[], cpu: number[], size: number, cached: number[] }} */ (
          JSON.parse(result.stdout)
        );
      const p95 = percentile(r.times, 95);
      const cpuP50 = percentile(r.cpu, 50);
      const cachedP95 = percentile(r.cached, 95);
      rows.push([
        label,
        r.times.length,
        Math.round(r.first),
        Math.round(percentile(r.times, 50)),
        Math.round(p95),
        Math.round(cpuP50),
        (r.size / 1024).toFixed(0),
        cachedP95.toFixed(2),
        cpuGoal === undefined ? 'reference' : verdict(cpuP50 <= cpuGoal && cachedP95 <= GOALS.cachedP95Ms),
      ]);
      console.log(label, { first: r.first, p50: percentile(r.times, 50), p95, cachedP95 });
    }
    await writeSection(
      'watermark',
      `## The watermarked preview

Method: \`ImageDelivery.deliver\` (backend/src/platform/images/image-delivery.ts) for a signed URL of an unpaid
artwork, in a child process per case, from an artwork held in memory (a painted style image at the generator's size
with fine grain, WebP q90; storage reads are not included): decode, scale inside the variant's longest side (preview
1024 px, thumbnail 400 px), draw the "PetArt preview" watermark (drawn once per picture size and process, then
reused), encode as JPEG q84. "First" is the process's first picture (it draws the watermark of its size); the
percentiles are the following runs, each a new artwork key (no cache hit); "CPU" is the process's user + system time
per picture; "cached" is a repeat request for the same URL, answered from the in-process cache. Machine: ${machine()}.
Date: ${new Date().toISOString().slice(0, 10)}.

Goals, in CPU time per picture (on this shared machine the wall time follows its load: with an idle core it is
about the CPU time, as the "first" column of a quiet run shows): a preview at the OpenAI sizes <= 100 ms, a cart
thumbnail <= 60 ms; a cached answer's p95 <= ${GOALS.cachedP95Ms} ms. The local generator's 4096 px artwork (decoding
16.8 MP is most of it) is the reference.

${table(['case', 'runs', 'first ms', 'p50 ms', 'p95 ms', 'CPU p50 ms', 'KB', 'cached p95 ms', 'goal'], rows)}

The clean file (\`original\`: staff, a paid order's page) is the stored object, streamed as before; it is not
measured here.`,
    );
  });
}
