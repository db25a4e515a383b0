import { RAW_TO_LIFECYCLE } from '@petart/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const sqlText = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * SQL of the domain's normalizeFulfilmentStatus over a raw status column: '' / NULL is pending, error_* is error,
 * the known raw values their lifecycle, anything else processing. Built from the domain's table when this migration
 * runs: a later change of RAW_TO_LIFECYCLE needs a migration that re-creates orders.fulfilment_lifecycle (the admin
 * e2e suite compares the column with the domain function for every raw value, so a drift fails it).
 */
export function lifecycleCaseSql(column: string): string {
  const raw = `lower(btrim(${column}))`;
  return `(CASE
    WHEN btrim(coalesce(${column}, '')) = '' THEN 'pending'
    WHEN ${raw} LIKE 'error\\_%' THEN 'error'
    ${Object.entries(RAW_TO_LIFECYCLE)
      .map(([value, lifecycle]) => `WHEN ${raw} = ${sqlText(value)} THEN ${sqlText(lifecycle)}`)
      .join('\n    ')}
    ELSE 'processing' END)`;
}

/**
 * Indexes of the back office's lists (docs/product.md P8): case-insensitive substring search over orders (email, name, order
 * hash, phone) and users (email) with pg_trgm GIN indexes, so that `LIKE '%term%'` does not scan every row; the
 * order list's sort (created_at DESC) already has orders_created_at_idx, users and sessions theirs. The normalised
 * fulfilment status (the admin's status filter, count cards and chart) is a stored generated column with an index,
 * so that filtering and counting by status never evaluates the mapping per row at read time.
 */
export class AdminLists1768100000000 implements MigrationInterface {
  name = 'AdminLists1768100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX orders_admin_search_trgm_idx ON orders USING gin (
         (lower(customer_email || ' ' || coalesce(customer_name, '') || ' ' || order_hash || ' ' ||
                coalesce(customer_phone, ''))) gin_trgm_ops)`,
    );
    await q.query(
      `ALTER TABLE orders ADD COLUMN fulfilment_lifecycle varchar(20)
         GENERATED ALWAYS AS ${lifecycleCaseSql('fulfillment_status')} STORED`,
    );
    await q.query(
      `CREATE INDEX orders_lifecycle_created_at_idx ON orders (fulfilment_lifecycle, created_at DESC)`,
    );
    // The statistics charts (revenue per day, orders by status over a range) read only these: index-only scans.
    await q.query(
      `CREATE INDEX orders_admin_chart_idx ON orders (created_at) INCLUDE (invoice_status, total_amount, fulfilment_lifecycle)`,
    );
    await q.query(`CREATE INDEX users_admin_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)`);
    await q.query(`CREATE INDEX error_logs_unresolved_idx ON error_logs (error_type) WHERE NOT resolved`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS error_logs_unresolved_idx`);
    await q.query(`DROP INDEX IF EXISTS users_admin_email_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS orders_admin_chart_idx`);
    await q.query(`DROP INDEX IF EXISTS orders_lifecycle_created_at_idx`);
    await q.query(`ALTER TABLE orders DROP COLUMN IF EXISTS fulfilment_lifecycle`);
    await q.query(`DROP INDEX IF EXISTS orders_admin_search_trgm_idx`);
    await q.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
