import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CLOCK,
  type Clock,
  decidePayment,
  isCancelledOrder,
  TAX_CALCULATOR,
  toPaymentStatus,
  type PaymentDispute,
  type TaxCalculator,
} from '@petart/domain';
import { CartItemsRepository } from '../cart';
import { DiscountsService } from '../discounts';
import { GiftCardsService } from '../gift-cards';
import { OrderLifecycle, OrdersRepository, type OrderRecord, type UnkeptPaymentReason } from '../orders';
import { JobQueue } from '../../platform/jobs/job-queue';
import { PaymentEventsRepository } from './payment-events.repository';
import { Job, OnJob } from '../../platform/jobs/on-job';
import { Metrics } from '../../platform/observability/metrics';

/** Outcome of handling one payment event. */
export type PaymentEventOutcome =
  | 'paid'
  /** The payment went through but is not kept (expired order, a discount that no longer holds): refunded in full. */
  | 'not_kept'
  | 'already_paid'
  | 'duplicate_event'
  | 'unknown_payment'
  | 'failed_recorded'
  | 'refund_recorded'
  | 'dispute_recorded'
  | 'ignored';

/** Identifies one provider event. */
export interface PaymentEventRef {
  /**
   * `reconciliation`: the scheduled check found a succeeded payment whose webhook never came; `gift_card`: a gift
   * card paid the whole order at checkout.
   */
  provider: 'local' | 'stripe' | 'reconciliation' | 'gift_card';
  eventId: string;
  type: string;
  paymentId: string;
  /** Our order hash from the payment's metadata, used when the payment id is not on an order yet. */
  orderHash?: string;
}

