import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How an order's parcel travels, as the customer paid for it (D-270): `standard` or `express`, checked by the
 * database. Every order before it shipped standard, which the default gives them. The fulfilment simulator records
 * the method it was sent, as Printify does.
 */
export class ShippingMethod1797000000300 implements MigrationInterface {
  name = 'ShippingMethod1797000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE orders ADD COLUMN shipping_method varchar(20) NOT NULL DEFAULT 'standard'
         CONSTRAINT orders_shipping_method_check CHECK (shipping_method IN ('standard', 'express'))`,
    );
    await q.query(
      `ALTER TABLE fulfilment_simulator_orders ADD COLUMN shipping_method varchar(20) NOT NULL DEFAULT 'standard'
         CONSTRAINT fulfilment_simulator_orders_shipping_method_check
         CHECK (shipping_method IN ('standard', 'express'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fulfilment_simulator_orders DROP COLUMN shipping_method`);
    await q.query(`ALTER TABLE orders DROP COLUMN shipping_method`);
  }
}
