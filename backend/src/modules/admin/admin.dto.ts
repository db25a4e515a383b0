import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FULFILMENT_LIFECYCLES,
  PAYMENT_STATUS_LABELS,
  type DisputeState,
  type FulfilmentLifecycle,
  SHIPPING_METHODS,
  type ShippingMethod,
} from '@petart/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AddressDto } from '../../platform/http/address.dto';
import { AdminOrderProofDto, OrderGiftDto } from '../orders';
import { NameOnPrintDto } from '../personalisation';

/** Page size of the admin lists unless asked (product.md P11 sets 10 for error logs only). */
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_MESSAGE = 'must be an ISO date (YYYY-MM-DD)';

/** Query of every admin list: search, a day range (UTC, from the start of `from` to the end of `to`), paging. */
export class AdminListQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive substring', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'First day (UTC), inclusive', example: '2026-01-01' })
  @IsOptional()
  @Matches(ISO_DATE, { message: `from ${ISO_DATE_MESSAGE}` })
  from?: string;

  @ApiPropertyOptional({ description: 'Last day (UTC), inclusive', example: '2026-01-31' })
  @IsOptional()
  @Matches(ISO_DATE, { message: `to ${ISO_DATE_MESSAGE}` })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: ADMIN_DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(ADMIN_MAX_PAGE_SIZE, { message: `pageSize must be at most ${ADMIN_MAX_PAGE_SIZE}` })
  pageSize?: number;
}

export class AdminOrdersQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: FULFILMENT_LIFECYCLES, description: 'Normalised fulfilment status' })
  @IsOptional()
  @IsIn(FULFILMENT_LIFECYCLES, { message: `status must be one of ${FULFILMENT_LIFECYCLES.join(', ')}` })
  status?: FulfilmentLifecycle;
}

export class AdminRangeQueryDto {
  @ApiPropertyOptional({
    description: 'First day (UTC), inclusive; default 29 days before `to`',
    example: '2026-01-01',
  })
  @IsOptional()
  @Matches(ISO_DATE, { message: `from ${ISO_DATE_MESSAGE}` })
  from?: string;

  @ApiPropertyOptional({ description: 'Last day (UTC), inclusive; default today', example: '2026-01-31' })
  @IsOptional()
  @Matches(ISO_DATE, { message: `to ${ISO_DATE_MESSAGE}` })
  to?: string;
}

export class AdminExportQueryDto {
  @ApiProperty({ description: 'First day (UTC), inclusive', example: '2026-01-01' })
  @Matches(ISO_DATE, { message: `from ${ISO_DATE_MESSAGE}` })
  from!: string;

  @ApiProperty({ description: 'Last day (UTC), inclusive', example: '2026-01-31' })
  @Matches(ISO_DATE, { message: `to ${ISO_DATE_MESSAGE}` })
  to!: string;
}

class PageDto {
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

/** An order as staff read it (product.md P13 admin views); money in cents. */
export class AdminOrderDto {
  @ApiProperty() id!: string;
  @ApiProperty() orderHash!: string;
  @ApiProperty({ description: 'The order number people read aloud (no 0/O/1/I/L/U)', example: 'PA-7K3M9X' })
  orderNumber!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty({ type: String, nullable: true }) customerName!: string | null;
  @ApiProperty({ type: String, nullable: true }) customerPhone!: string | null;
  @ApiProperty({ description: 'The order belongs to an account' }) isUserRegistered!: boolean;
  @ApiProperty({ type: String, nullable: true }) userId!: string | null;
  @ApiProperty({ description: 'ISO time' }) createdAt!: string;
  @ApiProperty({ example: 'submitted_to_fulfillment' }) fulfillmentStatus!: string;
  @ApiProperty({ enum: FULFILMENT_LIFECYCLES }) status!: FulfilmentLifecycle;
  @ApiProperty({ example: 'paid' }) invoiceStatus!: string;
  @ApiProperty({
    enum: Object.values(PAYMENT_STATUS_LABELS),
    description: 'The payment status as staff read it (Refunded, Partly refunded, ...)',
  })
  payment!: string;
  @ApiProperty({ description: 'cents' }) totalAmount!: number;
  @ApiProperty({ description: 'cents' }) taxAmount!: number;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) printifyOrderId!: string | null;
  @ApiProperty({ type: String, nullable: true }) printType!: string | null;
  @ApiProperty({ type: String, nullable: true }) printSize!: string | null;
  @ApiProperty({ enum: SHIPPING_METHODS, description: 'How the parcel travels, as the customer paid for' })
  shippingMethod!: ShippingMethod;
  @ApiProperty({ description: 'cents refunded so far (refunds the payment provider accepted)' })
  refundedAmount!: number;
  @ApiProperty({
    description:
      'Cancelled after payment and its refund not recorded yet (retried by the job queue; staff may refund by hand)',
  })
  refundPending!: boolean;
  @ApiProperty({
    type: () => AdminDisputeDto,
    nullable: true,
    description: 'The latest dispute (chargeback) of the payment, if any',
  })
  dispute!: AdminDisputeDto | null;
}

