import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { ProbeModule } from '../../../test/probe/probe.module';

const ENVELOPE_KEYS = ['code', 'details', 'error', 'errorType', 'message'];

describe('HTTP platform', () => {
  let t: TestApp;
  let shopDir: string;

  beforeAll(async () => {
    shopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-shop-dist-'));
    fs.writeFileSync(path.join(shopDir, 'index.html'), '<!doctype html><title>PetArt shop</title>');
    fs.mkdirSync(path.join(shopDir, 'assets'));
    fs.writeFileSync(path.join(shopDir, 'assets', 'app-123.js'), 'console.log("app")');
    t = await createTestApp(
      {
        SHOP_DIST_DIR: shopDir,
        PUBLIC_URL: 'https://shop.example',
        ADMIN_URL: 'https://admin.example',
        SUPPORT_EMAIL: 'help@shop.example',
        API_DOCS: 'true',
      },
      { imports: [ProbeModule] },
    );
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(shopDir, { recursive: true, force: true });
  });

  describe('error envelope', () => {
    it('turns validation failures into 400 with every message in details', async () => {
      const res = await t.request
        .post('/api/probe/validate')
        .send({ email: 'nope', firstName: 'x'.repeat(41), quantity: 0, extra: true });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body as object).sort()).toEqual(ENVELOPE_KEYS);
      expect(res.body).toMatchObject({
        error: 'Invalid input',
        code: 'VALIDATION.FAILED',
        errorType: 'VALIDATION_ERROR',
      });
      const body = res.body as { details: string[]; message: string };
      expect(body.details).toEqual(
        expect.arrayContaining([
          'property extra should not exist',
          'Please enter a valid email address',
          'First name must be 40 characters or less',
          'quantity must not be less than 1',
        ]),
      );
      expect(body.message).toBe(body.details[0]);
    });

    it('transforms valid payloads into the DTO', async () => {
      const res = await t.request
        .post('/api/probe/validate')
        .send({ email: 'a@b.co', firstName: 'Ann', quantity: 2 });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true, quantityType: 'number' });
    });

    it('answers unknown /api routes with a 404 envelope, never the SPA', async () => {
      for (const url of ['/api/nope', '/api', '/api/nope/deeper.html']) {
        const res = await t.request.get(url);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          error: 'Not found',
          message: 'The requested resource could not be found',
          errorType: 'NOT_FOUND',
          details: [],
          code: 'HTTP.NOT_FOUND',
        });
      }
      expect((await t.request.post('/api/nope')).status).toBe(404);
    });

    it('maps an AppError code to its status, keeping extra fields', async () => {
      const res = await t.request.get('/api/probe/app-error');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'Session not found',
        message: 'Session not found',
        errorType: 'NOT_FOUND',
        details: [],
        code: 'SESSION.NOT_FOUND',
        sessionId: 'abc',
      });
    });

    it('hides internals of unknown errors behind a 500', async () => {
      const res = await t.request.get('/api/probe/crash');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        error: 'Internal server error',
        message: 'There was a problem with our server',
        errorType: 'SERVER_ERROR',
        details: [],
        code: 'INTERNAL',
      });
      expect(res.text).not.toMatch(/SELECT|users_email_key|at .*\.ts/);
    });

    it('answers malformed JSON with a 400 envelope', async () => {
      const res = await t.request
        .post('/api/probe/validate')
        .set('content-type', 'application/json')
        .send('{"a":');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'Bad request',
        code: 'HTTP.BAD_REQUEST',
        errorType: 'INVALID_REQUEST',
        details: [],
      });
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      t.request
        .options('/api/catalogue')
        .set('origin', origin)
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', 'authorization,content-type');

    it('allows the admin origin with credentials', async () => {
      const res = await preflight('https://admin.example');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://admin.example');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    });

    it('does not allow other origins', async () => {
      const res = await preflight('https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await t.request.get('/api/catalogue').set('origin', 'https://evil.example');
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('shop site', () => {
    it('serves /runtime-config.js with the shop settings, JSON-escaped', async () => {
      const res = await t.request.get('/runtime-config.js');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.text).toBe(
        'window.__PETART_CONFIG__ = {"apiBaseUrl":"/api","adminUrl":"https://admin.example","shopUrl":"https://shop.example","supportEmail":"help@shop.example","profile":"local"};\n',
      );
    });

    it('serves built files and falls back to index.html for app routes', async () => {
      const asset = await t.request.get('/assets/app-123.js');
      expect(asset.status).toBe(200);
      expect(asset.text).toBe('console.log("app")');
      expect(asset.headers['cache-control']).toContain('immutable');
      for (const url of ['/', '/app/create', '/app/order-confirmation/abc?x=1']) {
        const res = await t.request.get(url);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('<title>PetArt shop</title>');
      }
    });

    it('redirects /admin and /admin/* to the admin origin', async () => {
      const root = await t.request.get('/admin');
      expect(root.status).toBe(302);
      expect(root.headers.location).toBe('https://admin.example');
      const deep = await t.request.get('/admin/orders?tab=1');
      expect(deep.status).toBe(302);
      expect(deep.headers.location).toBe('https://admin.example/orders?tab=1');
    });

    it('sets security headers', async () => {
      const res = await t.request.get('/api/catalogue');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('serves Swagger UI and the OpenAPI JSON', async () => {
      const ui = await t.request.get('/api/docs');
      expect(ui.status).toBe(200);
      expect(ui.text).toContain('swagger-ui');
      const json = await t.request.get('/api/docs-json');
      expect(json.status).toBe(200);
      expect((json.body as { paths: Record<string, unknown> }).paths).toHaveProperty('/api/catalogue');
    });
  });
});

describe('HTTP platform without a built shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers unknown pages with the 404 envelope and still serves runtime config', async () => {
    const res = await t.request.get('/app/create');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Not found', code: 'HTTP.NOT_FOUND' });
    expect((await t.request.get('/runtime-config.js')).status).toBe(200);
  });
});
