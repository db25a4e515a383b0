// Upscaler for print files, chosen by measurement (D-172): large real photos are shrunk 4x (bicubic) and
// enlarged back with each candidate, then compared with the originals (PSNR on luma, SSIM) and cropped side by side
// for a look; then each candidate makes a whole 24x36 poster file (1024x1536 artwork -> 7200x10800 JPEG q95 4:4:4,
// as renderPrintFile encodes it) on two cores. Candidates: sharp's lanczos3 (today's print files), lanczos3 followed
// by a mild unsharp mask, and the three ESRGAN models of UpscalerJS (slim, medium, thick; weights shipped in their
// npm packages) on TensorFlow.js' WASM backend, one worker thread per core.
//
// The candidates' packages and the photos are not dependencies of the app: the first run installs the pinned
// packages with npm (scripts off) into UPSCALER_BENCH_DIR (default <tmp>/petart-upscaler-bench) and takes the photos
// from two Debian packages (`apt-get download mate-backgrounds ukui-wallpapers`, unpacked there); without apt-get
// only the CC0 cat of backend/test/fixtures is measured. Crops are written to <dir>/crops/.
// Usage: npm run bench:upscaler   (writes the `upscaler` section of docs/benchmarks.md; ~20 min on
// 2 cores). UPSCALER_FULL_THICK=1 also makes the poster with esrgan-thick (~7 min idle) instead of estimating it;
// UPSCALER_SMOKE=1 checks the set-up in a minute (the cat, lanczos3 and esrgan-slim, no poster, nothing written).
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { backend, machine, run, table, writeSection } from './bench-kit.mjs';
import { startEsrgan } from './upscaler/esrgan.mjs';

const DIR = process.env.UPSCALER_BENCH_DIR ?? path.join(os.tmpdir(), 'petart-upscaler-bench');
const MODULES = path.join(DIR, 'modules');
const PACKAGES = [
  '@tensorflow/tfjs@4.11.0',
  '@tensorflow/tfjs-backend-wasm@4.11.0',
  '@upscalerjs/esrgan-slim@1.0.0',
  '@upscalerjs/esrgan-medium@1.0.0',
  '@upscalerjs/esrgan-thick@1.0.0',
  'ssim.js@3.5.0',
];
/** Photos of the two Debian packages: grass, flowers, an insect, seeds, wood grain, a painting, a digital image. */
const DEBIAN_PHOTOS = [
  'mate-backgrounds/usr/share/backgrounds/mate/nature/Dune.jpg',
  'mate-backgrounds/usr/share/backgrounds/mate/nature/Garden.jpg',
  'mate-backgrounds/usr/share/backgrounds/mate/nature/LadyBird.jpg',
  'mate-backgrounds/usr/share/backgrounds/mate/nature/TwoWings.jpg',
  'mate-backgrounds/usr/share/backgrounds/mate/nature/YellowFlower.jpg',
  'mate-backgrounds/usr/share/backgrounds/mate/nature/Wood.jpg',
  'mate-backgrounds/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg',
  'ukui-wallpapers/usr/share/backgrounds/string.jpg',
];
const CROP = 1024;
const SCALE = 4;
const WORKERS = 2;
const POSTER = { width: 7200, height: 10800 };
const POSTER_SECONDS_GOAL = 120;
/** Unsharp mask of the "lanczos3+sharpen" candidate (sharp's defaults for the rest). */
const SHARPEN = { sigma: 1 };
const SMOKE = process.env.UPSCALER_SMOKE === '1';

/** @typedef {{ data: Buffer, width: number, height: number }} Raw */
/** @typedef {{ data: Uint8ClampedArray, width: number, height: number }} Rgba */
/** @typedef {{ ssim: (a: Rgba, b: Rgba, options: { ssim: string }) => { mssim: number } }} SsimJs */

function installCandidates() {
  if (fs.existsSync(path.join(MODULES, 'node_modules/@upscalerjs/esrgan-thick/models/x4/model.json'))) return;
  fs.mkdirSync(MODULES, { recursive: true });
  fs.writeFileSync(path.join(MODULES, 'package.json'), '{ "private": true }\n');
  console.log(`Installing ${PACKAGES.join(' ')} into ${MODULES}`);
  execFileSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', ...PACKAGES],
    {
      cwd: MODULES,
      stdio: 'inherit',
    },
  );
}

