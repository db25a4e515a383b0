import { Injectable, Optional } from '@nestjs/common';
import type { Pool, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The health check answers within this time even when PostgreSQL hangs (load balancers probe with ~2 s limits). */
export const HEALTH_DATABASE_TIMEOUT_MS = 1_500;

/** Database readiness for GET /health (no table: a `SELECT 1` on the app's pool). */
@Injectable()
export class HealthService {
  constructor(@Optional() private readonly dataSource?: DataSource) {}

  /** Resolves when PostgreSQL answers within {@link HEALTH_DATABASE_TIMEOUT_MS}; rejects otherwise. */
  async probeDatabase(): Promise<void> {
    if (!this.dataSource?.isInitialized) throw new Error('no database connection');
    const pool = (this.dataSource.driver as PostgresDriver | undefined)?.master as Pool | undefined;
    if (!pool) throw new Error('no database pool');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_DATABASE_TIMEOUT_MS);
    });
    try {
      // On the app's pool with its own time limit, shorter than the pool's connect and query limits.
      await Promise.race([
        pool.query({ text: 'SELECT 1', query_timeout: HEALTH_DATABASE_TIMEOUT_MS - 250 } as QueryConfig),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
