import { Injectable, Optional } from '@nestjs/common';
import {
  cancellationEmailDue,
  decideFulfilment,
  decidePayment,
  disputeState,
  emailForFulfilment,
  isCancelledOrder,
  refundOwedCents,
  type FulfilmentShipment,
  type FulfilmentTarget,
  type OrderEventSource,
  type OrderPaymentStatus,
  type PaymentDispute,
} from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorLogsService } from '../error-logs/error-logs.service';
import { OutboxService, type OutboxJobKind } from '../payments/outbox.service';
import type { OrderEventEntity } from './order-event.entity';
import type { OrderLineItemEntity } from './order-line-item.entity';
import type { OrderShipmentEntity } from './order-shipment.entity';
import type { OrderEntity, OrderMetadataJson, OrderShippingAddressJson } from './order.entity';

/**
 * The one row type of an order: the {@link OrderEntity} columns the application reads (money in integer cents;
 * refundedAmount is the total refunded so far).
 */
export type OrderRecord = Pick<
  OrderEntity,
  | 'id'
  | 'orderHash'
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
  }[];
}

/** The outcome of a proposed fulfilment change. */
export interface FulfilmentChange {
  changed: boolean;
  from: string;
  to: string;
}

/** The OrderRecord columns under their OrderEntity property names. */
const ORDER_COLUMNS = `id, order_hash AS "orderHash", user_id AS "userId", session_id AS "sessionId",
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
  ${t}.effective_dpi AS "effectiveDpi"`;

const SHIPMENT_COLUMNS = `id, order_id AS "orderId", carrier, tracking_number AS "trackingNumber",
  tracking_url AS "trackingUrl", shipped_at AS "shippedAt", delivered_at AS "deliveredAt", line_ids AS "lineIds"`;

/** Fulfilment statuses no sync needs to read again. */
const FINAL_FULFILMENT_VALUES = [
  'order:shipment:delivered',
  'cancelled',
  'canceled',
  'delivered',
  'fulfilled',
];

/**
 * The only code that reads or writes `orders` and its children (order_line_items, order_events, order_shipments,
 * order_notifications). Every status change goes through the domain's state machines (decidePayment,
 * decideFulfilment) under the order's row lock and is recorded as an order event in the same transaction, together
 * with the jobs it makes due (status emails). Nothing here calls a vendor.
 */
