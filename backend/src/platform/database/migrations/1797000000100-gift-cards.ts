import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gift cards (D-277). `gift_cards` is a purchase until its payment succeeds, then a card: its code is kept only as a
 * SHA-256 hash (unique) and its last four characters, so the table never holds a spendable code. The balance is not a
 * column: it is the amount less the redemptions that count (their order paid or still payable) plus what refunds gave
 * back, decided under the card's row lock, so it can never be spent twice or go below zero.
 * `gift_card_redemptions`: one per order (an order takes one card); `gift_card_refunds`: money a refund put back.
 */
export class GiftCards1797000000100 implements MigrationInterface {
  name = 'GiftCards1797000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE gift_cards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purchase_hash varchar(64) NOT NULL CONSTRAINT gift_cards_purchase_hash_key UNIQUE,
        buyer_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        buyer_email varchar(255) NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        recipient_email varchar(255) NOT NULL,
        recipient_name varchar(100),
        sender_name varchar(100),
        message varchar(500),
        payment_id varchar(255) CONSTRAINT gift_cards_payment_id_key UNIQUE,
        code_hash varchar(64) CONSTRAINT gift_cards_code_hash_key UNIQUE,
        code_end varchar(4),
        issued_at timestamptz,
        emailed_at timestamptz,
        disabled_at timestamptz,
        disabled_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT gift_cards_issued_has_code CHECK (issued_at IS NULL OR code_hash IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX gift_cards_issued_idx ON gift_cards (issued_at DESC) WHERE issued_at IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE gift_card_redemptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        card_id uuid NOT NULL REFERENCES gift_cards(id) ON DELETE CASCADE,
        order_id uuid NOT NULL CONSTRAINT gift_card_redemptions_order_key UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        redeemed_at timestamptz,
        released_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX gift_card_redemptions_card_idx ON gift_card_redemptions (card_id)`);
    await q.query(`
      CREATE TABLE gift_card_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        card_id uuid NOT NULL REFERENCES gift_cards(id) ON DELETE CASCADE,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        refund_key varchar(255) NOT NULL CONSTRAINT gift_card_refunds_key UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX gift_card_refunds_card_idx ON gift_card_refunds (card_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gift_card_refunds`);
    await q.query(`DROP TABLE gift_card_redemptions`);
    await q.query(`DROP TABLE gift_cards`);
  }
}
