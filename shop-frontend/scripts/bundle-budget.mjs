// Bundle-size budget (docs/product.md P12): what a phone receives, i.e. the brotli-compressed build, per route chunk, for
// the landing page as it loads (its prerendered HTML, the entry and its static imports) and for the app the entry loads
// at the first interaction (with the landing route).
// Fails (exit 1) when a budget of bundle-budget.json is crossed. `--build` runs `vite build` first; without it the
// existing dist/ is measured. Vite's own report shows gzip sizes of raw files, not what is sent.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { closure, entryKey, readManifest } from './vite-manifest.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(appDir, 'dist');
const LANDING_ROUTE = 'src/app/routes/landing-route.tsx';

/** @typedef {import('./vite-manifest.mjs').Chunk} Chunk */

if (process.argv.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: appDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifestPath = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('bundle-budget: no dist/.vite/manifest.json; run `vite build` first or pass --build');
  process.exit(1);
}
/**
 * @param {string} path
 * @returns {unknown}
 */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const manifest = readManifest(dist);
const budget =
  /** @type {{ landingJavaScriptKb: number, landingTotalKb: number, appKb: number, routeChunkKb: number, anyChunkKb: number }} */ (
    readJson(resolve(appDir, 'bundle-budget.json'))
  );

/**
 * Brotli size in bytes: the .br the build made, else compressed here at the same setting.
 * @param {string} file
 */
function sent(file) {
  const path = resolve(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** @param {string} key */
const closureOf = (key) => closure(manifest, key);

const entry = entryKey(manifest);
if (!entry || !manifest[LANDING_ROUTE]) {
  console.error(`bundle-budget: entry or ${LANDING_ROUTE} missing from the manifest`);
  process.exit(1);
}
const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;
/** @param {Iterable<string>} keys */
const chunksOf = (keys) => [...keys].map((key) => /** @type {Chunk} */ (manifest[key]));
/** @param {Chunk[]} chunks */
const jsSent = (chunks) => chunks.reduce((sum, chunk) => sum + sent(chunk.file), 0);
/** @param {Chunk[]} chunks */
const cssSent = (chunks) =>
  chunks.flatMap((chunk) => chunk.css ?? []).reduce((sum, file) => sum + sent(file), 0);

// What a visitor's phone receives for the landing page before they touch it: the prerendered HTML
// (scripts/prerender.mjs) and the entry with what it imports statically. The entry loads the app itself
// (src/main.tsx -> src/app/start.tsx) only at the visitor's first interaction (or at once, for a stored session):
// that app, with the landing route it then adopts the page with, is budgeted on its own line.
const landingHtml = existsSync(resolve(dist, 'prerendered/index.html'))
  ? 'prerendered/index.html'
  : 'index.html';
const atLoad = chunksOf(closureOf(entry));
const atLoadJs = jsSent(atLoad);
const atLoadTotal = atLoadJs + cssSent(atLoad) + sent(landingHtml);
const appKeys = new Set([
  ...(manifest[entry]?.dynamicImports ?? []).flatMap((key) => [...closureOf(key)]),
  ...closureOf(LANDING_ROUTE),
]);
for (const key of closureOf(entry)) appKeys.delete(key);
const app = chunksOf(appKeys);
const appBytes = jsSent(app) + cssSent(app);

/** @type {string[]} */
const failures = [];
/** @type {[string, number, number][]} */
const rows = [
  ['landing page JavaScript at load', kb(atLoadJs), budget.landingJavaScriptKb],
  ['landing page in all at load (HTML, JS, CSS)', kb(atLoadTotal), budget.landingTotalKb],
  ['the app, loaded at the first interaction (landing route included)', kb(appBytes), budget.appKb],
];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const isRoute = chunk.isDynamicEntry && key.startsWith('src/app/routes/');
  rows.push([
    isRoute ? `route ${key.replace('src/app/routes/', '')}` : `chunk ${chunk.file}`,
    kb(sent(chunk.file)),
    isRoute ? budget.routeChunkKb : budget.anyChunkKb,
  ]);
}
console.log('Compressed (brotli) sizes against bundle-budget.json:');
for (const [name, size, limit] of rows) {
  const over = size > limit;
  if (over) failures.push(`${name}: ${size} KB > ${limit} KB`);
  if (over || !String(name).startsWith('chunk '))
    console.log(`  ${over ? 'OVER' : 'ok  '} ${name}: ${size} KB (budget ${limit} KB)`);
}
console.log(
  `  landing page files at load: ${[landingHtml, ...atLoad.map((chunk) => chunk.file)].join(', ')}`,
);
if (failures.length > 0) {
  console.error(`bundle-budget: ${failures.length} budget(s) crossed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle-budget: every budget met');
