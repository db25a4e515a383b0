import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout (docs/product.md P5): the payment event log that makes every provider event count once, the durable outbox of
 * work that must happen exactly once after payment (fulfilment submission, confirmation email), the recorded tax
 * transaction, and the uniqueness that turns "exactly once" into a database guarantee.
 */
export class Checkout1767600000000 implements MigrationInterface {
  name = 'Checkout1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider varchar(20) NOT NULL,
        event_id varchar(255) NOT NULL CONSTRAINT payment_events_event_id_key UNIQUE,
        type varchar(100) NOT NULL,
        payment_id varchar(255),
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_events_payment_id_idx ON payment_events (payment_id)`);

    await q.query(`
      CREATE TABLE outbox_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL DEFAULT 'pending'
          CONSTRAINT outbox_jobs_status_check CHECK (status IN ('pending', 'running', 'done', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        run_after timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT outbox_jobs_kind_order_key UNIQUE (kind, order_id)
      )`);
    await q.query(
      `CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (run_after) WHERE status IN ('pending', 'running')`,
    );

    await q.query(`ALTER TABLE orders ADD COLUMN tax_transaction_id varchar(255)`);
    await q.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_tax_transaction_id_key UNIQUE (tax_transaction_id)`,
    );
    // One order per payment: the payment success handler finds the order by its payment id.
    await q.query(`DROP INDEX orders_stripe_payment_id_idx`);
    await q.query(
      `CREATE UNIQUE INDEX orders_stripe_payment_id_key ON orders (stripe_payment_id) WHERE stripe_payment_id IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX order_notifications_confirmation_key ON order_notifications (order_id)
         WHERE notification_type = 'confirmation'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX order_notifications_confirmation_key`);
    await q.query(`DROP INDEX orders_stripe_payment_id_key`);
    await q.query(`CREATE INDEX orders_stripe_payment_id_idx ON orders (stripe_payment_id)`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_tax_transaction_id_key`);
    await q.query(`ALTER TABLE orders DROP COLUMN tax_transaction_id`);
    await q.query(`DROP TABLE outbox_jobs`);
    await q.query(`DROP TABLE payment_events`);
  }
}
