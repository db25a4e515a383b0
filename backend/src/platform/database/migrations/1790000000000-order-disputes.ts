import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disputes (chargebacks) of an order's payment: each change the payment provider reports is an order event of kind
 * 'dispute' (from and to the provider's dispute status); the dispute as it stands is kept in the order's metadata.
 */
export class OrderDisputes1790000000000 implements MigrationInterface {
  name = 'OrderDisputes1790000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check`);
    await q.query(
      `ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('payment', 'fulfilment', 'dispute'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM order_events WHERE kind = 'dispute'`);
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check`);
    await q.query(
      `ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('payment', 'fulfilment'))`,
    );
  }
}
