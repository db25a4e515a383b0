import 'reflect-metadata';
import { resolveConfig } from '../config/resolve-config';
import { databaseForTool } from './embedded-postgres';
import { migrateDatabase } from './migrate-database';

/**
 * `npm run migration:run` (and `migration:revert`): applies pending migrations (or reverts the last one) on
 * DATABASE_URL, or on the embedded Postgres when DATABASE_URL is unset.
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
      const { applied } = await migrateDatabase(url);
      console.log(
        applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations',
      );
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
