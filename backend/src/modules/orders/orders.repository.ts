import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  FINAL_FULFILMENT_STATUSES,
  type FulfilmentTarget,
  type FulfilmentShipment,
  type NameOnPrint,
  newOrderNumber,
  type OrderEventSource,
  type OrderPaymentStatus,
} from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderEventEntity } from './order-event.entity';
import type { OrderLineItemEntity } from './order-line-item.entity';
import type { OrderShipmentEntity } from './order-shipment.entity';
import type {
  OrderEntity,
  OrderMetadataJson,
  OrderShippingAddressJson,
  UnkeptPaymentReason,
} from './order.entity';

/**
 * The one row type of an order: the {@link OrderEntity} columns the application reads (money in integer cents;
 * refundedAmount is the total refunded so far).
 */
export type OrderRecord = Pick<
  OrderEntity,
  | 'id'
  | 'orderHash'
  | 'orderNumber'
  | 'userId'
  | 'sessionId'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'shippingAddress'
  | 'totalAmount'
  | 'taxAmount'
  | 'stripePaymentId'
  | 'invoiceStatus'
  | 'fulfillmentStatus'
  | 'trackingUrl'
  | 'printifyOrderId'
  | 'printifyOrderNumber'
  | 'taxCalculationId'
  | 'taxTransactionId'
  | 'metadata'
  | 'createdAt'
  | 'updatedAt'
  | 'paidAt'
  | 'refundedAmount'
  | 'digitalFilesPurgedAt'
>;

/** A refund the payment provider accepted, to record on the order. */
export interface NewRefund {
  refundId: string;
  amountCents: number;
  source: OrderEventSource;
  reason?: string;
}

export interface OrderRefundRecord {
  refundId: string;
  amount: number;
  source: string;
  reason: string | null;
  createdAt: Date;
}

/** A customer email of an order (`order_notifications`, one row per kind). */
export interface OrderNotificationRecord {
  id: string;
  kind: string;
  emailAddress: string;
  /** sending, sent, failed, or resend (staff asked for it again). */
  status: string;
  sentAt: Date | null;
}

/** An order line: the {@link OrderLineItemEntity} columns the application reads. */
export type OrderLineRecord = Omit<OrderLineItemEntity, 'order' | 'createdAt'>;

/** A parcel: the {@link OrderShipmentEntity} columns the application reads. */
export type OrderShipmentRecord = Pick<
  OrderShipmentEntity,
  'id' | 'orderId' | 'carrier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt' | 'deliveredAt' | 'lineIds'
>;

/** An order event: the {@link OrderEventEntity} columns the application reads, its source typed. */
export type OrderEventRecord = Pick<
  OrderEventEntity,
  'orderId' | 'kind' | 'fromStatus' | 'toStatus' | 'detail' | 'createdAt'
> & { source: OrderEventSource };

/** A new order and its lines (checkout). */
export interface NewOrder {
  orderHash: string;
  userId: string;
  sessionId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: OrderShippingAddressJson;
  printSize: string | null;
  printType: string | null;
  imageUrl: string | null;
  totalAmount: number;
  taxCalculationId: string | null;
  taxAmount: number;
  metadata: OrderMetadataJson;
  lines: {
    sessionId: string;
    printType: string;
    printSize: string;
    imageUrl: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    printifyProductId: string;
    printifyVariantId: number;
    personalisation?: NameOnPrint | null;
    /** Pets in the portrait; 1 when absent. */
    petCount?: number;
  }[];
}

/** The outcome of a proposed fulfilment change. */
export interface FulfilmentChange {
  changed: boolean;
  from: string;
  to: string;
}

/** The OrderRecord columns under their OrderEntity property names. */
const ORDER_COLUMNS = `id, order_hash AS "orderHash", order_number AS "orderNumber", user_id AS "userId",
  session_id AS "sessionId",
  customer_name AS "customerName", customer_email AS "customerEmail", customer_phone AS "customerPhone",
  shipping_address AS "shippingAddress", total_amount AS "totalAmount", tax_amount AS "taxAmount",
  stripe_payment_id AS "stripePaymentId", invoice_status AS "invoiceStatus", fulfillment_status AS "fulfillmentStatus",
  tracking_url AS "trackingUrl", printify_order_id AS "printifyOrderId", printify_order_number AS "printifyOrderNumber",
  tax_calculation_id AS "taxCalculationId", tax_transaction_id AS "taxTransactionId",
  COALESCE(metadata, '{}'::jsonb) AS metadata, created_at AS "createdAt", updated_at AS "updatedAt", paid_at AS "paidAt",
  COALESCE(refunded_amount, 0) AS "refundedAmount", digital_files_purged_at AS "digitalFilesPurgedAt"`;

