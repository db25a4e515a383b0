import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { DATABASE_TIMEOUTS } from './database-timeouts';
import { TimeoutClient } from './timeout-client';

/**
 * TypeORM options for a connection URL. `synchronize` is always false: the schema changes only through the
 * reviewed migrations, which run at start-up (`migrationsRun`) and with `npm run migration:run`. `entities` is the
 * app's list (src/app.entities.ts; the platform does not know the modules' tables); the migrations are SQL and need
 * none.
 */
export function dataSourceOptions(
  url: string,
  options: {
    entities: NonNullable<DataSourceOptions['entities']>;
    migrationsRun?: boolean;
    /** `DATABASE_TIMEOUTS.connectMs` unless given (the app passes DATABASE_CONNECT_TIMEOUT_MS). */
    connectTimeoutMs?: number;
  },
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
      connectionTimeoutMillis: options.connectTimeoutMs ?? DATABASE_TIMEOUTS.connectMs,
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
      keepAlive: true,
    },
  };
}
