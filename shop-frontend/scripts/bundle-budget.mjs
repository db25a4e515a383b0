// Bundle-size budget (docs/product.md P12): what a phone receives, i.e. the brotli-compressed build, per route chunk and for
// the landing page (the entry, the landing route and everything they import statically, plus its HTML and CSS).
// Fails (exit 1) when a budget of bundle-budget.json is crossed. `--build` runs `vite build` first; without it the
// existing dist/ is measured. Vite's own report shows gzip sizes of raw files, not what is sent.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(appDir, 'dist');
const LANDING_ROUTE = 'src/app/routes/landing-route.tsx';

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk */

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
const manifest = /** @type {Record<string, Chunk>} */ (readJson(manifestPath));
const budget =
  /** @type {{ landingJavaScriptKb: number, landingTotalKb: number, routeChunkKb: number, anyChunkKb: number }} */ (
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

/**
 * The chunks a chunk needs before it runs: itself and its static imports, recursively.
 * @param {string} key
 * @param {Set<string>} seen
 * @returns {Set<string>}
 */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey || !manifest[LANDING_ROUTE]) {
  console.error(`bundle-budget: entry or ${LANDING_ROUTE} missing from the manifest`);
  process.exit(1);
}
// The entry only loads the app (src/main.tsx imports src/app/start.tsx dynamically): what it loads counts as the
// entry's own, with everything that imports statically; the route chunks the router loads later do not.
const entryLoads = manifest[entryKey]?.dynamicImports ?? [];
const landingKeys = new Set([
  ...closure(entryKey),
  ...entryLoads.flatMap((key) => [...closure(key)]),
  ...closure(LANDING_ROUTE),
]);
const landingChunks = [...landingKeys].map((key) => /** @type {Chunk} */ (manifest[key]));
const landingJs = landingChunks.map((chunk) => chunk.file);
const landingCss = landingChunks.flatMap((chunk) => chunk.css ?? []);
const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;
const jsBytes = landingJs.reduce((sum, file) => sum + sent(file), 0);
// The landing page's HTML is the prerendered one (scripts/prerender.mjs) when the build made it, else the shell.
const landingHtml = existsSync(resolve(dist, 'prerendered/index.html'))
  ? 'prerendered/index.html'
  : 'index.html';
const totalBytes = jsBytes + landingCss.reduce((sum, file) => sum + sent(file), 0) + sent(landingHtml);

/** @type {string[]} */
const failures = [];
/** @type {[string, number, number][]} */
const rows = [
  ['landing page JavaScript', kb(jsBytes), budget.landingJavaScriptKb],
  ['landing page in all (HTML, JS, CSS)', kb(totalBytes), budget.landingTotalKb],
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
console.log(`  landing page files: ${[landingHtml, ...landingJs].join(', ')}`);
if (failures.length > 0) {
  console.error(`bundle-budget: ${failures.length} budget(s) crossed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle-budget: every budget met');
