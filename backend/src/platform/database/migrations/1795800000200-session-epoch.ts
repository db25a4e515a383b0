import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user's session epoch, and the epoch each refresh token was issued in. A password reset and a staff disable add
 * one to users.session_epoch; a refresh token or access token of an older epoch is refused from then on, whatever
 * was in flight at that moment (a refresh rotating while the sessions were revoked inserts its successor with the
 * old epoch, so the successor is dead on arrival). Rows that exist now are all of epoch 0, as are access tokens
 * without the claim.
 */
export class SessionEpoch1795800000200 implements MigrationInterface {
  name = 'SessionEpoch1795800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN session_epoch integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE auth_tokens ADD COLUMN session_epoch integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_tokens DROP COLUMN session_epoch`);
    await q.query(`ALTER TABLE users DROP COLUMN session_epoch`);
  }
}
