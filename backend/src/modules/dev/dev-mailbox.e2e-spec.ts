import { uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

describe('GET /api/dev/mailbox', () => {
  it('lists the outbox newest first, filtered by recipient (local profile)', async () => {
    const t: TestApp = await createTestApp();
    try {
      const email = uniqueEmail('mailbox');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      await t.request.post('/api/auth/resend-verification').send({ email }).expect(200);
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
});
