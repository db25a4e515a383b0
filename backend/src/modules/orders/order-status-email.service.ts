import { Inject, Injectable } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  downloadAvailability,
  downloadExpiresAt,
  type FulfilmentEmailKind,
} from '@petart/domain';
import { OrderEmailSender } from './order-email.sender';
import { giftShippedEmail } from './order-gift.email';
import { orderStatusEmail } from './order-status.email';
import type { OrderShipmentRecord } from './order-records';
import { OrderHistoryRepository } from './order-history.repository';
import { OrdersRepository } from './orders.repository';
import { Job, OnJob, type JobAttempt } from '../../platform/jobs/on-job';

/** The notification kind of a gift recipient's shipped email: its own row, so it goes out once beside the buyer's. */
export const GIFT_SHIPPED_NOTIFICATION = 'gift_shipped';

/** The parcels as a notification keeps them (carrier and tracking), or null when there is none yet. */
function trackingInfo(shipments: readonly OrderShipmentRecord[]) {
  if (shipments.length === 0) return null;
  return {
    shipments: shipments.map((s) => ({
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
    })),
  };
}

/**
 * Status emails (in production, shipped, delivered, cancelled): queued as outbox jobs `email_<kind>` in the
 * transaction that made the change, so they go out only after it committed, once per order and kind (unique job and
 * unique notification row), however often the webhook repeats or the sync races it.
 */
@Injectable()
export class OrderStatusEmailService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly history: OrderHistoryRepository,
    private readonly sender: OrderEmailSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @OnJob(Job.EmailProcessing)
  async processingJob({ orderId }: { orderId: string }, attempt: JobAttempt): Promise<void> {
    await this.send(orderId, 'processing', attempt);
  }

  @OnJob(Job.EmailShipped)
  async shippedJob({ orderId }: { orderId: string }, attempt: JobAttempt): Promise<void> {
    await this.send(orderId, 'shipped', attempt);
    // A gift's recipient hears of it too; a retry of this job sends whichever of the two has not gone out yet.
    await this.sendGiftShipped(orderId, attempt);
  }

  @OnJob(Job.EmailDelivered)
  async deliveredJob({ orderId }: { orderId: string }, attempt: JobAttempt): Promise<void> {
    await this.send(orderId, 'delivered', attempt);
  }

  @OnJob(Job.EmailCancelled)
  async cancelledJob({ orderId }: { orderId: string }, attempt: JobAttempt): Promise<void> {
    await this.send(orderId, 'cancelled', attempt);
  }

  /** Sends the email of a kind; false when it had already been sent. */
  async send(orderId: string, kind: FulfilmentEmailKind, attempt: JobAttempt): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    if (!order) return false;
    const shipments = kind === 'shipped' ? await this.orders.shipments([orderId]) : [];
    const notification = await this.history.claimNotification(
      orderId,
      kind,
      order.customerEmail,
      attempt.leasedAt,
      trackingInfo(shipments),
    );
    if (!notification) return false;
    return this.sender.sendClaimed(notification, () => {
      const estimate = order.metadata.deliveryEstimate as
        { range?: string; separatePackagesNote?: string } | undefined;
      const orderUrl = this.sender.orderUrl(order.orderHash);
      const until = downloadExpiresAt(order.paidAt);
      const download =
        kind === 'delivered' && until && downloadAvailability(order, this.clock.now()) === 'available'
          ? { url: orderUrl, until: until.toISOString().slice(0, 10) }
          : undefined;
      const email = orderStatusEmail({
        kind,
        orderNumber: order.orderNumber,
        customerName: order.shippingAddress?.first_name || order.customerName || 'there',
        orderUrl,
        trackUrl: this.sender.trackUrl(order.orderHash),
        ...(download ? { download } : {}),
        // Only a refund the payment provider accepted is mentioned (the email is queued once it is recorded).
        ...(kind === 'cancelled' && order.refundedAmount > 0
          ? { refund: { cents: order.refundedAmount, inFull: order.refundedAmount >= order.totalAmount } }
          : {}),
        ...(kind === 'cancelled' && order.metadata.notKept ? { notKept: order.metadata.notKept.reason } : {}),
        supportEmail: this.sender.supportEmail,
        shipments,
        ...(estimate?.range ? { deliveryRange: estimate.range } : {}),
        ...(estimate?.separatePackagesNote ? { separatePackagesNote: estimate.separatePackagesNote } : {}),
      });
      return { to: order.customerEmail, ...email, tag: `order-${kind}` };
    });
  }

  /**
   * The gift recipient's shipped email (D-274), claimed under its own notification kind so it goes out once per order
   * whatever the buyer's did; false when the order is no gift or the email had already been sent. It carries the
   * buyer's first name and message, the prints and the tracking, and never an amount or the buyer's address.
   */
  async sendGiftShipped(orderId: string, attempt: JobAttempt): Promise<boolean> {
    const [gift] = await this.orders.gifts([orderId]);
    const order = gift ? await this.orders.findById(orderId) : undefined;
    if (!gift || !order) return false;
    const shipments = await this.orders.shipments([orderId]);
    const notification = await this.history.claimNotification(
      orderId,
      GIFT_SHIPPED_NOTIFICATION,
      gift.recipientEmail,
      attempt.leasedAt,
      trackingInfo(shipments),
    );
    if (!notification) return false;
    return this.sender.sendClaimed(notification, async () => {
      const lines = await this.orders.lines(orderId);
      const email = giftShippedEmail({
        recipientName: gift.recipientName,
        senderName: gift.senderName,
        message: gift.message,
        items: lines.map((line) => ({
          printType: line.printType,
          printSize: line.printSize,
          quantity: line.quantity,
          nameOnPrint: line.personalisation
            ? [line.personalisation.name, line.personalisation.secondLine].filter(Boolean).join(' · ')
            : null,
        })),
        shipments,
        trackUrl: this.sender.trackUrl(order.orderHash),
        supportEmail: this.sender.supportEmail,
      });
      return { to: gift.recipientEmail, ...email, tag: 'order-gift-shipped' };
    });
  }
}
