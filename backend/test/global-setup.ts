import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres';
import { migrateDatabase } from '../src/platform/database/migrate-database';
import { DEFAULT_THREADPOOL_SIZE } from '../src/threadpool';
import globalTeardown from './global-teardown';
import { freePort } from './free-port';
import { assertTestDatabase, withDatabase } from './test-database-guard';
import { GLOBAL_STATE_KEY, TEST_ENV, type TestGlobalState } from './test-env';

/** Creates and migrates the template, then clones it once per worker; records each database in `state`. */
async function createDatabases(
  adminUrl: string,
  template: string,
  clones: string[],
  state: TestGlobalState,
): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(template)}`);
    state.databases.push(template);
    const templateUrl = withDatabase(adminUrl, template);
    assertTestDatabase(templateUrl);
    // migrateDatabase closes its connection before returning: the template must have none while it is cloned.
    await migrateDatabase(templateUrl);
    for (const clone of clones) {
      assertTestDatabase(withDatabase(adminUrl, clone));
      await client.query(
        `CREATE DATABASE ${client.escapeIdentifier(clone)} TEMPLATE ${client.escapeIdentifier(template)}`,
      );
      state.databases.push(clone);
    }
  } finally {
    await client.end();
  }
}

/**
 * One Postgres for the whole run (embedded in a temp dir, or TEST_DATABASE_URL's server), a template database
 * migrated once, and one database per jest worker cloned from it (CREATE DATABASE ... TEMPLATE copies the files: far
 * cheaper than migrating each). They are all made here, before any worker starts, so no two clones race and nothing
 * else is connected to the template while it is copied.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-test-run-'));
  let adminUrl: string;
  let stop: (() => Promise<void>) | undefined;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    adminUrl = external;
  } else {
    // The server runs as the 'postgres' system user, which must be able to enter the temp dir.
    fs.chmodSync(runDir, 0o755);
    const handle = await startEmbeddedPostgres({
      dir: path.join(runDir, 'data'),
      port: await freePort(),
      database: 'postgres',
    });
    adminUrl = handle.adminUrl;
    stop = () => handle.stop();
  }
  const prefix = `petart_test_${randomBytes(4).toString('hex')}_`;
  const template = `${prefix}template`;
  // Jest numbers its workers 1..maxWorkers (a run in band is worker 1).
  const workers = Math.max(1, globalConfig.maxWorkers);
  const clones = Array.from({ length: workers }, (_, i) => `${prefix}w${i + 1}`);
  const state: TestGlobalState = { stop, adminUrl, databases: [], runDir };
  (globalThis as Record<string, unknown>)[GLOBAL_STATE_KEY] = state;

  try {
    await createDatabases(adminUrl, template, clones, state);
  } catch (error) {
    // Jest runs no teardown after a failed setup: leave no server or database behind.
    await globalTeardown().catch(() => undefined);
    throw error;
  }

  process.env[TEST_ENV.adminUrl] = adminUrl;
  process.env[TEST_ENV.workerDatabasePrefix] = `${prefix}w`;
  process.env[TEST_ENV.runDir] = runDir;
  // The workers (started after this, with this environment) run the app in process: their thread pool is the size
  // main.ts gives the server's, so a test's photo work does not hold up its database connections either.
  process.env.UV_THREADPOOL_SIZE ??= String(DEFAULT_THREADPOOL_SIZE);
}
