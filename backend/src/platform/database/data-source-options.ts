import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/**
 * TypeORM options for a connection URL. `synchronize` is always false: the schema changes only through the
 * reviewed migrations, which run at start-up (`migrationsRun`) and with `npm run migration:run`.
 */
export function dataSourceOptions(
  url: string,
  overrides: { migrationsRun?: boolean } = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: overrides.migrationsRun ?? true,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: false,
    extra: { max: 10, application_name: 'petart' },
  };
}
