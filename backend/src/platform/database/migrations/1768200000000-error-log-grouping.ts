import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Error logs that fill themselves (docs/product.md P8): identical errors are grouped into one row (`fingerprint`, a count of
 * `occurrences` and `last_seen_at`) instead of being written a thousand times; the partial index finds the open
 * group of a fingerprint, the resolved index serves the retention prune.
 */
export class ErrorLogGrouping1768200000000 implements MigrationInterface {
  name = 'ErrorLogGrouping1768200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE error_logs ADD COLUMN fingerprint varchar(64)`);
    await q.query(`ALTER TABLE error_logs ADD COLUMN occurrences integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE error_logs ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(
      `CREATE INDEX error_logs_open_fingerprint_idx ON error_logs (fingerprint, last_seen_at DESC) WHERE NOT resolved`,
    );
    await q.query(`CREATE INDEX error_logs_resolved_at_idx ON error_logs (resolved_at) WHERE resolved`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX error_logs_resolved_at_idx`);
    await q.query(`DROP INDEX error_logs_open_fingerprint_idx`);
    await q.query(`ALTER TABLE error_logs DROP COLUMN last_seen_at`);
    await q.query(`ALTER TABLE error_logs DROP COLUMN occurrences`);
    await q.query(`ALTER TABLE error_logs DROP COLUMN fingerprint`);
  }
}
