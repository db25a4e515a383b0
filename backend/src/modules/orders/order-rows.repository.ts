import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  type FulfilmentTarget,
  newOrderNumber,
  type OrderPaymentStatus,
} from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderMetadataJson, OrderShippingAddressJson, UnkeptPaymentReason } from './order.entity';
import { ORDER_COLUMNS, type NewOrder, type OrderRecord } from './order-records';

/**
 * What an order of a deleted account reads instead of its customer's details. The email is on the reserved
 * `.invalid` domain, so nothing can ever be delivered to it.
 */
export const DELETED_CUSTOMER = {
  name: 'Deleted customer',
  email: 'deleted-customer@deleted.invalid',
  recipientName: 'Deleted recipient',
} as const;

/** Draws of a new order number before giving up (a collision is rare: 30^6 numbers). */
const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * The writes of the `orders` table (an order's row: its creation with its lines, payment, fulfilment, staff changes)
 * and its row locks, in the caller's transaction. No rule lives here: which status an order may move to and what
 * follows it is OrderLifecycle's, its only caller with OrdersService (creation). Nothing here calls a vendor.
 *
 * The times the rules read are the Clock's, not the database's: an order's creation (the unpaid-order expiry) and its
 * payment (the cancellation, name-change and download windows) are stamped with CLOCK.now(). Bookkeeping times
 * (updated_at) stay the database's.
 */
@Injectable()
export class OrderRowsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private db(manager?: EntityManager): EntityManager | DataSource {
    return manager ?? this.dataSource;
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
   * Inserts the order and its lines (in cart order), in the caller's transaction.
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
    if (order.gift) await this.insertGift(manager, row.id, order.gift);
    return row;
  }

  private async insertGift(
    manager: EntityManager,
    orderId: string,
    gift: NonNullable<NewOrder['gift']>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO order_gifts (order_id, recipient_name, recipient_email, message, sender_name)
       VALUES ($1, $2, $3, $4, $5)`,
      [orderId, gift.recipientName, gift.recipientEmail, gift.message, gift.senderName],
    );
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
                           tax_amount, metadata, order_number, created_at, shipping_method, proof_requested)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18)
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
        order.shippingMethod ?? 'standard',
        order.proofRequested ?? false,
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

  async setFulfilmentStatus(
    manager: EntityManager,
    orderId: string,
    status: FulfilmentTarget,
  ): Promise<void> {
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

  async markDigitalFilesPurged(orderId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders SET digital_files_purged_at = now(), updated_at = now() WHERE id = $1`,
      [orderId],
    );
  }

  async setRefundedAmount(manager: EntityManager, orderId: string, total: number): Promise<void> {
    await manager.query(`UPDATE orders SET refunded_amount = $2, updated_at = now() WHERE id = $1`, [
      orderId,
      total,
    ]);
  }

  /**
   * Replaces the customer's details on every order of an account being deleted, in the caller's transaction: the
   * name, email and phone, the street address (only the country and region stay: they decide the sales tax of the
   * kept amounts), a gift's recipient and message, and the addresses its emails went to. Amounts, dates, lines,
   * payments, refunds and events are kept as they were. The orders no longer point to the account. Answers the
   * number of orders changed.
   */
  async anonymiseCustomer(manager: EntityManager, userId: string, at: Date): Promise<number> {
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `UPDATE orders
          SET customer_name = $2, customer_email = $3, customer_phone = NULL,
              shipping_address = CASE WHEN shipping_address IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object(
                'country', shipping_address->'country', 'country_code', shipping_address->'country_code',
                'countryCode', shipping_address->'countryCode', 'region', shipping_address->'region',
                'state', shipping_address->'state')) END,
              user_id = NULL, customer_deleted_at = $4, updated_at = now()
        WHERE user_id = $1
        RETURNING id`,
      [userId, DELETED_CUSTOMER.name, DELETED_CUSTOMER.email, at],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    await manager.query(
      `UPDATE order_gifts SET recipient_name = $2, recipient_email = $3, message = '', sender_name = ''
        WHERE order_id = ANY($1::uuid[])`,
      [ids, DELETED_CUSTOMER.recipientName, DELETED_CUSTOMER.email],
    );
    await manager.query(
      `UPDATE order_notifications SET email_address = $2 WHERE order_id = ANY($1::uuid[])`,
      [ids, DELETED_CUSTOMER.email],
    );
    return ids.length;
  }
}
