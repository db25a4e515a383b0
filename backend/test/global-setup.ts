import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres';
import { assertTestDatabase, withDatabase } from './test-database-guard';
import { GLOBAL_STATE_KEY, TEST_ENV, type TestGlobalState } from './test-env';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One Postgres for the whole run (embedded in a temp dir, or TEST_DATABASE_URL's server) and a fresh database. */
export default async function globalSetup(): Promise<void> {
  let adminUrl: string;
  let stop: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    adminUrl = external;
  } else {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-test-pg-'));
    // The server runs as the 'postgres' system user, which must be able to enter the temp dir.
    fs.chmodSync(tempDir, 0o755);
    const handle = await startEmbeddedPostgres({
      dir: path.join(tempDir, 'data'),
      port: await freePort(),
      database: 'postgres',
    });
    adminUrl = handle.adminUrl;
    stop = () => handle.stop();
  }
  const database = `petart_test_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(adminUrl, database);
  assertTestDatabase(databaseUrl);
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  await client.end();

  process.env[TEST_ENV.databaseUrl] = databaseUrl;
  process.env[TEST_ENV.adminUrl] = adminUrl;
  const state: TestGlobalState = { stop, adminUrl, database, tempDir };
  (globalThis as Record<string, unknown>)[GLOBAL_STATE_KEY] = state;
}
