import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes of the back office's lists (issue 13): case-insensitive substring search over orders (email, name, order
 * hash, phone) and users (email) with pg_trgm GIN indexes, so that `LIKE '%term%'` does not scan every row; the
 * order list's sort (created_at DESC) already has orders_created_at_idx, users and sessions theirs.
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
    await q.query(`CREATE INDEX users_admin_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)`);
    await q.query(`CREATE INDEX error_logs_unresolved_idx ON error_logs (error_type) WHERE NOT resolved`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS error_logs_unresolved_idx`);
    await q.query(`DROP INDEX IF EXISTS users_admin_email_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS orders_admin_search_trgm_idx`);
    await q.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
