import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order number people read aloud (`PA-7K3M9X`, the domain's order-number.ts): six characters from an alphabet
 * without 0/O/1/I/L/U, unique. The application draws it when the order is created (OrdersRepository.create, retried
 * on a collision); the column's default draws one the same way for rows written by hand (fixtures, repairs), and
 * fills in the orders that existed before, each checked against the numbers already given. The search index of the
 * admin's order list (migration 1768100000000) now covers the number too.
 */
export class OrderNumber1790000000020 implements MigrationInterface {
  name = 'OrderNumber1790000000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION petart_new_order_number() RETURNS varchar LANGUAGE sql VOLATILE AS $$
         SELECT 'PA-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '')
           FROM generate_series(1, 6)
       $$`,
    );
    await q.query(`ALTER TABLE orders ADD COLUMN order_number varchar(9)`);
    await q.query(
      `DO $$
       DECLARE
         order_row record;
         candidate varchar;
       BEGIN
         FOR order_row IN SELECT id FROM orders ORDER BY created_at, id LOOP
           LOOP
             candidate := petart_new_order_number();
             EXIT WHEN NOT EXISTS (SELECT 1 FROM orders WHERE order_number = candidate);
           END LOOP;
           UPDATE orders SET order_number = candidate WHERE id = order_row.id;
         END LOOP;
       END $$`,
    );
    await q.query(
      `ALTER TABLE orders ALTER COLUMN order_number SET DEFAULT petart_new_order_number(),
                          ALTER COLUMN order_number SET NOT NULL`,
    );
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_order_number_key UNIQUE (order_number)`);
    await q.query(`DROP INDEX IF EXISTS orders_admin_search_trgm_idx`);
    await q.query(
      `CREATE INDEX orders_admin_search_trgm_idx ON orders USING gin (
         (lower(customer_email || ' ' || coalesce(customer_name, '') || ' ' || order_hash || ' ' ||
                coalesce(customer_phone, '') || ' ' || order_number)) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS orders_admin_search_trgm_idx`);
    await q.query(
      `CREATE INDEX orders_admin_search_trgm_idx ON orders USING gin (
         (lower(customer_email || ' ' || coalesce(customer_name, '') || ' ' || order_hash || ' ' ||
                coalesce(customer_phone, ''))) gin_trgm_ops)`,
    );
    await q.query(`ALTER TABLE orders DROP COLUMN order_number`);
    await q.query(`DROP FUNCTION petart_new_order_number()`);
  }
}
