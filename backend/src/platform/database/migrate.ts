import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { resolveConfig } from '../config/resolve-config';
import { dataSourceOptions } from './data-source-options';
import { databaseForTool } from './embedded-postgres';
import { migrateOnce } from './migrate-once';

/**
 * The release step (`npm run migrate`, the image's `npm run migrate`; `npm run migration:run -w backend` compiles
 * first): applies pending migrations on DATABASE_URL (or the embedded Postgres when it is unset) under the migration
 * lock and without the request time limits (migrate-once.ts). `--revert` reverts the last one.
 */
async function main(): Promise<void> {
  const revert = process.argv.includes('--revert');
  const config = resolveConfig();
  const { url, embedded } = await databaseForTool(config.database);
  try {
    if (revert) {
      // The migrations are SQL: running them needs no entity (and the platform knows none; src/app.entities.ts does).
      const dataSource = new DataSource(dataSourceOptions(url, { entities: [], migrationsRun: false }));
      await dataSource.initialize();
      try {
        await dataSource.undoLastMigration({ transaction: 'each' });
        console.log('Reverted the last migration');
      } finally {
        await dataSource.destroy().catch(() => undefined);
      }
    } else {
      await migrateOnce(url, (message) => console.log(message));
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
