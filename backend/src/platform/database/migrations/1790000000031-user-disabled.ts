import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When staff disabled the account (null: enabled). A disabled account cannot sign in, its refresh tokens are revoked
 * when it is disabled, and the access-token check (which reads the user's row anyway) refuses its access tokens.
 * Enabling clears the column; nothing else about the account changes.
 */
export class UserDisabled1790000000031 implements MigrationInterface {
  name = 'UserDisabled1790000000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN disabled_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN disabled_at`);
  }
}
