import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  apiFulfilmentStatus,
  AFTER_PAYMENT_MESSAGES,
  CLOCK,
  type Clock,
  customerMayCancel,
  PAYMENT_GATEWAY,
  toPaymentStatus,
  type PaymentGateway,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { FulfilmentService } from '../fulfilment';
import { orderHoldTimes, OrdersRepository, type OrderRecord } from '../orders';
import { RefundService } from '../payments';

/** Who cancels: the customer (inside their window) or staff (any time before production). */
export type CancellingActor =
  { kind: 'customer'; userId: string } | { kind: 'staff'; userId: string; email: string };

export interface CancellationOutcome {
  fulfillmentStatus: string;
  invoiceStatus: string;
  refundedAmount: number;
}

/**
 * The one cancellation use case, behind the customer's POST /orders/{orderHash}/cancel and staff's
 * POST /admin/orders/{id}/cancel: the order is cancelled at the fulfilment provider and marked cancelled with a durable
 * `refund` job in the same transaction when it was paid (else its payment is cancelled at the provider, and its
 * cancellation email queued); the full refund is then attempted at once through the PaymentGateway (the job retries
 * it if the provider is down), and once recorded queues the tax reversal and the cancellation email. The customer's window is checked under the per-order lock, so a cancel cannot cross the
 * release to production.
 */
@Injectable()
export class OrderCancellationService {
  private readonly logger = new Logger(OrderCancellationService.name);

  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly refunds: RefundService,
    private readonly orders: OrdersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async cancel(orderId: string, actor: CancellingActor): Promise<CancellationOutcome> {
    const before = await this.orders.findById(orderId);
    if (!before) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    const paid = before.paidAt !== null && before.stripePaymentId !== null;
    const window = this.config.afterPayment.cancelWindowMinutes;
    const guard =
      actor.kind === 'customer'
        ? (order: OrderRecord) => {
            if (toPaymentStatus(order.invoiceStatus) !== 'paid') {
              throw new AppError('ORDER.CANCEL_CONFLICT', AFTER_PAYMENT_MESSAGES.cancelNotPaid);
            }
            if (!customerMayCancel(orderHoldTimes(order), this.clock.now(), window)) {
              throw new AppError('ORDER.CANCEL_CONFLICT', AFTER_PAYMENT_MESSAGES.cancelWindowClosed);
            }
          }
        : undefined;
    const detail =
      actor.kind === 'customer'
        ? { by: 'customer', byUserId: actor.userId }
        : { by: 'staff', byUserId: actor.userId, byEmail: actor.email };
    // A paid order's refund job is queued with the cancellation (OrdersRepository.applyFulfilment).
    const { fulfillmentStatus } = await this.fulfilment.cancel(
      orderId,
      actor.kind === 'customer' ? 'customer' : 'admin',
      detail,
      guard ? { guard } : {},
    );
    if (!paid && before.stripePaymentId) {
      // Not paid yet, but the customer may have the card form open: the payment is cancelled at the provider so it
      // can no longer be paid. Should it have gone through meanwhile, its success event refunds it in full.
      await this.cancelPayment(orderId, before.stripePaymentId);
    }
    if (paid) {
      try {
        await this.refunds.refund(orderId, {
          source: actor.kind === 'customer' ? 'customer' : 'admin',
          reason: 'cancelled',
        });
      } catch (error) {
        // The durable refund job queued with the cancellation retries it.
        this.logger.warn(
          `Refund of cancelled order ${orderId} failed, left to the refund job: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const after = await this.orders.findById(orderId);
    return {
      fulfillmentStatus: apiFulfilmentStatus(after?.fulfillmentStatus ?? fulfillmentStatus),
      invoiceStatus: after?.invoiceStatus ?? before.invoiceStatus,
      refundedAmount: after?.refundedAmount ?? before.refundedAmount,
    };
  }

  private async cancelPayment(orderId: string, paymentId: string): Promise<void> {
    try {
      const { status } = await this.gateway.cancelPayment(paymentId);
      if (status === 'succeeded') {
        this.logger.warn(
          `Order ${orderId} was paid while it was being cancelled: its payment event refunds it`,
        );
      }
    } catch (error) {
      // The payment stays open at the provider; if it is ever paid, the success event refunds it.
      this.logger.warn(
        `Cancelling the payment of cancelled order ${orderId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
