import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A preview while the artwork is made: the newest partial frame of a running generation (a small WebP
 * under `previews/`, never printable, never one of the session's images) and its 0-based index, so the progress
 * dialog can show it from any replica.
 */
export class GenerationPreview1795746022438 implements MigrationInterface {
  name = 'GenerationPreview1795746022438';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE generation_jobs ADD COLUMN preview_path text, ADD COLUMN preview_index integer`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generation_jobs DROP COLUMN preview_path, DROP COLUMN preview_index`);
  }
}
