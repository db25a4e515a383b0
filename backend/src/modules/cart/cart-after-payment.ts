import type { EntityManager } from 'typeorm';

/**
 * Clears from the customer's cart the lines a paid order bought (same artwork, print type and size), in the
 * payment's own transaction: the cart is emptied by the server when the order is paid, never by whichever browser
 * first opens the confirmation (opening an old order on another device must not empty today's cart). Lines added
 * since that are not in the order stay.
 */
export async function clearOrderedCartLines(manager: EntityManager, orderId: string): Promise<number> {
  const rows = await manager.query<{ id: string }[]>(
    `WITH removed AS (
       DELETE FROM cart_items c
        USING orders o, order_line_items li
        WHERE o.id = $1 AND li.order_id = o.id AND c.user_id = o.user_id
          AND c.session_id = li.session_id AND c.print_type = li.print_type AND c.print_size = li.print_size
          AND c.image_url = li.image_url
       RETURNING c.id)
     SELECT id FROM removed`,
    [orderId],
  );
  return rows.length;
}
