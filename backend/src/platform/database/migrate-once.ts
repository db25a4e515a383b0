import { DataSource } from 'typeorm';
import { AdvisoryLockKey } from './advisory-lock-keys';
import { dataSourceOptions } from './data-source-options';

/** What one call of migrateOnce did: the migrations it applied (empty: the schema was current). */
export interface MigrationOutcome {
  applied: string[];
  /** Milliseconds spent waiting for another process's migration lock. */
  waitedMs: number;
}

/**
 * Applies the pending migrations while holding the session advisory lock `AdvisoryLockKey.Migrations`, so that of the
 * processes starting at once (the release step, replicas) one migrates and the others wait for it, then find the
 * schema current. The lock is waited for (pg_advisory_lock), never skipped: a replica must not serve on an old schema.
 *
 * Its own two connections, without the request time limits (data-source-options.ts): a migration may rewrite a large
 * table, and waiting for the lock is a statement too. Each migration still runs in its own transaction.
 */
export async function migrateOnce(
  url: string,
  log: (message: string) => void = () => undefined,
): Promise<MigrationOutcome> {
  const options = dataSourceOptions(url, { entities: [], migrationsRun: false });
  const poolOptions = options.extra as Record<string, unknown>;
  const dataSource = new DataSource({
    ...options,
    extra: {
      ...poolOptions,
      // One connection holds the lock, the other runs the migrations.
      max: 2,
      application_name: 'petart-migrate',
      statement_timeout: 0,
      query_timeout: undefined,
      idle_in_transaction_session_timeout: 0,
    },
  });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    const started = Date.now();
    const [first] = (await lock.query('SELECT pg_try_advisory_lock($1) AS locked', [
      AdvisoryLockKey.Migrations,
    ])) as { locked: boolean }[];
    if (!first?.locked) {
      log('Another process is migrating the database: waiting for it');
      await lock.query('SELECT pg_advisory_lock($1)', [AdvisoryLockKey.Migrations]);
    }
    const waitedMs = Date.now() - started;
    try {
      const applied = (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
      log(
        applied.length > 0
          ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
          : 'Schema current: no pending migrations',
      );
      return { applied, waitedMs };
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [AdvisoryLockKey.Migrations]);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
