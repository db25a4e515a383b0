import { Inject, Injectable } from '@nestjs/common';
import {
  cancelWindowEndsAt,
  CLOCK,
  countryName,
  customerMayCancel,
  DEFAULT_DELIVERY_ESTIMATE,
  isAwaitingApproval,
  isTimeZone,
  orderAmountSplit,
  orderDiscountOf,
  type Clock,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { orderConfirmationEmail } from './order-confirmation.email';
import { OrderEmailSender } from './order-email.sender';
import { OrderHistoryRepository } from './order-history.repository';
import { orderHoldTimes } from './order-records';
import { OrdersRepository } from './orders.repository';
import { Job, OnJob, type JobAttempt } from '../../platform/jobs/on-job';

/**
 * Sends the order confirmation email once per order (outbox job `confirmation_email`). The order_notifications row
 * (unique per order and kind) is claimed first and committed; the email is then sent outside any transaction and
 * the row marked sent, or failed so that the outbox retries.
 */
@Injectable()
export class OrderConfirmationService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly history: OrderHistoryRepository,
    private readonly sender: OrderEmailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @OnJob(Job.ConfirmationEmail)
  async sendJob({ orderId }: { orderId: string }, attempt: JobAttempt): Promise<void> {
    await this.send(orderId, attempt);
  }

  /** Sends the confirmation of a paid order; false when it had already been sent (or the order is not paid). */
  async send(orderId: string, attempt: JobAttempt): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    if (order?.invoiceStatus !== 'paid' && order?.invoiceStatus !== 'partially_refunded') return false;
    const notification = await this.history.claimNotification(
      orderId,
      'confirmation',
      order.customerEmail,
      attempt.leasedAt,
    );
    if (!notification) return false;
    return this.sender.sendClaimed(notification, async () => {
      const items = await this.orders.lines(orderId);
      const split = orderAmountSplit({
        totalAmount: order.totalAmount,
        taxAmount: order.taxAmount,
        metadata: order.metadata,
      });
      const a = order.shippingAddress ?? {};
      const estimate = order.metadata.deliveryEstimate as
        { range?: string; separatePackagesNote?: string } | undefined;
      // As on the order page: while the customer may still cancel, printing starts when the window closes.
      const window = this.config.afterPayment.cancelWindowMinutes;
      // A proof order waits for its customer's approval instead (whatever the time): the page says so too.
      const awaitingProof = isAwaitingApproval(order.fulfillmentStatus);
      const holding = !awaitingProof && customerMayCancel(orderHoldTimes(order), this.clock.now(), window);
      const timeZone = typeof order.metadata.timeZone === 'string' ? order.metadata.timeZone : '';
      const email = orderConfirmationEmail({
        orderNumber: order.orderNumber,
        customerName: a.first_name || order.customerName || 'there',
        items: items.map((i) => ({
          printType: i.printType,
          printSize: i.printSize,
          quantity: i.quantity,
          lineTotal: i.lineTotal,
          nameOnPrint: i.personalisation ?? null,
        })),
        productCents: split.productCents,
        discount: orderDiscountOf(order.metadata),
        shippingCents: split.shippingCents,
        taxCents: split.taxCents,
        totalCents: split.totalCents,
        countryCode: a.country ?? '',
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
        separatePackagesNote: estimate?.separatePackagesNote ?? null,
        shippingMethod: order.shippingMethod,
        printingStartsAt: holding ? (cancelWindowEndsAt(order.paidAt, window)?.toISOString() ?? null) : null,
        awaitingProof,
        timeZone: isTimeZone(timeZone) ? timeZone : null,
        orderUrl: this.sender.orderUrl(order.orderHash),
        supportEmail: this.sender.supportEmail,
      });
      return { to: order.customerEmail, ...email, tag: 'order-confirmation' };
    });
  }
}