const lineColumns = (t: string): string =>
  `${t}.id, ${t}.order_id AS "orderId", ${t}.session_id AS "sessionId", ${t}.print_type AS "printType",
  ${t}.print_size AS "printSize", ${t}.image_url AS "imageUrl", ${t}.quantity, ${t}.unit_price AS "unitPrice",
  ${t}.line_total AS "lineTotal", ${t}.printify_product_id AS "printifyProductId",
  ${t}.printify_variant_id AS "printifyVariantId", ${t}.print_file_url AS "printFileUrl",
  ${t}.print_file_width AS "printFileWidth", ${t}.print_file_height AS "printFileHeight",
  ${t}.effective_dpi AS "effectiveDpi", ${t}.personalisation, ${t}.pet_count AS "petCount"`;

/** Draws of a new order number before giving up (a collision is rare: 30^6 numbers). */
const ORDER_NUMBER_ATTEMPTS = 5;

const SHIPMENT_COLUMNS = `id, order_id AS "orderId", carrier, tracking_number AS "trackingNumber",
  tracking_url AS "trackingUrl", shipped_at AS "shippedAt", delivered_at AS "deliveredAt", line_ids AS "lineIds"`;

/**
 * SQL of `orders` and its children (order_line_items, order_events, order_refunds, order_shipments,
 * order_notifications): reads, and the writes the order's lifecycle (OrderLifecycle) decides. No rule lives here:
 * which status an order may move to and what follows it is OrderLifecycle's. Nothing here calls a vendor.
 *
 * The times the rules read are the Clock's, not the database's: an order's creation (the unpaid-order expiry), its
 * payment (the cancellation, name-change and download windows) and each event (the delivery opens the claim window)
 * are stamped with CLOCK.now(), and the reads by age ask with it too, so a clock moved forward (the local profile's
 * dev tools) ages them all alike. Bookkeeping times (updated_at, sent_at, a refund's created_at) stay the database's.
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

  // ---- reads ------------------------------------------------------------------------------------------------

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

  async markDigitalFilesPurged(orderId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders SET digital_files_purged_at = now(), updated_at = now() WHERE id = $1`,
      [orderId],
    );
  }

  /** Number of lines per order (the digital files of each). */
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
    return this.dataSource.query<OrderRefundRecord[]>(
      `SELECT refund_id AS "refundId", amount, source, reason, created_at AS "createdAt"
         FROM order_refunds WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
  }

  /** Locks an order row by id (SELECT ... FOR NO KEY UPDATE) in the caller's transaction. */
  async lockById(manager: EntityManager, orderId: string): Promise<OrderRecord | undefined> {
    const [row] = await manager.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 FOR NO KEY UPDATE`,
      [orderId],
    );
    return row;
  }

  /** Inserts a refund the provider accepted (once per provider refund id); false when it was already recorded. */
  async insertRefund(manager: EntityManager, orderId: string, refund: NewRefund): Promise<boolean> {
    const inserted = await manager.query<{ id: string }[]>(
      `INSERT INTO order_refunds (order_id, refund_id, amount, source, reason) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT order_refunds_refund_id_key DO NOTHING RETURNING id`,
      [orderId, refund.refundId, refund.amountCents, refund.source, refund.reason?.slice(0, 500) ?? null],
    );
    return inserted.length > 0;
  }

  /** The sum of the refunds recorded for an order (cents). */
  async refundedSum(manager: EntityManager, orderId: string): Promise<number> {
    const [sum] = await manager.query<{ total: number }[]>(
      `SELECT COALESCE(sum(amount), 0)::int AS total FROM order_refunds WHERE order_id = $1`,
      [orderId],
    );
    return sum?.total ?? 0;
  }

  async setRefundedAmount(manager: EntityManager, orderId: string, total: number): Promise<void> {
    await manager.query(`UPDATE orders SET refunded_amount = $2, updated_at = now() WHERE id = $1`, [
      orderId,
      total,
    ]);
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

  // ---- creation and payment ---------------------------------------------------------------------------------

  /**
   * Inserts the order, its lines (in cart order) and its first event (payment pending), in the caller's transaction.
   * The order gets a new order number (`nextNumber`); a number already taken is drawn again (ON CONFLICT on the
   * unique number leaves the transaction usable), up to ORDER_NUMBER_ATTEMPTS times.
   */
  async create(
    manager: EntityManager,
    order: NewOrder,
    nextNumber: () => string = () => newOrderNumber(randomInt),
  ): Promise<OrderRecord> {
    let row: OrderRecord | undefined;
    for (let attempt = 0; !row && attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
      row = await this.insertOrder(manager, order, nextNumber());
    }
    if (!row) throw new Error(`No free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
    await this.insertLines(manager, row.id, order.lines);
    await this.insertEvent(manager, row.id, 'payment', null, 'pending', 'checkout');
    return row;
  }

  /** The order row with this number; undefined when the number is taken. */
  private async insertOrder(
    manager: EntityManager,
    order: NewOrder,
    orderNumber: string,
  ): Promise<OrderRecord | undefined> {
    const [row] = await manager.query<OrderRecord[]>(
      `INSERT INTO orders (order_hash, user_id, session_id, customer_name, customer_email, customer_phone,
                           shipping_address, print_size, print_type, image_url, total_amount, tax_calculation_id,
                           tax_amount, metadata, order_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16)
       ON CONFLICT (order_number) DO NOTHING
       RETURNING ${ORDER_COLUMNS}`,
      [
        order.orderHash,
        order.userId,
        order.sessionId,
        order.customerName,
        order.customerEmail,
        order.customerPhone,
        JSON.stringify(order.shippingAddress),
        order.printSize,
        order.printType,
        order.imageUrl,
        order.totalAmount,
        order.taxCalculationId,
        order.taxAmount,
        JSON.stringify(order.metadata),
        orderNumber,
        this.clock.now(),
      ],
    );
    return row;
  }

  private async insertLines(
    manager: EntityManager,
    orderId: string,
    lines: NewOrder['lines'],
  ): Promise<void> {
    await manager.query(
      // created_at is spaced by a microsecond per line so that reads ordered by (created_at, id) keep cart order.
      `INSERT INTO order_line_items (order_id, session_id, print_type, print_size, image_url, quantity, unit_price,
                                     line_total, printify_product_id, printify_variant_id, personalisation, pet_count,
                                     created_at)
       SELECT $1, l.session_id, l.print_type, l.print_size, l.image_url, l.quantity, l.unit_price, l.line_total,
              l.printify_product_id, l.printify_variant_id, l.personalisation, l.pet_count,
              now() + l.ord * interval '1 microsecond'
         FROM jsonb_to_recordset($2::jsonb) AS l(session_id varchar, print_type varchar, print_size varchar,
              image_url text, quantity int, unit_price int, line_total int, printify_product_id varchar,
              printify_variant_id int, personalisation jsonb, pet_count int, ord int)
        ORDER BY l.ord`,
      [
        orderId,
        JSON.stringify(
          lines.map((line, ord) => ({
            session_id: line.sessionId,
            print_type: line.printType,
            print_size: line.printSize,
            image_url: line.imageUrl,
            quantity: line.quantity,
            unit_price: line.unitPrice,
            line_total: line.lineTotal,
            printify_product_id: line.printifyProductId,
            printify_variant_id: line.printifyVariantId,
            personalisation: line.personalisation,
            pet_count: line.petCount ?? 1,
            ord,
          })),
        ),
      ],
    );
  }

  /** Stores the payment created for the order (the first of two racing requests wins). */
  async attachPayment(orderId: string, paymentId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders SET stripe_payment_id = $2, updated_at = now() WHERE id = $1 AND stripe_payment_id IS NULL`,
      [orderId, paymentId],
    );
  }

  /**
   * Locks the order a payment event refers to (SELECT ... FOR NO KEY UPDATE, which does not block the foreign-key
   * checks of rows inserted for the order elsewhere): by payment id, else by our hash when the payment id is not on
   * the order yet (a webhook racing create-payment-intent).
   */
  async lockForPayment(
    manager: EntityManager,
    paymentId: string,
    orderHash?: string,
  ): Promise<OrderRecord | undefined> {
    if (paymentId) {
      const [byPayment] = await manager.query<OrderRecord[]>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE stripe_payment_id = $1 FOR NO KEY UPDATE`,
        [paymentId],
      );
      if (byPayment) return byPayment;
    }
    if (!orderHash) return undefined;
    const [byHash] = await manager.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE order_hash = $1 AND (stripe_payment_id IS NULL OR stripe_payment_id = $2) FOR NO KEY UPDATE`,
      [orderHash, paymentId],
    );
    return byHash;
  }

  /** Writes a payment status the lifecycle decided, with what comes with it (paid time, failure reason, ...). */
  async setPaymentStatus(
    manager: EntityManager,
    orderId: string,
    to: OrderPaymentStatus,
    change: { paymentId?: string; failure?: Record<string, unknown>; paidAt?: Date },
  ): Promise<void> {
    if (to === 'paid') {
      await manager.query(
        `UPDATE orders
            SET invoice_status = 'paid', paid_at = $3, updated_at = now(),
                stripe_payment_id = COALESCE(stripe_payment_id, $2), metadata = metadata - 'paymentFailure'
          WHERE id = $1`,
        [orderId, change.paymentId || null, change.paidAt ?? this.clock.now()],
      );
    } else if (to === 'failed') {
      await this.keepPaymentFailure(manager, orderId, change.failure ?? {}, 'failed');
    } else if (to === 'expired') {
      // Abandoned checkout: its tax calculation is dropped (never recorded as a transaction); the cart is untouched.
      await manager.query(
        `UPDATE orders SET invoice_status = 'expired', tax_calculation_id = NULL, updated_at = now() WHERE id = $1`,
        [orderId],
      );
    } else {
      await manager.query(`UPDATE orders SET invoice_status = $2, updated_at = now() WHERE id = $1`, [
        orderId,
        to,
      ]);
    }
  }

  /** Keeps the latest declined attempt's reason (and sets the status, when given). */
  async keepPaymentFailure(
    manager: EntityManager,
    orderId: string,
    failure: Record<string, unknown>,
    status?: 'failed',
  ): Promise<void> {
    await manager.query(
      `UPDATE orders SET invoice_status = COALESCE($3, invoice_status), updated_at = now(),
              metadata = jsonb_set(metadata, '{paymentFailure}', $2::jsonb)
        WHERE id = $1`,
      [orderId, JSON.stringify(failure), status ?? null],
    );
  }

  /** Stores the recorded tax transaction once (a repeated job changes nothing). */
  async recordTaxTransaction(orderId: string, transactionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders SET tax_transaction_id = $2, updated_at = now() WHERE id = $1 AND tax_transaction_id IS NULL`,
      [orderId, transactionId],
    );
  }

  /** Keeps the id of the tax reversal of a refunded order (in metadata; set once). */
  async recordTaxReversal(orderId: string, reversalId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders SET metadata = jsonb_set(metadata, '{taxReversalId}', to_jsonb($2::text)), updated_at = now()
        WHERE id = $1 AND NOT (metadata ? 'taxReversalId')`,
      [orderId, reversalId],
    );
  }

  /** Stores the dispute of an order's payment as it stands (metadata.dispute). */
  async setDispute(
    manager: EntityManager,
    orderId: string,
    dispute: NonNullable<OrderMetadataJson['dispute']>,
  ): Promise<void> {
    await manager.query(
      `UPDATE orders SET metadata = jsonb_set(metadata, '{dispute}', $2::jsonb), updated_at = now() WHERE id = $1`,
      [orderId, JSON.stringify(dispute)],
    );
  }

  // ---- fulfilment -------------------------------------------------------------------------------------------

  /** Stores the provider's ids of an order (a late submission answer included). */
  async setProviderIds(
    manager: EntityManager,
    orderId: string,
    providerOrderId: string,
    providerOrderNumber?: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE orders SET printify_order_id = $2, printify_order_number = COALESCE($3, printify_order_number),
              updated_at = now()
        WHERE id = $1`,
      [orderId, providerOrderId, providerOrderNumber ?? null],
    );
  }

  async setFulfilmentStatus(manager: EntityManager, orderId: string, status: string): Promise<void> {
    await manager.query(`UPDATE orders SET fulfillment_status = $2, updated_at = now() WHERE id = $1`, [
      orderId,
      status,
    ]);
  }

  /** Records why the order's payment is not kept (metadata.notKept), with its cancellation. */
  async setNotKept(manager: EntityManager, orderId: string, reason: UnkeptPaymentReason): Promise<void> {
    await manager.query(
      `UPDATE orders SET metadata = jsonb_set(metadata, '{notKept}', $2::jsonb), updated_at = now() WHERE id = $1`,
      [orderId, JSON.stringify({ reason })],
    );
  }

  /** Touches the row so that the sync's "oldest first" order moves on to others. */
  async touch(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(`UPDATE orders SET updated_at = now() WHERE id = $1`, [orderId]);
  }

  /**
   * Upserts the provider's shipments of a locked order (matched by tracking number, else by position) and sets the
   * order's tracking URL to the first parcel's. Delivery times only ever get set, never cleared.
   */
  async upsertShipments(
    manager: EntityManager,
    orderId: string,
    shipments: readonly FulfilmentShipment[],
  ): Promise<void> {
    const existing = await manager.query<{ id: string; tracking_number: string | null }[]>(
      `SELECT id, tracking_number FROM order_shipments WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    const untracked = existing.filter((s) => s.tracking_number === null);
    for (const shipment of shipments) {
      const match =
        (shipment.trackingNumber !== undefined
          ? existing.find((s) => s.tracking_number === shipment.trackingNumber)
          : undefined) ?? untracked.shift();
      const values = [
        shipment.carrier ?? null,
        shipment.trackingNumber ?? null,
        shipment.trackingUrl ?? null,
        shipment.shippedAt ?? null,
        shipment.deliveredAt ?? null,
        shipment.lineIds ? JSON.stringify(shipment.lineIds) : null,
      ];
      if (match) {
        await manager.query(
          `UPDATE order_shipments
                SET carrier = COALESCE($2, carrier), tracking_number = COALESCE($3, tracking_number),
                    tracking_url = COALESCE($4, tracking_url), shipped_at = COALESCE(shipped_at, $5),
                    delivered_at = COALESCE(delivered_at, $6), line_ids = COALESCE($7::jsonb, line_ids),
                    updated_at = now()
              WHERE id = $1`,
          [match.id, ...values],
        );
      } else {
        await manager.query(
          `INSERT INTO order_shipments (order_id, carrier, tracking_number, tracking_url, shipped_at, delivered_at,
                                          line_ids)
             VALUES ($1, $2, $3, $4, COALESCE($5, now()), $6, $7::jsonb)`,
          [orderId, ...values],
        );
      }
    }
    await manager.query(
      `UPDATE orders SET tracking_url = s.tracking_url, updated_at = now()
           FROM (SELECT tracking_url FROM order_shipments WHERE order_id = $1 AND tracking_url IS NOT NULL
                  ORDER BY shipped_at NULLS LAST, created_at, id LIMIT 1) s
          WHERE orders.id = $1 AND orders.tracking_url IS DISTINCT FROM s.tracking_url`,
      [orderId],
    );
  }

  /** Stores the print file made for a line (its URL, pixel size, effective DPI and the upscaler that made it). */
  async recordPrintFile(
    lineId: string,
    file: { url: string; widthPx: number; heightPx: number; effectiveDpi: number | null; upscaler: string },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE order_line_items SET print_file_url = $2, print_file_width = $3, print_file_height = $4,
              effective_dpi = $5, print_file_upscaler = $6
        WHERE id = $1`,
      [lineId, file.url, file.widthPx, file.heightPx, file.effectiveDpi, file.upscaler],
    );
  }

  // ---- notifications ----------------------------------------------------------------------------------------

  /**
   * Claims the right to send one email of a kind for an order (unique (order, kind)) for one attempt of its job: true
   * for the first caller, again after a failed send or a staff resend, and again when an earlier attempt marked it
   * 'sending' before this attempt's lease began (`leasedAt`): that attempt died or lost its lease mid-send, and the
   * email is sent again rather than lost (at least once). Committed on its own: the email is sent outside any
   * transaction.
   */
  async claimNotification(
    orderId: string,
    kind: string,
    emailAddress: string,
    leasedAt: string,
    trackingInfo: Record<string, unknown> | null = null,
  ): Promise<string | undefined> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO order_notifications (order_id, notification_type, email_address, email_status, tracking_info)
       VALUES ($1, $2, $3, 'sending', $5::jsonb)
       ON CONFLICT (order_id, notification_type) DO UPDATE
         SET email_status = 'sending', sent_at = now(), tracking_info = EXCLUDED.tracking_info
         WHERE order_notifications.email_status IN ('failed', 'resend')
            OR (order_notifications.email_status = 'sending' AND order_notifications.sent_at < $4::timestamptz)
       RETURNING id`,
      [orderId, kind, emailAddress, leasedAt, trackingInfo ? JSON.stringify(trackingInfo) : null],
    );
    return row?.id;
  }

  /**
   * Records how a send ended. A failure is recorded only while the notification is still 'sending': an attempt that
   * comes back after a later one took over and sent the email never marks it failed.
   */
  async finishNotification(id: string, outcome: { messageId: string } | { failed: true }): Promise<void> {
    if ('failed' in outcome) {
      await this.dataSource.query(
        `UPDATE order_notifications SET email_status = 'failed' WHERE id = $1 AND email_status = 'sending'`,
        [id],
      );
      return;
    }
    await this.dataSource.query(
      `UPDATE order_notifications SET email_status = 'sent', provider_message_id = $2, sent_at = now() WHERE id = $1`,
      [id, outcome.messageId],
    );
  }

  // ---- events -----------------------------------------------------------------------------------------------

  /** Writes one order event (a payment, fulfilment or dispute change) in the caller's transaction. */
  async insertEvent(
    manager: EntityManager,
    orderId: string,
    kind: 'payment' | 'fulfilment' | 'dispute',
    from: string | null,
    to: string,
    source: OrderEventSource,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO order_events (order_id, kind, from_status, to_status, source, detail, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [orderId, kind, from, to, source, detail ? JSON.stringify(detail) : null, this.clock.now()],
    );
  }

  // ---- staff (the order page) -------------------------------------------------------------------------------

  /**
   * Staff asked for an email of this kind again: a sent notification is opened for one more send ('resend', which
   * claimNotification takes like a failed one). True when there is such a notification to resend.
   */
  async reopenNotification(orderId: string, kind: string): Promise<boolean> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH reopened AS (
         UPDATE order_notifications SET email_status = 'resend'
          WHERE order_id = $1 AND notification_type = $2 AND email_status IN ('sent', 'failed', 'resend') RETURNING id)
       SELECT id FROM reopened`,
      [orderId, kind],
    );
    return rows.length > 0;
  }

  /** The customer emails of an order (one row per kind, with the time of its latest send). */
  notifications(orderId: string): Promise<OrderNotificationRecord[]> {
    return this.dataSource.query<OrderNotificationRecord[]>(
      `SELECT id, notification_type AS kind, email_address AS "emailAddress", email_status AS status, sent_at AS "sentAt"
         FROM order_notifications WHERE order_id = $1 ORDER BY sent_at, id`,
      [orderId],
    );
  }

  /** Stores the corrected shipping address of a locked order. */
  async setShippingAddress(
    manager: EntityManager,
    orderId: string,
    address: OrderShippingAddressJson,
  ): Promise<void> {
    await manager.query(`UPDATE orders SET shipping_address = $2::jsonb, updated_at = now() WHERE id = $1`, [
      orderId,
      JSON.stringify(address),
    ]);
  }

  /** Records that staff ended the production hold of a locked order (metadata.productionHoldEndedAt). */
  async endProductionHold(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE orders SET metadata = jsonb_set(metadata, '{productionHoldEndedAt}', to_jsonb($2::timestamptz)),
              updated_at = now()
        WHERE id = $1`,
      [orderId, this.clock.now()],
    );
  }
}
