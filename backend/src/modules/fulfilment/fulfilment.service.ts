import { Inject, Injectable } from '@nestjs/common';
import { findSize, getPrintType, type FulfilmentProvider } from '@petart/domain';
import { DataSource } from 'typeorm';
import { FULFILMENT_PROVIDER } from '../../adapters/fulfilment/fulfilment-provider.token';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { ImageUrlSigner } from '../images/image-url-signer';
import type { OrderShippingAddressJson } from '../orders/order.entity';

/** Answer of a submission (new or repeated). */
export interface SubmissionResult {
  printifyOrderId: string;
  fulfillmentStatus: string;
}

interface LockedOrderRow {
  id: string;
  order_hash: string;
  invoice_status: string;
  fulfillment_status: string;
  printify_order_id: string | null;
  customer_email: string;
  customer_phone: string | null;
  shipping_address: (OrderShippingAddressJson & { country_code?: string }) | null;
}

interface LineRow {
  print_type: string;
  print_size: string;
  quantity: number;
  image_url: string | null;
}

/** Signed image links given to the printer stay valid long enough for a late production start. */
const PRINT_FILE_VALIDITY_SECONDS = 14 * 24 * 60 * 60;

export const ORDER_NOT_PAID_MESSAGE = 'This order has not been paid yet.';

/**
 * Submits paid orders to the FulfilmentProvider exactly once: the order row is locked (SELECT ... FOR NO KEY UPDATE) for
 * the whole submission, an order that already has a provider id is answered from the row, and the provider itself is
 * idempotent by our order hash. Used by POST /submit-to-printify/:orderHash and by the outbox after payment.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FULFILMENT_PROVIDER) private readonly provider: FulfilmentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signer: ImageUrlSigner,
  ) {}

  /** Submits the order (by id); repeated calls return the existing provider order. Unpaid orders: 409. */
  async submit(orderId: string): Promise<SubmissionResult> {
    return this.dataSource.transaction(async (manager) => {
      const [order] = await manager.query<LockedOrderRow[]>(
        `SELECT id, order_hash, invoice_status, fulfillment_status, printify_order_id, customer_email,
                customer_phone, shipping_address
           FROM orders WHERE id = $1 FOR NO KEY UPDATE`,
        [orderId],
      );
      if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
      if (order.invoice_status !== 'paid') throw new AppError('ORDER.NOT_PAID', ORDER_NOT_PAID_MESSAGE);
      if (order.printify_order_id) {
        return { printifyOrderId: order.printify_order_id, fulfillmentStatus: order.fulfillment_status };
      }
      const lines = await manager.query<LineRow[]>(
        `SELECT print_type, print_size, quantity, image_url FROM order_line_items
          WHERE order_id = $1 ORDER BY created_at, id`,
        [orderId],
      );
      const address = order.shipping_address ?? {};
      const submitted = await this.provider.submitOrder({
        externalId: order.order_hash,
        address: {
          firstName: address.first_name ?? '',
          lastName: address.last_name ?? '',
          email: order.customer_email,
          ...(order.customer_phone ? { phone: order.customer_phone } : {}),
          address1: address.address1 ?? '',
          ...(address.address2 ? { address2: address.address2 } : {}),
          city: address.city ?? '',
          ...(address.region ? { region: address.region } : {}),
          zip: address.zip ?? '',
          countryCode: address.country_code ?? address.country ?? '',
        },
        lines: lines.map((line) => {
          const type = getPrintType(line.print_type);
          const size = findSize(line.print_type, line.print_size);
          if (!type || !size)
            throw new Error(`Order line ${line.print_type} ${line.print_size} is not in the catalogue`);
          return {
            printType: type.value,
            printSize: size.value,
            quantity: line.quantity,
            imageUrl: line.image_url ? this.printFileUrl(line.image_url) : '',
            variant: size.printify,
          };
        }),
      });
      const status = order.fulfillment_status === 'pending' ? submitted.status : order.fulfillment_status;
      await manager.query(
        `UPDATE orders SET printify_order_id = $2, printify_order_number = $3, fulfillment_status = $4,
                updated_at = now()
          WHERE id = $1`,
        [orderId, submitted.providerOrderId, submitted.providerOrderNumber ?? null, status],
      );
      return { printifyOrderId: submitted.providerOrderId, fulfillmentStatus: status };
    });
  }

  /** Absolute signed URL of a stored image (the printer downloads it); other URLs are passed through. */
  private printFileUrl(stored: string): string {
    try {
      return `${this.config.publicUrl}${this.signer.sign(stored, PRINT_FILE_VALIDITY_SECONDS)}`;
    } catch {
      return stored;
    }
  }
}