@Injectable()
export class OrdersRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    /** Orders parked in an error state are written to error_logs (staff see them in the Dev tab). */
    @Optional() private readonly errorLogs?: ErrorLogsService,
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
      [FINAL_FULFILMENT_VALUES, limit],
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
          AND created_at <= now() - ($1::float8 * interval '1 minute')
          AND created_at > now() - ($2::float8 * interval '1 hour')
        ORDER BY created_at LIMIT $3`,
      [minAgeMinutes, maxAgeHours, limit],
    );
    return rows;
  }

  /** Unpaid orders created more than `hours` ago (to expire), oldest first. */
  async unpaidOlderThan(hours: number, limit = 200): Promise<OrderRecord[]> {
    const rows = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE invoice_status IN ('pending', 'failed') AND created_at <= now() - ($1::float8 * interval '1 hour')
        ORDER BY created_at LIMIT $2`,
      [hours, limit],
    );
    return rows;
  }

  /** Paid orders whose download window (`days` after payment) has passed and whose files are still kept. */
  async digitalFilesDue(days: number, limit = 100): Promise<OrderRecord[]> {
    const rows = await this.dataSource.query<OrderRecord[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders
        WHERE paid_at IS NOT NULL AND digital_files_purged_at IS NULL
          AND paid_at <= now() - ($1::int * interval '1 day')
        ORDER BY paid_at LIMIT $2`,
      [days, limit],
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
  async lineCounts(orderIds: string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.dataSource.query<{ order_id: string; count: number }[]>(
      `SELECT order_id, count(*)::int AS count FROM order_line_items WHERE order_id = ANY($1::uuid[])
        GROUP BY order_id`,
      [orderIds],
    );
    return new Map(rows.map((row) => [row.order_id, row.count]));
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

  /**
   * Records a refund on an order locked by the caller: the refund row (once per provider refund id), the refunded
   * total, and the payment status (partially refunded / refunded) through the payment state machine; a full refund
   * queues the tax reversal. False when this refund id was already recorded.
   */
  async recordRefund(manager: EntityManager, order: OrderRecord, refund: NewRefund): Promise<boolean> {
    const inserted = await manager.query<{ id: string }[]>(
      `INSERT INTO order_refunds (order_id, refund_id, amount, source, reason) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT order_refunds_refund_id_key DO NOTHING RETURNING id`,
      [order.id, refund.refundId, refund.amountCents, refund.source, refund.reason?.slice(0, 500) ?? null],
    );
    if (inserted.length === 0) return false;
    // The sum of the recorded refunds: the provider's webhook for this very refund may have raised the total already.
    const [sum] = await manager.query<{ total: number }[]>(
      `SELECT COALESCE(sum(amount), 0)::int AS total FROM order_refunds WHERE order_id = $1`,
      [order.id],
    );
    await this.raiseRefundedTotal(manager, order, sum?.total ?? refund.amountCents, refund.source);
    return true;
  }

  /**
   * Raises the refunded total of a locked order to `totalRefunded` (never lowers it: a late or repeated provider
   * event changes nothing) and moves the payment status accordingly. True when something changed.
   */
  async raiseRefundedTotal(
    manager: EntityManager,
    order: OrderRecord,
    totalRefunded: number,
    source: OrderEventSource,
  ): Promise<boolean> {
    const total = Math.min(order.totalAmount, Math.max(0, Math.round(totalRefunded)));
    if (total <= order.refundedAmount) return false;
    await manager.query(`UPDATE orders SET refunded_amount = $2, updated_at = now() WHERE id = $1`, [
      order.id,
      total,
    ]);
    const to = total >= order.totalAmount ? 'refunded' : 'partially_refunded';
    await this.applyPayment(manager, { ...order, refundedAmount: total }, to, source, {
      jobs: to === 'refunded' ? ['tax_reversal'] : [],
    });
    return true;
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

  // ---- creation and payment ---------------------------------------------------------------------------------

  /** Inserts the order, its lines (in cart order) and its first event (payment pending), in the caller's transaction. */
  async create(manager: EntityManager, order: NewOrder): Promise<OrderRecord> {
    const [row] = await manager.query<OrderRecord[]>(
      `INSERT INTO orders (order_hash, user_id, session_id, customer_name, customer_email, customer_phone,
                           shipping_address, print_size, print_type, image_url, total_amount, tax_calculation_id,
                           tax_amount, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14::jsonb)
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
      ],
    );
    if (!row) throw new Error('Order insert returned no row');
    await manager.query(
      // created_at is spaced by a microsecond per line so that reads ordered by (created_at, id) keep cart order.
      `INSERT INTO order_line_items (order_id, session_id, print_type, print_size, image_url, quantity, unit_price,
                                     line_total, printify_product_id, printify_variant_id, created_at)
       SELECT $1, l.session_id, l.print_type, l.print_size, l.image_url, l.quantity, l.unit_price, l.line_total,
              l.printify_product_id, l.printify_variant_id, now() + l.ord * interval '1 microsecond'
         FROM jsonb_to_recordset($2::jsonb) AS l(session_id varchar, print_type varchar, print_size varchar,
              image_url text, quantity int, unit_price int, line_total int, printify_product_id varchar,
              printify_variant_id int, ord int)
        ORDER BY l.ord`,
      [
        row.id,
        JSON.stringify(
          order.lines.map((line, ord) => ({
            session_id: line.sessionId,
            print_type: line.printType,
            print_size: line.printSize,
            image_url: line.imageUrl,
            quantity: line.quantity,
            unit_price: line.unitPrice,
            line_total: line.lineTotal,
            printify_product_id: line.printifyProductId,
            printify_variant_id: line.printifyVariantId,
            ord,
          })),
        ),
      ],
    );
    await this.recordEvent(manager, row.id, 'payment', null, 'pending', 'checkout');
    return row;
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

  /**
   * Payment status change of an order locked by {@link lockForPayment}, through the payment state machine; the event
   * and the jobs it makes due are written in the same transaction. False when the machine refuses (already paid, a
   * late failure after paid, ...).
   */
  async applyPayment(
    manager: EntityManager,
    order: OrderRecord,
    to: OrderPaymentStatus,
    source: OrderEventSource,
    change: { paymentId?: string; failure?: Record<string, unknown>; jobs?: readonly OutboxJobKind[] },
  ): Promise<boolean> {
    const decision = decidePayment(order.invoiceStatus, to);
    if (!decision.change) {
      if (decision.from === 'failed' && to === 'failed' && change.failure) {
        // Another declined attempt: the latest reason is kept, the status does not change.
        await manager.query(
          `UPDATE orders SET metadata = jsonb_set(metadata, '{paymentFailure}', $2::jsonb), updated_at = now()
            WHERE id = $1`,
          [order.id, JSON.stringify(change.failure)],
        );
        return true;
      }
      return false;
    }
    if (to === 'paid') {
      await manager.query(
        `UPDATE orders
            SET invoice_status = 'paid', paid_at = now(), updated_at = now(),
                stripe_payment_id = COALESCE(stripe_payment_id, $2), metadata = metadata - 'paymentFailure'
          WHERE id = $1`,
        [order.id, change.paymentId || null],
      );
    } else if (to === 'failed') {
      await manager.query(
        `UPDATE orders SET invoice_status = 'failed', updated_at = now(),
                metadata = jsonb_set(metadata, '{paymentFailure}', $2::jsonb)
          WHERE id = $1`,
        [order.id, JSON.stringify(change.failure ?? {})],
      );
    } else if (to === 'expired') {
      // Abandoned checkout: its tax calculation is dropped (never recorded as a transaction); the cart is untouched.
      await manager.query(
        `UPDATE orders SET invoice_status = 'expired', tax_calculation_id = NULL, updated_at = now() WHERE id = $1`,
        [order.id],
      );
    } else {
      await manager.query(`UPDATE orders SET invoice_status = $2, updated_at = now() WHERE id = $1`, [
        order.id,
        to,
      ]);
    }
    await this.recordEvent(manager, order.id, 'payment', decision.from, to, source);
    await this.outbox.enqueue(manager, order.id, jobsAfterPayment(order, to, change.jobs ?? []));
    return true;
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

  /**
   * Records the state of a dispute (chargeback) of a locked order's payment, as the provider reports it: kept in
   * metadata.dispute (when it opened, and closed), an order event of kind 'dispute' for each new status, and the staff
   * email due (opened once, closed once). False when the status is the one already recorded (a replayed or late
   * event) or an older dispute's.
   */
  async recordDispute(
    manager: EntityManager,
    order: OrderRecord,
    dispute: PaymentDispute,
    source: OrderEventSource,
  ): Promise<boolean> {
    const before = order.metadata.dispute;
    if (before?.status === dispute.status && before.disputeId === dispute.disputeId) return false;
    const state = disputeState(dispute.status);
    // A closed dispute stays closed: a late "needs_response" after "won" changes nothing.
    if (before?.disputeId === dispute.disputeId && before.state !== 'open' && state === 'open') return false;
    const now = new Date().toISOString();
    const json: NonNullable<OrderMetadataJson['dispute']> = {
      disputeId: dispute.disputeId,
      status: dispute.status,
      state,
      reason: dispute.reason,
      amountCents: dispute.amountCents,
      openedAt: before?.disputeId === dispute.disputeId ? before.openedAt : now,
      ...(dispute.evidenceDueBy ? { evidenceDueBy: dispute.evidenceDueBy } : {}),
      ...(state !== 'open' ? { closedAt: now } : {}),
    };
    await manager.query(
      `UPDATE orders SET metadata = jsonb_set(metadata, '{dispute}', $2::jsonb), updated_at = now() WHERE id = $1`,
      [order.id, JSON.stringify(json)],
    );
    await this.recordEvent(manager, order.id, 'dispute', before?.status ?? null, dispute.status, source, {
      disputeId: dispute.disputeId,
      reason: dispute.reason,
      amountCents: dispute.amountCents,
    });
    // Staff hear of a new dispute once and of its close once; an update in between (under review, ...) is only an
    // event. Decided from the change itself, not from the job's uniqueness (done jobs are pruned after a while).
    const sameDispute = before?.disputeId === dispute.disputeId;
    const due: OutboxJobKind[] = !sameDispute
      ? [state === 'open' ? 'email_dispute_opened' : 'email_dispute_closed']
      : before.state === 'open' && state !== 'open'
        ? ['email_dispute_closed']
        : [];
    await this.outbox.enqueue(manager, order.id, due);
    return true;
  }

  // ---- fulfilment -------------------------------------------------------------------------------------------

  /**
   * Proposes a fulfilment state. In one short transaction under the order's row lock: the state machine decides,
   * the status (and provider ids, when given) is written, the event recorded and the status email queued (once per
   * order and kind, by the outbox's unique (kind, order_id)). Provider ids are stored even when the status does not
   * change (a late submission answer). Returns what happened; the caller kicks the outbox after commit.
   */
  async applyFulfilment(
    orderId: string,
    target: FulfilmentTarget,
    source: OrderEventSource,
    extra: {
      providerOrderId?: string;
      providerOrderNumber?: string;
      detail?: Record<string, unknown>;
      jobs?: readonly OutboxJobKind[];
      /** Jobs whose first run waits (send_to_production until the customer's cancellation window has passed). */
      delayedJobs?: { kinds: readonly OutboxJobKind[]; delaySeconds: number };
    } = {},
  ): Promise<FulfilmentChange | undefined> {
    const change = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<
        { fulfillment_status: string; paid_at: Date | null; total_amount: number; refunded_amount: number }[]
      >(
        `SELECT fulfillment_status, paid_at, total_amount, COALESCE(refunded_amount, 0) AS refunded_amount
           FROM orders WHERE id = $1 FOR NO KEY UPDATE`,
        [orderId],
      );
      if (!row) return undefined;
      if (extra.providerOrderId) {
        await manager.query(
          `UPDATE orders SET printify_order_id = $2, printify_order_number = COALESCE($3, printify_order_number),
                  updated_at = now()
            WHERE id = $1`,
          [orderId, extra.providerOrderId, extra.providerOrderNumber ?? null],
        );
      }
      const decision = decideFulfilment(row.fulfillment_status, target);
      const jobs: OutboxJobKind[] = [...(extra.jobs ?? [])];
      if (decision.change) {
        await manager.query(`UPDATE orders SET fulfillment_status = $2, updated_at = now() WHERE id = $1`, [
          orderId,
          decision.to,
        ]);
        await this.recordEvent(
          manager,
          orderId,
          'fulfilment',
          decision.from,
          decision.to,
          source,
          extra.detail,
        );
        const money = {
          fulfillmentStatus: decision.to,
          paidAt: row.paid_at,
          totalAmount: row.total_amount,
          refundedAmount: row.refunded_amount,
        };
        const email = emailForFulfilment(decision.to);
        if (refundOwedCents(money) > 0) {
          // Cancelled after payment (by anyone, the print provider included): the money goes back first, and the
          // cancellation email waits until the refund is recorded (applyPayment queues it then).
          jobs.push('refund');
        } else if (email && (email !== 'cancelled' || cancellationEmailDue(money)))
          jobs.push(`email_${email}`);
      } else {
        // Touch the row so that the sync's "oldest first" order moves on to others.
        await manager.query(`UPDATE orders SET updated_at = now() WHERE id = $1`, [orderId]);
      }
      await this.outbox.enqueue(manager, orderId, jobs);
      if (extra.delayedJobs) {
        await this.outbox.enqueue(manager, orderId, extra.delayedJobs.kinds, extra.delayedJobs.delaySeconds);
      }
      return decision.change
        ? { changed: true, from: decision.from, to: decision.to }
        : { changed: false, from: decision.from, to: decision.from };
    });
    if (change?.changed && change.to.startsWith('error_')) {
      await this.errorLogs?.record({
        errorType: 'ORDER_FULFILMENT_ERROR',
        errorMessage: `Order ${orderId} parked as ${change.to} (from ${change.from})${
          typeof extra.detail?.error === 'string' ? `: ${extra.detail.error}` : ''
        }`,
        severity: 'critical',
        // One row per order (the id is part of the fingerprint): each parked order is its own task for staff.
        route: `order ${orderId}`,
        context: {
          source: 'order',
          orderId,
          status: change.to,
          from: change.from,
          eventSource: source,
          ...extra.detail,
        },
      });
    }
    return change;
  }

  /**
   * Upserts the provider's shipments of an order (matched by tracking number, else by position) and sets the
   * order's tracking URL to the first parcel's. Delivery times only ever get set, never cleared.
   */
  async recordShipments(orderId: string, shipments: readonly FulfilmentShipment[]): Promise<void> {
    if (shipments.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      const [order] = await manager.query<{ id: string; fulfillmentStatus: string }[]>(
        `SELECT id, fulfillment_status AS "fulfillmentStatus" FROM orders WHERE id = $1 FOR NO KEY UPDATE`,
        [orderId],
      );
      // A cancelled order ships nothing: a late or forged-looking parcel event for it is not recorded.
      if (!order || isCancelledOrder(order)) return;
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
    });
  }

  /** Stores the print file made for a line (its URL, pixel size and effective DPI). */
  async recordPrintFile(
    lineId: string,
    file: { url: string; widthPx: number; heightPx: number; effectiveDpi: number | null },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE order_line_items SET print_file_url = $2, print_file_width = $3, print_file_height = $4,
              effective_dpi = $5
        WHERE id = $1`,
      [lineId, file.url, file.widthPx, file.heightPx, file.effectiveDpi],
    );
  }

  // ---- notifications ----------------------------------------------------------------------------------------

  /**
   * Claims the right to send one email of a kind for an order (unique (order, kind)): true for the first caller, and
   * again only after a failed send or a send that was interrupted more than 10 minutes ago. Committed on its own:
   * the email itself is sent outside any transaction.
   */
  async claimNotification(
    orderId: string,
    kind: string,
    emailAddress: string,
    trackingInfo: Record<string, unknown> | null = null,
  ): Promise<string | undefined> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO order_notifications (order_id, notification_type, email_address, email_status, tracking_info)
       VALUES ($1, $2, $3, 'sending', $4::jsonb)
       ON CONFLICT (order_id, notification_type) DO UPDATE
         SET email_status = 'sending', sent_at = now(), tracking_info = EXCLUDED.tracking_info
         WHERE order_notifications.email_status = 'failed'
            OR (order_notifications.email_status = 'sending' AND order_notifications.sent_at < now() - interval '10 minutes')
       RETURNING id`,
      [orderId, kind, emailAddress, trackingInfo ? JSON.stringify(trackingInfo) : null],
    );
    return row?.id;
  }

  async finishNotification(id: string, outcome: { messageId: string } | { failed: true }): Promise<void> {
    if ('failed' in outcome) {
      await this.dataSource.query(`UPDATE order_notifications SET email_status = 'failed' WHERE id = $1`, [
        id,
      ]);
      return;
    }
    await this.dataSource.query(
      `UPDATE order_notifications SET email_status = 'sent', provider_message_id = $2, sent_at = now() WHERE id = $1`,
      [id, outcome.messageId],
    );
  }

  // ---- events -----------------------------------------------------------------------------------------------

  private async recordEvent(
    manager: EntityManager,
    orderId: string,
    kind: 'payment' | 'fulfilment' | 'dispute',
    from: string | null,
    to: string,
    source: OrderEventSource,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO order_events (order_id, kind, from_status, to_status, source, detail)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [orderId, kind, from, to, source, detail ? JSON.stringify(detail) : null],
    );
  }
}

/**
 * The jobs a payment change makes due, beside the caller's: an order paid after it was cancelled (staff cancelled
 * while the customer's card form was open) gets its refund instead of fulfilment, tax and the confirmation; an order
 * whose cancellation refund is now recorded in full gets its cancellation email.
 */
function jobsAfterPayment(
  order: OrderRecord,
  to: OrderPaymentStatus,
  requested: readonly OutboxJobKind[],
): OutboxJobKind[] {
  const after = { ...order, paidAt: order.paidAt ?? (to === 'paid' ? new Date() : null) };
  if (to === 'paid' && refundOwedCents(after) > 0) return ['refund'];
  const jobs = [...requested];
  if ((to === 'refunded' || to === 'partially_refunded') && cancellationEmailDue(after))
    jobs.push('email_cancelled');
  return jobs;
}
