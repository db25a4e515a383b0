import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fulfilment lifecycle: every payment and fulfilment change of an order as an event (order_events), the print file
 * of each line, the lines of each shipment, one status email per order and kind, and the local simulator's own
 * orders (so a restart loses nothing).
 */
export class FulfilmentLifecycle1767700000000 implements MigrationInterface {
  name = 'FulfilmentLifecycle1767700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL CONSTRAINT order_events_kind_check CHECK (kind IN ('payment', 'fulfilment')),
        from_status varchar(60),
        to_status varchar(60) NOT NULL,
        source varchar(20) NOT NULL,
        detail jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX order_events_order_id_created_at_idx ON order_events (order_id, created_at)`);

    await q.query(`ALTER TABLE order_line_items ADD COLUMN print_file_url text`);
    await q.query(`ALTER TABLE order_line_items ADD COLUMN print_file_width integer`);
    await q.query(`ALTER TABLE order_line_items ADD COLUMN print_file_height integer`);
    await q.query(`ALTER TABLE order_line_items ADD COLUMN effective_dpi integer`);

    await q.query(`ALTER TABLE order_shipments ADD COLUMN line_ids jsonb`);
    await q.query(`ALTER TABLE order_shipments ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);

    await q.query(
      `CREATE UNIQUE INDEX order_notifications_order_kind_key ON order_notifications (order_id, notification_type)`,
    );
    // The scheduled sync reads every order with a provider id that is not final.
    await q.query(
      `CREATE INDEX orders_fulfilment_open_idx ON orders (updated_at)
         WHERE printify_order_id IS NOT NULL
           AND fulfillment_status NOT IN ('order:shipment:delivered', 'cancelled', 'canceled', 'delivered', 'fulfilled')`,
    );

    await q.query(`
      CREATE TABLE fulfilment_simulator_orders (
        id varchar(100) PRIMARY KEY,
        external_id varchar(100) NOT NULL CONSTRAINT fulfilment_simulator_orders_external_id_key UNIQUE,
        label varchar(200) NOT NULL,
        status varchar(40) NOT NULL,
        released boolean NOT NULL DEFAULT false,
        next_step_at timestamptz,
        lines jsonb NOT NULL,
        shipments jsonb NOT NULL DEFAULT '[]'::jsonb,
        sent_to_production_at timestamptz,
        fulfilled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX fulfilment_simulator_orders_due_idx ON fulfilment_simulator_orders (next_step_at)
         WHERE next_step_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE fulfilment_simulator_orders`);
    await q.query(`DROP INDEX orders_fulfilment_open_idx`);
    await q.query(`DROP INDEX order_notifications_order_kind_key`);
    await q.query(`ALTER TABLE order_shipments DROP COLUMN updated_at`);
    await q.query(`ALTER TABLE order_shipments DROP COLUMN line_ids`);
    for (const column of ['effective_dpi', 'print_file_height', 'print_file_width', 'print_file_url']) {
      await q.query(`ALTER TABLE order_line_items DROP COLUMN ${column}`);
    }
    await q.query(`DROP TABLE order_events`);
  }
}
