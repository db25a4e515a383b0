import { Inject, Injectable } from '@nestjs/common';
import {
  apiFulfilmentStatus,
  CLOCK,
  type Clock,
  isAwaitingApproval,
  isBeforeProduction,
  orderDiscountFields,
  paymentStatusLabel,
  refundOwedCents,
  type FulfilmentLifecycle,
} from '@petart/domain';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { DiscountsService } from '../discounts';
import { ImageUrlSigner } from '../images';
import { OrderProofsRepository, OrdersRepository, toAdminOrderProofDto, toGiftDto } from '../orders';
import { DAY_MS, dayRange, daysOf, isoDay, utcDay } from './admin-range';
import {
  AdminDashboardReads,
  type AdminSessionRow,
  type StatisticsRow,
} from './admin-dashboard-reads.repository';
import { AdminOrderReads, type AdminOrderRow } from './admin-order-reads.repository';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  type AdminExportQueryDto,
  type AdminListQueryDto,
  type AdminLineItemDto,
  type AdminOrderCountsDto,
  type AdminOrderDetailDto,
  type AdminOrderDto,
  type AdminOrdersPageDto,
  type AdminOrdersQueryDto,
  type AdminRangeQueryDto,
  type AdminSessionDto,
  type AdminSessionsPageDto,
  type AdminStatisticsDto,
  type AdminUserDetailDto,
  type AdminUsersPageDto,
} from './admin.dto';
import { csvFileName, ordersCsvStream } from './orders-csv';

/** "Active" users: signed in within this many days. */
export const ACTIVE_USER_DAYS = 30;
/** Recent orders in the user detail (product.md P11). */
export const RECENT_ORDERS = 10;
/** Generated thumbnails per session in the Content table (product.md P12: up to 3 plus '+N more'). */
export const SESSION_THUMBNAILS = 3;
/** The statistics charts cover at most this many days. */
export const MAX_CHART_DAYS = 731;

const iso = (date: Date | string | null): string | null => (date ? new Date(date).toISOString() : null);

/** The admin's use cases: reads through the read model (AdminOrderReads, AdminDashboardReads), shaped for the staff screens. */
@Injectable()
export class AdminService {
  private totals: { at: number; value: Promise<StatisticsRow> } | undefined;

  constructor(
    private readonly orderReads: AdminOrderReads,
    private readonly dashboardReads: AdminDashboardReads,
    private readonly signer: ImageUrlSigner,
    private readonly discounts: DiscountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orderRecords: OrdersRepository,
    private readonly proofs: OrderProofsRepository,
  ) {}

  /** An absolute signed URL of the clean file: staff see the artwork as stored (the admin app runs on another origin than the API). */
  private image(path: string | null | undefined): string | null {
    if (!path) return null;
    try {
      return new URL(this.signer.sign(path, { variant: 'original' }), this.config.publicUrl).toString();
    } catch {
      // Not one of our stored images (an outside URL kept as is).
      return /^https?:\/\//.test(path) ? path : null;
    }
  }

  private paging(query: AdminListQueryDto) {
    return { page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE };
  }

  private order(row: AdminOrderRow): AdminOrderDto {
    return {
      id: row.id,
      orderHash: row.orderHash,
      orderNumber: row.orderNumber,
      customerEmail: row.customerEmail,
      customerName: row.customerName,
      customerPhone: row.customerPhone,
      isUserRegistered: row.isUserRegistered,
      userId: row.userId,
      createdAt: new Date(row.createdAt).toISOString(),
      fulfillmentStatus: apiFulfilmentStatus(row.fulfillmentStatus),
      status: row.lifecycle,
      invoiceStatus: row.invoiceStatus,
      payment: paymentStatusLabel(row.invoiceStatus),
      totalAmount: row.totalAmount,
      taxAmount: row.taxAmount,
      trackingUrl: row.trackingUrl,
      printifyOrderId: row.printifyOrderId,
      printType: row.printType,
      printSize: row.printSize,
      shippingMethod: row.shippingMethod,
      refundedAmount: row.refundedAmount,
      refundPending: refundOwedCents(row) > 0,
      dispute: row.dispute
        ? {
            ...row.dispute,
            closedAt: row.dispute.closedAt ?? null,
            evidenceDueBy: row.dispute.evidenceDueBy ?? null,
          }
        : null,
    };
  }

  async orders(query: AdminOrdersQueryDto): Promise<AdminOrdersPageDto> {
    const filter = {
      search: query.search?.trim() || undefined,
      status: query.status,
      range: dayRange(query.from, query.to),
    };
    const paging = this.paging(query);
    const [page, counts] = await Promise.all([
      this.orderReads.orders(filter, paging),
      this.orderReads.orderCounts(filter),
    ]);
    return {
      items: page.items.map((row) => this.order(row)),
      total: page.total,
      ...paging,
      counts: countCards(counts),
    };
  }

