import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The name on the print (D-178): a cart line and the order line made from it carry the personalisation
 * `{ name, secondLine?, font, placement, colour }` (checked by the domain's checkNameOnPrint), null without one.
 */
export class NameOnPrint1795746000242 implements MigrationInterface {
  name = 'NameOnPrint1795746000242';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_items ADD COLUMN personalisation jsonb`);
    await q.query(`ALTER TABLE order_line_items ADD COLUMN personalisation jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_line_items DROP COLUMN personalisation`);
    await q.query(`ALTER TABLE cart_items DROP COLUMN personalisation`);
  }
}
