import { Injectable } from '@nestjs/common';
import type { ProofStatus } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** Who asked for a proof: the payment (the first), staff (a redraw), or the customer (a new name). */
export type ProofRequester = 'payment' | 'staff' | 'customer';

/** One line's proof: its print file as the provider will get it, and a picture of it small enough for a page. */
export interface ProofFileJson {
  lineId: string;
  line: number;
  url: string;
  previewUrl: string;
  widthPx: number;
  heightPx: number;
  /** Where the crop window sat along the overflowing axis, 0..1 (absent on proofs drawn before it was recorded). */
  cropPosition?: number;
  /** The artwork's width / height (absent on proofs drawn before it was recorded). */
  artworkAspect?: number;
}

/** A row of `order_proofs`: one drawing of an order's print files shown to its customer, and its answer. */
export interface OrderProofRecord {
  id: string;
  orderId: string;
  revision: number;
  status: ProofStatus;
  requestedBy: ProofRequester;
  files: ProofFileJson[];
  changeNote: string | null;
  createdAt: Date;
  shownAt: Date | null;
  answeredAt: Date | null;
  remindedAt: Date | null;
  staffAlertedAt: Date | null;
}

const COLUMNS = `id, order_id AS "orderId", revision, status, requested_by AS "requestedBy", files,
  change_note AS "changeNote", created_at AS "createdAt", shown_at AS "shownAt", answered_at AS "answeredAt",
  reminded_at AS "remindedAt", staff_alerted_at AS "staffAlertedAt"`;

/** Proofs not answered yet: a newer one supersedes them. */
const OPEN: readonly ProofStatus[] = ['drawing', 'shown', 'change_requested'];

/**
 * The SQL of `order_proofs`. Writes run in the caller's transaction under the order's row lock (OrderLifecycle);
 * the times are the app's clock, passed in. No rule lives here.
 */
@Injectable()
export class OrderProofsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every proof of the orders, oldest first. */
  async ofOrders(orderIds: readonly string[]): Promise<OrderProofRecord[]> {
    if (orderIds.length === 0) return [];
    return this.dataSource.query<OrderProofRecord[]>(
      `SELECT ${COLUMNS} FROM order_proofs WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, revision`,
      [orderIds],
    );
  }

  /** The order's latest proof (highest revision). */
  async latest(orderId: string, manager?: EntityManager): Promise<OrderProofRecord | undefined> {
    const [row] = await (manager ?? this.dataSource).query<OrderProofRecord[]>(
      `SELECT ${COLUMNS} FROM order_proofs WHERE order_id = $1 ORDER BY revision DESC LIMIT 1`,
      [orderId],
    );
    return row;
  }

  async byId(id: string, manager?: EntityManager): Promise<OrderProofRecord | undefined> {
    const [row] = await (manager ?? this.dataSource).query<OrderProofRecord[]>(
      `SELECT ${COLUMNS} FROM order_proofs WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** A new revision (one more than the latest); the open ones before it are superseded. */
  async insertNext(
    manager: EntityManager,
    orderId: string,
    requestedBy: ProofRequester,
    at: Date,
  ): Promise<OrderProofRecord> {
    await manager.query(
      `UPDATE order_proofs SET status = 'superseded' WHERE order_id = $1 AND status = ANY($2::text[])`,
      [orderId, OPEN],
    );
    const [row] = await manager.query<OrderProofRecord[]>(
      `INSERT INTO order_proofs (order_id, revision, requested_by, created_at)
       SELECT $1, COALESCE(MAX(revision), 0) + 1, $2, $3 FROM order_proofs WHERE order_id = $1
       RETURNING ${COLUMNS}`,
      [orderId, requestedBy, at],
    );
    if (!row) throw new Error(`No proof inserted for order ${orderId}`);
    return row;
  }

  /** A drawn proof shown: its files and when. False when it is no longer being drawn (superseded meanwhile). */
  async markShown(manager: EntityManager, id: string, files: ProofFileJson[], at: Date): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(
      `WITH shown AS (UPDATE order_proofs SET status = 'shown', files = $2::jsonb, shown_at = $3
        WHERE id = $1 AND status = 'drawing' RETURNING id) SELECT id FROM shown`,
      [id, JSON.stringify(files), at],
    );
    return rows.length > 0;
  }

  /** The customer's answer to a shown proof (approved, or a change asked for with its note). */
  async answer(
    manager: EntityManager,
    id: string,
    answer: { status: 'approved' } | { status: 'change_requested'; note: string },
    at: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE order_proofs SET status = $2, change_note = $3, answered_at = $4 WHERE id = $1`,
      [id, answer.status, answer.status === 'change_requested' ? answer.note : null, at],
    );
  }

  /** Shown proofs still unanswered since at least `shownBefore` (the follow-up sweep). */
  async waitingSince(shownBefore: Date): Promise<OrderProofRecord[]> {
    return this.dataSource.query<OrderProofRecord[]>(
      `SELECT ${COLUMNS} FROM order_proofs WHERE status = 'shown' AND shown_at <= $1 ORDER BY shown_at`,
      [shownBefore],
    );
  }

  /**
   * Claims a follow-up of a proof (reminded_at or staff_alerted_at set once): true for the one caller that set it,
   * so two sweeps racing send it once.
   */
  async claimFollowUp(id: string, column: 'reminded_at' | 'staff_alerted_at', at: Date): Promise<boolean> {
    // An UPDATE's RETURNING read through a SELECT: the driver answers plain rows.
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH claimed AS (UPDATE order_proofs SET ${column} = $2
         WHERE id = $1 AND ${column} IS NULL AND status = 'shown' RETURNING id) SELECT id FROM claimed`,
      [id, at],
    );
    return rows.length > 0;
  }

  /** A follow-up whose email failed: claimed again by the next sweep. */
  async releaseFollowUp(id: string, column: 'reminded_at' | 'staff_alerted_at'): Promise<void> {
    await this.dataSource.query(`UPDATE order_proofs SET ${column} = NULL WHERE id = $1`, [id]);
  }
}