/** The photos: the CC0 cat, plus the Debian packages' photos when apt-get can download them. */
function photos() {
  const list = [path.join(backend, 'test/fixtures/chelsea-cat.png')];
  if (SMOKE) return list;
  const debs = path.join(DIR, 'debs');
  try {
    if (!fs.existsSync(path.join(debs, DEBIAN_PHOTOS[0] ?? ''))) {
      fs.mkdirSync(debs, { recursive: true });
      execFileSync('apt-get', ['download', 'mate-backgrounds', 'ukui-wallpapers'], {
        cwd: debs,
        stdio: 'inherit',
      });
      for (const deb of fs.readdirSync(debs).filter((f) => f.endsWith('.deb'))) {
        execFileSync('dpkg-deb', ['-x', deb, deb.split('_')[0] ?? deb], { cwd: debs });
      }
    }
    list.push(...DEBIAN_PHOTOS.map((p) => path.join(debs, p)));
  } catch (error) {
    console.error(`No Debian photos (${String(error)}); measuring the fixture only`);
  }
  return list;
}

/** @param {import('sharp').Sharp} image @returns {Promise<Raw>} */
async function raw(image) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
/** @param {Raw} img */
const sharpOf = (img) => sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });

/** PSNR of the BT.601 luma, the border of `shave` px left out (as super-resolution papers measure). */
function psnrY(/** @type {Raw} */ a, /** @type {Raw} */ b, shave = SCALE) {
  const luma = (/** @type {Buffer} */ d, /** @type {number} */ i) =>
    0.299 * (d[i] ?? 0) + 0.587 * (d[i + 1] ?? 0) + 0.114 * (d[i + 2] ?? 0);
  let squared = 0;
  let count = 0;
  for (let y = shave; y < a.height - shave; y++)
    for (let x = shave; x < a.width - shave; x++) {
      const i = (y * a.width + x) * 3;
      const d = luma(a.data, i) - luma(b.data, i);
      squared += d * d;
      count++;
    }
  return 10 * Math.log10((255 * 255) / (squared / count));
}

/** The largest of the three channels' mean signed differences (a colour cast), in 8-bit levels. */
function colourCast(/** @type {Raw} */ a, /** @type {Raw} */ b) {
  const sums = [0, 0, 0];
  for (let i = 0; i < a.data.length; i++) sums[i % 3] += (b.data[i] ?? 0) - (a.data[i] ?? 0);
  return Math.max(...sums.map((s) => Math.abs(s / (a.width * a.height))));
}

/** @param {Raw} img @returns {Rgba} */
function rgba(img) {
  const out = new Uint8ClampedArray(img.width * img.height * 4);
  for (let i = 0, j = 0; i < img.data.length; i += 3, j += 4) {
    out[j] = img.data[i] ?? 0;
    out[j + 1] = img.data[i + 1] ?? 0;
    out[j + 2] = img.data[i + 2] ?? 0;
    out[j + 3] = 255;
  }
  return { data: out, width: img.width, height: img.height };
}

const jpeg = (/** @type {import('sharp').Sharp} */ image) =>
  image.jpeg({ quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false }).toBuffer();

/** @typedef {{ upscale(img: Raw): Promise<Raw>, poster(img: Raw): Promise<Buffer>, close(): Promise<void> }} Candidate */

/** lanczos3 in libvips, optionally followed by the unsharp mask. @param {boolean} sharpen @returns {Candidate} */
function lanczos(sharpen) {
  const finish = (/** @type {import('sharp').Sharp} */ image) => (sharpen ? image.sharpen(SHARPEN) : image);
  return {
    upscale: (img) =>
      raw(finish(sharpOf(img).resize(img.width * SCALE, img.height * SCALE, { kernel: 'lanczos3' }))),
    poster: (img) => jpeg(finish(sharpOf(img).resize(POSTER.width, POSTER.height, { kernel: 'lanczos3' }))),
    close: () => Promise.resolve(),
  };
}

/** @returns {Record<string, () => Promise<Candidate>>} */
function candidates() {
  /** @type {Record<string, () => Promise<Candidate>>} */
  const list = {
    lanczos3: () => Promise.resolve(lanczos(false)),
    'lanczos3+sharpen': () => Promise.resolve(lanczos(true)),
  };
  for (const model of ['esrgan-slim', 'esrgan-medium', 'esrgan-thick']) {
    list[model] = async () => {
      const esrgan = await startEsrgan({ model, scale: SCALE, workers: WORKERS, modules: MODULES });
      /** @param {Raw} img */
      const upscale = async (img) => ({
        data: await esrgan.upscale(img.data, img.width, img.height),
        width: img.width * SCALE,
        height: img.height * SCALE,
      });
      return {
        upscale,
        // x4 by the model, the rest of the way (x1.76 for a poster) by lanczos3, as a print file would be made
        poster: async (img) =>
          jpeg(sharpOf(await upscale(img)).resize(POSTER.width, POSTER.height, { kernel: 'lanczos3' })),
        close: () => esrgan.close(),
      };
    };
  }
  return list;
}

