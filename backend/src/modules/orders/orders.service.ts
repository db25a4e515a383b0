import { Inject, Injectable } from '@nestjs/common';
import {
  apiFulfilmentStatus,
  artworkUnlocked,
  cancelWindowEndsAt,
  CLOCK,
  type Clock,
  cropChangeDecision,
  customerMayCancel,
  isAwaitingApproval,
  DEFAULT_DELIVERY_ESTIMATE,
  lookupPrintOption,
  digitalFileName,
  downloadAvailability,
  downloadExpiresAt,
  nameChangeDecision,
  normalizeFulfilmentStatus,
  orderAmountSplit,
  orderDiscountFields,
  toPaymentStatus,
  type OrderPaymentStatus,
} from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { ImageUrlSigner, type ImageVariant } from '../images';
import type { OrderMetadataJson } from './order.entity';
import type {
  OrderDeliveryEstimateDto,
  OrderDto,
  OrderLineItemDto,
  OrderShipmentDto,
  OrderStatusEventDto,
} from './orders.dto';
import {
  type OrderEventRecord,
  type OrderLineRecord,
  orderHoldTimes,
  type OrderRecord,
  type OrderShipmentRecord,
} from './order-records';
import { toGiftDto } from './order-gift.dto';
import { toOrderProofDto } from './order-proof.dto';
import { OrderProofsRepository, type OrderProofRecord } from './order-proofs.repository';
import { OrdersRepository } from './orders.repository';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_FOUND_MESSAGE = 'Order Not Found';

export function orderNotFound(): AppError {
  return new AppError('ORDER.NOT_FOUND', NOT_FOUND_MESSAGE);
}

/** The payment status from the stored invoice status (unknown values: pending). */
export function paymentStatusOf(invoiceStatus: string): OrderPaymentStatus {
  return toPaymentStatus(invoiceStatus);
}

function deliveryEstimateOf(metadata: OrderMetadataJson | null): OrderDeliveryEstimateDto {
  const stored = metadata?.deliveryEstimate;
  if (stored && typeof stored === 'object' && typeof (stored as { range?: unknown }).range === 'string') {
    return stored as OrderDeliveryEstimateDto;
  }
  return { range: DEFAULT_DELIVERY_ESTIMATE };
}

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

export function toShipmentDto(s: OrderShipmentRecord): OrderShipmentDto {
  return {
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl,
    shippedAt: iso(s.shippedAt),
    deliveredAt: iso(s.deliveredAt),
  };
}

/** One entry per reached status; fulfilment values normalised (a repeated normalised value is not repeated). */
export function toStatusHistory(events: OrderEventRecord[]): OrderStatusEventDto[] {
  const history: OrderStatusEventDto[] = [];
  const last: Partial<Record<'payment' | 'fulfilment', string>> = {};
  for (const event of events) {
    // Disputes are between the shop and the card holder's bank: staff see them, the order page does not.
    if (event.kind === 'dispute') continue;
    const status = event.kind === 'fulfilment' ? normalizeFulfilmentStatus(event.toStatus) : event.toStatus;
    if (last[event.kind] === status) continue;
    last[event.kind] = status;
    history.push({ kind: event.kind, status, at: new Date(event.createdAt).toISOString() });
  }
  return history;
}

/**
 * The crop fields of a line (D-300): the customer's position, whether they may move it now (the domain's
 * cropChangeDecision), the print's shape, and the artwork's shape and the window's place as the latest proof drew them.
 */
function cropFields(
  order: OrderRecord | undefined,
  line: OrderLineRecord,
  proofs: readonly OrderProofRecord[],
): Pick<
  OrderLineItemDto,
  'cropPosition' | 'cropEditable' | 'printAspect' | 'artworkAspect' | 'proofCropPosition'
> {
  const option = lookupPrintOption(line.printType, line.printSize, { orderable: false });
  const latest = proofs.at(-1) ?? null;
  const drawn = proofs.findLast((p) => p.files.length > 0)?.files.find((f) => f.lineId === line.id);
  return {
    cropPosition: line.cropPosition ?? null,
    cropEditable: order ? cropChangeDecision(order, latest).allowed : false,
    printAspect: option.ok ? option.size.widthIn / option.size.heightIn : 1,
    artworkAspect: drawn?.artworkAspect ?? null,
    proofCropPosition: drawn?.cropPosition ?? null,
  };
}

