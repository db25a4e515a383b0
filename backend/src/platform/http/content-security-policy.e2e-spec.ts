import type { FastifyInstance } from 'fastify';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestApp, REPO_ROOT, testConfig, type TestApp } from '../../../test/create-test-app';
import { contentSecurityPolicy } from './content-security-policy';
import { createAdminStaticServer } from './static-sites';

/** The directives of a CSP header as name → sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const SHOP_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const STRIPE_ENV = {
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
};

function fakeDist(title: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-csp-dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${title}</title><script src="/runtime-config.js"></script>`,
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  return dir;
}

/** <script> elements with inline code (no src) in an HTML document. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => !/\bsrc\s*=/.test(attributes) || body.trim() !== '')
    .map(([whole]) => whole);
}

describe('Content-Security-Policy', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  describe('shop (API origin), local payments', () => {
    let t: TestApp;
    beforeAll(async () => {
      const shopDir = fakeDist('PetArt shop');
      dirs.push(shopDir);
      t = await createTestApp({
        SHOP_DIST_DIR: shopDir,
        PUBLIC_URL: 'https://shop.example',
        API_DOCS: 'true',
      });
    });
    afterAll(() => t?.close());

    it.each(['/', '/app/create', '/app/order-confirmation/abc?x=1', '/auth'])(
      'sends the strict policy with the HTML of %s',
      async (url) => {
        const res = await t.request.get(url);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(directives(res.headers['content-security-policy'])).toEqual(SHOP_POLICY);
        expect(res.headers['x-frame-options']).toBe('DENY');
      },
    );

    it('sends it with scripts, runtime config and API answers too, and no HSTS outside production', async () => {
      for (const url of ['/assets/app-1.js', '/runtime-config.js', '/api/catalogue', '/api/nothing']) {
        const res = await t.request.get(url);
        expect(directives(res.headers['content-security-policy'])).toEqual(SHOP_POLICY);
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('Swagger UI runs under it (no inline script)', async () => {
      const res = await t.request.get('/api/docs');
      expect(res.status).toBe(200);
      expect(res.text).toContain('swagger-ui-init.js');
      expect(inlineScripts(res.text)).toEqual([]);
      expect(res.headers['content-security-policy']).toBeDefined();
    });
  });

  describe('shop with PAYMENT_GATEWAY=stripe, production profile', () => {
    let t: TestApp;
    beforeAll(async () => {
      const shopDir = fakeDist('PetArt shop');
      dirs.push(shopDir);
      t = await createTestApp({
        ...STRIPE_ENV,
        APP_PROFILE: 'production',
        ALLOW_LOCAL_ADAPTERS: 'true',
        SHOP_DIST_DIR: shopDir,
      });
    });
    afterAll(() => t?.close());

    it("adds exactly Stripe's hosts and sends HSTS", async () => {
      for (const url of ['/', '/app/checkout']) {
        const res = await t.request.get(url);
        expect(res.status).toBe(200);
        expect(directives(res.headers['content-security-policy'])).toEqual({
          ...SHOP_POLICY,
          'script-src': ["'self'", 'https://js.stripe.com'],
          'connect-src': ["'self'", 'https://api.stripe.com'],
          'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
        });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    });
  });

  describe('admin static server', () => {
    let server: FastifyInstance;
    beforeAll(async () => {
      const adminDir = fakeDist('PetArt Admin');
      dirs.push(adminDir);
      const created = await createAdminStaticServer(
        testConfig({ ...STRIPE_ENV, ADMIN_DIST_DIR: adminDir, PUBLIC_URL: 'https://api.shop.example/' }),
      );
      if (!created) throw new Error('admin server not created');
      server = created;
    });
    afterAll(() => server?.close());

    it.each(['/', '/orders/123', '/runtime-config.js', '/assets/app-1.js'])(
      'serves %s with the admin policy: the API origin for data and images, never Stripe',
      async (url) => {
        const res = await server.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(directives(res.headers['content-security-policy'])).toEqual({
          ...SHOP_POLICY,
          'img-src': ["'self'", 'data:', 'blob:', 'https://api.shop.example'],
          'connect-src': ["'self'", 'https://api.shop.example'],
        });
        expect(res.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('sends HSTS in production', async () => {
      const adminDir = fakeDist('PetArt Admin');
      dirs.push(adminDir);
      const production = await createAdminStaticServer(
        testConfig({ APP_PROFILE: 'production', ALLOW_LOCAL_ADAPTERS: 'true', ADMIN_DIST_DIR: adminDir }),
      );
      if (!production) throw new Error('admin server not created');
      try {
        const res = await production.inject({ method: 'GET', url: '/' });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(directives(res.headers['content-security-policy'])['connect-src']).toEqual([
          "'self'",
          'http://localhost:3000',
        ]);
      } finally {
        await production.close();
      }
    });
  });

  it("docker/admin-nginx.conf sends the admin server's policy (with API_URL for the API origin)", () => {
    const nginx = fs.readFileSync(path.join(REPO_ROOT, 'docker/admin-nginx.conf'), 'utf8');
    const header = /add_header Content-Security-Policy "([^"]+)" always;/.exec(nginx)?.[1];
    expect(header?.replaceAll('${API_URL}/', 'https://api.example')).toBe(
      contentSecurityPolicy(testConfig({ PUBLIC_URL: 'https://api.example' }), 'admin'),
    );
  });

  it.each(['shop-frontend/index.html', 'admin-frontend/index.html'])(
    "%s has no inline script (script-src 'self' would block it)",
    (file) => {
      const html = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
      expect(inlineScripts(html)).toEqual([]);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    },
  );
});
