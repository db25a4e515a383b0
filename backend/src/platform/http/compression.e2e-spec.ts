import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createAdminStaticServer } from './static-sites';
import { createTestApp, testConfig, type TestApp } from '../../../test/create-test-app';
import { precompressedVariant } from './static-sites';

const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX = `<!doctype html><title>Shop</title><script src="/runtime-config.js"></script>${' '.repeat(2000)}`;
const LANDING = INDEX.replace('<title>', '<main>Turn your pet into art</main><title>');
const SIGN_IN = INDEX.replace('<title>', '<form>Sign in</form><title>');
const CREATE_SIGNED_IN = INDEX.replace('<title>', '<main>Let us create your art</main><title>');
const CREATE_SHELL = INDEX.replace('<title>', '<link rel="modulepreload" href="/assets/app-1.js"><title>');

/** A built app as `vite build` leaves it: every text file also as name.br and name.gz. */
function builtDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-compressed-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, body: string) => {
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  };
  write('index.html', INDEX);
  write('assets/app-1.js', APP_JS);
  fs.mkdirSync(path.join(dir, 'prerendered'));
  write('prerendered/index.html', LANDING);
  write('prerendered/auth.html', SIGN_IN);
  write('prerendered/app-create.html', CREATE_SHELL);
  write('prerendered/app-create-signed-in.html', CREATE_SIGNED_IN);
  fs.writeFileSync(
    path.join(dir, 'prerendered/pages.json'),
    JSON.stringify({
      '/': { file: 'index.html', dependsOn: [] },
      '/auth': { file: 'auth.html', dependsOn: ['tab', 'verified'] },
      '/app/create': { file: 'app-create.html', dependsOn: [], signedInFile: 'app-create-signed-in.html' },
    }),
  );
  return dir;
}

/** Size of a file in the dist: the Content-Length of the copy that was sent (superagent decodes the body). */
function sizeOf(dist: string, name: string): string {
  return String(fs.statSync(path.join(dist, name)).size);
}

describe('compression of what the shop sends', () => {
  const dist = builtDist();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SHOP_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
  ])('serves the precompressed asset for Accept-Encoding "%s" as %s', async (accept, encoding, suffix) => {
    const res = await t.request.get('/assets/app-1.js').set('accept-encoding', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(sizeOf(dist, `assets/app-1.js${suffix}`));
    expect(res.text).toBe(APP_JS);
  });

  it('sends the file as it is without an accepted encoding', async () => {
    const res = await t.request.get('/assets/app-1.js').set('accept-encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(APP_JS);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('does not expose the compressed copies as files of their own (the SPA page answers)', async () => {
    const res = await t.request.get('/assets/app-1.js.br').set('accept-encoding', 'identity');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toBe(INDEX);
  });

  it('serves the SPA fallback (index.html) precompressed too', async () => {
    const res = await t.request.get('/app/order-history').set('accept-encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-length']).toBe(sizeOf(dist, 'index.html.br'));
    expect(res.text).toBe(INDEX);
  });

  it('answers / and /auth with their prerendered pages (precompressed) unless the query changes the page; every other page gets the empty shell', async () => {
    const landing = await t.request.get('/').set('accept-encoding', 'br');
    expect(landing.status).toBe(200);
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers['content-length']).toBe(sizeOf(dist, 'prerendered/index.html.br'));
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.text).toBe(LANDING);
    const signIn = await t.request.get('/auth?redirect=%2Fapp%2Fcheckout').set('accept-encoding', 'identity');
    expect(signIn.headers['content-encoding']).toBeUndefined();
    expect(signIn.text).toBe(SIGN_IN);
    expect((await t.request.get('/?utm_source=mail').set('accept-encoding', 'identity')).text).toBe(LANDING);
    // A parameter the page was rendered without changes what it shows: the shell, not the sign-in tab.
    for (const other of ['/auth?tab=register', '/auth?verified=true&x=1']) {
      expect((await t.request.get(other).set('accept-encoding', 'identity')).text).toBe(INDEX);
    }
    expect((await t.request.head('/auth')).status).toBe(200);
    // Not the landing page under another address, and the files are not routes of their own.
    for (const other of ['/index.html', '/app/style/1', '/prerendered/index.html', '/auth/forgot-password']) {
      expect((await t.request.get(other).set('accept-encoding', 'identity')).text).toBe(INDEX);
    }
  });

  it('answers /app/create signed in only to a browser with the signed-in cookie, and varies on the cookie', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const page = (cookie?: string) => {
      const request = t.request.get('/app/create').set('accept-encoding', 'br');
      return cookie === undefined ? request : request.set('cookie', cookie);
    };
    const signedIn = await page(`petart_signed_in=${encodeURIComponent(fastify.signCookie('1'))}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toBe(CREATE_SIGNED_IN);
    expect(signedIn.headers['content-length']).toBe(sizeOf(dist, 'prerendered/app-create-signed-in.html.br'));
    expect(signedIn.headers['vary']).toMatch(/^Cookie, Accept-Encoding$/i);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    // No cookie, an unsigned or a forged one, or another value: the preloading shell.
    for (const cookie of [undefined, 'petart_signed_in=1', 'petart_signed_in=1.forged', 'other=1']) {
      const shell = await page(cookie);
      expect(shell.text).toBe(CREATE_SHELL);
      expect(shell.headers['vary']).toMatch(/cookie/i);
    }
    expect((await page(`petart_signed_in=${encodeURIComponent(fastify.signCookie('0'))}`)).text).toBe(
      CREATE_SHELL,
    );
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const big = await t.request.get('/api/catalogue').set('accept-encoding', 'gzip');
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.stringify(big.body).length).toBeGreaterThan(1024);
    const brotli = await t.request.get('/api/catalogue').set('accept-encoding', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    const small = await t.request.get('/api/health').set('accept-encoding', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the admin static server', () => {
  it('serves precompressed files with Content-Encoding and Vary', async () => {
    const dist = builtDist();
    const server = await createAdminStaticServer(testConfig({ ADMIN_DIST_DIR: dist }));
    try {
      const res = await server!.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      const index = await server!.inject({ url: '/orders', headers: { 'accept-encoding': 'gzip' } });
      expect(index.headers['content-encoding']).toBe('gzip');
    } finally {
      await server?.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('precompressedVariant', () => {
  it('prefers brotli, honours q=0 and needs the file', () => {
    const dist = builtDist();
    const file = path.join(dist, 'index.html');
    expect(precompressedVariant(file, 'gzip, br')?.encoding).toBe('br');
    expect(precompressedVariant(file, 'br;q=0, gzip;q=0.5')?.encoding).toBe('gzip');
    expect(precompressedVariant(file, '*')?.encoding).toBe('br');
    expect(precompressedVariant(file, undefined)).toBeUndefined();
    expect(precompressedVariant(path.join(dist, 'missing.html'), 'br')).toBeUndefined();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