/** @param {() => Promise<unknown>} work */
async function timed(work) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

const mean = (/** @type {number[]} */ xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fixed = (/** @type {number} */ n, /** @type {number} */ digits) => n.toFixed(digits);

await run(async () => {
  installCandidates();
  const modules = createRequire(path.join(MODULES, 'package.json'));
  // ssim.js is installed by this bench outside the repo, so it has no types here
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  const ssimJs = /** @type {SsimJs} */ (modules('ssim.js'));
  const { ssim } = ssimJs;
  sharp.concurrency(os.availableParallelism());
  const files = photos();
  const cropsDir = path.join(DIR, 'crops');
  fs.mkdirSync(cropsDir, { recursive: true });

  // The originals (a centre crop of at most 1024 px, a multiple of 4) and their 4x bicubic reductions.
  const sets = [];
  for (const file of files) {
    const meta = await sharp(file).metadata();
    const width = Math.floor(Math.min(CROP, meta.width ?? 0) / SCALE) * SCALE;
    const height = Math.floor(Math.min(CROP, meta.height ?? 0) / SCALE) * SCALE;
    const left = Math.floor(((meta.width ?? 0) - width) / 2);
    const top = Math.floor(((meta.height ?? 0) - height) / 2);
    const original = await raw(sharp(file).extract({ left, top, width, height }));
    const small = await raw(sharpOf(original).resize(width / SCALE, height / SCALE, { kernel: 'cubic' }));
    const name = path.basename(file).replace(/\.\w+$/, '');
    sets.push({ name, size: `${meta.width}x${meta.height}`, original, small, outputs: { original } });
  }

  // The artwork of the poster: a painted style image at the generator's size (as print-files-bench.mjs uses).
  const artwork = await raw(
    sharp(path.join(backend, 'assets/styles/oil-painting.webp')).resize(1024, 1536, { fit: 'cover' }),
  );

  /** @type {Record<string, { psnr: number[], ssim: number[], cast: number[], cpuMsPerMpx: number, poster?: { ms: number, cpuMs: number, mb: number, estimated: boolean } }>} */
  const results = {};
  for (const [name, start] of Object.entries(candidates())) {
    if (SMOKE && name !== 'lanczos3' && name !== 'esrgan-slim') continue;
    const candidate = await start();
    const entry = {
      psnr: /** @type {number[]} */ ([]),
      ssim: /** @type {number[]} */ ([]),
      cast: /** @type {number[]} */ ([]),
      cpuMsPerMpx: 0,
    };
    let cpuMs = 0;
    let pixels = 0;
    for (const set of sets) {
      const run = await timed(() => candidate.upscale(set.small));
      const out = /** @type {Raw} */ (run.value);
      cpuMs += run.cpuMs;
      pixels += set.small.width * set.small.height;
      entry.psnr.push(psnrY(set.original, out));
      entry.ssim.push(ssim(rgba(set.original), rgba(out), { ssim: 'original' }).mssim);
      entry.cast.push(colourCast(set.original, out));
      /** @type {Record<string, Raw>} */ (set.outputs)[name] = out;
      console.log(name, set.name, fixed(entry.psnr.at(-1) ?? 0, 2), fixed(entry.ssim.at(-1) ?? 0, 4));
    }
    entry.cpuMsPerMpx = cpuMs / (pixels / 1e6);
    results[name] = entry;
    if (SMOKE) {
      // no poster
    } else if (name !== 'esrgan-thick' || process.env.UPSCALER_FULL_THICK === '1') {
      const poster = await timed(() => candidate.poster(artwork));
      const bytes = /** @type {Buffer} */ (poster.value);
      await sharp(bytes)
        .extract({ left: 3000, top: 4000, width: 800, height: 800 })
        .png()
        .toFile(path.join(cropsDir, `poster-${name}.png`));
      results[name].poster = { ms: poster.ms, cpuMs: poster.cpuMs, mb: bytes.length / 1e6, estimated: false };
    } else {
      // The model's measured CPU per input megapixel over the photos, for the poster's 1.57 Mpx, on two cores.
      const cpu = entry.cpuMsPerMpx * ((1024 * 1536) / 1e6);
      results[name].poster = { ms: cpu / WORKERS, cpuMs: cpu, mb: NaN, estimated: true };
    }
    console.log(name, results[name].poster);
    await candidate.close();
  }

  // Side by side: original, then each candidate, a 192 px window at the centre, each scaled 2x (nearest).
  const names = Object.keys(results);
  for (const set of sets) {
    const win = Math.min(192, set.original.width, set.original.height);
    const left = Math.floor((set.original.width - win) / 2);
    const top = Math.floor((set.original.height - win) / 2);
    const panels = await Promise.all(
      ['original', ...names].map((n) =>
        sharpOf(/** @type {Record<string, Raw>} */ (set.outputs)[n] ?? set.original)
          .extract({ left, top, width: win, height: win })
          .resize(win * 2, win * 2, { kernel: 'nearest' })
          .png()
          .toBuffer(),
      ),
    );
    await sharp({
      create: { width: win * 2 * panels.length, height: win * 2, channels: 3, background: '#fff' },
    })
      .composite(panels.map((input, i) => ({ input, left: i * win * 2, top: 0 })))
      .png()
      .toFile(path.join(cropsDir, `crop-${set.name}.png`));
  }
  console.log(`Crops (original, ${names.join(', ')}) in ${cropsDir}`);

  const base = results.lanczos3;
  const perPhoto = table(
    ['photo (size)', ...names.map((n) => `${n} PSNR / SSIM`)],
    sets.map((set, i) => [
      `${set.name} (${set.size})`,
      ...names.map((n) => `${fixed(results[n]?.psnr[i] ?? 0, 2)} / ${fixed(results[n]?.ssim[i] ?? 0, 4)}`),
    ]),
  );
  const summary = table(
    [
      'candidate',
      'mean PSNR dB',
      'vs lanczos3',
      'photos better (PSNR)',
      'mean SSIM',
      'mean colour cast',
      'CPU s per input Mpx',
      '24x36 poster wall s',
      'poster CPU s',
      `poster <= ${POSTER_SECONDS_GOAL} s`,
    ],
    names.map((n) => {
      const r = results[n];
      if (!r || !base) return [n];
      const better = r.psnr.filter((p, i) => p > (base.psnr[i] ?? Infinity)).length;
      const wall = r.poster ? r.poster.ms / 1000 : NaN;
      return [
        n,
        fixed(mean(r.psnr), 2),
        `${mean(r.psnr) - mean(base.psnr) >= 0 ? '+' : ''}${fixed(mean(r.psnr) - mean(base.psnr), 2)}`,
        `${better} of ${sets.length}`,
        fixed(mean(r.ssim), 4),
        fixed(mean(r.cast), 2),
        fixed(r.cpuMsPerMpx / 1000, 1),
        `${r.poster?.estimated ? '~' : ''}${fixed(wall, 1)}${r.poster?.estimated ? ' (est.)' : ''}`,
        fixed((r.poster?.cpuMs ?? NaN) / 1000, 1),
        r.poster && r.poster.cpuMs / WORKERS / 1000 <= POSTER_SECONDS_GOAL ? 'yes' : '**no**',
      ];
    }),
  );
  if (SMOKE) {
    console.log(summary);
    return;
  }
  await writeSection(
    'upscaler',
    `## Upscaler for print files

Method: backend/bench/upscaler-quality.mjs (\`npm run bench:upscaler -w backend\`). Photos: the CC0 cat of
backend/test/fixtures (451x300, the only small one) and ${sets.length - 1} photos of Debian's \`mate-backgrounds\`
(GPL-2+: grass, flowers, a ladybird, dandelion seeds, wood grain, and the painting "Elephants") and
\`ukui-wallpapers\` (CC-BY-SA-3.0: the digital image "string"). Each photo's centre (at most 1024x1024) is reduced
4x with sharp's bicubic kernel, enlarged 4x by each candidate and compared with the original: PSNR of the luma
(4 px border left out) and SSIM (ssim.js, "original" variant), plus the colour cast (the largest mean signed
difference of a channel, in 8-bit levels). Candidates: sharp's lanczos3 (today's print files), lanczos3 then
\`sharpen({ sigma: ${SHARPEN.sigma} })\`, and UpscalerJS' ESRGAN models ${PACKAGES.filter((p) => p.includes('esrgan')).join(', ')}
on ${PACKAGES[0]} + the WASM backend (models shipped in the npm packages, loaded from disk), 128 px tiles with 8 px
of context, one worker thread per core. The poster: a 1024x1536 artwork (backend/assets/styles/oil-painting.webp)
to 7200x10800 JPEG q95 4:4:4 (ESRGAN x4, then lanczos3 the rest of the way), model start included, on ${WORKERS}
cores; "poster CPU s" is the process's CPU time (all threads), the load-independent figure: on an idle 2-core
machine the wall time is about half of it. esrgan-thick's poster is estimated from its CPU per input megapixel
(\`UPSCALER_FULL_THICK=1\` runs it). Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.

Goal: a learned model replaces lanczos3 only if it wins clearly and a 24x36 poster takes <= ${POSTER_SECONDS_GOAL} s
on two cores (CPU s / 2 here).

${summary}

Per photo (PSNR dB / SSIM):

${perPhoto}
`,
  );
});
