import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

/** A random public-looking IPv4 address, as an attacker would put in X-Forwarded-For. */
const randomIp = (): string =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The production profile with local adapters: the profile where X-Forwarded-For used to be trusted blindly. */
const PRODUCTION = { APP_PROFILE: 'production', ALLOW_LOCAL_ADAPTERS: 'true', RATE_LIMIT_SCALE: '1' };

async function rateLimitKeys(t: TestApp): Promise<string[]> {
  const rows = await t.app
    .get(DataSource)
    .query<{ key: string }[]>('SELECT key FROM rate_limits ORDER BY key');
  return rows.map((row) => row.key);
}

describe('per-IP rate limits and X-Forwarded-For', () => {
  describe('TRUST_PROXY unset (production profile)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(PRODUCTION);
    });
    beforeEach(async () => {
      await t.app.get(DataSource).query('DELETE FROM rate_limits');
    });
    afterAll(() => t?.close());

    it('a random X-Forwarded-For on every login attempt does not escape the per-IP+email limit', async () => {
      const email = uniqueEmail('xff-login');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t.request
          .post('/api/login')
          .set('x-forwarded-for', randomIp())
          .send({ email, password: 'wrong-pass' });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Keyed on the socket address, never on the header.
      expect(await rateLimitKeys(t)).toEqual([
        expect.stringMatching(/^login:ip-email:(::ffff:)?127\.0\.0\.1:/),
        expect.stringMatching(/^login:ip:(::ffff:)?127\.0\.0\.1$/),
      ]);
    });

    it('a random X-Forwarded-For on every registration does not escape the 5 per hour', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.request
          .post('/api/register')
          .set('x-forwarded-for', `${randomIp()}, ${randomIp()}`)
          .send({ email: uniqueEmail('xff-reg'), password: 'secret1' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    });

    it('request.ip is the socket address for an injected request from another host', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': '203.0.113.99' },
        payload: { email: uniqueEmail('xff-forgot') },
      });
      expect(res.statusCode).toBe(200);
      expect(await rateLimitKeys(t)).toContain('email-link:ip:forgot:198.51.100.20');
    });
  });

  describe('TRUST_PROXY=1 (one load balancer in front)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '1' });
    });
    beforeEach(async () => {
      await t.app.get(DataSource).query('DELETE FROM rate_limits');
    });
    afterAll(() => t?.close());

    it("keys the limits on the header's last hop (the address the load balancer saw)", async () => {
      const email = uniqueEmail('lb-login');
      const attempt = (xff: string) =>
        t.request.post('/api/login').set('x-forwarded-for', xff).send({ email, password: 'wrong-pass' });
      // The client prepends whatever it likes; the load balancer appends the address it saw (203.0.113.7).
      for (let i = 0; i < 10; i++) expect((await attempt(`${randomIp()}, 203.0.113.7`)).status).toBe(401);
      expect((await attempt(`${randomIp()}, 203.0.113.7`)).status).toBe(429);
      // Another client behind the same load balancer has its own budget.
      expect((await attempt('203.0.113.8')).status).toBe(401);
      const keys = await rateLimitKeys(t);
      expect(keys).toContain(`login:ip-email:203.0.113.7:${email}`);
      expect(keys).toContain(`login:ip-email:203.0.113.8:${email}`);
      expect(keys.filter((key) => key.startsWith('login:ip:'))).toEqual([
        'login:ip:203.0.113.7',
        'login:ip:203.0.113.8',
      ]);
    });
  });
});
