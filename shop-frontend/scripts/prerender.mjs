// Build-time prerender of the pages a visitor lands on first (docs/decisions.md "Prerendered landing and sign-in
// pages", "Signed-in create page"): each is rendered with the real routes and providers
// (src/prerender/entry-server.tsx) and written into a copy of dist/index.html as dist/prerendered/<name>.html (+ .br
// / .gz like every built file). The backend serves them for exactly these paths (pages.json); every other path keeps
// the empty shell. Run after `vite build`.
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
  // The sign-in page, where the landing page leads, is a page load of its own whose app files are this page's.
  // Every tap on the landing page works without the app (links, the FAQ and the menu as `<details>`, the slider):
  // a signed-out reader never downloads it, unless they ask for something only the app answers.
  '/': { name: 'index', dependsOn: [], next: [], appAtIdle: false },
  // src/features/auth/components/auth-page.tsx: the tab, and the return from the verification link.
  // The sign-in form is answered by the app (its checks, Log In): it comes once the page has loaded.
  '/auth': {
    name: 'auth',
    dependsOn: ['tab', 'verified', 'reason'],
    next: ['src/app/routes/app-route.tsx', 'src/app/routes/create-route.tsx'],
    appAtIdle: true,
  },
};
/**
 * `next`: the route modules of the page a visitor most likely goes to from there (the create page after a login). Their files are named in `<meta name="app-chunks">` and fetched into the
 * cache once the page has loaded and the browser is idle (src/app/prefetch.ts), without running them.
 * `appAtIdle`: whether a signed-out visitor's page loads the app once it has loaded and the browser is idle (the
 * root's `data-app-at-idle`, read by src/main.tsx), or only at the visitor's first request that only the app
 * answers (a key, a focus in a text field, a button: src/app/until-first-interaction.ts).
 */
/**
 * Pages behind sign-in: a stranger gets the shell, which for these paths asks at once for the app and the page's
 * route chunks (<link rel="modulepreload">) instead of one wave after another as each module finds out what it
 * imports. A browser with a session gets the page prerendered signed in (no user in it: docs/decisions.md "Signed-in
 * create page"). `/app/create` is where every login lands.
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
/** @type {Record<string, { file: string, dependsOn: string[], signedInFile?: string }>} */
const pages = {};

/**
 * A copy of the shell with `head` at the end of its <head> and, when given, `root` in place of its root. Inserted as
 * they are: a replacement given as a string would read `$1`, `$&`, `$'` in them as patterns, and the landing page's
 * "$159.99" became the shell's loading indicator followed by "59.99" (docs/decisions.md D-182). Functions are not
 * read.
 * @param {string} head
 * @param {string} [root]
 */
function intoShell(head, root) {
  const html = shell.replace('</head>', () => `${head}</head>`);
  return root === undefined ? html : html.replace(ROOT, () => root);
}

/**
 * Writes a page as dist/prerendered/<name>.html with its .br and .gz copies, and lists it for the backend.
 * @param {string} path
 * @param {string} name
 * @param {string} html
 * @param {string[]} dependsOn
 * @param {boolean} [signedIn] the page's variant for a browser with a session
 */
function writePage(path, name, html, dependsOn, signedIn = false) {
  const file = resolve(dist, 'prerendered', `${name}.html`);
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  if (signedIn) {
    const page = pages[path];
    if (!page) throw new Error(`prerender: ${path} has a signed-in variant but no page`);
    page.signedInFile = `${name}.html`;
  } else pages[path] = { file: `${name}.html`, dependsOn };
  console.log(`prerendered ${path} -> dist/prerendered/${name}.html (${Math.round(html.length / 1024)} KB)`);
}

/**
 * Emotion's server tags (one per component, in render order) as the app adopts them without moving any
 * (src/app/emotion-cache.tsx): the global styles each in its own tag, marked as already in <head> (`data-s`), which
 * the `<Global>` that wrote it takes over; then every component style in one tag Emotion does not look for,
 * `data-prerendered-emotion="css name1 name2 ..."`, whose names the app's cache is told. Emotion would otherwise move
 * each tag to the end of <head> and back when the app starts, and the browser parses a moved style sheet again
 * (docs/decisions.md D-190). The order is the one Emotion keeps on the client: globals before the components.
 * @param {string[]} tags
 */
