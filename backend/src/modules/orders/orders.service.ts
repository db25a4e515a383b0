import { Injectable } from '@nestjs/common';
import { DEFAULT_DELIVERY_ESTIMATE, orderAmountSplit } from '@petart/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ImageUrlSigner } from '../images/image-url-signer';
import type { OrderMetadataJson, OrderShippingAddressJson } from './order.entity';
import type { OrderDeliveryEstimateDto, OrderDto, OrderLineItemDto } from './orders.dto';

/** Columns read for {@link OrderDto}. */
const ORDER_COLUMNS = `o.id, o.order_hash, o.total_amount, o.tax_amount, o.fulfillment_status, o.invoice_status,
  o.shipping_address, o.customer_email, o.tracking_url, o.printify_order_id, o.metadata, o.created_at, o.paid_at`;

interface OrderRow {
  id: string;
  order_hash: string;
  total_amount: number;
  tax_amount: number;
  fulfillment_status: string;
  invoice_status: string;
  shipping_address: OrderShippingAddressJson | null;
  customer_email: string;
  tracking_url: string | null;
  printify_order_id: string | null;
  metadata: OrderMetadataJson | null;
  created_at: Date;
  paid_at: Date | null;
}

interface LineRow {
  id: string | null;
  print_type: string;
  print_size: string;
  image_url: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND_MESSAGE = 'Order Not Found';

export function orderNotFound(): AppError {
  return new AppError('ORDER.NOT_FOUND', NOT_FOUND_MESSAGE);
}

/** 'paid' | 'failed' | 'pending' from the stored invoice status. */
export function paymentStatusOf(invoiceStatus: string): 'paid' | 'pending' | 'failed' {
  if (invoiceStatus === 'paid') return 'paid';
  if (invoiceStatus === 'failed') return 'failed';
  return 'pending';
}

function deliveryEstimateOf(metadata: OrderMetadataJson | null): OrderDeliveryEstimateDto {
  const stored = metadata?.deliveryEstimate;
  if (stored && typeof stored === 'object' && typeof (stored as { range?: unknown }).range === 'string') {
    return stored as OrderDeliveryEstimateDto;
  }
  return { range: DEFAULT_DELIVERY_ESTIMATE };
}

/**
 * Order reads for customers (owner only; administrators may read any). Every read is one query: ownership is part of
 * the WHERE clause, so another user's order is simply not found (404, never 403, so existence does not leak).
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: ImageUrlSigner,
  ) {}

  /** GET /order/hash/:orderHash. */
  async byHash(user: AuthenticatedUser, orderHash: string): Promise<OrderDto> {
    const [row] = await this.dataSource.query<OrderRow[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.order_hash = $1 AND (o.user_id = $2 OR $3)`,
      [orderHash, user.id, user.isAdmin],
    );
    if (!row) throw orderNotFound();
    return this.toDto(row);
  }

  /** The id of an order the caller may act on (owner or admin), by hash. */
  async findAccessibleOrderId(user: AuthenticatedUser, orderHash: string): Promise<string> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM orders WHERE order_hash = $1 AND (user_id = $2 OR $3)`,
      [orderHash, user.id, user.isAdmin],
    );
    if (!row) throw orderNotFound();
    return row.id;
  }

  /**
   * GET /user-orders: the caller's paid orders, newest first, one query. Unpaid checkouts (payment never completed)
   * are not orders from the customer's point of view and stay out of the history.
   */
  async forUser(userId: string): Promise<OrderDto[]> {
    const rows = await this.dataSource.query<OrderRow[]>(
      `SELECT ${ORDER_COLUMNS} FROM orders o
        WHERE o.user_id = $1 AND o.invoice_status = 'paid'
        ORDER BY o.created_at DESC, o.id DESC`,
      [userId],
    );
    return rows.map((row) => this.toDto(row));
  }

  /** GET /payment/order-line-items/:orderId: ownership and lines in one query. */
  async lineItems(user: AuthenticatedUser, orderId: string): Promise<OrderLineItemDto[]> {
    if (!UUID_RE.test(orderId)) throw orderNotFound();
    const rows = await this.dataSource.query<LineRow[]>(
      `SELECT li.id, li.print_type, li.print_size, li.image_url, li.quantity, li.unit_price, li.line_total
         FROM orders o LEFT JOIN order_line_items li ON li.order_id = o.id
        WHERE o.id = $1 AND (o.user_id = $2 OR $3)
        ORDER BY li.created_at, li.id`,
      [orderId, user.id, user.isAdmin],
    );
    if (rows.length === 0) throw orderNotFound();
    return rows
      .filter((row): row is LineRow & { id: string } => row.id !== null)
      .map((row) => ({
        id: row.id,
        printType: row.print_type,
        printSize: row.print_size,
        imageUrl: this.signImage(row.image_url),
        quantity: row.quantity,
        unitPrice: row.unit_price,
        lineTotal: row.line_total,
      }));
  }

  private signImage(path: string | null): string | null {
    if (!path) return null;
    try {
      return this.signer.sign(path);
    } catch {
      return path;
    }
  }

  private toDto(row: OrderRow): OrderDto {
    const metadata = row.metadata ?? {};
    const split = orderAmountSplit({ totalAmount: row.total_amount, taxAmount: row.tax_amount, metadata });
    const address = row.shipping_address ?? {};
    return {
      id: row.id,
      orderHash: row.order_hash,
      totalAmount: row.total_amount,
      taxAmount: row.tax_amount,
      productPrice: split.productCents,
      shippingCost: split.shippingCents,
      fulfillmentStatus: row.fulfillment_status,
      invoiceStatus: row.invoice_status,
      paymentStatus: paymentStatusOf(row.invoice_status),
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
      customerEmail: row.customer_email,
      trackingUrl: row.tracking_url,
      printifyOrderId: row.printify_order_id,
      deliveryEstimate: deliveryEstimateOf(row.metadata),
      createdAt: new Date(row.created_at).toISOString(),
      paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    };
  }
}
