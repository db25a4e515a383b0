import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * After the payment (docs/product.md P6): refunds (one row per refund the payment provider accepted, unique by its id, and the
 * refunded total on the order), and the indexes of the scheduled checks (pending orders to reconcile or expire, paid
 * orders whose digital files are due for deletion).
 */
export class AfterPayment1768000000000 implements MigrationInterface {
  name = 'AfterPayment1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0
          CONSTRAINT orders_refunded_amount_check CHECK (refunded_amount >= 0),
        ADD CONSTRAINT orders_total_covers_refunds_check CHECK (refunded_amount <= total_amount),
        ADD COLUMN digital_files_purged_at timestamptz`);
    await q.query(`
      CREATE TABLE order_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        refund_id varchar(255) NOT NULL CONSTRAINT order_refunds_refund_id_key UNIQUE,
        amount integer NOT NULL CONSTRAINT order_refunds_amount_check CHECK (amount > 0),
        source varchar(20) NOT NULL,
        reason varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_refunds_order_idx ON order_refunds (order_id)`);
    await q.query(
      `CREATE INDEX orders_unpaid_created_idx ON orders (created_at) WHERE invoice_status IN ('pending', 'failed')`,
    );
    await q.query(
      `CREATE INDEX orders_files_due_idx ON orders (paid_at) WHERE paid_at IS NOT NULL AND digital_files_purged_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_files_due_idx`);
    await q.query(`DROP INDEX orders_unpaid_created_idx`);
    await q.query(`DROP TABLE order_refunds`);
    await q.query(`ALTER TABLE orders DROP COLUMN digital_files_purged_at, DROP COLUMN refunded_amount`);
  }
}
