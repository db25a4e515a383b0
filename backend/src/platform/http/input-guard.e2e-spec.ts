import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as net from 'node:net';
import * as path from 'node:path';
import { createVerifiedUser, uniqueEmail } from '../../../test/accounts';
import { createTestApp, REPO_ROOT, type TestApp } from '../../../test/create-test-app';
import { DEPTH_MESSAGE, NUL_MESSAGE } from './input-guard';

const ENVELOPE_KEYS = ['code', 'details', 'error', 'errorType', 'message'];

function expectNulRefused(res: { status: number; body: unknown }, part: string): void {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    error: 'Invalid input',
    message: NUL_MESSAGE,
    errorType: 'VALIDATION_ERROR',
    details: [`${part}: ${NUL_MESSAGE}`],
    code: 'VALIDATION.FAILED',
  });
}

/** One raw HTTP exchange (for requests supertest cannot send: over-long headers, broken request lines). */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('end', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

function parseRaw(response: string): { status: number; body: unknown } {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown };
}

describe('input guard (NUL characters and deep nesting) and framework errors', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createVerifiedUser(t);
    server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => t?.close());

  const bearer = (): string => `Bearer ${user.authToken}`;

  describe('NUL characters (PostgreSQL text cannot hold them: they used to reach SQL as 500s)', () => {
    it('refuses a NUL in the login email and in the login password', async () => {
      expectNulRefused(
        await t.request.post('/api/login').send({ email: 'a\u0000@b.co', password: 'x'.repeat(10) }),
        'body',
      );
      expectNulRefused(
        await t.request.post('/api/login').send({ email: user.email, password: 'pass\u0000word' }),
        'body',
      );
    });

    it('refuses a NUL on register', async () => {
      const email = uniqueEmail();
      expectNulRefused(
        await t.request
          .post('/api/register')
          .send({ email: email.replace('@', '\u0000@'), password: 'correct-horse-1' }),
        'body',
      );
    });

    it('refuses a NUL in the settings', async () => {
      const res = await t.request
        .patch('/api/user/settings')
        .set('authorization', bearer())
        .send({ firstName: 'Ann\u0000' });
      expectNulRefused(res, 'body');
    });

    it('refuses a NUL in a cart line', async () => {
      const res = await t.request
        .post('/api/cart')
        .set('authorization', bearer())
        .send({ sessionId: 'a\u0000b', printType: 'poster', printSize: '8x10', imageUrl: 'x' });
      expectNulRefused(res, 'body');
    });

    it('refuses a NUL in an object key of the body', async () => {
      const res = await t.request
        .post('/api/login')
        .set('content-type', 'application/json')
        .send('{"email\\u0000":"a@b.co","password":"xxxxxxxxxx"}');
      expectNulRefused(res, 'body');
    });

    it('refuses a NUL in a path parameter', async () => {
      expectNulRefused(await t.request.get('/api/sessions/a%00b').set('authorization', bearer()), 'params');
      expectNulRefused(await t.request.get('/api/order/hash/%00').set('authorization', bearer()), 'params');
    });

    it('refuses a NUL in a query parameter', async () => {
      expectNulRefused(await t.request.get('/api/auth/verify-reset-token?token=a%00b'), 'query');
      expectNulRefused(await t.request.get('/api/auth/verify-email?token=%00'), 'query');
    });

    it('refuses a NUL in a cookie (the refresh token is looked up in SQL)', async () => {
      expectNulRefused(
        await t.request.post('/api/auth/refresh').set('cookie', 'petart_refresh=a%00b'),
        'cookies',
      );
    });
  });

  describe('lone surrogates (ill-formed UTF-16: stored as U+FFFD, or a 500 from jsonb)', () => {
    it('refuses one in a body value and in an object key, keeps a well-formed pair', async () => {
      for (const raw of [
        '{"email":"a\\ud800@b.co","password":"xxxxxxxxxx"}',
        '{"email":"a@b.co","password":"xx\\udc00xxxxxxxx"}',
        '{"email\\udbff":"a@b.co","password":"xxxxxxxxxx"}',
      ]) {
        const res = await t.request.post('/api/login').set('content-type', 'application/json').send(raw);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          errorType: 'VALIDATION_ERROR',
          message:
            'Text must be well-formed Unicode (a lone surrogate, \\uD800 to \\uDFFF, is not a character)',
          details: [expect.stringMatching(/^body: /)],
        });
      }
      const pair = await t.request
        .post('/api/login')
        .send({ email: 'pet\ud83d\udc36@b.co', password: 'xxxxxxxxxx' });
      expect(pair.status).toBe(401);
    });
  });

  describe('deep nesting (class-transformer/class-validator recursed until the stack overflowed)', () => {
    it('refuses a 10,000-deep JSON body with 400', async () => {
      const res = await t.request
        .post('/api/login')
        .set('content-type', 'application/json')
        .send(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION.FAILED',
        errorType: 'VALIDATION_ERROR',
        message: DEPTH_MESSAGE,
      });
    });

    it('refuses a deep object in an authenticated body too, before the validation pipe', async () => {
      let value: unknown = 1;
      for (let i = 0; i < 100; i += 1) value = { a: value };
      const res = await t.request
        .patch('/api/user/settings')
        .set('authorization', bearer())
        .send({ firstName: value });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: DEPTH_MESSAGE });
    });

    it('still accepts ordinary bodies and multipart uploads', async () => {
      const login = await t.request.post('/api/login').send({ email: user.email, password: user.password });
      expect(login.status).toBe(200);
      const upload = await t.request
        .post('/api/upload')
        .set('authorization', bearer())
        .attach('image', fs.readFileSync(path.join(REPO_ROOT, 'backend/test/fixtures/chelsea-cat.png')), {
          filename: 'cat.png',
          contentType: 'image/png',
        });
      expect(upload.status).toBe(201);
    });
  });

  describe("Fastify's and Node's own errors use the envelope", () => {
    it('answers a path parameter over 100 characters with 414', async () => {
      const res = await t.request.get(`/api/sessions/${'x'.repeat(150)}`).set('authorization', bearer());
      expect(res.status).toBe(414);
      expect(Object.keys(res.body as object).sort()).toEqual(ENVELOPE_KEYS);
      expect(res.body).toMatchObject({ code: 'HTTP.URI_TOO_LONG', errorType: 'INVALID_REQUEST' });
      expect(res.text).not.toContain('xxxxxxxxxx');
    });

    it('answers a badly percent-encoded path with 400', async () => {
      const res = await t.request.get('/api/sessions/%zz');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'HTTP.BAD_REQUEST', message: 'The URL is not validly encoded' });
    });

    it('answers headers (or a URL) over 16 KB with 431', async () => {
      const res = parseRaw(
        await rawExchange(port, `GET /api/catalogue?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      expect(res.status).toBe(431);
      expect(res.body).toMatchObject({
        code: 'HTTP.HEADERS_TOO_LARGE',
        errorType: 'INVALID_REQUEST',
        details: [],
      });
      const headers = parseRaw(
        await rawExchange(
          port,
          `GET /api/catalogue HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
      );
      expect(headers.status).toBe(431);
    });

    it('answers an unparseable request with 400', async () => {
      const res = parseRaw(await rawExchange(port, 'NOT AN HTTP REQUEST\r\n\r\n'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'HTTP.BAD_REQUEST', errorType: 'INVALID_REQUEST' });
    });

    it('answers a bare OPTIONS (not a CORS preflight) without a text/plain error', async () => {
      const res = await t.request.options('/api/catalogue');
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers a body over 1 MB with 413', async () => {
      const res = await t.request
        .post('/api/login')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'HTTP.PAYLOAD_TOO_LARGE' });
    });
  });
});

describe('API docs switch', () => {
  it('serves no Swagger UI when API_DOCS=false', async () => {
    const t = await createTestApp({ API_DOCS: 'false' });
    try {
      expect((await t.request.get('/api/docs')).status).toBe(404);
      const json = await t.request.get('/api/docs-json');
      expect(json.status).toBe(404);
      expect(json.body).toMatchObject({ code: 'HTTP.NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});