  async lineItems(orderId: string): Promise<AdminLineItemDto[]> {
    if (!(await this.orderReads.orderExists(orderId)))
      throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    return (await this.orderReads.lineItems(orderId)).map((item) => ({
      ...item,
      imageUrl: this.image(item.imageUrl),
      printFileUrl: this.image(item.printFileUrl),
    }));
  }

  async orderDetail(orderId: string): Promise<AdminOrderDetailDto> {
    const row = await this.orderReads.order(orderId);
    if (!row) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    const [items, shipments, events, gifts, proofs, record] = await Promise.all([
      this.lineItems(orderId),
      this.orderReads.shipments(orderId),
      this.orderReads.events(orderId),
      this.orderRecords.gifts([orderId]),
      this.proofs.ofOrders([orderId]),
      this.orderRecords.findById(orderId),
    ]);
    const proofRequested = record?.proofRequested ?? false;
    const metadata = row.metadata ?? {};
    const productPrice =
      typeof metadata.productPrice === 'number'
        ? metadata.productPrice
        : items.reduce((sum, i) => sum + i.lineTotal, 0);
    // product.md P11: when metadata lacks the split, shipping is 30% of the total minus tax.
    const shippingCost =
      typeof metadata.shippingCost === 'number'
        ? metadata.shippingCost
        : Math.round((row.totalAmount - row.taxAmount) * 0.3);
    return {
      ...this.order(row),
      shippingAddress: row.shippingAddress,
      totals: {
        productPrice,
        shippingCost,
        taxAmount: row.taxAmount,
        totalAmount: row.totalAmount,
        ...orderDiscountFields(metadata),
      },
      deliveryRange: deliveryRangeOf(metadata),
      printifyOrderNumber: row.printifyOrderNumber,
      stripePaymentId: row.stripePaymentId,
      paidAt: iso(row.paidAt),
      items,
      shipments: shipments.map((s) => ({
        ...s,
        shippedAt: iso(s.shippedAt),
        deliveredAt: iso(s.deliveredAt),
      })),
      events: events.map((e) => ({
        ...e,
        ...(e.kind === 'fulfilment'
          ? { fromStatus: apiFulfilmentStatus(e.fromStatus), toStatus: apiFulfilmentStatus(e.toStatus) }
          : {}),
        createdAt: new Date(e.createdAt).toISOString(),
      })),
      canResubmit: row.invoiceStatus === 'paid' && row.lifecycle === 'error' && !row.printifyOrderId,
      canCancel: isBeforeProduction(row.fulfillmentStatus),
      gift: toGiftDto(gifts[0]),
      proofRequested,
      proofs: proofs.map(toAdminOrderProofDto),
      canRedrawProof:
        proofRequested && isAwaitingApproval(row.fulfillmentStatus) && proofs.at(-1)?.status !== 'approved',
    };
  }

  async users(query: AdminListQueryDto): Promise<AdminUsersPageDto> {
    const paging = this.paging(query);
    const page = await this.dashboardReads.users(
      { search: query.search?.trim() || undefined, range: dayRange(query.from, query.to) },
      paging,
      this.config.adminEmails,
    );
    return {
      items: page.items.map((u) => ({ ...u, createdAt: new Date(u.createdAt).toISOString() })),
      total: page.total,
      ...paging,
    };
  }

  async user(id: string): Promise<AdminUserDetailDto> {
    const row = await this.dashboardReads.user(id, this.config.adminEmails);
    if (!row) throw new AppError('USER.NOT_FOUND', 'User Not Found');
    const orders = await this.orderReads.recentOrders(id, RECENT_ORDERS);
    const { lastLoginAt, ...user } = row;
    return {
      ...user,
      createdAt: new Date(row.createdAt).toISOString(),
      lastLoginDate: iso(lastLoginAt),
      lastUploadedImageAt: iso(row.lastUploadedImageAt),
      orders: orders.map((o) => ({
        id: o.id,
        orderHash: o.orderHash,
        orderNumber: o.orderNumber,
        createdAt: new Date(o.createdAt).toISOString(),
        totalAmount: o.totalAmount,
        refundedAmount: o.refundedAmount,
        fulfillmentStatus: apiFulfilmentStatus(o.fulfillmentStatus),
        printType: o.printType,
      })),
    };
  }

