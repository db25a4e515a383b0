import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cart lines remember the art style they were added with (product.md P14: the add payload carries artStyle), and a line's
 * quantity is capped at 99 in the database as well as in the DTOs.
 */
export class CartArtStyle1767500000000 implements MigrationInterface {
  name = 'CartArtStyle1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_items ADD COLUMN art_style varchar(100)`);
    await q.query(
      `ALTER TABLE cart_items ADD CONSTRAINT cart_items_quantity_max_check CHECK (quantity <= 99)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_quantity_max_check`);
    await q.query(`ALTER TABLE cart_items DROP COLUMN art_style`);
  }
}
