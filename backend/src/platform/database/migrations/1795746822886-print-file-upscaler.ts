import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which upscaler made each line's print file (D-173), beside its effective DPI, so that staff see how far
 * the artwork was enlarged and by what; null until the print file is made.
 */
export class PrintFileUpscaler1795746822886 implements MigrationInterface {
  name = 'PrintFileUpscaler1795746822886';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_line_items ADD COLUMN print_file_upscaler varchar(40)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_line_items DROP COLUMN print_file_upscaler`);
  }
}
