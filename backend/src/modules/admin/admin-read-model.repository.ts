import type { OrderDisputeJson } from '../orders';
import { Injectable } from '@nestjs/common';
import { type FulfilmentLifecycle, type NameOnPrint, parseOrderNumber } from '@petart/domain';
import { DataSource } from 'typeorm';
import { ADMIN_AUDIT } from '../error-logs';

/**
 * The back office's read model: every query of the admin lists and statistics, in one place. The admin reads across
 * tables owned by other modules (users, sessions, orders and their children, error_logs); these are read-only,
 * paginated SQL queries shaped for the staff screens, so they live here rather than in each owner's repository.
 * Writes never happen here (staff actions go through the owning modules' services).
 *
 * Everything is filtered, sorted and paginated in PostgreSQL: search uses the pg_trgm indexes of migration
 * 1768100000000 (the `lower(...) LIKE` expressions below must stay identical to the indexed ones), lists sort on
 * the created_at indexes.
 */

/** A date range in UTC instants: [from, toExclusive). */
export interface InstantRange {
  from?: Date;
  toExclusive?: Date;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The lifecycle of an order: the stored generated column orders.fulfilment_lifecycle (the domain's
 * normalizeFulfilmentStatus in SQL, migration 1768100000000), indexed with created_at.
 */
export const LIFECYCLE_SQL = 'o.fulfilment_lifecycle';

/** The indexed search expression of orders (see migrations 1768100000000 and 1790000000020). */
const ORDER_SEARCH_SQL = `lower(o.customer_email || ' ' || coalesce(o.customer_name, '') || ' ' || o.order_hash || ' ' || coalesce(o.customer_phone, '') || ' ' || o.order_number)`;

/** Payment states that count as paid money (revenue). */
const PAID_STATES = `('paid', 'partially_refunded')`;

/** `%term%` for LIKE, with the wildcards of the term escaped and lower-cased (the indexed expressions are lower). */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Builds `WHERE` clauses with numbered parameters. */
class Where {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** Adds a clause with one parameter. */
  param(value: unknown, sql: (placeholder: string) => string): void {
    this.params.push(value);
    this.clauses.push(sql(`$${this.params.length}`));
  }

  range(column: string, range: InstantRange): void {
    if (range.from) this.param(range.from, (p) => `${column} >= ${p}`);
    if (range.toExclusive) this.param(range.toExclusive, (p) => `${column} < ${p}`);
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }

