import { Injectable } from '@nestjs/common';
import type { ReviewStatus } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** A review as stored. */
export interface ReviewRow {
  id: string;
  orderId: string;
  orderLineId: string;
  userId: string;
  authorName: string;
  style: string | null;
  rating: number;
  body: string;
  status: ReviewStatus;
  reply: string | null;
  repliedAt: string | null;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A review photo as stored (privately, under `reviews/<orderHash>/`). */
export interface ReviewPhotoRow {
  id: string;
  reviewId: string;
  storageKey: string;
  width: number;
  height: number;
}

export type NewReviewPhoto = Omit<ReviewPhotoRow, 'id' | 'reviewId'>;

const COLUMNS = `r.id, r.order_id AS "orderId", r.order_line_id AS "orderLineId", r.user_id AS "userId",
  r.author_name AS "authorName", r.style, r.rating, r.body, r.status, r.reply, r.replied_at AS "repliedAt",
  r.approved_at AS "approvedAt", r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

const PHOTO_COLUMNS = `id, review_id AS "reviewId", storage_key AS "storageKey", width, height`;

/** The reviews tables' SQL: the reviews module is their only writer. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager | DataSource {
    return manager ?? this.dataSource;
  }

  async byId(id: string): Promise<ReviewRow | undefined> {
    const [row] = await this.dataSource.query<ReviewRow[]>(
      `SELECT ${COLUMNS} FROM reviews r WHERE r.id = $1`,
      [id],
    );
    return row;
  }

  async forOrder(orderId: string): Promise<ReviewRow[]> {
    return this.dataSource.query<ReviewRow[]>(
      `SELECT ${COLUMNS} FROM reviews r WHERE r.order_id = $1 ORDER BY r.created_at, r.id`,
      [orderId],
    );
  }

  /** Staff's list: the reviews of a status, newest first. */
  async withStatus(status: ReviewStatus, limit: number): Promise<ReviewRow[]> {
    return this.dataSource.query<ReviewRow[]>(
      `SELECT ${COLUMNS} FROM reviews r WHERE r.status = $1 ORDER BY r.created_at DESC, r.id LIMIT $2`,
      [status, limit],
    );
  }

  async countsByStatus(): Promise<Record<ReviewStatus, number>> {
    const rows = await this.dataSource.query<{ status: ReviewStatus; count: string }[]>(
      `SELECT status, count(*) AS count FROM reviews GROUP BY status`,
    );
    const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** The approved reviews' count and average (of a style, when given). */
  async approvedSummary(style?: string): Promise<{ count: number; average: number | null }> {
    const [row] = await this.dataSource.query<{ count: string; average: string | null }[]>(
      `SELECT count(*) AS count, avg(rating)::float8 AS average FROM reviews
        WHERE status = 'approved' AND ($1::text IS NULL OR style = $1)`,
      [style ?? null],
    );
    return { count: Number(row?.count ?? 0), average: row?.average == null ? null : Number(row.average) };
  }

  /** The most recently approved reviews (of a style, when given). */
  async recentApproved(limit: number, style?: string): Promise<ReviewRow[]> {
    return this.dataSource.query<ReviewRow[]>(
      `SELECT ${COLUMNS} FROM reviews r WHERE r.status = 'approved' AND ($2::text IS NULL OR r.style = $2)
        ORDER BY r.approved_at DESC, r.id LIMIT $1`,
      [limit, style ?? null],
    );
  }

  async insert(
    manager: EntityManager,
    review: Pick<
      ReviewRow,
      'orderId' | 'orderLineId' | 'userId' | 'authorName' | 'style' | 'rating' | 'body'
    >,
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO reviews (order_id, order_line_id, user_id, author_name, style, rating, body)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        review.orderId,
        review.orderLineId,
        review.userId,
        review.authorName,
        review.style,
        review.rating,
        review.body,
      ],
    );
    return row!.id;
  }

  /** The author's edit: the new text and stars, and the review goes back to staff (pending) before it shows again. */
  async updateByAuthor(manager: EntityManager, id: string, rating: number, body: string): Promise<void> {
    await manager.query(
      `UPDATE reviews SET rating = $2, body = $3, status = 'pending', approved_at = NULL, updated_at = now()
        WHERE id = $1`,
      [id, rating, body],
    );
  }

  /** A staff decision; `approved_at` is when it was (last) approved. */
  async setStatus(id: string, status: ReviewStatus): Promise<boolean> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `UPDATE reviews SET status = $2::varchar, updated_at = now(),
              approved_at = CASE WHEN $2::varchar = 'approved' THEN now() ELSE approved_at END
        WHERE id = $1 RETURNING id`,
      [id, status],
    );
    return rows.length > 0;
  }

  async setReply(id: string, reply: string | null): Promise<boolean> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `UPDATE reviews SET reply = $2::text, replied_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
              updated_at = now() WHERE id = $1 RETURNING id`,
      [id, reply],
    );
    return rows.length > 0;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM reviews WHERE id = $1`, [id]);
  }

  async photosOf(reviewIds: string[], manager?: EntityManager): Promise<ReviewPhotoRow[]> {
    if (reviewIds.length === 0) return [];
    return this.db(manager).query<ReviewPhotoRow[]>(
      `SELECT ${PHOTO_COLUMNS} FROM review_photos WHERE review_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [reviewIds],
    );
  }

  /** A photo and its review's status (the public route serves it only while the review is approved). */
  async photo(id: string): Promise<(ReviewPhotoRow & { status: ReviewStatus }) | undefined> {
    const [row] = await this.dataSource.query<(ReviewPhotoRow & { status: ReviewStatus })[]>(
      `SELECT p.id, p.review_id AS "reviewId", p.storage_key AS "storageKey", p.width, p.height, r.status
         FROM review_photos p JOIN reviews r ON r.id = p.review_id WHERE p.id = $1`,
      [id],
    );
    return row;
  }

  async addPhotos(manager: EntityManager, reviewId: string, photos: NewReviewPhoto[]): Promise<void> {
    for (const photo of photos) {
      await manager.query(
        `INSERT INTO review_photos (review_id, storage_key, width, height) VALUES ($1, $2, $3, $4)`,
        [reviewId, photo.storageKey, photo.width, photo.height],
      );
    }
  }

  async deletePhotos(manager: EntityManager, reviewId: string, photoIds: string[]): Promise<void> {
    if (photoIds.length === 0) return;
    await manager.query(`DELETE FROM review_photos WHERE review_id = $1 AND id = ANY($2::uuid[])`, [
      reviewId,
      photoIds,
    ]);
  }
}
