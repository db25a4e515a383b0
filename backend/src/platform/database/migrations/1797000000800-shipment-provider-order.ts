import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's parcels belong to the provider order that shipped them (D-329): `order_shipments.provider_order_id`,
 * filled for the parcels already recorded from each order's current provider order (the original, or the replacement
 * a name change made). Null only for a parcel of an order with no recorded provider order.
 */
export class ShipmentProviderOrder1797000000800 implements MigrationInterface {
  name = 'ShipmentProviderOrder1797000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE order_shipments
         ADD COLUMN provider_order_id uuid REFERENCES provider_orders (id) ON DELETE SET NULL`,
    );
    await q.query(
      `UPDATE order_shipments s SET provider_order_id = p.id
         FROM provider_orders p
        WHERE p.order_id = s.order_id AND p.kind <> 'reprint' AND p.replaced_at IS NULL`,
    );
    await q.query(`CREATE INDEX order_shipments_provider_order_idx ON order_shipments (provider_order_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_shipments DROP COLUMN provider_order_id`);
  }
}
