import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cart line is its personalisation too (D-249): `cart_items_line_key` becomes unique over (user, session, type,
 * size, image, personalisation) with NULLs not distinct, so a plain copy and a named copy of one print are two lines,
 * two copies without a name are one, and two copies with the same name are one. The personalisation is stored
 * normalised by the domain's checkNameOnPrint, and jsonb equality ignores key order, so "the same name" is one value.
 * The old key was stricter, so every existing line still satisfies the new one: nothing is rewritten.
 */
export class CartLinePersonalisation1796000000249 implements MigrationInterface {
  name = 'CartLinePersonalisation1796000000249';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_line_key`);
    await q.query(
      `ALTER TABLE cart_items ADD CONSTRAINT cart_items_line_key
         UNIQUE NULLS NOT DISTINCT (user_id, session_id, print_type, print_size, image_url, personalisation)`,
    );
  }

  /**
   * Back to one line per (user, session, type, size, image): the lines that differ only by their name are merged into
   * the oldest (quantities added, at most 99) and keep its name, as adding them under the old key would have done.
   */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH line AS (
        SELECT id,
               first_value(id) OVER w AS keep,
               LEAST(SUM(quantity) OVER w, 99) AS total
          FROM cart_items
        WINDOW w AS (PARTITION BY user_id, session_id, print_type, print_size, image_url
                     ORDER BY created_at, id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
      )
      UPDATE cart_items c SET quantity = line.total FROM line WHERE c.id = line.id AND line.id = line.keep`);
    await q.query(`
      DELETE FROM cart_items c
       WHERE EXISTS (SELECT 1 FROM cart_items o
                      WHERE o.user_id = c.user_id AND o.session_id = c.session_id AND o.print_type = c.print_type
                        AND o.print_size = c.print_size AND o.image_url = c.image_url
                        AND (o.created_at, o.id) < (c.created_at, c.id))`);
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_line_key`);
    await q.query(
      `ALTER TABLE cart_items ADD CONSTRAINT cart_items_line_key
         UNIQUE (user_id, session_id, print_type, print_size, image_url)`,
    );
  }
}
