import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PreparedReads } from '../../platform/database/prepared-reads';
import { CART_QUANTITY_MAX } from './cart.dto';
import type { CartItemEntity } from './cart-item.entity';

/** A cart line as the cart and checkout read it ({@link CartItemEntity} without its user relation). */
export type CartLine = Omit<CartItemEntity, 'user' | 'userId'>;

/** A line with the cart's new item count (sum of quantities), as every write returns it. */
export type CartLineWithCount = CartLine & { itemCount: number };

/** Every column a line shows, under its CartItemEntity property name. */
const LINE_COLUMNS = `id, session_id AS "sessionId", print_type AS "printType", print_size AS "printSize",
  image_url AS "imageUrl", quantity, art_style AS "artStyle", personalisation, pet_count AS "petCount",
  created_at AS "createdAt"`;

/** The lines as pricing needs them (prepared: every checkout summary prices the cart). */
const CART_PRICING_LINES = PreparedReads.statement(
  'pricing_cart_lines',
  `SELECT print_type AS "printType", print_size AS "printSize", quantity,
          personalisation IS NOT NULL AS "personalised", pet_count AS "petCount"
     FROM cart_items WHERE user_id = $1 ORDER BY created_at, id`,
);
const CART_BY_USER = PreparedReads.statement(
  'cart_by_user',
  `SELECT ${LINE_COLUMNS} FROM cart_items WHERE user_id = $1 ORDER BY created_at, id`,
);

/** `up` (the written line) with the cart's item count; the outer SELECT sees the snapshot before the write. */
const WITH_ITEM_COUNT = `SELECT up.*, up.quantity + (
    SELECT COALESCE(SUM(c.quantity), 0) FROM cart_items c WHERE c.user_id = $1 AND c.id <> up.id
  ) AS "itemCount"
  FROM up`;

const withNumericCount = (row: CartLineWithCount | undefined): CartLineWithCount | undefined =>
  row && { ...row, itemCount: Number(row.itemCount) };

/**
 * The one writer and reader of `cart_items` (the cart module owns the table; {@link CartItemEntity} is its row type).
 * Every statement is scoped by user_id, so another user's line is simply not found. The two reads every checkout
 * step makes are prepared hot reads.
 */
@Injectable()
export class CartItemsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: PreparedReads,
  ) {}

  /** The user's lines, oldest first (prepared hot read). */
  lines(userId: string): Promise<CartLine[]> {
    return this.reads.rows<CartLine>(CART_BY_USER, [userId]);
  }

  /** Type, size, quantity and what prices the line's options, each line, oldest first (prepared hot read). */
  pricingLines(
    userId: string,
  ): Promise<
    (Pick<CartLine, 'printType' | 'printSize' | 'quantity' | 'petCount'> & { personalised: boolean })[]
  > {
    return this.reads.rows(CART_PRICING_LINES, [userId]);
  }

  /**
   * Inserts a line, or raises the quantity of the same line, capped at the maximum. A line is its session, type, size,
   * image and personalisation (`cart_items_line_key`, D-249): a copy with another name, or without one, is another
   * line, so adding one never changes the name of copies already in the cart.
   */
  async upsert(
    userId: string,
    line: Pick<
      CartLine,
      | 'sessionId'
      | 'printType'
      | 'printSize'
      | 'imageUrl'
      | 'quantity'
      | 'artStyle'
      | 'personalisation'
      | 'petCount'
    >,
  ): Promise<CartLineWithCount | undefined> {
    const [row] = await this.dataSource.query<CartLineWithCount[]>(
      `WITH up AS (
         INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity, art_style,
                                 personalisation, pet_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
         ON CONFLICT ON CONSTRAINT cart_items_line_key
         DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${CART_QUANTITY_MAX}),
                       art_style = COALESCE(EXCLUDED.art_style, cart_items.art_style)
         RETURNING ${LINE_COLUMNS}
       )
       ${WITH_ITEM_COUNT}`,
      [
        userId,
        line.sessionId,
        line.printType,
        line.printSize,
        line.imageUrl,
        line.quantity,
        line.artStyle,
        line.personalisation ? JSON.stringify(line.personalisation) : null,
        line.petCount,
      ],
    );
    return withNumericCount(row);
  }

  /** Sets the quantity of one of the user's lines; undefined when the user has no such line. */
  async setQuantity(userId: string, id: string, quantity: number): Promise<CartLineWithCount | undefined> {
    const [row] = await this.dataSource.query<CartLineWithCount[]>(
      `WITH up AS (
         UPDATE cart_items SET quantity = $3 WHERE id = $2 AND user_id = $1 RETURNING ${LINE_COLUMNS}
       )
       ${WITH_ITEM_COUNT}`,
      [userId, id, quantity],
    );
    return withNumericCount(row);
  }

  /** Deletes one of the user's lines; undefined when the user has no such line, else the remaining item count. */
  async delete(userId: string, id: string): Promise<number | undefined> {
    const [result] = await this.dataSource.query<{ deleted: string; itemCount: string }[]>(
      `WITH del AS (DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING id)
       SELECT (SELECT COUNT(*) FROM del) AS deleted,
              (SELECT COALESCE(SUM(c.quantity), 0) FROM cart_items c
                WHERE c.user_id = $2 AND c.id NOT IN (SELECT id FROM del)) AS "itemCount"`,
      [id, userId],
    );
    if (!result || Number(result.deleted) === 0) return undefined;
    return Number(result.itemCount);
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM cart_items WHERE user_id = $1`, [userId]);
  }

  /**
   * Deletes from the customer's cart the lines a paid order bought (same artwork, print type, size and name), inside the
   * payment's transaction; lines added since that are not in the order stay, and so does a line whose quantity changed
   * after the payment began (the customer paid for the old quantity; the new one is not dropped silently). Resolves
   * with how many were removed.
   */
  async deleteOrderedLines(manager: EntityManager, orderId: string): Promise<number> {
    const rows = await manager.query<{ id: string }[]>(
      `WITH removed AS (
         DELETE FROM cart_items c
          USING orders o, order_line_items li
          WHERE o.id = $1 AND li.order_id = o.id AND c.user_id = o.user_id
            AND c.session_id = li.session_id AND c.print_type = li.print_type AND c.print_size = li.print_size
            AND c.image_url = li.image_url AND c.personalisation IS NOT DISTINCT FROM li.personalisation
            AND c.quantity = li.quantity
         RETURNING c.id)
       SELECT id FROM removed`,
      [orderId],
    );
    return rows.length;
  }
}
