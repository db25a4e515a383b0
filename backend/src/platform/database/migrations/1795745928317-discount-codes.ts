import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes, owned by the discounts module. `discount_codes.code` is stored normalised (trimmed,
 * upper case: the domain's normalizeDiscountCode), so the unique index makes codes unique case-insensitively. A
 * redemption is reserved with its order at checkout and marked redeemed when the order is paid (one row per order,
 * D-176); released reservations (the customer started another order) no longer count. The order's own record of its
 * discount lives in orders.metadata.discount (written by the orders module).
 */
export class DiscountCodes1795745928317 implements MigrationInterface {
  name = 'DiscountCodes1795745928317';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discount_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code varchar(32) NOT NULL CHECK (code = upper(btrim(code))),
        kind varchar(10) NOT NULL CHECK (kind IN ('percent', 'fixed')),
        value integer NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
        min_order_cents integer NOT NULL DEFAULT 0 CHECK (min_order_cents >= 0),
        starts_at timestamptz,
        ends_at timestamptz,
        max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
        once_per_customer boolean NOT NULL DEFAULT false,
        first_order_only boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        deactivated_at timestamptz,
        CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
      )`);
    await q.query(`CREATE UNIQUE INDEX discount_codes_code_idx ON discount_codes (upper(code))`);
    await q.query(`
      CREATE TABLE discount_redemptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_id uuid NOT NULL REFERENCES discount_codes (id) ON DELETE CASCADE,
        order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        reserved_at timestamptz NOT NULL DEFAULT now(),
        redeemed_at timestamptz,
        released_at timestamptz
      )`);
    await q.query(`CREATE INDEX discount_redemptions_code_idx ON discount_redemptions (code_id)`);
    await q.query(`CREATE INDEX discount_redemptions_user_idx ON discount_redemptions (user_id, code_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE discount_redemptions`);
    await q.query(`DROP TABLE discount_codes`);
  }
}
