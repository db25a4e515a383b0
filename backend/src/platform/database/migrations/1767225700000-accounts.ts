import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: the shared fixed-window rate-limit counters (one row per rule and subject, upserted per hit, so every
 * replica sees the same counts) and the local mail outbox (every email the DevMailboxMailer "sends").
 */
export class Accounts1767225700000 implements MigrationInterface {
  name = 'Accounts1767225700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(400) PRIMARY KEY,
        window_start timestamptz NOT NULL,
        count integer NOT NULL CONSTRAINT rate_limits_count_check CHECK (count >= 0)
      )`);
    await q.query(`CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start)`);
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient varchar(320) NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        tag varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX mail_outbox_recipient_created_at_idx ON mail_outbox (lower(recipient), created_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS mail_outbox`);
    await q.query(`DROP TABLE IF EXISTS rate_limits`);
  }
}
