// Build-time prerender of the public pages a visitor lands on first (docs/decisions.md "Prerendered landing and
// sign-in pages"): each is rendered signed out with the real routes and providers (src/prerender/entry-server.tsx)
// and written into a copy of dist/index.html as dist/prerendered/<name>.html (+ .br / .gz like every built file).
// The backend serves them for exactly these paths; every other path keeps the empty shell. Run after `vite build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(appDir, 'dist');

/** Path -> file name under dist/prerendered (the backend maps them back: index -> /, auth -> /auth). */
const PRERENDERED_PAGES = { '/': 'index', '/auth': 'auth' };
const ROOT = '<div id="root"></div>';

const shell = readFileSync(resolve(dist, 'index.html'), 'utf8');
if (!shell.includes(ROOT)) {
  console.error(`prerender: dist/index.html has no ${ROOT}`);
  process.exit(1);
}
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
  for (const [path, name] of Object.entries(PRERENDERED_PAGES)) {
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
    const file = resolve(dist, 'prerendered', `${name}.html`);
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    console.log(
      `prerendered ${path} -> dist/prerendered/${name}.html (${Math.round(html.length / 1024)} KB)`,
    );
  }
} finally {
  await vite.close();
}
