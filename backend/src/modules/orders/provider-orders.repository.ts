import { Injectable } from '@nestjs/common';
import {
  FINAL_FULFILMENT_STATUSES,
  providerExternalId,
  type FulfilmentTarget,
  type ProviderOrderKind,
} from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** A parcel of a provider order, as the provider reports it (dates as ISO strings: the row's jsonb). */
export interface ProviderShipmentJson {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  shippedAt?: string;
  deliveredAt?: string;
}

/** A `provider_orders` row: one order the shop placed at the print provider for one of its orders. */
export interface ProviderOrderRecord {
  id: string;
  orderId: string;
  kind: ProviderOrderKind;
  /** The claim a reprint answers (only a reprint has one). */
  claimId: string | null;
  /** Ours, sent with the submission: the provider's idempotency key. */
  externalId: string;
  /** The provider's id, once the submission was answered. */
  providerOrderId: string | null;
  status: FulfilmentTarget;
  /** A reprint's parcels (an order's own parcels are its order_shipments). */
  shipments: ProviderShipmentJson[];
  /** When a name change replaced it: its events no longer move the order. */
  replacedAt: Date | null;
}

const COLUMNS = `id, order_id AS "orderId", kind, claim_id AS "claimId", external_id AS "externalId",
  provider_order_id AS "providerOrderId", status, shipments, replaced_at AS "replacedAt"`;

/**
 * The SQL of `provider_orders` (written only through the orders module's services: OrderLifecycle for an order's own
 * provider orders, ProviderOrders for reprints).
 */
@Injectable()
export class ProviderOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The provider order an event names: by the provider's id, else by our external id. */
  async findByRef(providerOrderId: string, externalId?: string): Promise<ProviderOrderRecord | undefined> {
    const [row] = await this.dataSource.query<ProviderOrderRecord[]>(
      `SELECT ${COLUMNS} FROM provider_orders
        WHERE provider_order_id = $1 OR ($2::varchar IS NOT NULL AND external_id = $2)
        ORDER BY (provider_order_id = $1) DESC NULLS LAST LIMIT 1`,
      [providerOrderId, externalId ?? null],
    );
    return row;
  }

  async byId(id: string, manager?: EntityManager): Promise<ProviderOrderRecord | undefined> {
    const [row] = await (manager ?? this.dataSource).query<ProviderOrderRecord[]>(
      `SELECT ${COLUMNS} FROM provider_orders WHERE id = $1`,
      [id],
    );
    return row;
  }

  async forClaim(claimId: string): Promise<ProviderOrderRecord | undefined> {
    const [row] = await this.dataSource.query<ProviderOrderRecord[]>(
      `SELECT ${COLUMNS} FROM provider_orders WHERE claim_id = $1`,
      [claimId],
    );
    return row;
  }

  /** Reprints at the provider that are not delivered or cancelled yet, least recently changed first. */
  async openReprints(limit = 200): Promise<ProviderOrderRecord[]> {
    return this.dataSource.query<ProviderOrderRecord[]>(
      `SELECT ${COLUMNS} FROM provider_orders
        WHERE kind = 'reprint' AND provider_order_id IS NOT NULL AND status <> ALL($1::varchar[])
        ORDER BY updated_at, id LIMIT $2`,
      [FINAL_FULFILMENT_STATUSES, limit],
    );
  }

  /** The row, locked for a change (the transaction of `manager`). */
  async lock(manager: EntityManager, id: string): Promise<ProviderOrderRecord | undefined> {
    const [row] = await manager.query<ProviderOrderRecord[]>(
      `SELECT ${COLUMNS} FROM provider_orders WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row;
  }

  /** A reprint of a claim, before it is submitted (its external id first, so a retry finds the same one). */
  async insertReprint(
    manager: EntityManager,
    reprint: { orderId: string; claimId: string; externalId: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO provider_orders (order_id, kind, claim_id, external_id) VALUES ($1, 'reprint', $2, $3)
       ON CONFLICT (external_id) DO NOTHING`,
      [reprint.orderId, reprint.claimId, reprint.externalId],
    );
  }

  async update(
    manager: EntityManager,
    id: string,
    change: { status: FulfilmentTarget; shipments: ProviderShipmentJson[]; providerOrderId?: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE provider_orders SET status = $2, shipments = $3::jsonb,
              provider_order_id = COALESCE($4, provider_order_id), updated_at = now()
        WHERE id = $1`,
      [id, change.status, JSON.stringify(change.shipments), change.providerOrderId ?? null],
    );
  }

  /**
   * The order's current provider order (its revision's external id: the hash, or `<hash>-r<n>` after a name change)
   * got the provider's id; made if the order had none recorded yet.
   */
  async recordCurrent(
    manager: EntityManager,
    order: { id: string; orderHash: string; fulfillmentStatus: string },
    revision: number,
    providerOrderId: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO provider_orders (order_id, kind, external_id, provider_order_id, status)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (external_id) DO UPDATE SET provider_order_id = EXCLUDED.provider_order_id, updated_at = now()`,
      [
        order.id,
        revision > 0 ? 'replacement' : 'original',
        providerExternalId(order.orderHash, revision),
        providerOrderId,
        order.fulfillmentStatus,
      ],
    );
  }

  /** An order's own provider orders (not its reprints), in the caller's transaction (under the order's row lock). */
  async ofOrder(manager: EntityManager, orderId: string): Promise<ProviderOrderRecord[]> {
    return manager.query<ProviderOrderRecord[]>(
      `SELECT ${COLUMNS} FROM provider_orders WHERE order_id = $1 AND kind <> 'reprint' ORDER BY created_at, id`,
      [orderId],
    );
  }

  /** A provider order moved (the state machine decided it, under its order's row lock). */
  async setStatus(manager: EntityManager, id: string, status: FulfilmentTarget): Promise<void> {
    await manager.query(`UPDATE provider_orders SET status = $2, updated_at = now() WHERE id = $1`, [
      id,
      status,
    ]);
  }

  /** A name change replaced the provider order `providerOrderId` (cancelled there): its events move nothing now. */
  async markReplaced(manager: EntityManager, providerOrderId: string): Promise<void> {
    await manager.query(
      `UPDATE provider_orders SET replaced_at = now(), status = 'cancelled', updated_at = now()
        WHERE provider_order_id = $1`,
      [providerOrderId],
    );
  }
}
