import type { FulfilmentAddress, ShippingMethod } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** A parcel as the simulator stores it (in `fulfilment_simulator_orders.shipments`, Printify's field names). */
export interface StoredShipment {
  carrier: string;
  number: string;
  url: string;
  shipped_at: string;
  delivered_at: string | null;
  line_ids: string[];
}

/** A row of `fulfilment_simulator_orders` (the local simulator's own state; no TypeORM entity). */
export interface SimulatorRow {
  id: string;
  external_id: string;
  label: string;
  status: string;
  released: boolean;
  next_step_at: Date | null;
  /** `printFileUrl`: the print file the line was submitted with (what the simulator would print). */
  lines: { lineId: string; printType: string; printSize: string; quantity: number; printFileUrl?: string }[];
  shipments: StoredShipment[];
  sent_to_production_at: Date | null;
  fulfilled_at: Date | null;
  /** The address the parcel goes to (as submitted, or as staff corrected it while on hold). */
  address: FulfilmentAddress | null;
  /** How the parcel travels, as the order was submitted. */
  shipping_method: ShippingMethod;
}

/**
 * The one writer and reader of `fulfilment_simulator_orders`, owned by the local fulfilment adapter
 * (LocalFulfilmentSimulator builds it over the app's DataSource). Methods taking a `manager` run inside
 * {@link stepDue}'s transaction.
 */
export class SimulatorOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a new on-hold order; an order with the same external id is left as it is (idempotent submit). */
  async insertOnHold(
    order: Pick<SimulatorRow, 'id' | 'external_id' | 'label' | 'lines' | 'address' | 'shipping_method'>,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO fulfilment_simulator_orders (id, external_id, label, status, lines, address, shipping_method)
       VALUES ($1, $2, $3, 'on-hold', $4::jsonb, $5::jsonb, $6)
       ON CONFLICT ON CONSTRAINT fulfilment_simulator_orders_external_id_key DO NOTHING`,
      [
        order.id,
        order.external_id,
        order.label,
        JSON.stringify(order.lines),
        JSON.stringify(order.address),
        order.shipping_method,
      ],
    );
  }

  /** Changes the address of an unreleased on-hold order; false when it is released, cancelled or unknown. */
  async updateAddressIfOnHold(id: string, address: FulfilmentAddress): Promise<boolean> {
    const [row] = await this.dataSource.query<Pick<SimulatorRow, 'id'>[]>(
      `WITH changed AS (
         UPDATE fulfilment_simulator_orders SET address = $2::jsonb, updated_at = now()
          WHERE id = $1 AND status = 'on-hold' AND NOT released RETURNING id)
       SELECT id FROM changed`,
      [id, JSON.stringify(address)],
    );
    return row !== undefined;
  }

  /** Releases an on-hold order: its first step is due `stepSeconds` from now. Idempotent. */
  async release(id: string, stepSeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE fulfilment_simulator_orders
          SET released = true, updated_at = now(),
              next_step_at = now() + ($2::int * interval '1 second')
        WHERE id = $1 AND NOT released AND status = 'on-hold'`,
      [id, stepSeconds],
    );
  }

  /** Cancels an unreleased on-hold order (an already cancelled one stays so); false when it cannot be cancelled. */
  async cancelIfOnHold(id: string): Promise<boolean> {
    const [row] = await this.dataSource.query<Pick<SimulatorRow, 'id'>[]>(
      // In a CTE: TypeORM answers a bare UPDATE ... RETURNING with [rows, count], never undefined.
      `WITH changed AS (
         UPDATE fulfilment_simulator_orders SET status = 'canceled', next_step_at = NULL, updated_at = now()
          WHERE id = $1 AND ((status = 'on-hold' AND NOT released) OR status = 'canceled') RETURNING id)
       SELECT id FROM changed`,
      [id],
    );
    return row !== undefined;
  }

  byId(id: string): Promise<SimulatorRow | undefined> {
    return this.first(`SELECT * FROM fulfilment_simulator_orders WHERE id = $1`, [id]);
  }

  byExternalId(externalId: string): Promise<SimulatorRow | undefined> {
    return this.first(`SELECT * FROM fulfilment_simulator_orders WHERE external_id = $1`, [externalId]);
  }

  /** The order holding the parcel with this tracking number. */
  byTrackingNumber(trackingNumber: string): Promise<SimulatorRow | undefined> {
    return this.first(`SELECT * FROM fulfilment_simulator_orders WHERE shipments @> $1::jsonb LIMIT 1`, [
      JSON.stringify([{ number: trackingNumber }]),
    ]);
  }

  /**
   * In one transaction: claims the released orders whose step is due at `now` (optionally only `onlyIds`) with
   * SKIP LOCKED, so two tickers never move the same order, and hands them to `step`.
   */
  async stepDue(
    now: Date,
    onlyIds: readonly string[] | undefined,
    step: (manager: EntityManager, due: SimulatorRow[]) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const due = await manager.query<SimulatorRow[]>(
        `SELECT * FROM fulfilment_simulator_orders
          WHERE released AND next_step_at IS NOT NULL AND next_step_at <= $1
            AND ($2::varchar[] IS NULL OR id = ANY($2::varchar[]))
          ORDER BY next_step_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
        [now, onlyIds ?? null],
      );
      await step(manager, due);
    });
  }

  async markInProduction(manager: EntityManager, id: string, at: Date, nextStepAt: Date): Promise<void> {
    await manager.query(
      `UPDATE fulfilment_simulator_orders SET status = 'in-production', sent_to_production_at = $2,
              next_step_at = $3, updated_at = now() WHERE id = $1`,
      [id, at, nextStepAt],
    );
  }

  async markShipped(
    manager: EntityManager,
    id: string,
    at: Date,
    shipments: StoredShipment[],
    nextStepAt: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE fulfilment_simulator_orders SET status = 'fulfilled', fulfilled_at = $2, shipments = $3::jsonb,
              next_step_at = $4, updated_at = now() WHERE id = $1`,
      [id, at, JSON.stringify(shipments), nextStepAt],
    );
  }

  /** Stores the delivered parcels; the order has no further step. */
  async markDelivered(manager: EntityManager, id: string, shipments: StoredShipment[]): Promise<void> {
    await manager.query(
      `UPDATE fulfilment_simulator_orders SET shipments = $2::jsonb, next_step_at = NULL, updated_at = now()
        WHERE id = $1`,
      [id, JSON.stringify(shipments)],
    );
  }

  async stopStepping(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE fulfilment_simulator_orders SET next_step_at = NULL WHERE id = $1`, [id]);
  }

  private async first(sql: string, params: unknown[]): Promise<SimulatorRow | undefined> {
    const [row] = await this.dataSource.query<SimulatorRow[]>(sql, params);
    return row;
  }
}
