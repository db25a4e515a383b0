import { Inject, Injectable, Optional } from '@nestjs/common';
import { OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import type { Pool, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { MIGRATIONS } from '../../platform/database/migrations';
import { PreparedReads } from '../../platform/database/prepared-reads';

/** The health check answers within this time even when PostgreSQL hangs (load balancers probe with ~2 s limits). */
export const HEALTH_DATABASE_TIMEOUT_MS = 1_500;

/** The database probe, a named prepared statement (see PreparedReads). */
const DATABASE_PROBE = PreparedReads.statement('health_database_probe', 'SELECT 1');

/** A key that is never written: the storage probe asks whether it exists, which needs the store to answer. */
const STORAGE_PROBE_KEY = 'health/readiness-probe';

/** Rejects with `health check timed out` when `work` has not settled within `ms` (the work itself is not cancelled). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The dependencies behind GET /health and GET /health/ready, each answered within {@link HEALTH_DATABASE_TIMEOUT_MS}. */
@Injectable()
export class HealthService {
  /** Migrations never become pending again in a running process, so once seen applied they are not asked again. */
  private migrationsApplied = false;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  /**
   * Resolves when PostgreSQL answers `SELECT 1` in time; rejects otherwise. A named statement, as the API's hot reads
   * (PreparedReads): load balancers and the admin app ask every few seconds, and a prepared `SELECT 1` is not parsed
   * and planned again on each connection's every probe.
   */
  async probeDatabase(): Promise<void> {
    await this.query(DATABASE_PROBE.text, [], DATABASE_PROBE.name);
  }

  /** Resolves when every migration this build knows has been applied; rejects naming how many are missing. */
  async probeMigrations(): Promise<void> {
    if (this.migrationsApplied) return;
    const rows = await this.query<{ applied: number }>(
      'SELECT count(*)::int AS applied FROM typeorm_migrations WHERE name = ANY($1)',
      [MIGRATIONS.map((migration) => migration.name)],
    );
    const missing = MIGRATIONS.length - (rows[0]?.applied ?? 0);
    if (missing > 0) throw new Error(`${missing} migration(s) not applied`);
    this.migrationsApplied = true;
  }

  /** Resolves when the object store answers (a HEAD of a key that does not exist); rejects otherwise. */
  async probeStorage(): Promise<void> {
    await within(HEALTH_DATABASE_TIMEOUT_MS, this.storage.exists(STORAGE_PROBE_KEY));
  }

  /**
   * A query on the app's pool with its own time limit, shorter than the pool's connect and query limits; with `name`,
   * a prepared statement (prepared once per pooled connection).
   */
  private async query<Row>(text: string, values: unknown[] = [], name?: string): Promise<Row[]> {
    if (!this.dataSource?.isInitialized) throw new Error('no database connection');
    const pool = (this.dataSource.driver as PostgresDriver | undefined)?.master as Pool | undefined;
    if (!pool) throw new Error('no database pool');
    const result = await within(
      HEALTH_DATABASE_TIMEOUT_MS,
      pool.query({ name, text, values, query_timeout: HEALTH_DATABASE_TIMEOUT_MS - 250 } as QueryConfig),
    );
    return result.rows as Row[];
  }
}
