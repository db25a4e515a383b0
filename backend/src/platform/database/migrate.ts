import 'reflect-metadata';
import { resolveConfig } from '../config/resolve-config';
import { databaseForTool } from './embedded-postgres';
import { migrateDatabase } from './migrate-database';
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
      await migrateDatabase(url, { revert: true });
      console.log('Reverted the last migration');
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