/**
 * The one place where an order becomes paid, shared by the Stripe webhook and the local test gateway
 * (the payment-succeeded handler, docs/product.md P5). Exactly once comes from the database, not from timing:
 * - each provider event id is inserted once (payment_events.event_id UNIQUE, ON CONFLICT DO NOTHING): a replayed
 *   event does nothing;
 * - the order row is locked (OrderLifecycle.within, by payment: SELECT ... FOR NO KEY UPDATE) and the payment state
 *   machine decides under the lock: of 50 concurrent confirmations exactly one sees 'pending' and does the work, the
 *   others see 'paid'; a late failure after paid changes nothing;
 * - the order's discount code is checked against its limits and becomes a use in the same transaction (once: it is
 *   decided here, D-205); an order that must not be kept (expired, or its code no longer holds) is cancelled before
 *   it is marked paid, so the paid change queues its full refund instead of its fulfilment (D-206);
 * - the jobs (tax transaction, fulfilment, confirmation email) are UNIQUE (kind, order_id) and inserted in the same
 *   transaction as the paid flag and its order event, so they are queued once, and never lost once paid.
 * No vendor is called under the lock: the tax transaction is recorded by its own job after commit.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(TAX_CALCULATOR) private readonly tax: TaxCalculator,
    private readonly outbox: JobQueue,
    private readonly orders: OrdersRepository,
    private readonly lifecycle: OrderLifecycle,
    private readonly cartItems: CartItemsRepository,
    private readonly events: PaymentEventsRepository,
    private readonly discounts: DiscountsService,
    private readonly metrics: Metrics,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly giftCards: GiftCardsService,
  ) {}

  /** payment succeeded: marks the order paid and queues the tax transaction, fulfilment and the email. */
  async handleSucceeded(event: PaymentEventRef): Promise<PaymentEventOutcome> {
    const result = await this.dataSource.transaction(async (manager) => {
      if (!(await this.recordEvent(manager, event))) return { outcome: 'duplicate_event' as const };
      const ref = { paymentId: event.paymentId, orderHash: event.orderHash };
      const done = await this.lifecycle.within(
        ref,
        (order) => this.keepPayment(manager, order, event),
        manager,
      );
      if (done) return done;
      // No order has the payment: it may be a gift card's purchase, issued here once.
      const issued = await this.giftCards.issueOnPayment(manager, event.paymentId);
      if (issued) return { outcome: issued === 'issued' ? ('paid' as const) : ('already_paid' as const) };
      this.logger.warn(`Payment ${event.paymentId} succeeded but no order has it`);
      return { outcome: 'unknown_payment' as const };
    });
    this.metrics.payments.inc({ event: 'succeeded', outcome: result.outcome });
    return result.outcome;
  }

  /** A succeeded payment on its locked order: kept and marked paid (the ordered cart lines go), or not kept. */
  private async keepPayment(manager: EntityManager, order: OrderRecord, event: PaymentEventRef) {
    const notKept = await this.reasonNotToKeep(manager, order);
    const paying = notKept ? await this.lifecycle.cancelBeforeKeeping(manager, order, notKept) : order;
    const paid = await this.lifecycle.changePayment(
      manager,
      paying,
      'paid',
      event.provider === 'reconciliation' ? 'sync' : 'payment',
      { paymentId: event.paymentId },
    );
    // An order paid after it was cancelled is refunded (see order-jobs.ts): nothing was bought, so
    // the cart keeps its lines.
    if (paid && !isCancelledOrder(paying)) await this.cartItems.deleteOrderedLines(manager, order.id);
    if (!paid) return { outcome: 'already_paid' as const, orderId: order.id };
    return { outcome: notKept ? ('not_kept' as const) : ('paid' as const), orderId: order.id };
  }

  /**
   * Why an order whose payment just succeeded must not be kept, decided under its row lock: it had expired (its
   * payment was cancelled at the provider, yet went through), or its discount code's limits no longer hold now that
   * the money is taken (D-205). Otherwise its code (if any) is counted as a use here, once. An order that is already
   * paid, or was cancelled before it was paid (refunded anyway), is not checked; its reservation never becomes a use.
   */
  private async reasonNotToKeep(
    manager: EntityManager,
    order: OrderRecord,
  ): Promise<UnkeptPaymentReason | undefined> {
    if (!decidePayment(order.invoiceStatus, 'paid').change) return undefined;
    // The gift card's share is taken with the money, kept or not (a payment not kept is refunded, card first, D-278);
    // a share whose hold ended meanwhile is taken only if the balance still covers it.
    const cardSpent = await this.giftCards.redeemOnPayment(manager, order.id);
    if (isCancelledOrder(order)) {
      await this.discounts.release(manager, order.id);
      return undefined;
    }
    if (toPaymentStatus(order.invoiceStatus) === 'expired') {
      await this.discounts.release(manager, order.id);
      return 'expired';
    }
    const refusal = await this.discounts.redeemOnPayment(manager, order);
    return refusal ? `discount_${refusal}` : (cardSpent ?? undefined);
  }

  /**
   * payment failed: recorded on the order (invoice_status 'failed', metadata.paymentFailure) unless the payment state
   * machine refuses (already paid), so a late or out-of-order failure never un-pays an order.
   */
  async handleFailed(
    event: PaymentEventRef,
    reason: { code?: string; message?: string },
  ): Promise<PaymentEventOutcome> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      if (!(await this.recordEvent(manager, event))) return 'duplicate_event';
      const failure = { ...reason, eventId: event.eventId, at: this.clock.now().toISOString() };
      const recorded = await this.lifecycle.within(
        { paymentId: event.paymentId, orderHash: event.orderHash },
        (order) => this.lifecycle.changePayment(manager, order, 'failed', 'payment', { failure }),
        manager,
      );
      return recorded ? 'failed_recorded' : 'ignored';
    });
    this.metrics.payments.inc({ event: 'failed', outcome });
    return outcome;
  }

  /**
   * A refund reported by the provider (Stripe `charge.refunded`, also for refunds made in the Stripe dashboard):
   * stored once by event id, and the order's refunded total raised to the provider's figure (never lowered), so a
   * repeated or late event, or the echo of a refund the shop made itself, changes nothing.
   */
  async handleRefunded(event: PaymentEventRef, amountRefundedCents: number): Promise<PaymentEventOutcome> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.recordEvent(manager, event))) return 'duplicate_event';
      const raised = await this.lifecycle.within(
        { paymentId: event.paymentId },
        (order) => this.lifecycle.raiseRefundedTotal(manager, order, amountRefundedCents, 'webhook'),
        manager,
      );
      if (raised === undefined) return 'unknown_payment';
      return raised ? 'refund_recorded' : 'ignored';
    });
  }

  /**
   * A dispute (chargeback) of a payment opened, updated or closed (Stripe `charge.dispute.*`): stored once by event id,
   * and recorded on the order for staff (badge, email to ADMIN_EMAILS, audit entry) with its outcome. The payment
   * status does not change: the bank holds the money until the dispute is decided, and a lost dispute is not a refund.
   */
  async handleDisputed(event: PaymentEventRef, dispute: PaymentDispute): Promise<PaymentEventOutcome> {
    const result = await this.dataSource.transaction(async (manager) => {
      if (!(await this.recordEvent(manager, event))) return { outcome: 'duplicate_event' as const };
      const recorded = await this.lifecycle.within(
        { paymentId: event.paymentId },
        (order) => this.lifecycle.recordDispute(manager, order, dispute, 'webhook'),
        manager,
      );
      if (recorded === undefined) return { outcome: 'unknown_payment' as const };
      return { outcome: recorded ? ('dispute_recorded' as const) : ('ignored' as const) };
    });
    return result.outcome;
  }

  /** Any other event: stored once, nothing else. */
  async recordOnly(event: PaymentEventRef): Promise<PaymentEventOutcome> {
    const recorded = await this.dataSource.transaction((manager) => this.recordEvent(manager, event));
    return recorded ? 'ignored' : 'duplicate_event';
  }

  /** Job `tax_transaction`: records the tax transaction of a paid order once (its id is stored only if unset). */
  @OnJob(Job.TaxTransaction)
  async recordTaxTransaction({ orderId }: { orderId: string }): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order?.taxCalculationId || order.taxTransactionId) return;
    // Refunded in full before this job ran (cancelled at once): nothing was sold, nothing to record.
    if (order.invoiceStatus === 'refunded') return;
    const { transactionId } = await this.tax.recordTransaction(order.taxCalculationId, order.orderHash);
    await this.lifecycle.recordTaxTransaction(orderId, transactionId);
  }

  /** Job `tax_reversal`: a refunded order's recorded tax transaction is reversed in full (idempotent by reference). */
  @OnJob(Job.TaxReversal)
  async reverseTaxTransaction({ orderId }: { orderId: string }): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order?.taxTransactionId || order.invoiceStatus !== 'refunded') return;
    const { reversalId } = await this.tax.reverseTransaction(order.taxTransactionId, order.orderHash);
    await this.lifecycle.recordTaxReversal(orderId, reversalId);
  }

  private recordEvent(manager: EntityManager, event: PaymentEventRef): Promise<boolean> {
    return this.events.insertOnce(manager, { ...event, paymentId: event.paymentId || null });
  }
}
