import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { Client } from 'pg';
import supertest from 'supertest';
import { createApp, type CreateAppOptions } from '../src/create-app';
import { loadConfig, type AppConfig, type Env } from '../src/platform/config/app-config';
import { assertTestDatabase, withDatabase } from './test-database-guard';
import { TEST_ENV, workerDataDir, workerDatabaseUrl } from './test-env';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * Test configuration: silent logs, this worker's database and data folder, no built apps, no auth rate limits unless a
 * test asks.
 */
export function testConfig(env: Env = {}): AppConfig {
  return loadConfig(
    {
      LOG_LEVEL: 'silent',
      DATABASE_URL: workerDatabaseUrl(),
      // Stored images and print files: this worker's folder in the run's temp dir, never the repository's .data.
      DATA_DIR: workerDataDir(),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      SHOP_DIST_DIR: path.join(REPO_ROOT, 'backend/test-data/no-shop-dist'),
      ADMIN_DIST_DIR: path.join(REPO_ROOT, 'backend/test-data/no-admin-dist'),
      // The suites of a worker share its database: auth rate limits are off unless a test sets RATE_LIMIT_SCALE.
      RATE_LIMIT_SCALE: '0',
      // Passwords hash at 1 MiB and 1 pass (~3 ms, not ~55 ms): the suites register thousands of accounts. The auth
      // suite keeps the production cost and checks the stored parameters; the production profile refuses the low cost.
      ...(env.APP_PROFILE === 'production' ? {} : { PASSWORD_HASHING: 'fast-for-tests' }),
      // AUTH_USER_CACHE_MS keeps its production default (1000 ms): the suites run the cached path production runs;
      // its expiry is tested in platform/auth/user-cache.e2e-spec.ts.
      // The local fulfilment simulator moves only when a test calls its tick (a worker's suites share its table).
      FULFILMENT_SIMULATOR_STEP_SECONDS: '0',
      // Print files at 10 dpi (a 20x30 canvas is 200x300 px): the generator runs for real, just small.
      FULFILMENT_SIMULATOR_PRINT_DPI: '10',
      // Paid test orders go to production at once unless a test opens a cancellation window (after-payment suites).
      CANCEL_WINDOW_MINUTES: '0',
      // The scheduled after-payment checks run when a test calls them.
      AFTER_PAYMENT_CHECK_MINUTES: '0',
      // Jobs: NOTIFY wakes the workers (runDue included); an idle worker also looks every 5 s, and lost jobs are
      // looked for every second.
      JOBS_POLL_SECONDS: '5',
      JOBS_SUPERVISE_SECONDS: '1',
      // Opening a database connection may wait up to 10 s, not production's 2 s: these suites share two cores with
      // the browser tests, where opening one has taken longer than 2 s (a healthy database answered 503). The 2 s
      // limit itself is tested on the production profile's own process (test/reliability/database-faults).
      DATABASE_CONNECT_TIMEOUT_MS: '10000',
      // No OpenAPI document at boot (about 0.1 s of every app start): the suites that read /api/docs turn it on.
      API_DOCS: 'false',
      ...env,
    },
    { repoRoot: REPO_ROOT },
  );
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  request: ReturnType<typeof supertest>;
  close(): Promise<void>;
}

/** The real app (createApp) on this worker's test database, migrations applied, with a supertest agent. */
export async function createTestApp(env: Env = {}, options: CreateAppOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  if (options.database !== false) assertTestDatabase(config.database.url);
  const app = await createApp(config, options);
  return { app, config, request: supertest(app.getHttpServer()), close: () => app.close() };
}

/** A throw-away database on the test server (for tests that drop the schema). */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env[TEST_ENV.adminUrl];
  if (!adminUrl) throw new Error('No test server: run through jest (global setup)');
  const name = `petart_test_scratch_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = withDatabase(adminUrl, name);
  assertTestDatabase(url);
  return { url, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
