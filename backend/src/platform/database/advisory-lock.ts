import type { DataSource } from 'typeorm';
import type { AdvisoryLockKey } from './advisory-lock-keys';

/**
 * Runs `work` only while this process holds the session advisory lock `key` (a key of the registry,
 * pg_try_advisory_lock on a dedicated connection), so that a scheduled job runs on one replica at a time; another
 * replica's tick is skipped.
 * Resolves `{ value }` with what `work` returned, or undefined when the lock was held elsewhere and `work` did not run.
 */
export async function withAdvisoryLock<T>(
  dataSource: DataSource,
  key: AdvisoryLockKey,
  work: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    const [lock] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [key])) as {
      locked: boolean;
    }[];
    if (!lock?.locked) return undefined;
    try {
      return { value: await work() };
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [key]);
    }
  } finally {
    await runner.release();
  }
}