/** A dispute (chargeback) of an order's payment, as the payment provider last reported it. */
export class AdminDisputeDto {
  @ApiProperty() disputeId!: string;
  @ApiProperty({ example: 'needs_response', description: "The provider's status" }) status!: string;
  @ApiProperty({ enum: ['open', 'won', 'lost', 'closed'] }) state!: DisputeState;
  @ApiProperty({ example: 'fraudulent' }) reason!: string;
  @ApiProperty({ description: 'cents' }) amountCents!: number;
  @ApiProperty({ description: 'ISO time' }) openedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time' }) closedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time the evidence is due' })
  evidenceDueBy!: string | null;
}

export class AdminOrderCountsDto {
  @ApiProperty() total!: number;
  @ApiProperty() pending!: number;
  @ApiProperty() submitted!: number;
  @ApiProperty({ description: 'in production or processing' }) inProduction!: number;
  @ApiProperty({ description: 'shipped or partially shipped' }) shipped!: number;
  @ApiProperty() delivered!: number;
  @ApiProperty() cancelled!: number;
  @ApiProperty({ description: 'parked in error, or on hold' }) error!: number;
}

export class AdminOrdersPageDto extends PageDto {
  @ApiProperty({ type: [AdminOrderDto] }) items!: AdminOrderDto[];
  @ApiProperty({ type: AdminOrderCountsDto, description: 'Counts over the search and dates (any status)' })
  counts!: AdminOrderCountsDto;
}

export class AdminLineItemDto {
  @ApiProperty() id!: string;
  @ApiProperty() printType!: string;
  @ApiProperty() printSize!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Absolute signed URL' }) imageUrl!: string | null;
  @ApiProperty({ description: 'cents' }) unitPrice!: number;
  @ApiProperty({ description: 'cents' }) lineTotal!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Absolute signed URL of the print file' })
  printFileUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) printFileWidth!: number | null;
  @ApiProperty({ type: Number, nullable: true }) printFileHeight!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Effective resolution: the artwork's pixels per inch at the print size (null before the print file)",
  })
  effectiveDpi!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What enlarged the artwork to the print file, e.g. lanczos3 (null before the print file)',
  })
  printFileUpscaler!: string | null;
  @ApiProperty({
    type: NameOnPrintDto,
    required: false,
    nullable: true,
    description: 'The name printed on the artwork (D-178); absent or null without one',
  })
  personalisation?: NameOnPrintDto | null;
  @ApiProperty({ description: 'Pets in the portrait (1 to 4; D-188)', example: 1 }) petCount!: number;
}

export class AdminShipmentDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true }) carrier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) productType!: string | null;
  @ApiProperty({ type: String, nullable: true }) shippedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) deliveredAt!: string | null;
}

export class AdminOrderEventDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['payment', 'fulfilment', 'dispute'] }) kind!: string;
  @ApiProperty({ type: String, nullable: true }) fromStatus!: string | null;
  @ApiProperty() toStatus!: string;
  @ApiProperty({ description: 'checkout, payment, submission, webhook, sync, admin or simulator' })
  source!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  detail!: Record<string, unknown> | null;
  @ApiProperty() createdAt!: string;
}

export class AdminOrderTotalsDto {
  @ApiProperty({ description: 'cents' }) productPrice!: number;
  @ApiProperty({ description: 'cents' }) shippingCost!: number;
  @ApiProperty({ description: 'cents' }) taxAmount!: number;
  @ApiProperty({ description: 'cents' }) totalAmount!: number;
  @ApiPropertyOptional({ description: 'cents taken off the products by a discount code' })
  discountCents?: number;
  @ApiPropertyOptional({ description: 'The discount code used' }) discountCode?: string;
}

export class AdminOrderDetailDto extends AdminOrderDto {
  @ApiProperty({ type: AddressDto, nullable: true })
  shippingAddress!: AddressDto | null;
  @ApiProperty({ type: AdminOrderTotalsDto }) totals!: AdminOrderTotalsDto;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '3-6 business days',
    description: 'The delivery range promised at checkout; null for an order without one',
  })
  deliveryRange!: string | null;
  @ApiProperty({ type: String, nullable: true }) printifyOrderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) stripePaymentId!: string | null;
  @ApiProperty({ type: String, nullable: true }) paidAt!: string | null;
  @ApiProperty({ type: [AdminLineItemDto] }) items!: AdminLineItemDto[];
  @ApiProperty({ type: [AdminShipmentDto] }) shipments!: AdminShipmentDto[];
  @ApiProperty({ type: [AdminOrderEventDto] }) events!: AdminOrderEventDto[];
  @ApiProperty({ description: 'Staff may resubmit it (parked in error)' }) canResubmit!: boolean;
  @ApiProperty({ description: 'Staff may cancel it (before production)' }) canCancel!: boolean;
  @ApiProperty({
    type: OrderGiftDto,
    nullable: true,
    description: 'The gift details; null when it is no gift',
  })
  gift!: OrderGiftDto | null;
  @ApiProperty({ description: 'The customer asked to approve a proof before printing (D-300)' })
  proofRequested!: boolean;
  @ApiProperty({
    type: [AdminOrderProofDto],
    description:
      'Every proof shown (oldest first) with its answer and the customer’s note; empty for no proof',
  })
  proofs!: AdminOrderProofDto[];
  @ApiProperty({ description: 'Staff may draw a new proof (the order waits for its approval)' })
  canRedrawProof!: boolean;
}

