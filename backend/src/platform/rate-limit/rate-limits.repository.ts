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

  /**
   * Counts one hit on `key` at `now`: in the key's current window when it started less than `windowMs` ago, else in a
   * new window starting now. The count so far in that window and when it started.
   */
  async hit(key: string, now: Date, windowMs: number): Promise<{ count: number; windowStart: Date }> {
    const rows = await this.dataSource.query<{ count: number | string; window_start: Date }[]>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start > $3 THEN rate_limits.count + 1 ELSE 1 END,
         window_start = CASE WHEN rate_limits.window_start > $3 THEN rate_limits.window_start ELSE EXCLUDED.window_start END
       RETURNING count, window_start`,
      [key.slice(0, 400), now, new Date(now.getTime() - windowMs)],
    );
    const row = rows[0];
    return { count: Number(row?.count ?? 0), windowStart: row ? new Date(row.window_start) : now };
  }

  async deleteWindowsBefore(cutoff: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE window_start < $1`, [cutoff]);
  }

  /** Runs `work` on one replica at a time (session advisory lock `key`); undefined when another holds it. */
  exclusively<T>(lockKey: number, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    return withAdvisoryLock(this.dataSource, lockKey, work);
  }
}
