import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Problems after delivery: a customer's report on some lines of an order (claims, claim_lines), its
 * photos (private storage keys) and the conversation with staff (claim_messages). The cost of the decision is recorded
 * on the claim in cents (refund_cents, reprint_cost_cents). A reprint is the claim's own provider order (reprint_*
 * columns): the orders table and its money are untouched (docs/decisions.md). One open report per order line is a
 * partial unique index over claim_lines.open, kept in step with the claim's state by the claims repository.
 */
export class Claims1790000000040 implements MigrationInterface {
  name = 'Claims1790000000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        reason varchar(30) NOT NULL,
        description varchar(2000) NOT NULL,
        state varchar(30) NOT NULL DEFAULT 'received',
        resolution varchar(1000),
        refund_cents integer NOT NULL DEFAULT 0 CHECK (refund_cents >= 0),
        reprint_cost_cents integer NOT NULL DEFAULT 0 CHECK (reprint_cost_cents >= 0),
        reprint_external_id varchar(120) UNIQUE,
        reprint_provider_order_id varchar(120),
        reprint_status varchar(40),
        reprint_shipments jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(`CREATE INDEX claims_order_idx ON claims (order_id)`);
    await q.query(`CREATE INDEX claims_state_created_idx ON claims (state, created_at)`);
    await q.query(`
      CREATE TABLE claim_lines (
        claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
        line_id uuid NOT NULL REFERENCES order_line_items (id) ON DELETE CASCADE,
        open boolean NOT NULL DEFAULT true,
        PRIMARY KEY (claim_id, line_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX claim_lines_one_open_idx ON claim_lines (line_id) WHERE open`);
    await q.query(`
      CREATE TABLE claim_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
        author varchar(10) NOT NULL CHECK (author IN ('customer', 'staff')),
        author_id uuid,
        body varchar(2000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX claim_messages_claim_idx ON claim_messages (claim_id, created_at)`);
    await q.query(`
      CREATE TABLE claim_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
        message_id uuid REFERENCES claim_messages (id) ON DELETE SET NULL,
        storage_key varchar(300) NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX claim_photos_claim_idx ON claim_photos (claim_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE claim_photos`);
    await q.query(`DROP TABLE claim_messages`);
    await q.query(`DROP TABLE claim_lines`);
    await q.query(`DROP TABLE claims`);
  }
}
