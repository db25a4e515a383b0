// Serves the admin build with docker/admin-nginx.conf through the machine's nginx (Debian: apt-get install nginx
// libnginx-mod-http-brotli-static, as docker/admin.Dockerfile does) and checks what a browser gets: the .br copy for
// `br`, the .gz copy for `gzip`, the file itself otherwise, with Vary: Accept-Encoding, the SPA fallback and the
// security headers. Docker does not run everywhere; this checks the same nginx and configuration without it.
// Usage (after `npm run build -w admin-frontend`): node docker/check-admin-nginx.mjs
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(repo, 'admin-frontend', 'dist');
const port = Number(process.env.CHECK_PORT ?? 8089);
const apiUrl = 'https://shop.example/api';
const work = mkdtempSync(join(tmpdir(), 'petart-admin-nginx-'));

// The container's start command substitutes only API_URL; root and port are this machine's.
const server = readFileSync(join(repo, 'docker', 'admin-nginx.conf'), 'utf8')
  .replaceAll('${API_URL}', apiUrl)
  .replace('listen 80;', `listen 127.0.0.1:${port};`)
  .replace('root /usr/share/nginx/html;', `root ${dist};`);
writeFileSync(
  join(work, 'nginx.conf'),
  `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work};
  ${server}
}
`,
);
const nginx = (/** @type {string[]} */ ...args) =>
  spawnSync('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), ...args], { encoding: 'utf8' });

/**
 * A GET with the bytes as sent (fetch would decompress them).
 * @param {string} path
 * @param {string} accept
 * @returns {Promise<{ status: number, headers: Map<string, string>, body: Buffer }>}
 */
const get = (path, accept) =>
  new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': accept } }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: new Map(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });

const failures = /** @type {string[]} */ ([]);
const check = (/** @type {boolean} */ ok, /** @type {string} */ what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// What the container's start command writes next to the build.
const runtimeConfig = join(dist, 'runtime-config.js');
writeFileSync(
  runtimeConfig,
  readFileSync(join(repo, 'docker', 'admin-runtime-config.js.template'), 'utf8').replaceAll(
    '${API_URL}',
    apiUrl,
  ),
);
const started = nginx();
if (started.status !== 0) {
  console.error(started.stderr);
  process.exit(1);
}
try {
  const asset = readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'));
  if (!asset) throw new Error('no built asset: run `npm run build -w admin-frontend` first');
  for (const [path, file] of [
    [`/assets/${asset}`, join(dist, 'assets', asset)],
    ['/', join(dist, 'index.html')],
    ['/orders/123', join(dist, 'index.html')],
  ]) {
    const original = readFileSync(file);
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['identity', null, (/** @type {Buffer} */ body) => body],
    ]) {
      const response = await get(path, accept);
      const { body } = response;
      const sentEncoding = response.headers.get('content-encoding') ?? null;
      check(response.status === 200, `${path} (${accept}): 200`);
      check(
        sentEncoding === encoding,
        `${path} (${accept}): Content-Encoding ${encoding ?? 'none'} (got ${sentEncoding})`,
      );
      check(
        /accept-encoding/i.test(response.headers.get('vary') ?? ''),
        `${path} (${accept}): Vary: Accept-Encoding`,
      );
      check(decode(body).equals(original), `${path} (${accept}): the built file's bytes`);
      if (encoding === 'br')
        check(body.length < original.length, `${path}: brotli copy smaller than the file`);
    }
  }
  // Every answer keeps the server's security headers; built files are cached for a year, the runtime config never.
  for (const path of ['/', `/assets/${asset}`, '/runtime-config.js']) {
    const { headers } = await get(path, 'identity');
    check(headers.get('x-content-type-options') === 'nosniff', `${path}: X-Content-Type-Options nosniff`);
    check(headers.get('x-frame-options') === 'DENY', `${path}: X-Frame-Options DENY`);
  }
  const cached = await get(`/assets/${asset}`, 'br');
  check(cached.headers.get('cache-control') === 'max-age=31536000', '/assets/*: cached for a year');
  const config = await get('/runtime-config.js', 'identity');
  check(config.headers.get('cache-control') === 'no-cache', '/runtime-config.js: revalidated every time');
  const page = await get('/', 'identity');
  check(
    (page.headers.get('content-security-policy') ?? '').includes(`connect-src 'self' ${apiUrl}/`),
    '/ carries the admin policy with API_URL',
  );
  check(
    (await get('/runtime-config.js', 'identity')).body.toString().includes(apiUrl),
    '/runtime-config.js: API_URL',
  );
} finally {
  nginx('-s', 'quit');
  rmSync(work, { recursive: true, force: true });
  rmSync(runtimeConfig, { force: true });
}
if (failures.length > 0) {
  console.error(`check-admin-nginx: ${failures.length} failed`);
  process.exit(1);
}
console.log('check-admin-nginx: the admin build is served precompressed (br, gzip) as it should be');
