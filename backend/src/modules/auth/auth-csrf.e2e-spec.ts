import { createVerifiedUser, refreshCookie, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

const UNSUPPORTED_MEDIA_TYPE = {
  error: 'Unsupported media type',
  errorType: 'INVALID_REQUEST',
  code: 'HTTP.UNSUPPORTED_MEDIA_TYPE',
};
const FOREIGN_ORIGIN = { errorType: 'FORBIDDEN', code: 'AUTH.ORIGIN_FORBIDDEN' };

describe('auth routes against cross-site requests (login CSRF)', () => {
  let t: TestApp;
  let user: { email: string; password: string; refresh: string };

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://shop.example',
      ADMIN_URL: 'https://admin.example',
      CORS_ORIGINS: 'https://admin.example, https://partner.example, *',
    });
    user = await createVerifiedUser(t, uniqueEmail('csrf'));
  });
  afterAll(() => t?.close());

  describe('JSON only', () => {
    it('refuses the attack: an HTML form (urlencoded) login from evil.example gets 415, no cookie', async () => {
      const res = await t.request
        .post('/api/login')
        .set('origin', 'https://evil.example')
        .type('form')
        .send({ email: user.email, password: user.password });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject(UNSUPPORTED_MEDIA_TYPE);
      expect(Object.keys(res.body as object).sort()).toEqual([
        'code',
        'details',
        'error',
        'errorType',
        'message',
      ]);
      expect(refreshCookie(res)).toBeUndefined();
    });

    it.each([
      ['application/x-www-form-urlencoded', 'email=a%40b.co&password=secret1'],
      ['text/plain', '{"email":"a@b.co","password":"secret1"}'],
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--XYZ--\r\n',
      ],
    ])('answers %s with 415 on every auth POST, even from the shop itself', async (type, body) => {
      for (const url of [
        '/api/login',
        '/api/register',
        '/api/logout',
        '/api/auth/refresh',
        '/api/auth/resend-verification',
        '/api/auth/verify-email',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
      ]) {
        const res = await t.request
          .post(url)
          .set('origin', 'https://shop.example')
          .set('content-type', type)
          .send(body);
        expect({ url, status: res.status }).toEqual({ url, status: 415 });
        expect(res.body).toMatchObject(UNSUPPORTED_MEDIA_TYPE);
      }
    });

    it('accepts JSON (with a charset) and bodyless refresh/logout calls', async () => {
      const login = await t.request
        .post('/api/login')
        .set('origin', 'https://shop.example')
        .set('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ email: user.email, password: user.password }));
      expect(login.status).toBe(200);
      const cookie = refreshCookie(login);
      expect(cookie).toBeDefined();
      const refresh = await t.request
        .post('/api/auth/refresh')
        .set('origin', 'https://shop.example')
        .set('cookie', `petart_refresh=${cookie}`);
      expect(refresh.status).toBe(200);
    });
  });

  describe('Origin of the cookie routes', () => {
    it('refuses a JSON login from a foreign origin with 403 and sets no cookie', async () => {
      const res = await t.request
        .post('/api/login')
        .set('origin', 'https://evil.example')
        .send({ email: user.email, password: user.password });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(FOREIGN_ORIGIN);
      expect(refreshCookie(res)).toBeUndefined();
    });

    it.each([
      'https://evil.example',
      'null',
      'https://shop.example.evil.example',
      'http://shop.example',
      'garbage',
    ])('refuses Origin %s on login, register, refresh and logout', async (origin) => {
      for (const [url, body] of [
        ['/api/login', { email: user.email, password: user.password }],
        ['/api/register', { email: uniqueEmail('csrf-reg'), password: 'secret1' }],
        ['/api/auth/refresh', undefined],
        ['/api/logout', undefined],
      ] as const) {
        const req = t.request.post(url).set('origin', origin).set('cookie', `petart_refresh=${user.refresh}`);
        const res = body === undefined ? await req : await req.send(body);
        expect({ url, status: res.status }).toEqual({ url, status: 403 });
        expect(res.body).toMatchObject(FOREIGN_ORIGIN);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it.each([
      'https://shop.example',
      'https://admin.example',
      'https://partner.example',
      'HTTPS://SHOP.EXAMPLE',
    ])('accepts Origin %s (PUBLIC_URL, ADMIN_URL, CORS_ORIGINS)', async (origin) => {
      const res = await t.request
        .post('/api/login')
        .set('origin', origin)
        .send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
    });

    it('accepts requests without Origin (non-browser clients)', async () => {
      const res = await t.request.post('/api/login').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
      expect(refreshCookie(res)).toBeDefined();
    });

    it('leaves the routes without the cookie alone (forgot-password from another origin still answers)', async () => {
      const res = await t.request
        .post('/api/auth/forgot-password')
        .set('origin', 'https://partner2.example')
        .send({ email: user.email });
      expect(res.status).toBe(200);
    });
  });
});