  private session(row: AdminSessionRow): AdminSessionDto {
    const generated = Array.isArray(row.generatedImages) ? row.generatedImages : [];
    const cloud = Array.isArray(row.cloudImageUrls) ? row.cloudImageUrls : [];
    return {
      sessionId: row.sessionId,
      userEmail: row.userEmail,
      originalImageUrl: this.image(row.originalImageUrl),
      generatedImages: generated
        .slice(0, SESSION_THUMBNAILS)
        .map((url) => this.image(url))
        .filter((url): url is string => url !== null),
      generatedCount: generated.length,
      selectedStyle: row.selectedStyle,
      createdAt: new Date(row.createdAt).toISOString(),
      storage: cloud.length > 0 || this.config.adapters.storage === 's3' ? 's3' : 'local',
    };
  }

  async sessions(query: AdminListQueryDto): Promise<AdminSessionsPageDto> {
    const paging = this.paging(query);
    const page = await this.dashboardReads.sessions(
      { search: query.search?.trim() || undefined, range: dayRange(query.from, query.to) },
      paging,
    );
    return { items: page.items.map((row) => this.session(row)), total: page.total, ...paging };
  }

  async statistics(query: AdminRangeQueryDto, now = this.clock.now()): Promise<AdminStatisticsDto> {
    const to = query.to ? utcDay(query.to, 'to') : utcDay(isoDay(now), 'to');
    const from = query.from ? utcDay(query.from, 'from') : new Date(to.getTime() - 29 * DAY_MS);
    const days = daysOf(from, to);
    if (days.length === 0) {
      throw new AppError('VALIDATION.FAILED', 'from must not be after to', {
        details: ['from must not be after to'],
      });
    }
    if (days.length > MAX_CHART_DAYS) {
      const message = `The range may cover at most ${MAX_CHART_DAYS} days`;
      throw new AppError('VALIDATION.FAILED', message, { details: [message] });
    }
    const range = dayRange(isoDay(from), isoDay(to));
    // The discount given is read live from the discounts module, so that it is the Discounts page's figure at once.
    const [totals, given, perDay, byStatus] = await Promise.all([
      this.cachedTotals(now),
      this.discounts.givenTotals(),
      this.dashboardReads.revenueByDay(range),
      this.dashboardReads.ordersByStatus(range),
    ]);
    const byDay = new Map(perDay.map((d) => [d.day, d]));
    return {
      ...totals,
      discountedOrderCount: given.orders,
      discountTotal: given.cents,
      from: isoDay(from),
      to: isoDay(to),
      revenueByDay: days.map((date) => ({
        date,
        revenue: byDay.get(date)?.revenue ?? 0,
        orders: byDay.get(date)?.orders ?? 0,
      })),
      ordersByStatus: byStatus,
    };
  }

  /**
   * The all-time totals (counts and revenue over every user, order, session and error), shared by concurrent callers
   * and kept config.statisticsCacheMs per process (a failure is not kept); the range's charts are always read live.
   */
  private cachedTotals(now: Date): Promise<StatisticsRow> {
    const ttl = this.config.statisticsCacheMs;
    if (this.totals && now.getTime() - this.totals.at < ttl) return this.totals.value;
    const value = this.dashboardReads.statistics(new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS));
    const entry = { at: now.getTime(), value };
    this.totals = entry;
    value.catch(() => {
      if (this.totals === entry) this.totals = undefined;
    });
    return value;
  }

  /** The CSV export of a day range as a stream, with its file name. */
  exportOrders(query: AdminExportQueryDto): { fileName: string; stream: Readable } {
    const range = dayRange(query.from, query.to);
    return {
      fileName: csvFileName(query.from, query.to),
      stream: ordersCsvStream(this.orderReads.exportRows(range)),
    };
  }
}

/** The eight count cards from the per-lifecycle counts. */
export function countCards(counts: Record<string, number>): AdminOrderCountsDto {
  const n = (...keys: FulfilmentLifecycle[]): number =>
    keys.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  return {
    total: Object.values(counts).reduce((sum, value) => sum + value, 0),
    pending: n('pending'),
    submitted: n('submitted'),
    inProduction: n('in_production', 'processing'),
    shipped: n('shipped', 'partially_shipped'),
    delivered: n('delivered'),
    cancelled: n('cancelled'),
    error: n('error', 'on_hold'),
  };
}

/** The range the checkout promised (metadata.deliveryEstimate.range), or null. */
function deliveryRangeOf(metadata: Record<string, unknown>): string | null {
  const estimate = metadata.deliveryEstimate as { range?: unknown } | undefined;
  return typeof estimate?.range === 'string' ? estimate.range : null;
}
