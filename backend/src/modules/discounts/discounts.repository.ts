import { Injectable } from '@nestjs/common';
import type { DiscountCodeRule, DiscountUsage } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { releaseOtherUnpaidHolds } from '../../platform/database/redemption-holds';

/** A row of discount_codes. */
export interface DiscountCodeRow extends DiscountCodeRule {
  id: string;
  createdAt: Date;
  deactivatedAt: Date | null;
}

/** A code with what it did: paid uses, reservations of orders still payable, the discount given, the revenue. */
export interface DiscountCodeStatsRow extends DiscountCodeRow {
  uses: number;
  reserved: number;
  discountCents: number;
  revenueCents: number;
}

/** What a new code is made of (code already normalised); it starts active. */
export type NewDiscountCode = Omit<DiscountCodeRule, 'active'> & { createdBy: string };

const CODE_COLUMNS = `c.id, c.code, c.kind, c.value, c.min_order_cents AS "minOrderCents", c.starts_at AS "startsAt",
  c.ends_at AS "endsAt", c.max_uses AS "maxUses", c.once_per_customer AS "oncePerCustomer",
  c.first_order_only AS "firstOrderOnly", c.active, c.created_at AS "createdAt", c.deactivated_at AS "deactivatedAt"`;

/**
 * A paid use that counts (D-176, D-259): redeemed when its order was paid and not given back since (a refunded
 * cancellation gives it back). The one predicate of the uses, the discount given and the revenue of a code. `r` is the
 * redemption.
 */
const USED_SQL = `r.redeemed_at IS NOT NULL AND r.released_at IS NULL`;

/**
 * A redemption that counts as a use (D-176): not released, and its order paid, or still payable (not cancelled and
 * younger than the unpaid-order expiry, $EXPIRY hours before $NOW, the app's clock). `r` and `o` are the redemption
 * and its order.
 */
const LIVE_SQL = (expiry: string, now: string) => `r.released_at IS NULL AND (o.paid_at IS NOT NULL OR
  (o.fulfilment_lifecycle <> 'cancelled' AND o.created_at > ${now}::timestamptz - (${expiry}::float8 * interval '1 hour')))`;

