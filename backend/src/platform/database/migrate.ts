import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { resolveConfig } from '../config/resolve-config';
import { dataSourceOptions } from './data-source-options';
import { databaseForTool } from './embedded-postgres';

/**
 * `npm run migration:run` (and `migration:revert`): applies pending migrations (or reverts the last one) on
 * DATABASE_URL, or on the embedded Postgres when DATABASE_URL is unset.
 */
async function main(): Promise<void> {
  const revert = process.argv.includes('--revert');
  const config = resolveConfig();
  const { url, embedded } = await databaseForTool(config.database);
  // The migrations are SQL: running them needs no entity (and the platform knows none; src/app.entities.ts does).
  const dataSource = new DataSource(dataSourceOptions(url, { entities: [], migrationsRun: false }));
  try {
    await dataSource.initialize();
    if (revert) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log('Reverted the last migration');
    } else {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      console.log(
        applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations',
      );
    }
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
