import * as path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { dataDirectoryOf, pausePostgres, signalAll } from '../../../test/postgres-signals';
import { TEST_ENV } from '../../../test/test-env';
import { HEALTH_DATABASE_TIMEOUT_MS } from './health.service';

/**
 * Liveness and readiness against the run's real PostgreSQL, which the test pauses (SIGSTOP to the server and its
 * backends, as a stalled database host would look) and resumes (SIGCONT).
 */
describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  let pgDir: string;
  const timings: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    pgDir = await dataDirectoryOf(process.env[TEST_ENV.adminUrl]!);
  });
  afterAll(async () => {
    await t?.close();
    // Measurements, for docs/operations.md.
    console.log(`readiness timings (ms): ${JSON.stringify(timings)}`);
  });

  const timed = async (url: string) => {
    const started = Date.now();
    const res = await t.request.get(url);
    return { res, ms: Date.now() - started };
  };

  it('liveness answers 200 without asking any dependency', async () => {
    const res = await t.request.get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) as number });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readiness answers 200 with every check up', async () => {
    const res = await t.request.get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', migrations: 'up', storage: 'up' } });
  });

  it('PostgreSQL paused: readiness 503 within 2 s, liveness still 200; back within seconds of resuming', async () => {
    expect(path.isAbsolute(pgDir)).toBe(true);
    const frozen = pausePostgres(pgDir);
    let resumed = false;
    try {
      const [ready, live] = await Promise.all([timed('/api/health/ready'), timed('/api/health/live')]);
      expect({ status: ready.res.status, fast: ready.ms < 2_000 }).toEqual({ status: 503, fast: true });
      expect(ready.res.body).toMatchObject({
        code: 'HEALTH.NOT_READY',
        errorType: 'SERVER_ERROR',
        checks: { database: 'down', storage: 'up' },
      });
      expect((ready.res.body as { details: string[] }).details).toContain('database: timed out');
      expect(Number(ready.res.headers['retry-after'])).toBeGreaterThan(0);
      expect(live.res.status).toBe(200);
      // Liveness asks no dependency: it answers before the paused database's check could even time out (what it
      // would wait for if it asked it), however busy the machine.
      expect(live.ms).toBeLessThan(HEALTH_DATABASE_TIMEOUT_MS);
      timings.pausedReadyMs = ready.ms;
      timings.pausedLiveMs = live.ms;
      signalAll(frozen, 'SIGCONT');
      resumed = true;
    } finally {
      if (!resumed) signalAll(frozen, 'SIGCONT');
    }
    const resumedAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - resumedAt < 10_000) {
      status = (await t.request.get('/api/health/ready')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    timings.readyAgainMs = Date.now() - resumedAt;
    expect(timings.readyAgainMs).toBeLessThan(5_000);
  });
});