function emotionHead(tags) {
  const globals = /** @type {string[]} */ ([]);
  const names = /** @type {string[]} */ ([]);
  const rules = /** @type {string[]} */ ([]);
  for (const tag of tags) {
    const [, attribute = '', text = ''] = /^<style data-emotion="([^"]*)">([^<]*)<\/style>$/.exec(tag) ?? [];
    if (attribute.startsWith('css ')) {
      names.push(...attribute.slice('css '.length).split(' '));
      rules.push(text);
    } else globals.push(`<style data-emotion="${attribute}" data-s="">${text}</style>`);
  }
  const components =
    names.length > 0
      ? `<style data-prerendered-emotion="css ${names.join(' ')}">${rules.join('')}</style>`
      : '';
  return `${globals.join('')}${components}`;
}

const manifest = readManifest(dist);
// The pages are rendered by the libraries' production builds, as the browser runs them: in development MUI names each
// style after its component (`css-t0tph0-MuiListItemButton-root` where the app has `css-uftmja`), so the app found
// none of the page's styles in it and compiled and inserted every one again while adopting the page.
process.env.NODE_ENV = 'production';
const vite = await createServer({
  mode: 'production',
  root: appDir,
  configFile: resolve(appDir, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const { render, renderQueries } =
    /** @type {{ render: (path: string, options?: { signedIn?: boolean }) => Promise<string>, renderQueries: (path: string) => string }} */ (
      await vite.ssrLoadModule('/src/prerender/entry-server.tsx')
    );
  mkdirSync(resolve(dist, 'prerendered'), { recursive: true });
  /**
   * The page at `path` rendered into a copy of the shell. Emotion writes each component's <style> just before it.
   * Moved, in the same order, to the end of <head> (as the app's Emotion cache adopts them: `emotionHead`): the page is
   * styled from its first byte on, and the browser does not paint a half-parsed, half-styled body that then grows
   * and shifts (the centred sign-in card did).
   * @param {string} path
   * @param {string} head what else goes at the end of <head>
   * @param {{ signedIn?: boolean, appAtIdle?: boolean }} [options]
   */
  const prerendered = async (path, head, options = {}) => {
    const styles = /** @type {string[]} */ ([]);
    const markup = (await render(path, { signedIn: options.signedIn })).replace(
      /<style data-emotion="[^"]*">[^<]*<\/style>/g,
      (tag) => {
        styles.push(tag);
        return '';
      },
    );
    const marker = `${options.signedIn ? ' data-signed-in' : ''}${options.appAtIdle ? ' data-app-at-idle' : ''}`;
    const html = intoShell(
      `${emotionHead(styles)}${head}`,
      `<div id="root" data-prerendered="${path}"${marker}>${markup}</div>${renderQueries(path)}`,
    );
    // React adopts the page only if its first render is this markup, character for character (a mismatch makes it
    // build the whole page again on the client).
    if (!html.includes(markup))
      throw new Error(`prerender: ${path} lost part of its markup on the way into the shell`);
    return html;
  };
  const entry = entryKey(manifest) ?? '';
  const loadedByEntry = closure(manifest, entry);
  const app = /** @type {Set<string>} */ (new Set());
  for (const key of manifest[entry]?.dynamicImports ?? []) closure(manifest, key, app);
  for (const [path, { name, dependsOn, next, appAtIdle }] of Object.entries(PRERENDERED_PAGES)) {
    const needed = /** @type {Set<string>} */ (new Set());
    for (const route of next) {
      if (!manifest[route]) throw new Error(`prerender: ${route} (next of ${path}) is not in the build`);
      closure(manifest, route, needed);
    }
    const files = [...needed]
      .filter((key) => !loadedByEntry.has(key) && !app.has(key))
      .map((key) => `/${manifest[key]?.file}`);
    const chunks = files.length > 0 ? `<meta name="app-chunks" content="${files.join(' ')}">` : '';
    writePage(path, name, await prerendered(path, chunks, { appAtIdle }), dependsOn);
  }
  for (const [path, { name, routes }] of Object.entries(PRELOADED_SHELLS)) {
    const needed = /** @type {Set<string>} */ (new Set());
    for (const key of [...(manifest[entry]?.dynamicImports ?? []), ...routes]) closure(manifest, key, needed);
    if (!routes.every((route) => manifest[route]))
      throw new Error(`prerender: a route of ${path} is not in the build`);
    const files = [...needed]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `/${manifest[key]?.file}`);
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    writePage(path, name, intoShell(links), []);
    // The same page rendered signed in, for a browser with a session (the backend picks it by the signed-in
    // cookie). It paints before any script and loads the app once the page has loaded and the browser is idle (not
    // preloaded: the files would share the phone's first second with what it paints).
    writePage(path, `${name}-signed-in`, await prerendered(path, '', { signedIn: true }), [], true);
  }
  writeFileSync(resolve(dist, 'prerendered', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
} finally {
  await vite.close();
}
