import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatMoney, refundableCents, type OrderEventSource } from '@petart/domain';
import { DataSource } from 'typeorm';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@petart/domain';
import { AppError } from '../../platform/http/app-error';
import { GIFT_CARD_REFUND_PREFIX, GiftCardsService } from '../gift-cards';
import { OrderLifecycle, OrdersRepository, withOrderLock } from '../orders';
import { JobQueue } from '../../platform/jobs/job-queue';
import { Job, OnJob } from '../../platform/jobs/on-job';
import { Metrics } from '../../platform/observability/metrics';

/** What a refund did. */
export interface RefundOutcome {
  /** The provider's refund id; null when nothing was left to refund. */
  refundId: string | null;
  amountCents: number;
  refundedAmount: number;
  invoiceStatus: string;
}

export const NOTHING_TO_REFUND_MESSAGE = 'This order has nothing left to refund.';

/**
 * Refunds through the PaymentGateway port (full or partial), used by the customer's cancellation, by staff, and by
 * the durable `refund` job that finishes a cancellation whose refund call failed. One refund at a time per order
 * (the per-order advisory lock; no row lock is held while the provider is called); the idempotency key is made of
 * the order hash, the amount already refunded and the amount, so a retry after a timeout gets the same refund from
 * the provider instead of a second one. The refund is recorded (order_refunds, refunded total, payment status,
 * tax reversal job when in full) in one transaction through the orders module, which also gives the discount code's
 * use back when the refund completes a cancellation (OrderLifecycle.raiseRefundedTotal).
 */
@Injectable()
export class RefundService {
  private readonly logger = new Logger(RefundService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly orders: OrdersRepository,
    private readonly lifecycle: OrderLifecycle,
    private readonly outbox: JobQueue,
    private readonly metrics: Metrics,
    private readonly giftCards: GiftCardsService,
  ) {}

  /**
   * Queued with a cancellation: refund whatever is left (nothing when the immediate refund already went through).
   * The job may run before the cancelling request's own refund call; either way the refund is attributed to whoever
   * cancelled (the customer, staff or the print provider), as the cancellation event records it.
   */
  @OnJob(Job.Refund)
  async refundJob({ orderId }: { orderId: string }): Promise<void> {
    const cancelled = (await this.orders.events([orderId])).findLast((e) => e.toStatus === 'cancelled');
    const source: OrderEventSource = cancelled?.source ?? 'payment';
    await this.refund(orderId, { source, reason: 'cancelled' });
  }

  /**
   * Refunds `amountCents` (default: everything not refunded yet) of a paid order. 404 unknown order, 409 never paid,
   * 400 an amount outside 1 cent .. what is left. Resolves without calling the provider when nothing is left.
   */
  async refund(
    orderId: string,
    request: { amountCents?: number; source: OrderEventSource; reason?: string },
  ): Promise<RefundOutcome> {
    const outcome = await withOrderLock(this.dataSource, orderId, async () => {
      const order = await this.orders.findById(orderId);
      if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
      if (!order.stripePaymentId || !order.paidAt) {
        throw new AppError('ORDER.NOT_PAID', 'This order has not been paid yet.');
      }
      const left = refundableCents(order.totalAmount, order.refundedAmount);
      if (left === 0) {
        if (request.amountCents !== undefined)
          throw new AppError('REFUND.AMOUNT_INVALID', NOTHING_TO_REFUND_MESSAGE);
        // Refunded in full before it was cancelled: the cancellation itself gave the discount code's use back.
        return {
          refundId: null,
          amountCents: 0,
          refundedAmount: order.refundedAmount,
          invoiceStatus: order.invoiceStatus,
        };
      }
      const amount = request.amountCents ?? left;
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        throw new AppError(
          'REFUND.AMOUNT_INVALID',
          `A refund must be between $0.01 and ${formatMoney(left)} (what is left of the payment).`,
        );
      }
      // A gift card's share goes back to the card first (D-278); the card payment is refunded the rest.
      const split = await this.giftCards.refundSplit(order.id, amount);
      const result =
        split.toPaymentCents > 0
          ? await this.gateway.refund({
              paymentId: order.stripePaymentId,
              amountCents: split.toPaymentCents,
              idempotencyKey: `refund-${order.orderHash}-${order.refundedAmount}-${split.toPaymentCents}`,
              reason: 'requested_by_customer',
            })
          : null;
      const cardRefundId = `${GIFT_CARD_REFUND_PREFIX}${order.orderHash}-${order.refundedAmount}-${split.toCardCents}`;
      const recorded = await this.lifecycle.within(orderId, async (locked, manager) => {
        const why = { source: request.source, ...(request.reason ? { reason: request.reason } : {}) };
        if (split.toCardCents > 0 && split.cardId) {
          // A share never taken (the payment was not kept) is refunded by nothing coming back to the card.
          if (split.cardTaken) {
            await this.giftCards.refundToCard(manager, {
              cardId: split.cardId,
              orderId,
              key: cardRefundId,
              amountCents: split.toCardCents,
            });
          }
          await this.lifecycle.recordRefund(manager, locked, {
            refundId: cardRefundId,
            amountCents: split.toCardCents,
            ...why,
          });
        }
        if (result) {
          const current = (await this.orders.findById(orderId, manager)) ?? locked;
          await this.lifecycle.recordRefund(manager, current, {
            refundId: result.refundId,
            amountCents: result.amountCents,
            ...why,
          });
        }
        const after = await this.orders.findById(orderId, manager);
        return {
          refundId: result?.refundId ?? cardRefundId,
          amountCents: (result?.amountCents ?? 0) + split.toCardCents,
          refundedAmount: after?.refundedAmount ?? locked.refundedAmount,
          invoiceStatus: after?.invoiceStatus ?? locked.invoiceStatus,
        };
      });
      if (!recorded) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
      return recorded;
    }).catch((error: unknown): never => {
      // refused: the shop's own rules said no (unknown order, not paid, bad amount); failed: the provider or database.
      const refused = error instanceof AppError && error.code !== 'DATABASE.UNAVAILABLE';
      this.metrics.refunds.inc({ outcome: refused ? 'refused' : 'failed' });
      throw error;
    });
    this.metrics.refunds.inc({ outcome: outcome.refundId ? 'refunded' : 'nothing_left' });
    if (outcome.refundId) {
      this.logger.log(
        `Refunded ${formatMoney(outcome.amountCents)} of order ${orderId} (${outcome.refundId})`,
      );
    }
    return outcome;
  }
}
