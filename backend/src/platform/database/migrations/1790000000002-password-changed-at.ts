import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the user's password last changed. Access tokens are stateless for 15 minutes; the access-token check, which
 * reads the user's row anyway, refuses a token issued before this moment, so a reset also ends the sessions whose
 * access token an attacker may hold (the refresh tokens are revoked by the reset itself). Null: never changed.
 */
export class PasswordChangedAt1790000000002 implements MigrationInterface {
  name = 'PasswordChangedAt1790000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN password_changed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN password_changed_at`);
  }
}