/** The proof fields of an order page: the latest of its proofs (D-300). */
function proofFields(
  order: OrderRecord,
  proofs: OrderProofRecord[],
): Pick<OrderDto, 'proofRequested' | 'proof' | 'awaitingApproval'> {
  const latest = proofs.at(-1);
  return {
    proofRequested: order.proofRequested,
    proof: order.proofRequested && latest ? toOrderProofDto(latest) : null,
    awaitingApproval: order.proofRequested && isAwaitingApproval(order.fulfillmentStatus),
  };
}

/**
 * Order reads for customers (owner only; administrators may read any). Ownership is part of the query, so another
 * user's order is simply not found (404, never 403, so existence does not leak).
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly signer: ImageUrlSigner,
    private readonly proofs: OrderProofsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /order/hash/:orderHash. */
  async byHash(user: AuthenticatedUser, orderHash: string): Promise<OrderDto> {
    const order = await this.orders.findByHash(orderHash, user);
    if (!order) throw orderNotFound();
    const [dto] = await this.toDtos([order], user);
    if (!dto) throw orderNotFound();
    return dto;
  }

  /** The id of the caller's own order (never another's, even for an administrator), by hash. */
  async findOwnOrderId(user: AuthenticatedUser, orderHash: string): Promise<string> {
    const order = await this.orders.findByHash(orderHash, { id: user.id, isAdmin: false });
    if (!order) throw orderNotFound();
    return order.id;
  }

  /** The id of an order the caller may act on (owner or admin), by hash. */
  async findAccessibleOrderId(user: AuthenticatedUser, orderHash: string): Promise<string> {
    const order = await this.orders.findByHash(orderHash, user);
    if (!order) throw orderNotFound();
    return order.id;
  }

  /**
   * GET /user-orders: the caller's paid orders, newest first. Unpaid checkouts (payment never completed) are not
   * orders from the customer's point of view and stay out of the history.
   */
  async forUser(userId: string): Promise<OrderDto[]> {
    return this.toDtos(await this.orders.paidForUser(userId), { isAdmin: false });
  }

  /** GET /payment/order-line-items/:orderId. */
  async lineItems(user: AuthenticatedUser, orderId: string): Promise<OrderLineItemDto[]> {
    if (!UUID_RE.test(orderId)) throw orderNotFound();
    const [lines, order] = await Promise.all([
      this.orders.linesForViewer(orderId, user),
      this.orders.findById(orderId),
    ]);
    if (!lines || !order) throw orderNotFound();
    const variant = this.artworkVariant(order, user);
    return lines.map((line) => this.toLineDto(line, variant, undefined));
  }

  /**
   * How the order's artwork is shown (D-285): clean once the order is paid (the domain's artworkUnlocked), and always
   * to staff; watermarked and screen-sized before payment or after a full refund.
   */
  private artworkVariant(order: OrderRecord, viewer: { isAdmin: boolean }): ImageVariant {
    return viewer.isAdmin || artworkUnlocked(order) ? 'original' : 'preview';
  }

  private toLineDto(
    line: OrderLineRecord,
    variant: ImageVariant,
    order: OrderRecord | undefined,
    proofs: readonly OrderProofRecord[] = [],
  ): OrderLineItemDto {
    return {
      id: line.id,
      printType: line.printType,
      printSize: line.printSize,
      imageUrl: this.signImage(line.imageUrl, variant),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      personalisation: line.personalisation ?? null,
      petCount: line.petCount,
      ...this.nameEditable(order, line),
      ...cropFields(order, line, proofs),
    };
  }

  /**
   * Whether and until when the customer may change the line's name (the domain's nameChangeDecision): no time while a
   * proof awaits approval (until they approve).
   */
  private nameEditable(
    order: OrderRecord | undefined,
    line: OrderLineRecord,
  ): { nameEditable: boolean; nameEditableUntil: string | null } {
    if (!order) return { nameEditable: false, nameEditableUntil: null };
    const decision = nameChangeDecision(
      orderHoldTimes(order),
      line,
      this.clock.now(),
      this.config.afterPayment.cancelWindowMinutes,
    );
    return decision.allowed
      ? { nameEditable: true, nameEditableUntil: decision.until?.toISOString() ?? null }
      : { nameEditable: false, nameEditableUntil: null };
  }

  private signImage(path: string | null, variant: ImageVariant): string | null {
    if (!path) return null;
    try {
      return this.signer.sign(path, { variant });
    } catch {
      return path;
    }
  }

  /** DTOs of several orders with their shipments, history and lines (three batched reads, whatever the number). */
  private async toDtos(orders: OrderRecord[], viewer: { isAdmin: boolean }): Promise<OrderDto[]> {
    const ids = orders.map((o) => o.id);
    const [shipments, events, lines, gifts, proofs] = await Promise.all([
      this.orders.shipments(ids),
      this.orders.events(ids),
      this.orders.linesOf(ids),
      this.orders.gifts(ids),
      this.proofs.ofOrders(ids),
    ]);
    return orders.map((order) => {
      const ofOrder = proofs.filter((p) => p.orderId === order.id);
      return {
        ...this.toDto(
          order,
          shipments.filter((s) => s.orderId === order.id),
          events.filter((e) => e.orderId === order.id),
          lines.filter((l) => l.orderId === order.id),
          this.artworkVariant(order, viewer),
          ofOrder,
        ),
        gift: toGiftDto(gifts.find((g) => g.orderId === order.id)),
        ...proofFields(order, ofOrder),
      };
    });
  }

  /** The after-payment fields: refunds, the cancellation window, the digital files. */
  private afterPaymentOf(order: OrderRecord, lineCount: number) {
    const now = this.clock.now();
    const window = this.config.afterPayment.cancelWindowMinutes;
    const available = downloadAvailability(order, now) === 'available';
    const encoded = encodeURIComponent(order.orderHash);
    return {
      refundedAmount: order.refundedAmount,
      cancellableUntil:
        customerMayCancel(orderHoldTimes(order), now, window) && !isAwaitingApproval(order.fulfillmentStatus)
          ? iso(cancelWindowEndsAt(order.paidAt, window))
          : null,
      downloadExpiresAt: iso(downloadExpiresAt(order.paidAt)),
      digitalFiles: available
        ? Array.from({ length: lineCount }, (_, index) => ({
            line: index + 1,
            // The print file is JPEG; before it is made the artwork itself is sent (its own format).
            fileName: digitalFileName(order.orderHash, index + 1, 'jpg'),
            url: `/api/orders/${encoded}/download?line=${index + 1}`,
          }))
        : [],
    };
  }

  private toDto(
    order: OrderRecord,
    shipments: OrderShipmentRecord[],
    events: OrderEventRecord[],
    lines: OrderLineRecord[],
    variant: ImageVariant,
    proofs: OrderProofRecord[],
  ): Omit<OrderDto, 'gift' | 'proofRequested' | 'proof' | 'awaitingApproval'> {
    const metadata = order.metadata;
    const split = orderAmountSplit({ totalAmount: order.totalAmount, taxAmount: order.taxAmount, metadata });
    const address = order.shippingAddress ?? {};
    return {
      id: order.id,
      orderHash: order.orderHash,
      orderNumber: order.orderNumber,
      totalAmount: order.totalAmount,
      taxAmount: order.taxAmount,
      productPrice: split.productCents,
      shippingCost: split.shippingCents,
      ...orderDiscountFields(metadata),
      fulfillmentStatus: apiFulfilmentStatus(order.fulfillmentStatus),
      invoiceStatus: order.invoiceStatus,
      paymentStatus: paymentStatusOf(order.invoiceStatus),
      ...this.afterPaymentOf(order, lines.length),
      shippingAddress: {
        first_name: address.first_name ?? '',
        last_name: address.last_name ?? '',
        address1: address.address1 ?? '',
        address2: address.address2 ?? '',
        city: address.city ?? '',
        region: address.region ?? '',
        zip: address.zip ?? '',
        country: address.country ?? '',
      },
      customerEmail: order.customerEmail,
      trackingUrl: order.trackingUrl,
      printifyOrderId: order.printifyOrderId,
      deliveryEstimate: deliveryEstimateOf(metadata),
      shippingMethod: order.shippingMethod,
      createdAt: new Date(order.createdAt).toISOString(),
      paidAt: iso(order.paidAt),
      shipments: shipments.map(toShipmentDto),
      statusHistory: toStatusHistory(events),
      items: lines.map((line) => this.toLineDto(line, variant, order, proofs)),
    };
  }
}
