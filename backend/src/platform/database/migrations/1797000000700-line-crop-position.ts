import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's own crop of a proof order's line (D-300): where the crop window sits along the axis that overflows
 * the print, 0 (left/top) to 1 (right/bottom). Null, as on every existing line, is the automatic attention crop.
 */
export class LineCropPosition1797000000700 implements MigrationInterface {
  name = 'LineCropPosition1797000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE order_line_items ADD COLUMN crop_position double precision
         CONSTRAINT order_line_items_crop_position_check CHECK (crop_position BETWEEN 0 AND 1)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_line_items DROP COLUMN crop_position`);
  }
}
