import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's requests about their own data (D-305): an export of everything the account holds, or the deletion of
 * the account. The row outlives the account it was about: `user_id` has no foreign key on purpose, it is a random id
 * that names nobody once the account is gone, and it lets staff see that a deletion was carried out. The deletion
 * link's secret is stored as its SHA-256, as every other emailed token is. `orders.customer_deleted_at` marks an
 * order whose customer details were replaced when its account was deleted (the order itself is kept for the books).
 */
export class PrivacyRequests1797000000500 implements MigrationInterface {
  name = 'PrivacyRequests1797000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE privacy_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(20) NOT NULL CONSTRAINT privacy_requests_kind_check CHECK (kind IN ('export', 'deletion')),
        state varchar(30) NOT NULL CONSTRAINT privacy_requests_state_check
          CHECK (state IN ('preparing', 'ready', 'failed', 'awaiting_confirmation', 'superseded', 'confirmed',
                           'completed')),
        user_id uuid NOT NULL,
        token_hash varchar(64) CONSTRAINT privacy_requests_token_hash_key UNIQUE,
        token_expires_at timestamptz,
        archive_key text,
        archive_bytes integer,
        link_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        completed_at timestamptz,
        error text
      )`);
    await q.query(`CREATE INDEX privacy_requests_user_id_idx ON privacy_requests (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX privacy_requests_created_at_idx ON privacy_requests (created_at DESC)`);
    await q.query(`ALTER TABLE orders ADD COLUMN customer_deleted_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN customer_deleted_at`);
    await q.query(`DROP TABLE privacy_requests`);
  }
}