export class AdminUserDto {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty({ description: 'Staff disabled the account (sign-in refused)' }) disabled!: boolean;
}

export class AdminUsersPageDto extends PageDto {
  @ApiProperty({ type: [AdminUserDto] }) items!: AdminUserDto[];
}

export class AdminUserOrderDto {
  @ApiProperty() id!: string;
  @ApiProperty() orderHash!: string;
  @ApiProperty({ description: 'The order number people read aloud (no 0/O/1/I/L/U)', example: 'PA-7K3M9X' })
  orderNumber!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ description: 'cents' }) totalAmount!: number;
  @ApiProperty({ description: 'cents: refunded of this order (0 when nothing was)' }) refundedAmount!: number;
  @ApiProperty() fulfillmentStatus!: string;
  @ApiProperty({ type: String, nullable: true }) printType!: string | null;
}

export class AdminUserDetailDto extends AdminUserDto {
  @ApiProperty({ description: 'In ADMIN_EMAILS: an administrator by config, not removable in the admin app' })
  adminByConfig!: boolean;
  @ApiProperty({ type: AddressDto, nullable: true }) shippingInfo!: AddressDto | null;
  @ApiProperty() orderCount!: number;
  @ApiProperty({ description: 'cents: what the paid orders brought in, less what was refunded' })
  totalRevenue!: number;
  @ApiProperty({ description: 'cents: refunded of the paid orders' }) totalRefunded!: number;
  @ApiProperty() sessionCount!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Last sign-in (ISO)' }) lastLoginDate!:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Last uploaded image (ISO)' })
  lastUploadedImageAt!: string | null;
  @ApiProperty({ type: [AdminUserOrderDto], description: 'The 10 most recent orders' })
  orders!: AdminUserOrderDto[];
}

export class AdminSessionDto {
  @ApiProperty() sessionId!: string;
  @ApiProperty({ type: String, nullable: true }) userEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Absolute signed URL' }) originalImageUrl!:
    string | null;
  @ApiProperty({ type: [String], description: 'Absolute signed URLs (at most 3)' })
  generatedImages!: string[];
  @ApiProperty({ description: 'How many generated images the session has' }) generatedCount!: number;
  @ApiProperty({ type: String, nullable: true }) selectedStyle!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ enum: ['local', 's3'], description: 'Where its images are stored (badge L or S3)' })
  storage!: 'local' | 's3';
}

export class AdminSessionsPageDto extends PageDto {
  @ApiProperty({ type: [AdminSessionDto] }) items!: AdminSessionDto[];
}

export class RevenueDayDto {
  @ApiProperty({ example: '2026-01-31' }) date!: string;
  @ApiProperty({ description: "cents: what the day's paid orders brought in, less what was refunded" })
  revenue!: number;
  @ApiProperty() orders!: number;
}

export class StatusCountDto {
  @ApiProperty({ enum: FULFILMENT_LIFECYCLES }) status!: FulfilmentLifecycle;
  @ApiProperty() count!: number;
}

/** Dashboard statistics (product.md P13) plus what the cards and charts need. */
export class AdminStatisticsDto {
  @ApiProperty() userCount!: number;
  @ApiProperty({ description: 'Accounts signed in within the last 30 days' }) activeUsers!: number;
  @ApiProperty({ description: 'Every order, paid or not' }) orderCount!: number;
  @ApiProperty() paidOrderCount!: number;
  @ApiProperty({ description: 'cents: what the paid orders brought in, less what was refunded (net)' })
  orderRevenue!: number;
  @ApiProperty({ description: 'cents: refunded of the paid orders' }) refundedTotal!: number;
  @ApiProperty({
    description: 'Paid orders whose discount code use counts (the Discounts page counts the same)',
  })
  discountedOrderCount!: number;
  @ApiProperty({ description: 'cents: the discount given by those uses (the Discounts page sums the same)' })
  discountTotal!: number;
  @ApiProperty({ description: 'Error logs (audit entries excluded)' }) errorCount!: number;
  @ApiProperty() unresolvedErrors!: number;
  @ApiProperty({ description: 'Generated images over all sessions' }) artworkCount!: number;
  @ApiProperty({ description: 'Sessions with an uploaded photo' }) uploadedImageCount!: number;
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ type: [RevenueDayDto], description: 'Every day of the range' })
  revenueByDay!: RevenueDayDto[];
  @ApiProperty({ type: [StatusCountDto] }) ordersByStatus!: StatusCountDto[];
}
