import { Injectable } from '@nestjs/common';
import { normalizeFulfilmentStatus } from '@petart/domain';
import { Job, OnJob, type JobAttempt } from '../../platform/jobs/on-job';
import { OrderEmailSender } from './order-email.sender';
import { OrderHistoryRepository } from './order-history.repository';
import { reviewRequestEmail } from './order-review-request.email';
import { OrdersRepository } from './orders.repository';

/** The notification kind of the review request: one per order. */
export const REVIEW_REQUEST_NOTIFICATION = 'review_request';

/**
 * The review request (D-310): queued when an order is delivered, delayed by REVIEW_REQUEST_DAYS (on the app's clock:
 * the local profile's dev clock moves the delay with it), sent once per order (unique job and notification row). An
 * order that is no longer delivered by then (a claim refunded it in full) is not asked.
 */
@Injectable()
export class OrderReviewRequestService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly history: OrderHistoryRepository,
    private readonly sender: OrderEmailSender,
  ) {}

  @OnJob(Job.ReviewRequest)
  async reviewRequestJob({ orderId }: { orderId: string }, attempt: JobAttempt): Promise<void> {
    await this.send(orderId, attempt);
  }

  /** Sends the request; false when the order cannot be reviewed or it had already been sent. */
  async send(orderId: string, attempt: JobAttempt): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    if (!order || normalizeFulfilmentStatus(order.fulfillmentStatus) !== 'delivered') return false;
    if (order.totalAmount > 0 && order.refundedAmount >= order.totalAmount) return false;
    const notification = await this.history.claimNotification(
      orderId,
      REVIEW_REQUEST_NOTIFICATION,
      order.customerEmail,
      attempt.leasedAt,
    );
    if (!notification) return false;
    return this.sender.sendClaimed(notification, () => ({
      to: order.customerEmail,
      ...reviewRequestEmail({
        orderNumber: order.orderNumber,
        customerName: order.shippingAddress?.first_name || order.customerName || 'there',
        reviewUrl: `${this.sender.orderUrl(order.orderHash)}#reviews`,
        supportEmail: this.sender.supportEmail,
      }),
      tag: 'order-review-request',
    }));
  }
}
