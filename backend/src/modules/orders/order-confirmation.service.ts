import { Inject, Injectable } from '@nestjs/common';
import { countryName, DEFAULT_DELIVERY_ESTIMATE, orderAmountSplit, type Mailer } from '@petart/domain';
import { DataSource } from 'typeorm';
import { MAILER } from '../../adapters/mail/mailer.token';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { orderConfirmationEmail } from './order-confirmation.email';
import type { OrderMetadataJson, OrderShippingAddressJson } from './order.entity';

interface OrderRow {
  order_hash: string;
  customer_name: string | null;
  customer_email: string;
  total_amount: number;
  tax_amount: number;
  shipping_address: OrderShippingAddressJson | null;
  metadata: OrderMetadataJson | null;
}

/**
 * Sends the order confirmation email once per order. The order_notifications row (unique per order for
 * 'confirmation') is inserted first in a transaction that stays open while the email is sent: a duplicate call finds
 * the row and stops; a failed send rolls the row back so the outbox retries.
 */
@Injectable()
export class OrderConfirmationService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends the confirmation of a paid order; false when it had already been sent. */
  async send(orderId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<{ id: string }[]>(
        `INSERT INTO order_notifications (order_id, notification_type, email_address, email_status)
         SELECT id, 'confirmation', customer_email, 'sending' FROM orders WHERE id = $1 AND invoice_status = 'paid'
         ON CONFLICT (order_id) WHERE notification_type = 'confirmation' DO NOTHING
         RETURNING id`,
        [orderId],
      );
      const notification = inserted[0];
      if (!notification) return false;
      const [order] = await manager.query<OrderRow[]>(
        `SELECT order_hash, customer_name, customer_email, total_amount, tax_amount, shipping_address, metadata
           FROM orders WHERE id = $1`,
        [orderId],
      );
      if (!order) return false;
      const items = await manager.query<
        { print_type: string; print_size: string; quantity: number; line_total: number }[]
      >(
        `SELECT print_type, print_size, quantity, line_total FROM order_line_items
          WHERE order_id = $1 ORDER BY created_at, id`,
        [orderId],
      );
      const split = orderAmountSplit({
        totalAmount: order.total_amount,
        taxAmount: order.tax_amount,
        metadata: order.metadata,
      });
      const a = order.shipping_address ?? {};
      const estimate = order.metadata?.deliveryEstimate as { range?: string } | undefined;
      const email = orderConfirmationEmail({
        orderHash: order.order_hash,
        customerName: a.first_name || order.customer_name || 'there',
        items: items.map((i) => ({
          printType: i.print_type,
          printSize: i.print_size,
          quantity: i.quantity,
          lineTotal: i.line_total,
        })),
        productCents: split.productCents,
        shippingCents: split.shippingCents,
        taxCents: split.taxCents,
        totalCents: split.totalCents,
        address: {
          name: [a.first_name, a.last_name].filter(Boolean).join(' '),
          address1: a.address1 ?? '',
          address2: a.address2,
          city: a.city ?? '',
          region: a.region,
          zip: a.zip ?? '',
          country: a.country ? countryName(a.country) || a.country : '',
        },
        deliveryRange: estimate?.range ?? DEFAULT_DELIVERY_ESTIMATE,
        orderUrl: `${this.config.publicUrl}/app/order-confirmation/${encodeURIComponent(order.order_hash)}`,
        supportEmail: this.config.supportEmail,
      });
      const { messageId } = await this.mailer.send({
        to: order.customer_email,
        ...email,
        tag: 'order-confirmation',
      });
      await manager.query(
        `UPDATE order_notifications SET email_status = 'sent', provider_message_id = $2, sent_at = now()
          WHERE id = $1`,
        [notification.id, messageId],
      );
      return true;
    });
  }
}
