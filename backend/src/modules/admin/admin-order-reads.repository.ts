import { Injectable } from '@nestjs/common';
import {
  type FulfilmentLifecycle,
  type NameOnPrint,
  parseOrderNumber,
  type ShippingMethod,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import type { OrderDisputeJson } from '../orders';
import {
  type InstantRange,
  LIFECYCLE_SQL,
  likePattern,
  type Page,
  type PageRequest,
  Where,
} from './admin-read-sql';

/** The indexed search expression of orders (see migrations 1768100000000 and 1790000000020). */
const ORDER_SEARCH_SQL = `lower(o.customer_email || ' ' || coalesce(o.customer_name, '') || ' ' || o.order_hash || ' ' || coalesce(o.customer_phone, '') || ' ' || o.order_number)`;

export interface AdminOrderRow {
  id: string;
  orderHash: string;
  orderNumber: string;
  userId: string | null;
  customerEmail: string;
  customerName: string | null;
  customerPhone: string | null;
  createdAt: Date;
  fulfillmentStatus: string;
  lifecycle: FulfilmentLifecycle;
  invoiceStatus: string;
  totalAmount: number;
  taxAmount: number;
  trackingUrl: string | null;
  printifyOrderId: string | null;
  printType: string | null;
  printSize: string | null;
  isUserRegistered: boolean;
  paidAt: Date | null;
  refundedAmount: number;
  dispute: OrderDisputeJson | null;
  shippingMethod: ShippingMethod;
}

export interface AdminOrderFilter {
  search?: string;
  status?: FulfilmentLifecycle;
  range: InstantRange;
}

const ORDER_COLUMNS = `o.id, o.order_hash AS "orderHash", o.order_number AS "orderNumber", o.user_id AS "userId",
  o.customer_email AS "customerEmail",
  o.customer_name AS "customerName", o.customer_phone AS "customerPhone", o.created_at AS "createdAt",
  o.fulfillment_status AS "fulfillmentStatus", ${LIFECYCLE_SQL} AS lifecycle, o.invoice_status AS "invoiceStatus",
  o.total_amount AS "totalAmount", o.tax_amount AS "taxAmount", o.tracking_url AS "trackingUrl",
  o.printify_order_id AS "printifyOrderId", o.print_type AS "printType", o.print_size AS "printSize",
  (o.user_id IS NOT NULL) AS "isUserRegistered", o.paid_at AS "paidAt",
  COALESCE(o.refunded_amount, 0) AS "refundedAmount", o.metadata->'dispute' AS dispute,
  o.shipping_method AS "shippingMethod"`;

export interface AdminOrderDetailRow extends AdminOrderRow {
  shippingAddress: Record<string, string | undefined> | null;
  metadata: Record<string, unknown>;
  printifyOrderNumber: string | null;
  stripePaymentId: string | null;
  invoiceUrl: string | null;
  sessionId: string | null;
}

export interface AdminLineItemRow {
  id: string;
  printType: string;
  printSize: string;
  quantity: number;
  imageUrl: string | null;
  unitPrice: number;
  lineTotal: number;
  printFileUrl: string | null;
  printFileWidth: number | null;
  printFileHeight: number | null;
  effectiveDpi: number | null;
  printFileUpscaler: string | null;
  /** The name on the print (D-178), null without one. */
  personalisation: NameOnPrint | null;
  /** Pets in the portrait (D-188). */
  petCount: number;
}

export interface AdminShipmentRow {
  id: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  carrier: string | null;
  productType: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

export interface AdminOrderEventRow {
  id: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string;
  source: string;
  detail: Record<string, unknown> | null;
  createdAt: Date;
}

/** One line of the CSV export (an order line; an order without lines gives one row with empty line fields). */
export interface ExportRow {
  orderHash: string;
  orderNumber: string;
  createdAt: Date;
  paidAt: Date | null;
  customerName: string | null;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: Record<string, string | undefined> | null;
  invoiceStatus: string;
  fulfillmentStatus: string;
  totalAmount: number;
  /** Refunded of the order so far (cents). */
  refundedAmount: number;
  taxAmount: number;
  metadata: Record<string, unknown> | null;
  shippingMethod: ShippingMethod;
  stripePaymentId: string | null;
  printifyOrderId: string | null;
  trackingUrl: string | null;
  lineId: string | null;
  printType: string | null;
  printSize: string | null;
  quantity: number | null;
  unitPrice: number | null;
  lineTotal: number | null;
}

/**
 * The back office's order reads (read-only SQL across orders, order_line_items, order_shipments and order_events,
 * owned by the orders module): the orders list with its search and counts per lifecycle, one order with its lines,
 * parcels and history, a customer's recent orders, and the CSV export's rows. Writes never happen here: staff
 * actions go through the owning modules' services.
 */
@Injectable()
export class AdminOrderReads {
  constructor(private readonly dataSource: DataSource) {}

  private orderWhere(filter: AdminOrderFilter, withStatus: boolean): Where {
    const where = new Where();
    if (filter.search) {
      // An order number as people type it (any case, with or without 'PA-') also finds its order exactly.
      const orderNumber = parseOrderNumber(filter.search);
      where.param(likePattern(filter.search), (p) =>
        orderNumber
          ? `(${ORDER_SEARCH_SQL} LIKE ${p} OR o.order_number = $${where.params.length + 1})`
          : `${ORDER_SEARCH_SQL} LIKE ${p}`,
      );
      if (orderNumber) where.params.push(orderNumber);
    }
    where.range('o.created_at', filter.range);
    if (withStatus && filter.status) where.param(filter.status, (p) => `${LIFECYCLE_SQL} = ${p}`);
    return where;
  }

  async orders(filter: AdminOrderFilter, page: PageRequest): Promise<Page<AdminOrderRow>> {
    const where = this.orderWhere(filter, true);
    const paging = where.paging(page);
    const [items, [count]] = await Promise.all([
      this.dataSource.query<AdminOrderRow[]>(
        `SELECT ${ORDER_COLUMNS} FROM orders o ${where.sql} ORDER BY o.created_at DESC, o.id DESC ${paging.sql}`,
        paging.params,
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM orders o ${where.sql}`,
        where.params,
      ),
    ]);
    return { items, total: count?.total ?? 0 };
  }

  /** Orders per lifecycle for the count cards (search and dates applied, not the status filter). */
  async orderCounts(filter: AdminOrderFilter): Promise<Record<string, number>> {
    const where = this.orderWhere(filter, false);
    const rows = await this.dataSource.query<{ lifecycle: string; count: number }[]>(
      `SELECT ${LIFECYCLE_SQL} AS lifecycle, count(*)::int AS count FROM orders o ${where.sql} GROUP BY 1`,
      where.params,
    );
    return Object.fromEntries(rows.map((row) => [row.lifecycle, row.count]));
  }

  async order(id: string): Promise<AdminOrderDetailRow | undefined> {
    const [row] = await this.dataSource.query<AdminOrderDetailRow[]>(
      `SELECT ${ORDER_COLUMNS}, o.shipping_address AS "shippingAddress", o.metadata,
              o.printify_order_number AS "printifyOrderNumber", o.stripe_payment_id AS "stripePaymentId",
              o.invoice_url AS "invoiceUrl", o.session_id AS "sessionId"
         FROM orders o WHERE o.id = $1`,
      [id],
    );
    return row;
  }

  async orderExists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM orders WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  lineItems(orderId: string): Promise<AdminLineItemRow[]> {
    return this.dataSource.query<AdminLineItemRow[]>(
      `SELECT id, print_type AS "printType", print_size AS "printSize", quantity, image_url AS "imageUrl",
              unit_price AS "unitPrice", line_total AS "lineTotal", print_file_url AS "printFileUrl",
              print_file_width AS "printFileWidth", print_file_height AS "printFileHeight",
              effective_dpi AS "effectiveDpi", print_file_upscaler AS "printFileUpscaler", personalisation,
              pet_count AS "petCount"
         FROM order_line_items WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
  }

  shipments(orderId: string): Promise<AdminShipmentRow[]> {
    return this.dataSource.query<AdminShipmentRow[]>(
      `SELECT id, tracking_number AS "trackingNumber", tracking_url AS "trackingUrl", carrier,
              product_type AS "productType", shipped_at AS "shippedAt", delivered_at AS "deliveredAt"
         FROM order_shipments WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
  }

  events(orderId: string): Promise<AdminOrderEventRow[]> {
    return this.dataSource.query<AdminOrderEventRow[]>(
      `SELECT id, kind, from_status AS "fromStatus", to_status AS "toStatus", source, detail,
              created_at AS "createdAt"
         FROM order_events WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
  }

  recentOrders(userId: string, limit: number): Promise<AdminOrderRow[]> {
    return this.dataSource.query<AdminOrderRow[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [userId, limit],
    );
  }

  /**
   * The export's rows (one per order line, oldest first), read in keyset batches of `batchOrders` orders: each
   * batch is one short query (no connection held for the whole download, no statement timeout), and the caller
   * consumes the rows one by one, so memory stays flat whatever the range.
   */
  async *exportRows(range: InstantRange, batchOrders = 1000): AsyncGenerator<ExportRow> {
    let after: { at: string; id: string } | undefined;
    for (;;) {
      const where = new Where();
      where.range('o.created_at', range);
      if (after) {
        const cursor = after;
        where.param(
          cursor.at,
          (p) => `(o.created_at, o.id) > (${p}::timestamptz, $${where.params.length + 1}::uuid)`,
        );
        where.params.push(cursor.id);
      }
      const limit = `$${where.params.length + 1}`;
      const rows = await this.dataSource.query<(ExportRow & { cursorAt: string; orderId: string })[]>(
        `SELECT o.id AS "orderId", o.created_at::text AS "cursorAt", o.order_hash AS "orderHash",
                o.order_number AS "orderNumber", o.created_at AS "createdAt", o.paid_at AS "paidAt",
                o.customer_name AS "customerName",
                o.customer_email AS "customerEmail", o.customer_phone AS "customerPhone",
                o.shipping_address AS "shippingAddress", o.invoice_status AS "invoiceStatus",
                o.fulfillment_status AS "fulfillmentStatus", o.total_amount AS "totalAmount",
                coalesce(o.refunded_amount, 0) AS "refundedAmount", o.tax_amount AS "taxAmount", o.metadata,
                o.shipping_method AS "shippingMethod", o.stripe_payment_id AS "stripePaymentId",
                o.printify_order_id AS "printifyOrderId", o.tracking_url AS "trackingUrl", li.id AS "lineId",
                li.print_type AS "printType", li.print_size AS "printSize", li.quantity,
                li.unit_price AS "unitPrice", li.line_total AS "lineTotal"
           FROM (SELECT * FROM orders o ${where.sql} ORDER BY o.created_at, o.id LIMIT ${limit}) o
           LEFT JOIN order_line_items li ON li.order_id = o.id
          ORDER BY o.created_at, o.id, li.created_at, li.id`,
        [...where.params, batchOrders],
      );
      for (const row of rows) yield row;
      const last = rows.at(-1);
      if (!last || new Set(rows.map((row) => row.orderId)).size < batchOrders) return;
      after = { at: last.cursorAt, id: last.orderId };
    }
  }
}
