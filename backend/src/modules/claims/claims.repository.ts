import { Injectable } from '@nestjs/common';
import { isOpenClaim, type ClaimReason, type ClaimState } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';

import type { ProviderShipmentJson } from '../orders';

/** A `claims` row with the ids of its lines (the table's one row type; no entity). */
export interface ClaimRow {
  id: string;
  orderId: string;
  userId: string | null;
  reason: ClaimReason;
  description: string;
  state: ClaimState;
  resolution: string | null;
  refundCents: number;
  reprintCostCents: number;
  reprintExternalId: string | null;
  reprintProviderOrderId: string | null;
  reprintStatus: string | null;
  reprintShipments: ProviderShipmentJson[];
  createdAt: Date;
  updatedAt: Date;
  decidedAt: Date | null;
  lineIds: string[];
}

export interface ClaimMessageRow {
  id: string;
  claimId: string;
  author: 'customer' | 'staff';
  body: string;
  createdAt: Date;
}

export interface ClaimPhotoRow {
  id: string;
  claimId: string;
  messageId: string | null;
  storageKey: string;
  width: number;
  height: number;
}

export interface StoredClaimPhoto {
  storageKey: string;
  width: number;
  height: number;
}

const CLAIM_COLUMNS = `c.id, c.order_id AS "orderId", c.user_id AS "userId", c.reason, c.description, c.state,
  c.resolution, c.refund_cents AS "refundCents", c.reprint_cost_cents AS "reprintCostCents",
  p.external_id AS "reprintExternalId", p.provider_order_id AS "reprintProviderOrderId",
  p.status AS "reprintStatus", COALESCE(p.shipments, '[]'::jsonb) AS "reprintShipments", c.created_at AS "createdAt",
  c.updated_at AS "updatedAt", c.decided_at AS "decidedAt",
  COALESCE((SELECT array_agg(l.line_id::text ORDER BY l.line_id) FROM claim_lines l WHERE l.claim_id = c.id), '{}')
    AS "lineIds"`;
/** A claim with its reprint: the provider order the orders module keeps for it (read here, written there). */
const CLAIMS = `claims c LEFT JOIN provider_orders p ON p.claim_id = c.id`;

/** A claim as the customer's data export holds it. */
export interface ClaimExportRow {
  id: string;
  orderId: string;
  reason: string;
  description: string;
  state: string;
  resolution: string | null;
  refundCents: number;
  createdAt: Date;
  decidedAt: Date | null;
  messages: { author: string; body: string; at: string }[];
  photoKeys: string[];
}

