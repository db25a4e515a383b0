import { uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { JobQueue } from '../../platform/jobs/job-queue';
import { isLoopbackAddress } from './dev.module';

describe('GET /api/dev/mailbox', () => {
  it('lists the outbox newest first, filtered by recipient (local profile)', async () => {
    const t: TestApp = await createTestApp();
    try {
      const email = uniqueEmail('mailbox');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      await t.request.post('/api/auth/resend-verification').send({ email }).expect(200);
      // Account emails are jobs: the mailbox has them once the queue is idle.
      await t.app.get(JobQueue).idle();
      const res = await t.request.get('/api/dev/mailbox').query({ to: email.toUpperCase() });
      expect(res.status).toBe(200);
      const mails = res.body as {
        id: string;
        to: string;
        subject: string;
        text: string;
        html: string;
        createdAt: string;
      }[];
      expect(mails.length).toBeGreaterThanOrEqual(1);
      for (const mail of mails) {
        expect(Object.keys(mail).sort()).toEqual(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
        expect(mail.to).toBe(email);
      }
      const times = mails.map((m) => Date.parse(m.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    } finally {
      await t.close();
    }
  });

  it('does not exist in the production profile', async () => {
    const t = await createTestApp({ APP_PROFILE: 'production', ALLOW_LOCAL_ADAPTERS: 'true' });
    try {
      const res = await t.request.get('/api/dev/mailbox');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'HTTP.NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  describe('only for callers on this machine (socket peer address)', () => {
    let t: TestApp;
    beforeAll(async () => {
      // TRUST_PROXY=1 trusts every peer as a proxy: request.ip follows X-Forwarded-For, the mailbox must not.
      t = await createTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => t?.close());

    const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

    it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('answers %s', async (address) => {
      const res = await get(address);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    });

    it.each(['192.168.1.50', '10.0.0.2', '203.0.113.9', '::ffff:192.168.1.50', 'fe80::1', '2001:db8::1'])(
      'answers %s with the 404 of a route that does not exist, X-Forwarded-For: 127.0.0.1 or not',
      async (address) => {
        const absent = await t.app.inject({
          method: 'GET',
          url: '/api/dev/nothing-here',
          remoteAddress: address,
        });
        const spoofs: Record<string, string>[] = [
          {},
          { 'x-forwarded-for': '127.0.0.1' },
          { 'x-real-ip': '::1' },
        ];
        for (const headers of spoofs) {
          const res = await get(address, headers);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual(absent.json());
          expect(res.body).not.toContain('@');
        }
      },
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['::FFFF:127.0.0.1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::', false],
    ['0.0.0.0', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('isLoopbackAddress(%p) is %p', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
