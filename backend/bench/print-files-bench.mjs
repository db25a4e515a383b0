// Print files: time and peak memory of making one print file (crop as the mockup + lanczos3 upscale + encode) for a
// 24x36 poster (7200x10800 px) and a 40x60 canvas (12000x18000 px) from a 1024x1536 artwork, JPEG q95 vs PNG.
// Each case runs in its own child process so its peak RSS is its own. Goals: poster p95 <= 3 s, canvas p95 <= 10 s,
// peak RSS <= 1 GB. Writes the `print-files` section of docs/benchmarks.md.
// Usage: npm run build -w backend && node backend/bench/print-files-bench.mjs
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import sharp from 'sharp';
import { backend, machine, percentile, rounds, run, table, verdict, writeSection } from './bench-kit.mjs';

const GOALS = { poster: 3000, canvas: 10000, rssMb: 1024 };
/** @typedef {{ label: string, size: { widthIn: number, heightIn: number }, target: { width: number, height: number } }} Case */
/** @typedef {{ times: number[], cpu: number[], bytes: number, rssMb: number }} Result */
/** @typedef {(source: Uint8Array, size: Case['size'], target: Case['target'], format: string) => Promise<{ bytes: Buffer }>} Render */
/** @type {Record<string, Case>} */
const CASES = {
  poster: {
    label: 'Poster 24x36',
    size: { widthIn: 24, heightIn: 36 },
    target: { width: 7200, height: 10800 },
  },
  canvas: {
    label: 'Canvas 40x60',
    size: { widthIn: 40, heightIn: 60 },
    target: { width: 12000, height: 18000 },
  },
};

/** A 1024x1536 artwork like the generator's: a painted style image scaled up, with fine grain (harder to encode). */
async function sourceArtwork() {
  const base = await sharp(path.join(backend, 'assets/styles/oil-painting.webp'))
    .resize(1024, 1536, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  let seed = 42;
  for (let i = 0; i < base.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    base[i] = Math.max(0, Math.min(255, base[i] + ((seed >> 16) % 17) - 8));
  }
  return sharp(base, { raw: { width: 1024, height: 1536, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();
}

/** @param {string} name @param {string} format @param {number} runs */
async function child(name, format, runs) {
  /** @type {{ renderPrintFile: Render }} */
  const mod = await import(path.join(backend, 'dist/modules/fulfilment/print-file.generator.js')).then(
    (/** @type {{ renderPrintFile: Render }} */ m) => m,
  );
  const renderPrintFile = mod.renderPrintFile;
  const source = await sourceArtwork();
  const c = /** @type {Case} */ (CASES[name]);
  const times = [];
  const cpu = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const out = await renderPrintFile(source, c.size, c.target, format);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    bytes = out.bytes.length;
  }
  const rssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ times, cpu, bytes, rssMb }));
}

/** @param {string} name @param {string} format @param {number} runs @returns {Result} */
function measure(name, format, runs) {
  const result = spawnSync(
    process.execPath,
    [new URL(import.meta.url).pathname, '--child', name, format, String(runs)],
    {
      cwd: backend,
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  if (result.status !== 0) throw new Error(`${name} ${format} failed: ${result.stderr}`);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- JSON written by our own child process
  const parsed = /** @type {Result} */ (JSON.parse(result.stdout));
  return parsed;
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] ?? 'poster', process.argv[4] ?? 'jpeg', Number(process.argv[5]));
} else {
  await run(async () => {
    const runs = rounds(10);
    /** @type {(string | number)[][]} */
    const rows = [];
    /** @type {[string, string, number][]} */
    const plan = [
      ['poster', 'jpeg', runs],
      ['canvas', 'jpeg', Math.max(3, Math.round(runs / 2))],
      ['poster', 'png', 2],
    ];
    for (const [name, format, n] of plan) {
      const r = measure(name, format, n);
      const c = /** @type {Case} */ (CASES[name]);
      const p50 = percentile(r.times, 50);
      const p95 = percentile(r.times, 95);
      const goal = name === 'poster' ? GOALS.poster : GOALS.canvas;
      rows.push([
        c.label,
        `${c.target.width}x${c.target.height}`,
        format === 'jpeg' ? 'JPEG q95 4:4:4' : 'PNG (level 6)',
        n,
        Math.round(p50),
        Math.round(p95),
        Math.round(percentile(r.cpu, 50)),
        (r.bytes / 2 ** 20).toFixed(1),
        Math.round(r.rssMb),
        format === 'jpeg' ? verdict(p95 <= goal && r.rssMb <= GOALS.rssMb) : 'reference',
      ]);
      console.log(name, format, { p50, p95, mb: r.bytes / 2 ** 20, rssMb: r.rssMb });
    }
    await writeSection(
      'print-files',
      `## Print files (fulfilment)

Method: \`renderPrintFile\` (backend/src/modules/fulfilment/print-file.generator.ts) run in a child process per case,
sequentially, on a 1024x1536 artwork with fine grain (a style image scaled up plus noise, which encodes worse than
clean generated art). Each run includes the crop decision (attention crop on a 700 px copy, as the mockup) and the
lanczos3 upscale and encode; storage writes are not included. Print files render with libvips' thread pool
widened to every core (sharp's default on glibc Linux is one thread; measured before the change: poster p95 3,323 ms,
canvas 8,930 ms on an idle machine). Peak RSS is the child's \`maxRSS\` (the whole Node
process, sharp included). "CPU" is the process's user + system time per file (both libvips threads summed): on
a shared machine it is the load-independent figure, and on an idle 2-core machine the wall time lies between
half of it and all of it. Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.

Goals: 24x36 poster p95 <= ${GOALS.poster / 1000} s, 40x60 canvas p95 <= ${GOALS.canvas / 1000} s, peak RSS <= 1 GB.

${table(['case', 'pixels', 'format', 'runs', 'p50 ms', 'p95 ms', 'CPU p50 ms', 'file MB', 'peak RSS MB', 'goal (wall p95, RSS)'], rows)}

PNG is measured once for the poster as the reference for the format decision (docs/decisions.md, "Printify
integration").`,
    );
  });
}
