import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A gift order's details (D-274): whom it is for, their email and the buyer's message, one row per order, written
 * with the order at checkout and removed with it. The buyer's first name as the recipient reads it is kept as it was
 * when the order was placed. The lengths are the domain's GIFT_LIMITS (characters, as PostgreSQL counts them).
 */
export class OrderGifts1797000000200 implements MigrationInterface {
  name = 'OrderGifts1797000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_gifts (
        order_id uuid PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
        recipient_name varchar(100) NOT NULL CHECK (char_length(recipient_name) > 0),
        recipient_email varchar(320) NOT NULL CHECK (char_length(recipient_email) > 0),
        message varchar(300) NOT NULL DEFAULT '',
        sender_name varchar(100) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_gifts`);
  }
}
