import { Injectable } from '@nestjs/common';
import { Job, OnJob, type JobAttempt } from '../../platform/jobs/on-job';
import { OrderEmailSender } from './order-email.sender';
import { orderRefundEmail } from './order-refund.email';
import { OrderHistoryRepository } from './order-history.repository';
import { OrdersRepository } from './orders.repository';

/**
 * The refund email (outbox job `email_refunded`, queued by a staff refund): tells the customer of the latest refund
 * recorded on the order. One notification row per order ('refund'), opened again for each later refund.
 */
@Injectable()
export class OrderRefundEmailService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly history: OrderHistoryRepository,
    private readonly sender: OrderEmailSender,
  ) {}

  @OnJob(Job.EmailRefunded)
  async refundedJob({ orderId }: { orderId: string }, attempt: JobAttempt): Promise<void> {
    await this.send(orderId, attempt);
  }

  /** Sends the email of the order's latest refund; false when there is none or it was sent already. */
  async send(orderId: string, attempt: JobAttempt): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    const latest = order ? (await this.orders.refunds(orderId)).at(-1) : undefined;
    if (!order || !latest) return false;
    const notification = await this.history.claimNotification(
      orderId,
      'refund',
      order.customerEmail,
      attempt.leasedAt,
    );
    if (!notification) return false;
    return this.sender.sendClaimed(notification, () => ({
      to: order.customerEmail,
      ...orderRefundEmail({
        orderNumber: order.orderNumber,
        customerName: order.shippingAddress?.first_name || order.customerName || 'there',
        orderUrl: this.sender.orderUrl(order.orderHash),
        supportEmail: this.sender.supportEmail,
        refundCents: latest.amount,
        refundedCents: order.refundedAmount,
        totalCents: order.totalAmount,
      }),
      tag: 'order-refund',
    }));
  }
}