/** The claims module's tables: claims, claim_lines, claim_messages, claim_photos (all their SQL). */
@Injectable()
export class ClaimsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager | DataSource {
    return manager ?? this.dataSource;
  }

  /**
   * Every claim the user made, oldest first, with its conversation and the storage keys of its photos (the
   * customer's data export). Staff authors are not named.
   */
  async ofUserForExport(userId: string): Promise<ClaimExportRow[]> {
    return this.dataSource.query<ClaimExportRow[]>(
      `SELECT c.id, c.order_id AS "orderId", c.reason, c.description, c.state, c.resolution,
              c.refund_cents AS "refundCents", c.created_at AS "createdAt", c.decided_at AS "decidedAt",
              COALESCE((SELECT json_agg(json_build_object('author', m.author, 'body', m.body, 'at', m.created_at)
                                        ORDER BY m.created_at)
                          FROM claim_messages m WHERE m.claim_id = c.id), '[]') AS messages,
              COALESCE((SELECT json_agg(p.storage_key ORDER BY p.created_at) FROM claim_photos p
                         WHERE p.claim_id = c.id), '[]') AS "photoKeys"
         FROM claims c WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
      [userId],
    );
  }

  /** A new report with its lines; rejects with a unique violation when a line is in another open report. */
  async insert(
    manager: EntityManager,
    claim: { orderId: string; userId: string; reason: ClaimReason; description: string; lineIds: string[] },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO claims (order_id, user_id, reason, description) VALUES ($1, $2, $3, $4) RETURNING id`,
      [claim.orderId, claim.userId, claim.reason, claim.description],
    );
    const id = row!.id;
    await manager.query(`INSERT INTO claim_lines (claim_id, line_id) SELECT $1, unnest($2::uuid[])`, [
      id,
      claim.lineIds,
    ]);
    return id;
  }

  /** Lines of the order that are in an open report. */
  async openLineIds(orderId: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ lineId: string }[]>(
      `SELECT l.line_id AS "lineId" FROM claim_lines l JOIN claims c ON c.id = l.claim_id
        WHERE c.order_id = $1 AND l.open`,
      [orderId],
    );
    return rows.map((r) => r.lineId);
  }

  async addMessage(
    manager: EntityManager,
    claimId: string,
    message: { author: 'customer' | 'staff'; authorId: string | null; body: string },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO claim_messages (claim_id, author, author_id, body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [claimId, message.author, message.authorId, message.body],
    );
    return row!.id;
  }

  async addPhotos(
    manager: EntityManager,
    claimId: string,
    messageId: string | null,
    photos: StoredClaimPhoto[],
  ): Promise<void> {
    for (const photo of photos) {
      await manager.query(
        `INSERT INTO claim_photos (claim_id, message_id, storage_key, width, height) VALUES ($1, $2, $3, $4, $5)`,
        [claimId, messageId, photo.storageKey, photo.width, photo.height],
      );
    }
  }

  async byId(id: string, manager?: EntityManager): Promise<ClaimRow | undefined> {
    const [row] = await this.db(manager).query<ClaimRow[]>(
      `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS} WHERE c.id = $1`,
      [id],
    );
    return row;
  }

  /** The claim, row-locked for a decision (the transaction of `manager`). */
  async lock(manager: EntityManager, id: string): Promise<ClaimRow | undefined> {
    await manager.query(`SELECT id FROM claims WHERE id = $1 FOR UPDATE`, [id]);
    return this.byId(id, manager);
  }

  async forOrder(orderId: string): Promise<ClaimRow[]> {
    return this.dataSource.query<ClaimRow[]>(
      `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS} WHERE c.order_id = $1 ORDER BY c.created_at`,
      [orderId],
    );
  }

  /** The queue: claims in some states, oldest first. */
  async inStates(states: readonly ClaimState[], limit = 200): Promise<ClaimRow[]> {
    return this.dataSource.query<ClaimRow[]>(
      `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS} WHERE c.state = ANY($1) ORDER BY c.created_at, c.id LIMIT $2`,
      [states, limit],
    );
  }

  async countsByState(): Promise<Partial<Record<ClaimState, number>>> {
    const rows = await this.dataSource.query<{ state: ClaimState; n: number }[]>(
      `SELECT state, count(*)::int AS n FROM claims GROUP BY state`,
    );
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  }

  async messages(claimIds: string[]): Promise<ClaimMessageRow[]> {
    return this.dataSource.query<ClaimMessageRow[]>(
      `SELECT id, claim_id AS "claimId", author, body, created_at AS "createdAt" FROM claim_messages
        WHERE claim_id = ANY($1) ORDER BY created_at, id`,
      [claimIds],
    );
  }

  async photos(claimIds: string[]): Promise<ClaimPhotoRow[]> {
    return this.dataSource.query<ClaimPhotoRow[]>(
      `SELECT id, claim_id AS "claimId", message_id AS "messageId", storage_key AS "storageKey", width, height
         FROM claim_photos WHERE claim_id = ANY($1) ORDER BY created_at, id`,
      [claimIds],
    );
  }

  /** Moves the claim to `state` (its lines are held while it is open) and records what was decided. */
  async setState(
    manager: EntityManager,
    id: string,
    state: ClaimState,
    patch: { resolution?: string; refundCents?: number; reprintCostCents?: number; decided?: boolean } = {},
  ): Promise<void> {
    await manager.query(
      `UPDATE claims SET state = $2, resolution = COALESCE($3, resolution),
              refund_cents = refund_cents + $4, reprint_cost_cents = reprint_cost_cents + $5,
              decided_at = CASE WHEN $6 THEN now() ELSE decided_at END, updated_at = now()
        WHERE id = $1`,
      [
        id,
        state,
        patch.resolution ?? null,
        patch.refundCents ?? 0,
        patch.reprintCostCents ?? 0,
        patch.decided ?? false,
      ],
    );
    await manager.query(`UPDATE claim_lines SET open = $2 WHERE claim_id = $1`, [id, isOpenClaim(state)]);
  }

  /**
   * Of `claimIds`, the repeats: a line of theirs was in an earlier report of the order that was answered with a
   * reprint or a refund (the rule of domain isRepeatClaim, in one query for the queue).
   */
  async repeatIds(claimIds: string[]): Promise<string[]> {
    if (claimIds.length === 0) return [];
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT DISTINCT c.id FROM claims c
         JOIN claim_lines l ON l.claim_id = c.id
         JOIN claim_lines el ON el.line_id = l.line_id AND el.claim_id <> c.id
         JOIN claims e ON e.id = el.claim_id AND e.order_id = c.order_id AND e.created_at <= c.created_at
         LEFT JOIN provider_orders ep ON ep.claim_id = e.id
        WHERE c.id = ANY($1::uuid[])
          AND (ep.provider_order_id IS NOT NULL OR e.refund_cents > 0)`,
      [claimIds],
    );
    return rows.map((r) => r.id);
  }

  /** Claims made in [from, to) and what their decisions cost (cents). */
  async stats(from: Date, to: Date): Promise<{ claims: number; refundCents: number; reprintCents: number }> {
    const [row] = await this.dataSource.query<
      { claims: number; refundCents: number; reprintCents: number }[]
    >(
      `SELECT count(*)::int AS claims, COALESCE(sum(refund_cents), 0)::int AS "refundCents",
              COALESCE(sum(reprint_cost_cents), 0)::int AS "reprintCents"
         FROM claims WHERE created_at >= $1 AND created_at < $2`,
      [from, to],
    );
    return row ?? { claims: 0, refundCents: 0, reprintCents: 0 };
  }
}
