import { DataSource, type Migration } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * Applies the pending migrations to the database at `url` (or reverts the last one) on a short-lived connection of
 * its own, closed before it returns. The migrations are SQL: running them needs no entity.
 */
export async function migrateDatabase(
  url: string,
  options: { revert?: boolean } = {},
): Promise<{ applied: Migration[] }> {
  const dataSource = new DataSource(dataSourceOptions(url, { entities: [], migrationsRun: false }));
  try {
    await dataSource.initialize();
    if (options.revert) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      return { applied: [] };
    }
    return { applied: await dataSource.runMigrations({ transaction: 'each' }) };
  } finally {
    await dataSource.destroy().catch(() => undefined);
  }
}
