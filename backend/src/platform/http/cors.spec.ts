import Fastify, { type FastifyInstance } from 'fastify';
import { isCorsRequest, registerCors } from './cors';

const ADMIN = 'https://admin.example';

describe('isCorsRequest', () => {
  it.each([
    [{ origin: ADMIN }, 'GET', true],
    [{}, 'OPTIONS', true],
    [{}, 'GET', false],
    [{}, 'POST', false],
  ])('%j %s -> %s', (headers, method, expected) => {
    expect(isCorsRequest({ headers, method })).toBe(expected);
  });
});

describe('registerCors', () => {
  let app: FastifyInstance;
  /** How many times the route saw a request, so a preflight answered by the hook is known not to reach it. */
  let handled = 0;

  beforeAll(async () => {
    app = Fastify();
    await registerCors(app, { origin: [ADMIN], credentials: true, strictPreflight: false, maxAge: 600 });
    app.get('/thing', () => {
      handled += 1;
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers a same-origin request with Vary: Origin only', async () => {
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows a listed origin with credentials', async () => {
    const res = await app.inject({ method: 'GET', url: '/thing', headers: { origin: ADMIN } });
    expect(res.headers['access-control-allow-origin']).toBe(ADMIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toBe('Origin');
  });

  it('does not allow another origin', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/thing',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight in the hook, before the route', async () => {
    const before = handled;
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/thing',
      headers: { origin: ADMIN, 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ADMIN);
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(handled).toBe(before);
  });

  it('answers a bare OPTIONS with an empty 204', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/thing' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});
