import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several pets in one portrait (D-188): a session's photos of the other pets (stored paths, in the order
 * added; the first pet stays original_image_url), and the number of pets of each cart line and order line, which
 * prices the extra pets and tells staff what was ordered. Existing rows: one pet.
 */
export class SeveralPets1795756435107 implements MigrationInterface {
  name = 'SeveralPets1795756435107';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions ADD COLUMN extra_photo_urls jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query(`ALTER TABLE cart_items ADD COLUMN pet_count integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE order_line_items ADD COLUMN pet_count integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_line_items DROP COLUMN pet_count`);
    await q.query(`ALTER TABLE cart_items DROP COLUMN pet_count`);
    await q.query(`ALTER TABLE sessions DROP COLUMN extra_photo_urls`);
  }
}
