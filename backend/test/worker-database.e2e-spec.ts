import * as path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/platform/database/migrations';
import { REPO_ROOT, testConfig } from './create-test-app';
import { TEST_ENV, workerDataDir, workerDatabaseUrl } from './test-env';

describe('each jest worker has its own database and data folder', () => {
  it('connects to this worker’s clone of the migrated template, every migration already applied', async () => {
    const client = new Client({ connectionString: workerDatabaseUrl() });
    await client.connect();
    try {
      const current = await client.query<{ name: string }>('SELECT current_database() AS name');
      expect(current.rows[0]?.name).toBe(
        `${process.env[TEST_ENV.workerDatabasePrefix]}${process.env.JEST_WORKER_ID ?? '1'}`,
      );
      const applied = await client.query<{ count: string }>(
        'SELECT count(*) AS count FROM typeorm_migrations',
      );
      expect(Number(applied.rows[0]?.count)).toBe(MIGRATIONS.length);
    } finally {
      await client.end();
    }
  });

  it('hands the app this worker’s database and a data folder outside the repository', () => {
    const config = testConfig();
    expect(config.database.url).toBe(workerDatabaseUrl());
    expect(config.dataDir).toBe(workerDataDir());
    expect(path.relative(REPO_ROOT, config.dataDir).startsWith('..')).toBe(true);
  });
});
