import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer reviews (D-310): one per delivered order line (unique), written by the order's customer, 1-5 stars and a
 * few lines, moderated by staff (pending, approved, hidden) with an optional public reply; up to three photos each,
 * stored privately and served publicly only while the review is approved.
 */
export class Reviews1797000000600 implements MigrationInterface {
  name = 'Reviews1797000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE reviews (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
         order_line_id uuid NOT NULL REFERENCES order_line_items(id) ON DELETE CASCADE,
         user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
         author_name varchar(100) NOT NULL,
         style varchar(100),
         rating smallint NOT NULL CONSTRAINT reviews_rating_check CHECK (rating BETWEEN 1 AND 5),
         body text NOT NULL,
         status varchar(20) NOT NULL DEFAULT 'pending'
           CONSTRAINT reviews_status_check CHECK (status IN ('pending', 'approved', 'hidden')),
         reply text,
         replied_at timestamptz,
         approved_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT reviews_order_line_unique UNIQUE (order_line_id)
       )`,
    );
    await q.query(`CREATE INDEX reviews_order_idx ON reviews (order_id)`);
    await q.query(`CREATE INDEX reviews_status_idx ON reviews (status, created_at)`);
    await q.query(
      `CREATE TABLE review_photos (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
         storage_key text NOT NULL,
         width integer NOT NULL,
         height integer NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await q.query(`CREATE INDEX review_photos_review_idx ON review_photos (review_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE review_photos`);
    await q.query(`DROP TABLE reviews`);
  }
}
