import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { TimeoutClient } from './timeout-client';

/**
 * Time limits of every database connection, so that a hung or dead PostgreSQL makes requests fail fast (503
 * DATABASE.UNAVAILABLE) instead of waiting for it (docs/operations.md, "Database time limits").
 */
export const DATABASE_TIMEOUTS = {
  /** Waiting for a pooled connection or opening a new one (pg-pool / pg `connectionTimeoutMillis`). */
  connectMs: 2_000,
  /** Server side: PostgreSQL cancels a statement running longer (SQLSTATE 57014). */
  statementMs: 3_000,
  /** Client side: no answer at all (server paused, network gone); the connection is then destroyed. */
  queryMs: 3_500,
  /** Server side: a session idle inside a transaction this long is terminated (its locks released). */
  idleInTransactionMs: 10_000,
} as const;

/**
 * TypeORM options for a connection URL. `synchronize` is always false: the schema changes only through the
 * reviewed migrations, which run at start-up (`migrationsRun`) and with `npm run migration:run`. `entities` is the
 * app's list (src/app.entities.ts; the platform does not know the modules' tables); the migrations are SQL and need
 * none.
 */
export function dataSourceOptions(
  url: string,
  options: { entities: NonNullable<DataSourceOptions['entities']>; migrationsRun?: boolean },
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: options.entities,
    migrations: MIGRATIONS,
    migrationsRun: options.migrationsRun ?? true,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: false,
    extra: {
      max: 10,
      application_name: 'petart',
      Client: TimeoutClient,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
      keepAlive: true,
    },
  };
}
