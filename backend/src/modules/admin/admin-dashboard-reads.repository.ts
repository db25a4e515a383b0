import { Injectable } from '@nestjs/common';
import type { FulfilmentLifecycle } from '@petart/domain';
import { DataSource } from 'typeorm';
import { ADMIN_AUDIT } from '../error-logs';
import {
  type InstantRange,
  LIFECYCLE_SQL,
  likePattern,
  type Page,
  type PageRequest,
  NET_AMOUNT_SQL,
  PAID_STATES,
  TAKEN_STATES,
  Where,
} from './admin-read-sql';

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
  /** Net: paid less refunded (cents). */
  totalRevenue: number;
  /** Refunded of the customer's paid orders (cents). */
  totalRefunded: number;
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
  /** Net: what the paid orders brought in less what was refunded (cents). */
  orderRevenue: number;
  /** Refunded of the paid orders (cents). */
  refundedTotal: number;
  errorCount: number;
  unresolvedErrors: number;
  artworkCount: number;
  uploadedImageCount: number;
}

/**
 * The back office's reads for the dashboard and the people lists (read-only SQL across users, sessions, orders and
 * error_logs, owned by other modules): the users list and one user with their totals, the content (sessions) list,
 * the all-time statistics and the range's charts. Writes never happen here: staff actions go through the owning
 * modules' services.
 */
@Injectable()
export class AdminDashboardReads {
  constructor(private readonly dataSource: DataSource) {}

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
              (SELECT coalesce(sum(${NET_AMOUNT_SQL}), 0)::bigint FROM orders o
                WHERE o.user_id = u.id AND o.invoice_status IN ${TAKEN_STATES}) AS "totalRevenue",
              (SELECT coalesce(sum(o.refunded_amount), 0)::bigint FROM orders o
                WHERE o.user_id = u.id AND o.invoice_status IN ${TAKEN_STATES}) AS "totalRefunded",
              (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS "sessionCount",
              (SELECT max(s.created_at) FROM sessions s
                WHERE s.user_id = u.id AND s.original_image_url IS NOT NULL) AS "lastUploadedImageAt"
         FROM users u WHERE u.id = $1`,
      [id, adminEmails.map((email) => email.toLowerCase())],
    );
    return row
      ? { ...row, totalRevenue: Number(row.totalRevenue), totalRefunded: Number(row.totalRefunded) }
      : undefined;
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

  /**
   * The dashboard totals (all time). Active users: signed in within `activeSince`. Revenue is net of refunds, with
   * the refunds beside it; the discount figures are the discounts module's (DiscountsService.givenTotals).
   */
  async statistics(activeSince: Date): Promise<StatisticsRow> {
    const [row] = await this.dataSource.query<StatisticsRow[]>(
      `SELECT
         (SELECT count(*)::int FROM users) AS "userCount",
         (SELECT count(*)::int FROM users WHERE last_login_at >= $1) AS "activeUsers",
         o."orderCount", o."paidOrderCount", o."orderRevenue", o."refundedTotal",
         (SELECT count(*)::int FROM error_logs WHERE error_type <> $2) AS "errorCount",
         (SELECT count(*)::int FROM error_logs WHERE error_type <> $2 AND NOT resolved) AS "unresolvedErrors",
         s."artworkCount", s."uploadedImageCount"
       FROM (SELECT count(*)::int AS "orderCount",
                    count(*) FILTER (WHERE invoice_status IN ${PAID_STATES})::int AS "paidOrderCount",
                    coalesce(sum(${NET_AMOUNT_SQL}) FILTER (WHERE invoice_status IN ${TAKEN_STATES}), 0)::bigint
                      AS "orderRevenue",
                    coalesce(sum(refunded_amount) FILTER (WHERE invoice_status IN ${TAKEN_STATES}), 0)::bigint
                      AS "refundedTotal"
               FROM orders o) o,
            (SELECT coalesce(sum(jsonb_array_length(generated_images)), 0)::int AS "artworkCount",
                    count(original_image_url)::int AS "uploadedImageCount"
               FROM sessions) s`,
      [activeSince, ADMIN_AUDIT],
    );
    if (!row) throw new Error('statistics query returned no row');
    return { ...row, orderRevenue: Number(row.orderRevenue), refundedTotal: Number(row.refundedTotal) };
  }

  /** Net revenue and orders per UTC day over the range (days without orders are filled by the caller). */
  revenueByDay(range: InstantRange): Promise<{ day: string; revenue: number; orders: number }[]> {
    const where = new Where();
    where.range('o.created_at', range);
    return this.dataSource
      .query<{ day: string; revenue: string; orders: number }[]>(
        `SELECT ((o.created_at AT TIME ZONE 'UTC')::date)::text AS day,
                coalesce(sum(${NET_AMOUNT_SQL}) FILTER (WHERE o.invoice_status IN ${TAKEN_STATES}), 0)::bigint
                  AS revenue,
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
}
