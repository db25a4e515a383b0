import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { freePort } from '../../../test/free-port';
import { dataDirectoryOf, pausePostgres, signalAll } from '../../../test/postgres-signals';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '../../platform/database/embedded-postgres';
import { migrateDatabase } from '../../platform/database/migrate-database';
import { HEALTH_DATABASE_TIMEOUT_MS } from './health.service';

/**
 * Liveness and readiness against a real PostgreSQL, which the test pauses (SIGSTOP to the server and its backends, as
 * a stalled database host would look) and resumes (SIGCONT). The server is this suite's own: pausing the run's shared
 * server would stall the suites other workers run against it at the same time.
 */
describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  let postgres: EmbeddedPostgresHandle | undefined;
  let runDir: string;
  let pgDir: string;
  const timings: Record<string, number> = {};
  beforeAll(async () => {
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-readiness-'));
    // The server runs as the 'postgres' system user, which must be able to enter the temp dir.
    fs.chmodSync(runDir, 0o755);
    postgres = await startEmbeddedPostgres({
      dir: path.join(runDir, 'data'),
      port: await freePort(),
      database: 'petart_test_readiness',
    });
    await migrateDatabase(postgres.url);
    t = await createTestApp({ DATABASE_URL: postgres.url });
    pgDir = await dataDirectoryOf(postgres.url);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await postgres?.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
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
