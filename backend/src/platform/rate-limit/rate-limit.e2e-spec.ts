import { DataSource } from 'typeorm';
import { uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { PRUNE_LOCK_KEY, RateLimiterService } from './rate-limiter.service';

const TOO_MANY = {
  error: 'Too many requests',
  message: 'Too many attempts. Please wait a few minutes and try again.',
  errorType: 'RATE_LIMIT',
  details: [],
  code: 'RATE_LIMIT.EXCEEDED',
};

describe('auth rate limits (RATE_LIMIT_SCALE=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  beforeEach(async () => {
    await t.app.get(DataSource).query('DELETE FROM rate_limits');
  });
  afterAll(() => t?.close());

  it('login: 10 attempts per IP and email per 15 minutes, then 429 with Retry-After', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 10; i++) {
      expect((await t.request.post('/api/login').send({ email, password: 'wrong-pass' })).status).toBe(401);
    }
    const res = await t.request.post('/api/login').send({ email, password: 'wrong-pass' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another email from the same IP still gets through (per IP+email rule).
    expect(
      (await t.request.post('/api/login').send({ email: uniqueEmail(), password: 'x-pass1' })).status,
    ).toBe(401);
  });

  it('register: 5 per IP per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.request.post('/api/register').send({ email: uniqueEmail('r'), password: 'secret1' })).status,
      ).toBe(201);
    }
    const res = await t.request.post('/api/register').send({ email: uniqueEmail('r'), password: 'secret1' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
  });

  it('forgot-password: 3 per email per 15 minutes; resend counts separately', async () => {
    const email = uniqueEmail('forgot');
    for (let i = 0; i < 3; i++) {
      expect((await t.request.post('/api/auth/forgot-password').send({ email })).status).toBe(200);
    }
    expect((await t.request.post('/api/auth/forgot-password').send({ email })).status).toBe(429);
    expect((await t.request.post('/api/auth/resend-verification').send({ email })).status).toBe(200);
  });

  it('a new window starts from zero', async () => {
    const email = uniqueEmail('window');
    for (let i = 0; i < 3; i++) await t.request.post('/api/auth/resend-verification').send({ email });
    expect((await t.request.post('/api/auth/resend-verification').send({ email })).status).toBe(429);
    await t.app
      .get(DataSource)
      .query(`UPDATE rate_limits SET window_start = window_start - interval '1 hour'`);
    expect((await t.request.post('/api/auth/resend-verification').send({ email })).status).toBe(200);
  });

  it("a window starts at the key's first hit: no second burst at a wall-clock boundary, and Retry-After counts from it", async () => {
    const limiter = t.app.get(RateLimiterService);
    const rule = { name: 'test:burst', limit: 10, windowMs: 15 * 60_000 };
    const at = (iso: string) => new Date(iso);
    // Ten hits in the last second before a quarter hour, the eleventh on it: refused (windows aligned to the clock
    // would have started again at 12:15:00).
    for (let i = 0; i < 10; i++)
      await limiter.hit([[rule, 'subject']], undefined, at('2026-12-04T12:14:59Z'));
    const refused = await limiter
      .hit([[rule, 'subject']], undefined, at('2026-12-04T12:15:00Z'))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'RATE_LIMIT.EXCEEDED', retryAfterSeconds: 899 });
    // Fifteen minutes after the first hit, the next window starts with this hit.
    await expect(
      limiter.hit([[rule, 'subject']], undefined, at('2026-12-04T12:29:59Z')),
    ).resolves.toBeUndefined();
  });

  it('prunes windows that started more than a day ago, and keeps the rest', async () => {
    const ds = t.app.get(DataSource);
    const now = new Date('2026-11-21T12:00:00Z');
    await ds.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ('old', $1, 3), ('recent', $2, 1)`,
      [new Date(now.getTime() - 25 * 3600_000), new Date(now.getTime() - 23 * 3600_000)],
    );
    await t.app.get(RateLimiterService).prune(now);
    const keys = (await ds.query<{ key: string }[]>('SELECT key FROM rate_limits ORDER BY key')).map(
      (r) => r.key,
    );
    expect(keys).toEqual(['recent']);
  });
});

describe('the scheduled rate_limits prune', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('runs on one replica at a time: skipped while another holds its advisory lock', async () => {
    const ds = t.app.get(DataSource);
    const limiter = t.app.get(RateLimiterService);
    const key = `prune-lock-${Date.now()}`;
    await ds.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now() - interval '2 days', 1)`,
      [key],
    );
    const count = async () =>
      Number(
        (await ds.query<{ n: string }[]>(`SELECT count(*) AS n FROM rate_limits WHERE key = $1`, [key]))[0]
          ?.n,
      );
    // "Another replica" holds the lock on its own connection.
    const other = ds.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock($1)`, [PRUNE_LOCK_KEY]);
      expect(await limiter.pruneOnSchedule()).toBe(false);
      expect(await count()).toBe(1);
      await other.query(`SELECT pg_advisory_unlock($1)`, [PRUNE_LOCK_KEY]);
    } finally {
      await other.release();
    }
    expect(await limiter.pruneOnSchedule()).toBe(true);
    expect(await count()).toBe(0);
  });
});