  /** Placeholders for limit and offset after the filter's own. */
  paging(page: PageRequest): { sql: string; params: unknown[] } {
    const n = this.params.length;
    return {
      sql: `LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...this.params, page.pageSize, (page.page - 1) * page.pageSize],
    };
  }
}

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
  COALESCE(o.refunded_amount, 0) AS "refundedAmount", o.metadata->'dispute' AS dispute`;

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

export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  createdAt: Date;
  isAdmin: boolean;
  emailVerified: boolean;
  disabled: boolean;
}

export interface AdminUserDetailRow extends AdminUserRow {
  /** Listed in ADMIN_EMAILS: an administrator by config, whom the admin app cannot demote. */
  adminByConfig: boolean;
  shippingInfo: Record<string, string | undefined> | null;
  lastLoginAt: Date | null;
  orderCount: number;
  totalRevenue: number;
  sessionCount: number;
  lastUploadedImageAt: Date | null;
}

export interface AdminSessionRow {
  sessionId: string;
  userId: string | null;
  userEmail: string | null;
  originalImageUrl: string | null;
  generatedImages: string[];
  cloudImageUrls: string[];
  selectedStyle: string | null;
  createdAt: Date;
}

export interface StatisticsRow {
  userCount: number;
  activeUsers: number;
  orderCount: number;
  paidOrderCount: number;
  orderRevenue: number;
  /** Paid orders that used a discount code, and the discount they got (cents). */
  discountedOrderCount: number;
  discountTotal: number;
  errorCount: number;
  unresolvedErrors: number;
  artworkCount: number;
  uploadedImageCount: number;
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
  taxAmount: number;
  metadata: Record<string, unknown> | null;
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

@Injectable()
export class AdminReadModel {
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

  async users(
    filter: { search?: string; range: InstantRange },
    page: PageRequest,
    adminEmails: readonly string[],
  ): Promise<Page<AdminUserRow>> {
    const where = new Where();
    if (filter.search) where.param(likePattern(filter.search), (p) => `lower(u.email) LIKE ${p}`);
    where.range('u.created_at', filter.range);
    const paging = where.paging(page);
    const adminParam = `$${paging.params.length + 1}`;
    const [items, [count]] = await Promise.all([
      this.dataSource.query<AdminUserRow[]>(
        `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.phone,
                u.created_at AS "createdAt", (u.is_admin OR lower(u.email) = ANY(${adminParam}::text[])) AS "isAdmin",
                u.email_verified AS "emailVerified", u.disabled_at IS NOT NULL AS disabled
           FROM users u ${where.sql} ORDER BY u.created_at DESC, u.id DESC ${paging.sql}`,
        [...paging.params, adminEmails.map((email) => email.toLowerCase())],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM users u ${where.sql}`,
        where.params,
      ),
    ]);
    return { items, total: count?.total ?? 0 };
  }

  async user(id: string, adminEmails: readonly string[]): Promise<AdminUserDetailRow | undefined> {
    const [row] = await this.dataSource.query<AdminUserDetailRow[]>(
      `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.phone,
              u.created_at AS "createdAt", (u.is_admin OR lower(u.email) = ANY($2::text[])) AS "isAdmin",
              u.email_verified AS "emailVerified", u.disabled_at IS NOT NULL AS disabled,
              lower(u.email) = ANY($2::text[]) AS "adminByConfig",
              u.shipping_info AS "shippingInfo", u.last_login_at AS "lastLoginAt",
              (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS "orderCount",
              (SELECT coalesce(sum(o.total_amount), 0)::bigint FROM orders o
                WHERE o.user_id = u.id AND o.invoice_status IN ${PAID_STATES}) AS "totalRevenue",
              (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS "sessionCount",
              (SELECT max(s.created_at) FROM sessions s
                WHERE s.user_id = u.id AND s.original_image_url IS NOT NULL) AS "lastUploadedImageAt"
         FROM users u WHERE u.id = $1`,
      [id, adminEmails.map((email) => email.toLowerCase())],
    );
    return row ? { ...row, totalRevenue: Number(row.totalRevenue) } : undefined;
  }

  recentOrders(userId: string, limit: number): Promise<AdminOrderRow[]> {
    return this.dataSource.query<AdminOrderRow[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [userId, limit],
    );
  }

  async sessions(
    filter: { search?: string; range: InstantRange },
    page: PageRequest,
  ): Promise<Page<AdminSessionRow>> {
    const where = new Where();
    if (filter.search) {
      where.param(
        likePattern(filter.search),
        (p) => `(lower(u.email) LIKE ${p} OR lower(s.session_id) LIKE ${p})`,
      );
    }
    where.range('s.created_at', filter.range);
    const paging = where.paging(page);
    const [items, [count]] = await Promise.all([
      this.dataSource.query<AdminSessionRow[]>(
        `SELECT s.session_id AS "sessionId", s.user_id AS "userId", u.email AS "userEmail",
                s.original_image_url AS "originalImageUrl", s.generated_images AS "generatedImages",
                s.cloud_image_urls AS "cloudImageUrls", s.selected_style AS "selectedStyle", s.created_at AS "createdAt"
           FROM sessions s LEFT JOIN users u ON u.id = s.user_id
           ${where.sql} ORDER BY s.created_at DESC, s.id DESC ${paging.sql}`,
        paging.params,
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM sessions s LEFT JOIN users u ON u.id = s.user_id ${where.sql}`,
        where.params,
      ),
    ]);
    return { items, total: count?.total ?? 0 };
  }

  /** The dashboard totals (all time). Active users: signed in within `activeSince`. */
  async statistics(activeSince: Date): Promise<StatisticsRow> {
    const [row] = await this.dataSource.query<StatisticsRow[]>(
      `SELECT
         (SELECT count(*)::int FROM users) AS "userCount",
         (SELECT count(*)::int FROM users WHERE last_login_at >= $1) AS "activeUsers",
         o."orderCount", o."paidOrderCount", o."orderRevenue", o."discountedOrderCount", o."discountTotal",
         (SELECT count(*)::int FROM error_logs WHERE error_type <> $2) AS "errorCount",
         (SELECT count(*)::int FROM error_logs WHERE error_type <> $2 AND NOT resolved) AS "unresolvedErrors",
         s."artworkCount", s."uploadedImageCount"
       FROM (SELECT count(*)::int AS "orderCount",
                    count(*) FILTER (WHERE invoice_status IN ${PAID_STATES})::int AS "paidOrderCount",
                    coalesce(sum(total_amount) FILTER (WHERE invoice_status IN ${PAID_STATES}), 0)::bigint
                      AS "orderRevenue",
                    count(*) FILTER (WHERE invoice_status IN ${PAID_STATES} AND metadata ? 'discount')::int
                      AS "discountedOrderCount",
                    coalesce(sum((metadata -> 'discount' ->> 'amountCents')::int)
                      FILTER (WHERE invoice_status IN ${PAID_STATES}), 0)::bigint AS "discountTotal"
               FROM orders) o,
            (SELECT coalesce(sum(jsonb_array_length(generated_images)), 0)::int AS "artworkCount",
                    count(original_image_url)::int AS "uploadedImageCount"
               FROM sessions) s`,
      [activeSince, ADMIN_AUDIT],
    );
    if (!row) throw new Error('statistics query returned no row');
    return { ...row, orderRevenue: Number(row.orderRevenue), discountTotal: Number(row.discountTotal) };
  }

  /** Paid revenue and orders per UTC day over the range (days without orders are filled by the caller). */
  revenueByDay(range: InstantRange): Promise<{ day: string; revenue: number; orders: number }[]> {
    const where = new Where();
    where.range('o.created_at', range);
    return this.dataSource
      .query<{ day: string; revenue: string; orders: number }[]>(
        `SELECT ((o.created_at AT TIME ZONE 'UTC')::date)::text AS day,
                coalesce(sum(o.total_amount) FILTER (WHERE o.invoice_status IN ${PAID_STATES}), 0)::bigint AS revenue,
                count(*)::int AS orders
           FROM orders o ${where.sql} GROUP BY 1 ORDER BY 1`,
        where.params,
      )
      .then((rows) => rows.map((row) => ({ ...row, revenue: Number(row.revenue) })));
  }

  ordersByStatus(range: InstantRange): Promise<{ status: FulfilmentLifecycle; count: number }[]> {
    const where = new Where();
    where.range('o.created_at', range);
    return this.dataSource.query(
      `SELECT ${LIFECYCLE_SQL} AS status, count(*)::int AS count FROM orders o ${where.sql} GROUP BY 1 ORDER BY 2 DESC`,
      where.params,
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
                o.tax_amount AS "taxAmount", o.metadata, o.stripe_payment_id AS "stripePaymentId",
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
