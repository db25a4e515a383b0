import type { EntityManager } from 'typeorm';

/**
 * The tables that hold a discount code or a gift card for an unpaid order: one row per order with `user_id`,
 * `redeemed_at` (the payment went through) and `released_at` (the hold ended).
 */
export type RedemptionTable = 'discount_redemptions' | 'gift_card_redemptions';

/**
 * Ends the customer's holds on their other unpaid orders: they started a new checkout, so those orders stop counting
 * against the code's uses or the card's balance. Such an order's payment may still go through; it then takes its hold
 * again if the rules allow (each module's `redeem`).
 */
export async function releaseOtherUnpaidHolds(
  manager: EntityManager,
  table: RedemptionTable,
  userId: string,
  orderId: string,
): Promise<void> {
  await manager.query(
    `UPDATE ${table} r SET released_at = now()
       FROM orders o
      WHERE o.id = r.order_id AND r.user_id = $1 AND r.order_id <> $2
        AND r.redeemed_at IS NULL AND r.released_at IS NULL AND o.paid_at IS NULL`,
    [userId, orderId],
  );
}
