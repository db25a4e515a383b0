import type { GiftDetails, NameOnPrint, OrderEventSource, ShippingMethod } from '@petart/domain';
import type { OrderEventEntity } from './order-event.entity';
import type { OrderLineItemEntity } from './order-line-item.entity';
import type { OrderShipmentEntity } from './order-shipment.entity';
import type { OrderEntity, OrderMetadataJson, OrderShippingAddressJson } from './order.entity';

// The row types of `orders` and its children, and the column lists their SQL selects them with (one place for the
// repositories of the orders module).

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
  | 'shippingMethod'
  | 'proofRequested'
  | 'metadata'
  | 'createdAt'
  | 'updatedAt'
  | 'paidAt'
  | 'refundedAmount'
  | 'digitalFilesPurgedAt'
>;

/**
 * The order as the domain's hold rules read it (customerMayCancel, nameChangeDecision): the row with when staff ended
 * the production hold, if they did.
 */
export function orderHoldTimes(order: OrderRecord): OrderRecord & { productionHoldEndedAt: string | null } {
  return { ...order, productionHoldEndedAt: order.metadata.productionHoldEndedAt ?? null };
}

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

/**
 * A gift order's details (`order_gifts`): the domain's normalised {@link GiftDetails} and the buyer's first name as
 * the recipient reads it ("from Ada"), kept as it was when the order was placed.
 */
export interface OrderGiftRecord extends GiftDetails {
  orderId: string;
  senderName: string;
}

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
  /** Standard when absent. */
  shippingMethod?: ShippingMethod;
  /** The customer asked to approve a proof before printing (false when absent). */
  proofRequested?: boolean;
  metadata: OrderMetadataJson;
  /** The gift details when the buyer ticked "This is a gift", stored with the order. */
  gift?: Omit<OrderGiftRecord, 'orderId'> | null;
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
export const ORDER_COLUMNS = `id, order_hash AS "orderHash", order_number AS "orderNumber", user_id AS "userId",
  session_id AS "sessionId",
  customer_name AS "customerName", customer_email AS "customerEmail", customer_phone AS "customerPhone",
  shipping_address AS "shippingAddress", total_amount AS "totalAmount", tax_amount AS "taxAmount",
  stripe_payment_id AS "stripePaymentId", invoice_status AS "invoiceStatus", fulfillment_status AS "fulfillmentStatus",
  tracking_url AS "trackingUrl", printify_order_id AS "printifyOrderId", printify_order_number AS "printifyOrderNumber",
  tax_calculation_id AS "taxCalculationId", tax_transaction_id AS "taxTransactionId",
  shipping_method AS "shippingMethod", proof_requested AS "proofRequested", COALESCE(metadata, '{}'::jsonb) AS metadata, created_at AS "createdAt", updated_at AS "updatedAt", paid_at AS "paidAt",
  COALESCE(refunded_amount, 0) AS "refundedAmount", digital_files_purged_at AS "digitalFilesPurgedAt"`;

export const lineColumns = (t: string): string =>
  `${t}.id, ${t}.order_id AS "orderId", ${t}.session_id AS "sessionId", ${t}.print_type AS "printType",
  ${t}.print_size AS "printSize", ${t}.image_url AS "imageUrl", ${t}.quantity, ${t}.unit_price AS "unitPrice",
  ${t}.line_total AS "lineTotal", ${t}.printify_product_id AS "printifyProductId",
  ${t}.printify_variant_id AS "printifyVariantId", ${t}.print_file_url AS "printFileUrl",
  ${t}.print_file_width AS "printFileWidth", ${t}.print_file_height AS "printFileHeight",
  ${t}.effective_dpi AS "effectiveDpi", ${t}.personalisation, ${t}.pet_count AS "petCount",
  ${t}.crop_position AS "cropPosition"`;

export const GIFT_COLUMNS = `order_id AS "orderId", recipient_name AS "recipientName",
  recipient_email AS "recipientEmail", message, sender_name AS "senderName"`;

export const SHIPMENT_COLUMNS = `id, order_id AS "orderId", carrier, tracking_number AS "trackingNumber",
  tracking_url AS "trackingUrl", shipped_at AS "shippedAt", delivered_at AS "deliveredAt", line_ids AS "lineIds"`;
