import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../database/advisory-lock';

/** A row of `rate_limits` (no TypeORM entity: the table is only ever upserted and pruned). */
export interface RateLimitRow {
  /** `<rule name>:<subject>`, at most 400 characters. */
  key: string;
  windowStart: Date;
  count: number;
}

/** The one writer of `rate_limits` (owned by the auth module; RateLimiterService applies the rules). */
@Injectable()
export class RateLimitsRepository {
  constructor(private readonly dataSource: DataSource) {}

  get available(): boolean {
    return this.dataSource.isInitialized;
  }

  /** Counts one hit on `key` in the window starting at `windowStart` (a new window resets the count); the count. */
  async hit(key: string, windowStart: Date): Promise<number> {
    const rows = await this.dataSource.query<Pick<RateLimitRow, 'count'>[]>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = EXCLUDED.window_start
       RETURNING count`,
      [key.slice(0, 400), windowStart],
    );
    return Number(rows[0]?.count ?? 0);
  }

  async deleteWindowsBefore(cutoff: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE window_start < $1`, [cutoff]);
  }

  /** Runs `work` on one replica at a time (session advisory lock `key`); undefined when another holds it. */
  exclusively<T>(lockKey: number, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    return withAdvisoryLock(this.dataSource, lockKey, work);
  }
}
