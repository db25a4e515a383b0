import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff order page: staff notes on an order (`order_notes`, owned by the orders module, never shown
 * to the customer), and the address the local fulfilment simulator holds for each order (so an address corrected
 * before production can be checked at the "provider" too).
 */
export class OrderDesk1790000000030 implements MigrationInterface {
  name = 'OrderDesk1790000000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        author_email varchar(255) NOT NULL,
        body text NOT NULL CONSTRAINT order_notes_body_check CHECK (length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX order_notes_order_id_created_at_idx ON order_notes (order_id, created_at)`);
    await q.query(`ALTER TABLE fulfilment_simulator_orders ADD COLUMN address jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fulfilment_simulator_orders DROP COLUMN address`);
    await q.query(`DROP TABLE order_notes`);
  }
}
