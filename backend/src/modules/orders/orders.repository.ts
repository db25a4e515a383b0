import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, FINAL_FULFILMENT_STATUSES, type FulfilmentTarget } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import {
  GIFT_COLUMNS,
  lineColumns,
  ORDER_COLUMNS,
  SHIPMENT_COLUMNS,
  type OrderEventRecord,
  type OrderGiftRecord,
  type OrderLineRecord,
  type OrderNotificationRecord,
  type OrderRecord,
  type OrderRefundRecord,
  type OrderShipmentRecord,
} from './order-records';

/**
 * The reads of `orders` and its children (order_line_items, order_events, order_refunds, order_shipments,
 * order_notifications): what other modules may use. The writes are the orders module's own (OrderRowsRepository,
 * OrderHistoryRepository, OrderLinesRepository), called by its services only. The reads by age ask with the Clock's
 * time, so a clock moved forward (the local profile's dev tools) ages them all alike.
 */
@Injectable()
export class OrdersRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private db(manager?: EntityManager): EntityManager | DataSource {
    return manager ?? this.dataSource;
  }

  async findById(id: string, manager?: EntityManager): Promise<OrderRecord | undefined> {
    const [row] = await this.db(manager).query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** The orders among `ids` that exist, in one query (order not kept). */
  async findByIds(ids: readonly string[]): Promise<OrderRecord[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ANY($1::uuid[])`,
      [[...ids]],
    );
  }

  /** By hash; with `viewer`, only when the viewer owns it or is an administrator. */
  async findByHash(
    orderHash: string,
    viewer?: { id: string; isAdmin: boolean },
  ): Promise<OrderRecord | undefined> {
    const [row] = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_hash = $1 AND ($2::uuid IS NULL OR user_id = $2 OR $3)`,
      [orderHash, viewer?.id ?? null, viewer?.isAdmin ?? false],
    );
    return row;
  }

  async findByPaymentId(paymentId: string): Promise<OrderRecord | undefined> {
    const [row] = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE stripe_payment_id = $1`,
      [paymentId],
    );
    return row;
  }

  /** The order a provider event refers to: by the provider's order id, else by our hash (its external id). */
  async findByProviderRef(providerOrderId: string, orderHash?: string): Promise<OrderRecord | undefined> {
    const [row] = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE printify_order_id = $1 OR ($2::varchar IS NOT NULL AND order_hash = $2)
        ORDER BY (printify_order_id = $1) DESC LIMIT 1`,
      [providerOrderId, orderHash ?? null],
    );
    return row;
  }

  /** A user's orders that were paid (also those cancelled and refunded since), newest first. */
  async paidForUser(userId: string): Promise<OrderRecord[]> {
    const rows = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 AND paid_at IS NOT NULL
        ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows;
  }

  /** Every order of a user, paid or not, oldest first (the customer's data export). */
  async allForUser(userId: string): Promise<OrderRecord[]> {
    return this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  /** Orders at the provider that are not in a final state (the scheduled sync), oldest change first. */
  async openAtProvider(limit = 500): Promise<OrderRecord[]> {
    const rows = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE printify_order_id IS NOT NULL AND fulfillment_status <> ALL($1::varchar[])
        ORDER BY updated_at LIMIT $2`,
      [FINAL_FULFILMENT_STATUSES, limit],
    );
    return rows;
  }

  /**
   * Unpaid orders with a payment at the provider, created between `minAgeMinutes` and `maxAgeHours` ago (the
   * reconciliation asks the provider about each), oldest first.
   */
  async unpaidToReconcile(minAgeMinutes: number, maxAgeHours: number, limit = 200): Promise<OrderRecord[]> {
    const rows = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE invoice_status IN ('pending', 'failed') AND stripe_payment_id IS NOT NULL
          AND created_at <= $4::timestamptz - ($1::float8 * interval '1 minute')
          AND created_at > $4::timestamptz - ($2::float8 * interval '1 hour')
        ORDER BY created_at LIMIT $3`,
      [minAgeMinutes, maxAgeHours, limit, this.clock.now()],
    );
    return rows;
  }

  /** Unpaid orders created more than `hours` ago (to expire), oldest first. */
  async unpaidOlderThan(hours: number, limit = 200): Promise<OrderRecord[]> {
    const rows = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE invoice_status IN ('pending', 'failed')
          AND created_at <= $3::timestamptz - ($1::float8 * interval '1 hour')
        ORDER BY created_at LIMIT $2`,
      [hours, limit, this.clock.now()],
    );
    return rows;
  }

  /** Paid orders whose download window (`days` after payment) has passed and whose files are still kept. */
  async digitalFilesDue(days: number, limit = 100): Promise<OrderRecord[]> {
    const rows = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE paid_at IS NOT NULL AND digital_files_purged_at IS NULL
          AND paid_at <= $3::timestamptz - ($1::int * interval '1 day')
        ORDER BY paid_at LIMIT $2`,
      [days, limit, this.clock.now()],
    );
    return rows;
  }

  /** The lines of several orders in one read, in each order's line order. */
  async linesOf(orderIds: string[]): Promise<OrderLineRecord[]> {
    if (orderIds.length === 0) return [];
    return this.dataSource.query<OrderLineRecord[]>(
      `SELECT ${lineColumns('li')} FROM order_line_items li WHERE li.order_id = ANY($1::uuid[])
        ORDER BY li.created_at, li.id`,
      [orderIds],
    );
  }

  async refunds(orderId: string): Promise<OrderRefundRecord[]> {
    return (await this.refundsOf([orderId])).map(({ orderId: _order, ...refund }) => refund);
  }

  /** The refunds of several orders in one read, each with its order's id, in the order they were made. */
  async refundsOf(orderIds: string[]): Promise<(OrderRefundRecord & { orderId: string })[]> {
    if (orderIds.length === 0) return [];
    return this.dataSource.query<(OrderRefundRecord & { orderId: string })[]>(
      `SELECT order_id AS "orderId", refund_id AS "refundId", amount, source, reason, created_at AS "createdAt"
         FROM order_refunds WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [orderIds],
    );
  }

  /** The user's unpaid order for exactly this cart, address and total (a repeated checkout reuses it). */
  async findReusableUnpaid(
    manager: EntityManager,
    userId: string,
    fingerprint: string,
  ): Promise<OrderRecord | undefined> {
    const [row] = await manager.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE user_id = $1 AND invoice_status IN ('pending', 'failed') AND metadata->>'cartFingerprint' = $2
        ORDER BY created_at DESC LIMIT 1`,
      [userId, fingerprint],
    );
    return row;
  }

  async lines(orderId: string): Promise<OrderLineRecord[]> {
    return this.dataSource.query<OrderLineRecord[]>(
      `SELECT ${lineColumns('li')} FROM order_line_items li WHERE li.order_id = $1 ORDER BY li.created_at, li.id`,
      [orderId],
    );
  }

  /** Lines of an order the viewer may read; undefined when the order is not found for the viewer. */
  async linesForViewer(
    orderId: string,
    viewer: { id: string; isAdmin: boolean },
  ): Promise<OrderLineRecord[] | undefined> {
    const rows = await this.dataSource.query<(OrderLineRecord | { id: null })[]>(
      `SELECT ${lineColumns('li')} FROM orders o
         LEFT JOIN order_line_items li ON li.order_id = o.id
        WHERE o.id = $1 AND (o.user_id = $2 OR $3)
        ORDER BY li.created_at, li.id`,
      [orderId, viewer.id, viewer.isAdmin],
    );
    if (rows.length === 0) return undefined;
    return rows.filter((row): row is OrderLineRecord => row.id !== null);
  }

  async shipments(orderIds: string[]): Promise<OrderShipmentRecord[]> {
    if (orderIds.length === 0) return [];
    return this.dataSource.query<OrderShipmentRecord[]>(
      `SELECT ${SHIPMENT_COLUMNS} FROM order_shipments WHERE order_id = ANY($1::uuid[])
        ORDER BY shipped_at NULLS LAST, created_at, id`,
      [orderIds],
    );
  }

  /** The gift details of those of `orderIds` that are gifts, in one read. */
  async gifts(orderIds: readonly string[]): Promise<OrderGiftRecord[]> {
    if (orderIds.length === 0) return [];
    return this.dataSource.query<OrderGiftRecord[]>(
      `SELECT ${GIFT_COLUMNS} FROM order_gifts WHERE order_id = ANY($1::uuid[])`,
      [[...orderIds]],
    );
  }

  async events(orderIds: string[]): Promise<OrderEventRecord[]> {
    if (orderIds.length === 0) return [];
    return this.dataSource.query<OrderEventRecord[]>(
      `SELECT order_id AS "orderId", kind, from_status AS "fromStatus", to_status AS "toStatus", source, detail,
              created_at AS "createdAt"
         FROM order_events WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [orderIds],
    );
  }

  /** Orders that reached delivered in [from, to) (the claims rate's denominator). */
  async deliveredBetween(from: Date, to: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(DISTINCT order_id)::int AS n FROM order_events
        WHERE kind = 'fulfilment' AND to_status = $3 AND created_at >= $1 AND created_at < $2`,
      [from, to, 'delivered' satisfies FulfilmentTarget],
    );
    return row?.n ?? 0;
  }

  /** The customer emails of an order (one row per kind, with the time of its latest send). */
  notifications(orderId: string): Promise<OrderNotificationRecord[]> {
    return this.dataSource.query<OrderNotificationRecord[]>(
      `SELECT id, notification_type AS kind, email_address AS "emailAddress", email_status AS status, sent_at AS "sentAt"
         FROM order_notifications WHERE order_id = $1 ORDER BY sent_at, id`,
      [orderId],
    );
  }
}
