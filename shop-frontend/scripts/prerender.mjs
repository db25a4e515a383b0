// Build-time prerender of the public pages a visitor lands on first (docs/decisions.md "Prerendered landing and
// sign-in pages"): each is rendered signed out with the real routes and providers (src/prerender/entry-server.tsx)
// and written into a copy of dist/index.html as dist/prerendered/<name>.html (+ .br / .gz like every built file).
// The backend serves them for exactly these paths; every other path keeps the empty shell. Run after `vite build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { closure, entryKey, readManifest } from './vite-manifest.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(appDir, 'dist');

/**
 * Path -> file name under dist/prerendered, and the query parameters that change what the page shows (it is rendered
 * without them). The backend reads this list from dist/prerendered/pages.json and answers a request carrying one of
 * those parameters with the empty shell instead: `/auth?tab=register` must not paint the sign-in tab first.
 */
const PRERENDERED_PAGES = {
  '/': { name: 'index', dependsOn: [] },
  // src/features/auth/components/auth-page.tsx: the tab, and the return from the verification link.
  '/auth': { name: 'auth', dependsOn: ['tab', 'verified', 'reason'] },
};
/**
 * Pages behind sign-in depend on the user, so they keep the shell; the shell for these paths also asks at once for
 * the app and the page's route chunks (<link rel="modulepreload">), instead of one wave after another as each module
 * finds out what it imports. `/app/create` is where every login lands.
 */
const PRELOADED_SHELLS = {
  '/app/create': {
    name: 'app-create',
    routes: ['src/app/routes/app-route.tsx', 'src/app/routes/create-route.tsx'],
  },
};
/** The shell's root: empty but for the loading indicator (index.html). */
const ROOT = /<div id="root">\s*(<div class="boot-loader"[\s\S]*?<\/svg>\s*<\/div>)?\s*<\/div>/;

const shell = readFileSync(resolve(dist, 'index.html'), 'utf8');
if (!ROOT.test(shell)) {
  console.error(`prerender: dist/index.html has no <div id="root">`);
  process.exit(1);
}
/** @type {Record<string, { file: string, dependsOn: string[] }>} */
const pages = {};

/**
 * Writes a page as dist/prerendered/<name>.html with its .br and .gz copies, and lists it for the backend.
 * @param {string} path
 * @param {string} name
 * @param {string} html
 * @param {string[]} dependsOn
 */
function writePage(path, name, html, dependsOn) {
  const file = resolve(dist, 'prerendered', `${name}.html`);
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  pages[path] = { file: `${name}.html`, dependsOn };
  console.log(`prerendered ${path} -> dist/prerendered/${name}.html (${Math.round(html.length / 1024)} KB)`);
}

const manifest = readManifest(dist);
const vite = await createServer({
  root: appDir,
  configFile: resolve(appDir, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const { render } = /** @type {{ render: (path: string) => Promise<string> }} */ (
    await vite.ssrLoadModule('/src/prerender/entry-server.tsx')
  );
  mkdirSync(resolve(dist, 'prerendered'), { recursive: true });
  for (const [path, { name, dependsOn }] of Object.entries(PRERENDERED_PAGES)) {
    // Emotion writes each component's <style> just before it. Moved, in the same order, to the end of <head> (where
    // Emotion itself moves them when the app starts): the page is styled from its first byte on, and the browser
    // does not paint a half-parsed, half-styled body that then grows and shifts (the centred sign-in card did).
    const styles = /** @type {string[]} */ ([]);
    const markup = (await render(path)).replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, (tag) => {
      styles.push(tag);
      return '';
    });
    const html = shell
      .replace('</head>', `${styles.join('')}</head>`)
      .replace(ROOT, `<div id="root" data-prerendered="${path}">${markup}</div>`);
    writePage(path, name, html, dependsOn);
  }
  const entry = entryKey(manifest) ?? '';
  const loadedByEntry = closure(manifest, entry);
  for (const [path, { name, routes }] of Object.entries(PRELOADED_SHELLS)) {
    const needed = /** @type {Set<string>} */ (new Set());
    for (const key of [...(manifest[entry]?.dynamicImports ?? []), ...routes]) closure(manifest, key, needed);
    if (!routes.every((route) => manifest[route]))
      throw new Error(`prerender: a route of ${path} is not in the build`);
    const links = [...needed]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
    writePage(path, name, shell.replace('</head>', `${links.join('')}</head>`), []);
  }
  writeFileSync(resolve(dist, 'prerendered', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
} finally {
  await vite.close();
}