/** The one writer of discount_codes and discount_redemptions (owned by the discounts module). */
@Injectable()
export class DiscountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private q(manager?: EntityManager) {
    return manager ?? this.dataSource.manager;
  }

  /** Inserts a code; undefined when a code with the same letters exists (any case). */
  async create(input: NewDiscountCode): Promise<DiscountCodeRow | undefined> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO discount_codes (code, kind, value, min_order_cents, starts_at, ends_at, max_uses,
                                   once_per_customer, first_order_only, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT ((upper(code))) DO NOTHING RETURNING id`,
      [
        input.code,
        input.kind,
        input.value,
        input.minOrderCents,
        input.startsAt,
        input.endsAt,
        input.maxUses,
        input.oncePerCustomer,
        input.firstOrderOnly,
        input.createdBy,
      ],
    );
    const id = rows[0]?.id;
    return id ? this.findById(id) : undefined;
  }

  async findById(id: string, manager?: EntityManager): Promise<DiscountCodeRow | undefined> {
    const rows = await this.q(manager).query<DiscountCodeRow[]>(
      `SELECT ${CODE_COLUMNS} FROM discount_codes c WHERE c.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** By its normalised code (case-insensitive through the unique index). */
  async findByCode(code: string): Promise<DiscountCodeRow | undefined> {
    const rows = await this.dataSource.query<DiscountCodeRow[]>(
      `SELECT ${CODE_COLUMNS} FROM discount_codes c WHERE upper(c.code) = upper($1)`,
      [code],
    );
    return rows[0];
  }

  /** Locks the code's row for the rest of the transaction: checkouts of one code reserve one at a time. */
  async lock(manager: EntityManager, id: string): Promise<DiscountCodeRow | undefined> {
    const rows = await manager.query<DiscountCodeRow[]>(
      `SELECT ${CODE_COLUMNS} FROM discount_codes c WHERE c.id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  /**
   * Uses of a code that count against its total, leaving out the asking customer's own unpaid reservations (a new
   * checkout replaces them); that customer's paid uses of it; and the customer's paid orders (any code).
   */
  async usage(
    codeId: string,
    userId: string,
    expiryHours: number,
    now: Date,
    manager?: EntityManager,
  ): Promise<DiscountUsage> {
    const [row] = await this.q(manager).query<DiscountUsage[]>(
      `SELECT
         (SELECT count(*)::int FROM discount_redemptions r JOIN orders o ON o.id = r.order_id
           WHERE r.code_id = $1 AND ${LIVE_SQL('$3', '$4')}
             AND NOT (r.user_id IS NOT DISTINCT FROM $2::uuid AND o.paid_at IS NULL)) AS "usesSoFar",
         (SELECT count(*)::int FROM discount_redemptions r JOIN orders o ON o.id = r.order_id
           WHERE r.code_id = $1 AND r.user_id = $2 AND r.released_at IS NULL AND o.paid_at IS NOT NULL)
           AS "customerUses",
         (SELECT count(*)::int FROM orders o WHERE o.user_id = $2 AND o.paid_at IS NOT NULL) AS "customerPaidOrders"`,
      [codeId, userId, expiryHours, now],
    );
    return row ?? { usesSoFar: 0, customerUses: 0, customerPaidOrders: 0 };
  }

  /** The customer's holds on their other unpaid orders end (see {@link releaseOtherUnpaidHolds}). */
  releaseOthers(manager: EntityManager, userId: string, orderId: string): Promise<void> {
    return releaseOtherUnpaidHolds(manager, 'discount_redemptions', userId, orderId);
  }

  /** Reserves the code for an order (one row per order; a reused order keeps its row, live again). */
  async reserve(
    manager: EntityManager,
    r: { codeId: string; orderId: string; userId: string; amountCents: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO discount_redemptions (code_id, order_id, user_id, amount_cents) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE SET released_at = NULL
         WHERE discount_redemptions.redeemed_at IS NULL`,
      [r.codeId, r.orderId, r.userId, r.amountCents],
    );
  }

  /** The order's redemption not redeemed yet (the code it reserved), if any. */
  async pendingRedemption(orderId: string, manager?: EntityManager): Promise<{ codeId: string } | undefined> {
    const [row] = await this.q(manager).query<{ codeId: string }[]>(
      `SELECT code_id AS "codeId" FROM discount_redemptions WHERE order_id = $1 AND redeemed_at IS NULL`,
      [orderId],
    );
    return row;
  }

  /**
   * What a code's limits count when the money is taken (D-205): its paid uses, the customer's paid uses of it and
   * the customer's paid orders, all but the order being paid. Reservations count for nothing here: only money does.
   */
  async paidUsage(
    codeId: string,
    userId: string | null,
    orderId: string,
    manager?: EntityManager,
  ): Promise<DiscountUsage> {
    const [row] = await this.q(manager).query<DiscountUsage[]>(
      `SELECT
         (SELECT count(*)::int FROM discount_redemptions r
           WHERE r.code_id = $1 AND ${USED_SQL} AND r.order_id <> $3) AS "usesSoFar",
         (SELECT count(*)::int FROM discount_redemptions r
           WHERE r.code_id = $1 AND r.user_id = $2::uuid AND ${USED_SQL} AND r.order_id <> $3)
           AS "customerUses",
         (SELECT count(*)::int FROM orders o WHERE o.user_id = $2::uuid AND o.paid_at IS NOT NULL AND o.id <> $3)
           AS "customerPaidOrders"`,
      [codeId, userId, orderId],
    );
    return row ?? { usesSoFar: 0, customerUses: 0, customerPaidOrders: 0 };
  }

  /**
   * Marks the order's redemption redeemed, once (true the first time); a released one counts again once paid.
   * TypeORM answers an UPDATE ... RETURNING on PostgreSQL with [rows, affected count], not the rows alone.
   */
  async redeem(manager: EntityManager, orderId: string): Promise<boolean> {
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `UPDATE discount_redemptions SET redeemed_at = now(), released_at = NULL
        WHERE order_id = $1 AND redeemed_at IS NULL RETURNING id`,
      [orderId],
    );
    return rows.length > 0;
  }

  /** The order's redemption stops counting (its payment is refused and refunded): it is never redeemed. */
  async release(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE discount_redemptions SET released_at = coalesce(released_at, now())
        WHERE order_id = $1 AND redeemed_at IS NULL`,
      [orderId],
    );
  }

  /**
   * A paid order's use is given back (its cancellation was refunded in full): it no longer counts against the code's
   * limits, in the discount given or in the code's revenue. Idempotent; an order without a code changes nothing.
   */
  async giveBack(orderId: string, manager?: EntityManager): Promise<void> {
    await this.q(manager).query(
      `UPDATE discount_redemptions SET released_at = coalesce(released_at, now())
        WHERE order_id = $1 AND redeemed_at IS NOT NULL`,
      [orderId],
    );
  }

  /** The paid orders that used a code and the discount they got (cents), over every code: the dashboard's figure. */
  async givenTotals(): Promise<{ orders: number; cents: number }> {
    const [row] = await this.dataSource.query<{ orders: number; cents: string }[]>(
      `SELECT count(*)::int AS orders, coalesce(sum(r.amount_cents), 0)::bigint AS cents
         FROM discount_redemptions r WHERE ${USED_SQL}`,
    );
    return { orders: row?.orders ?? 0, cents: Number(row?.cents ?? 0) };
  }

  /** Every code, newest first, with its uses, reservations, discount given and the revenue of its paid orders. */
  async list(expiryHours: number, now: Date, limit = 500): Promise<DiscountCodeStatsRow[]> {
    const rows = await this.dataSource.query<
      (DiscountCodeRow & { uses: number; reserved: number; discountCents: string; revenueCents: string })[]
    >(
      `SELECT ${CODE_COLUMNS},
              count(r.id) FILTER (WHERE ${USED_SQL})::int AS uses,
              count(r.id) FILTER (WHERE r.redeemed_at IS NULL AND o.paid_at IS NULL AND ${LIVE_SQL('$1', '$3')})::int
                AS reserved,
              coalesce(sum(r.amount_cents) FILTER (WHERE ${USED_SQL}), 0)::bigint AS "discountCents",
              coalesce(sum(o.total_amount - o.refunded_amount) FILTER (WHERE ${USED_SQL}), 0)::bigint
                AS "revenueCents"
         FROM discount_codes c
         LEFT JOIN discount_redemptions r ON r.code_id = c.id
         LEFT JOIN orders o ON o.id = r.order_id
        GROUP BY c.id
        ORDER BY c.created_at DESC, c.code
        LIMIT $2`,
      [expiryHours, limit, now],
    );
    return rows.map((row) => ({
      ...row,
      discountCents: Number(row.discountCents),
      revenueCents: Number(row.revenueCents),
    }));
  }

  /** Deactivates a code; undefined when there is no such code. Deactivating twice keeps the first time. */
  async deactivate(id: string): Promise<DiscountCodeRow | undefined> {
    await this.dataSource.query(
      `UPDATE discount_codes SET active = false, deactivated_at = coalesce(deactivated_at, now()) WHERE id = $1`,
      [id],
    );
    return this.findById(id);
  }
}
