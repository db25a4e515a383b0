import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  currentProviderOrder,
  decideFulfilment,
  decidePayment,
  disputeState,
  isCancelledOrder,
  orderFulfilmentOf,
  productionDelaySeconds,
  providerRevisionOf,
  refundOwedCents,
  type FulfilmentShipment,
  type FulfilmentTarget,
  type NameOnPrint,
  type OrderEventSource,
  type OrderPaymentStatus,
  type PaymentDispute,
} from '@petart/domain';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { Job, JobQueue } from '../../platform/jobs/job-queue';
import { DiscountsService } from '../discounts';
import { ErrorLogsService } from '../error-logs';
import { jobsAfter, type OrderChange } from './order-jobs';
import { OrderLinesRepository } from './order-lines.repository';
import { OrderProofSteps } from './order-proof-steps';
import type { OrderProofRecord } from './order-proofs.repository';
import { OrderUnitOfWork, type OrderRef } from './order-unit-of-work';
import { ProviderOrdersRepository } from './provider-orders.repository';
import type { OrderMetadataJson, OrderShippingAddressJson, UnkeptPaymentReason } from './order.entity';
import { OrderHistoryRepository } from './order-history.repository';
import type { FulfilmentChange, NewOrder, NewRefund, OrderRecord } from './order-records';
import { OrderRowsRepository } from './order-rows.repository';
import { OrdersRepository } from './orders.repository';

/**
 * An order's life in one place. Every change of an order's payment, fulfilment, refunds and disputes comes here:
 * the domain's state machines decide (decidePayment, decideFulfilment), OrdersRepository stores the status and an
 * `order_events` row, and the jobs that follow the change (order-jobs.ts: emails, tax, fulfilment, refunds, staff
 * notices) are queued in the same transaction through the durable job queue. Their handlers (`@OnJob`) run after
 * commit, outside any row lock. A change that ends a paid order cancelled with all its money back (a refund, from
 * the shop or the provider's webhook, or the cancellation itself) gives its discount code's use back in the same
 * transaction (DiscountsService.afterOrderMoney). Callers: payments (events, refunds, reconciliation), fulfilment
 * (submission, webhooks, sync, cancellation).
 */
@Injectable()
export class OrderLifecycle {
  constructor(
    private readonly unitOfWork: OrderUnitOfWork,
    private readonly proofSteps: OrderProofSteps,
    private readonly orders: OrdersRepository,
    private readonly rows: OrderRowsRepository,
    private readonly history: OrderHistoryRepository,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lines: OrderLinesRepository,
    private readonly providerOrders: ProviderOrdersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly discounts: DiscountsService,
    /** Orders parked in an error state are written to error_logs (staff see them in the Dev tab). */
    @Optional() private readonly errorLogs?: ErrorLogsService,
  ) {}

  // ---- the unit of work ---------------------------------------------------------------------------------------

  /** One unit of work on one order, under its row lock ({@link OrderUnitOfWork.within}). */
  within<T>(
    ref: OrderRef,
    work: (order: OrderRecord, manager: EntityManager) => Promise<T>,
    manager?: EntityManager,
  ): Promise<T | undefined> {
    return this.unitOfWork.within(ref, work, manager);
  }

  // ---- creation -----------------------------------------------------------------------------------------------

  /**
   * A new order with its lines and its first event (payment pending), in the caller's transaction (checkout). Its
   * order number is drawn by `nextNumber` (tests pass their own draws).
   */
  async create(manager: EntityManager, order: NewOrder, nextNumber?: () => string): Promise<OrderRecord> {
    const row = await this.rows.create(manager, order, ...(nextNumber ? [nextNumber] : []));
    await this.history.insertEvent(manager, row.id, 'payment', null, 'pending', 'checkout');
    return row;
  }

  /** The payment made for an unpaid order (the first of two racing requests stores it). */
  attachPayment(orderId: string, paymentId: string): Promise<void> {
    return this.rows.attachPayment(orderId, paymentId);
  }

  /** The tax transaction recorded for a paid order (stored once: only while unset). */
  recordTaxTransaction(orderId: string, transactionId: string): Promise<void> {
    return this.rows.recordTaxTransaction(orderId, transactionId);
  }

  /** The reversal of a refunded order's tax transaction. */
  recordTaxReversal(orderId: string, reversalId: string): Promise<void> {
    return this.rows.recordTaxReversal(orderId, reversalId);
  }

  // ---- payment ----------------------------------------------------------------------------------------------

  /**
   * Payment status change of an order in a unit of work ({@link within}). False when
   * the machine refuses (already paid, a late failure after paid, ...); another decline of a failed order keeps its
   * latest reason and answers true.
   */
  async changePayment(
    manager: EntityManager,
    order: OrderRecord,
    to: OrderPaymentStatus,
    source: OrderEventSource,
    change: { paymentId?: string; failure?: Record<string, unknown> } = {},
  ): Promise<boolean> {
    const decision = decidePayment(order.invoiceStatus, to);
    if (!decision.change) {
      if (decision.from === 'failed' && to === 'failed' && change.failure) {
        await this.rows.keepPaymentFailure(manager, order.id, change.failure);
        return true;
      }
      return false;
    }
    // The paid time on the app's clock: the cancellation, name-change and download windows are measured from it.
    const paidAt = to === 'paid' ? this.clock.now() : null;
    await this.rows.setPaymentStatus(manager, order.id, to, paidAt ? { ...change, paidAt } : change);
    await this.history.insertEvent(manager, order.id, 'payment', decision.from, to, source);
    const after = { ...order, paidAt: order.paidAt ?? paidAt };
    await this.queue(manager, after, { kind: 'payment', to, order: after });
    // A proof order waits for its customer's approval from its payment on, with its first proof on the way (D-300).
    if (to === 'paid' && order.proofRequested && refundOwedCents(after) === 0) {
      await this.moveFulfilment(manager, after, 'awaiting_approval', source);
      await this.proofSteps.open(manager, order.id, 'payment');
    }
    return true;
  }

  /**
   * An order whose payment just succeeded but must not be kept (it had expired, or its discount code no longer holds;
   * D-206), cancelled in the payment's transaction under the caller's row lock, before it is marked paid. The paid
   * change that follows then queues the full refund (a paid, cancelled order owes everything back), and the recorded
   * refund the cancellation email, which says why. Nothing is submitted, and no tax transaction is recorded.
   */
  async cancelBeforeKeeping(
    manager: EntityManager,
    order: OrderRecord,
    reason: UnkeptPaymentReason,
  ): Promise<OrderRecord> {
    const decision = decideFulfilment(order.fulfillmentStatus, 'cancelled');
    if (!decision.change) return order;
    await this.rows.setFulfilmentStatus(manager, order.id, 'cancelled');
    await this.rows.setNotKept(manager, order.id, reason);
    await this.history.insertEvent(manager, order.id, 'fulfilment', decision.from, 'cancelled', 'payment', {
      notKept: reason,
    });
    return { ...order, fulfillmentStatus: 'cancelled', metadata: { ...order.metadata, notKept: { reason } } };
  }

  /**
   * Records a refund the provider accepted on a locked order: the refund row (once per provider refund id), the
   * refunded total and the payment status. False when this refund id was already recorded.
   */
  async recordRefund(manager: EntityManager, order: OrderRecord, refund: NewRefund): Promise<boolean> {
    if (!(await this.history.insertRefund(manager, order.id, refund))) return false;
    // The sum of the recorded refunds: the provider's webhook for this very refund may have raised the total already.
    const total = await this.history.refundedSum(manager, order.id);
    await this.raiseRefundedTotal(manager, order, total, refund.source);
    return true;
  }

  /**
   * Raises the refunded total of a locked order to `totalRefunded` (never lowers it: a late or repeated provider event
   * changes nothing) and moves the payment status accordingly; a cancelled order refunded in full gives its discount
   * code's use back. True when something changed.
   */
  async raiseRefundedTotal(
    manager: EntityManager,
    order: OrderRecord,
    totalRefunded: number,
    source: OrderEventSource,
  ): Promise<boolean> {
    const total = Math.min(order.totalAmount, Math.max(0, Math.round(totalRefunded)));
    if (total <= order.refundedAmount) return false;
    await this.rows.setRefundedAmount(manager, order.id, total);
    const to = total >= order.totalAmount ? 'refunded' : 'partially_refunded';
    await this.changePayment(manager, { ...order, refundedAmount: total }, to, source);
    await this.discounts.afterOrderMoney(manager, { ...order, refundedAmount: total });
    return true;
  }

  /**
   * Records the state of a dispute (chargeback) of a locked order's payment as the provider reports it. False when
   * the status is the one already recorded (a replayed or late event), or would reopen a closed dispute.
   */
  async recordDispute(
    manager: EntityManager,
    order: OrderRecord,
    dispute: PaymentDispute,
    source: OrderEventSource,
  ): Promise<boolean> {
    const before = order.metadata.dispute;
    const sameDispute = before?.disputeId === dispute.disputeId;
    if (sameDispute && before.status === dispute.status) return false;
    const state = disputeState(dispute.status);
    // A closed dispute stays closed: a late "needs_response" after "won" changes nothing.
    if (sameDispute && before.state !== 'open' && state === 'open') return false;
    const now = this.clock.now().toISOString();
    const stored: NonNullable<OrderMetadataJson['dispute']> = {
      disputeId: dispute.disputeId,
      status: dispute.status,
      state,
      reason: dispute.reason,
      amountCents: dispute.amountCents,
      openedAt: sameDispute ? before.openedAt : now,
      ...(dispute.evidenceDueBy ? { evidenceDueBy: dispute.evidenceDueBy } : {}),
      ...(state !== 'open' ? { closedAt: now } : {}),
    };
    await this.rows.setDispute(manager, order.id, stored);
    await this.history.insertEvent(
      manager,
      order.id,
      'dispute',
      before?.status ?? null,
      dispute.status,
      source,
      {
        disputeId: dispute.disputeId,
        reason: dispute.reason,
        amountCents: dispute.amountCents,
      },
    );
    await this.queue(manager, order, {
      kind: 'dispute',
      opened: !sameDispute && state === 'open',
      closed: state !== 'open' && (!sameDispute || before.state === 'open'),
    });
    return true;
  }

  // ---- fulfilment -------------------------------------------------------------------------------------------

  /**
   * Proposes a fulfilment state, in one short transaction under the order's row lock: provider ids (when given) are
   * stored even when the status does not change (a late submission answer); the state machine decides; the status,
   * the event and the jobs that follow are written. An order parked in error is reported to staff after commit.
   * Returns what happened (undefined: no such order); the caller kicks the queue after commit.
   */
  async changeFulfilment(
    orderId: string,
    target: FulfilmentTarget,
    source: OrderEventSource,
    extra: { providerOrderId?: string; providerOrderNumber?: string; detail?: Record<string, unknown> } = {},
  ): Promise<FulfilmentChange | undefined> {
    const change = await this.within(orderId, async (order, manager) => {
      if (extra.providerOrderId) {
        await this.rows.setProviderIds(manager, orderId, extra.providerOrderId, extra.providerOrderNumber);
        await this.providerOrders.recordCurrent(
          manager,
          order,
          providerRevisionOf(order.metadata),
          extra.providerOrderId,
        );
      }
      const change = await this.moveFulfilment(manager, order, target, source, extra.detail);
      if (!change.changed) await this.rows.touch(manager, orderId);
      return change;
    });
    if (change?.changed && change.to.startsWith('error_'))
      await this.reportParked(orderId, change, source, extra);
    return change;
  }

  /**
   * The fulfilment state machine's move of a locked order in the caller's unit of work: the state machine decides;
   * the status, the event and the jobs that follow are written.
   */
  private async moveFulfilment(
    manager: EntityManager,
    order: OrderRecord,
    target: FulfilmentTarget,
    source: OrderEventSource,
    detail?: Record<string, unknown>,
  ): Promise<FulfilmentChange> {
    // The provider order is what moves once the provider has the order; the order's status is derived from it.
    const providerOrders = await this.providerOrders.ofOrder(manager, order.id);
    const current = currentProviderOrder(providerOrders);
    const decision = decideFulfilment(orderFulfilmentOf(order.fulfillmentStatus, providerOrders), target);
    if (!decision.change) return { changed: false, from: decision.from, to: decision.from };
    // A change decided is a move to the target itself (the machine stores the word it was given).
    if (current) await this.providerOrders.setStatus(manager, current.id, target);
    const moved = providerOrders.map((p) => (p === current ? { ...p, status: target } : p));
    await this.rows.setFulfilmentStatus(manager, order.id, orderFulfilmentOf(target, moved));
    await this.history.insertEvent(
      manager,
      order.id,
      'fulfilment',
      decision.from,
      decision.to,
      source,
      detail,
    );
    const after = { ...order, fulfillmentStatus: target };
    await this.queue(manager, after, { kind: 'fulfilment', to: decision.to, order: after });
    if (target === 'cancelled') await this.discounts.afterOrderMoney(manager, after);
    return { changed: true, from: decision.from, to: decision.to };
  }

  /** The provider's parcels of an order; a cancelled order ships nothing (a late parcel event is not recorded). */
  async recordShipments(orderId: string, shipments: readonly FulfilmentShipment[]): Promise<void> {
    if (shipments.length === 0) return;
    await this.within(orderId, async (order, manager) => {
      if (isCancelledOrder(order)) return;
      // Each parcel belongs to the provider order that shipped it: the order's current one.
      const current = currentProviderOrder(await this.providerOrders.ofOrder(manager, orderId));
      await this.history.upsertShipments(manager, orderId, shipments, current?.id ?? null);
    });
  }

  // ---- files and emails ---------------------------------------------------------------------------------------

  /** The print file made for a line (its URL, pixel size, effective DPI and the upscaler that made it). */
  recordPrintFile(
    lineId: string,
    file: { url: string; widthPx: number; heightPx: number; effectiveDpi: number | null; upscaler: string },
  ): Promise<void> {
    return this.lines.recordPrintFile(lineId, file);
  }

  /** The order's digital files were deleted after the download window (their URLs no longer answer). */
  markDigitalFilesPurged(orderId: string): Promise<void> {
    return this.rows.markDigitalFilesPurged(orderId);
  }

  /** Staff asked for an order email again: true when there is one of this kind to send once more. */
  reopenNotification(orderId: string, kind: string): Promise<boolean> {
    return this.history.reopenNotification(orderId, kind);
  }

  // ---- staff (the order page) -------------------------------------------------------------------------------

  /**
   * Stores a corrected shipping address, under the order's row lock; `check` may refuse (it is given the locked
   * order: the caller re-checks "before production" there). The caller has changed it at the provider already.
   */
  async changeShippingAddress(
    orderId: string,
    address: OrderShippingAddressJson,
    check: (order: OrderRecord) => void,
  ): Promise<OrderRecord | undefined> {
    return this.within(orderId, async (order, manager) => {
      check(order);
      await this.rows.setShippingAddress(manager, orderId, address);
      return { ...order, shippingAddress: address };
    });
  }

  /**
   * Ends the production hold of an order submitted to the provider (staff: "send to production now"): the hold is
   * marked ended (FulfilmentService.sendToProduction no longer waits for the cancellation window) and the waiting
   * `send_to_production` job is made due now, in one transaction; `check` may refuse on the locked order. False
   * when no job was waiting (it ran already). The caller kicks the queue after commit.
   */
  async endProductionHold(orderId: string, check: (order: OrderRecord) => void): Promise<boolean> {
    const waiting = await this.within(orderId, async (order, manager) => {
      check(order);
      const due = await this.jobs.runNow(manager, orderId, Job.SendToProduction);
      if (due) await this.rows.endProductionHold(manager, orderId);
      return due;
    });
    return waiting ?? false;
  }

  // ---- the name on the print after payment ------------------------------------------------------------------

  /**
   * Stores a line's new name on the print under the order's row lock, with the provider order that replaced the held
   * one when there was one (its ids, metadata.providerRevision); `check` may refuse on the locked order (the caller
   * re-checks the domain's nameChangeDecision there). False when the line is not the order's.
   */
  async changeLineName(
    orderId: string,
    lineId: string,
    personalisation: NameOnPrint,
    check: (order: OrderRecord) => void,
    replacement?: {
      revision: number;
      replacedId: string;
      providerOrderId: string;
      providerOrderNumber?: string;
    },
  ): Promise<boolean> {
    const changed = await this.within(orderId, async (order, manager) => {
      check(order);
      if (!(await this.lines.setLinePersonalisation(manager, orderId, lineId, personalisation))) return false;
      if (replacement) {
        await this.lines.recordProviderReplacement(manager, orderId, replacement);
        await this.providerOrders.markReplaced(manager, replacement.replacedId);
        await this.providerOrders.recordCurrent(
          manager,
          order,
          replacement.revision,
          replacement.providerOrderId,
        );
      }
      return true;
    });
    return changed ?? false;
  }

  // ---- the crop of a proof order's line -------------------------------------------------------------------------

  /**
   * Stores the customer's crop of a line of a proof order awaiting approval and asks for the next proof in the same
   * unit of work under the order's row lock (D-300): `check` may refuse on the locked order and its latest proof (the
   * caller's domain cropChangeDecision). Undefined: no such order; ORDER.NOT_FOUND when the line is not the order's.
   */
  changeLineCrop(
    orderId: string,
    lineId: string,
    position: number,
    check: (order: OrderRecord, latest: OrderProofRecord | null) => void,
  ): Promise<OrderProofRecord | undefined> {
    return this.proofSteps.request(orderId, 'customer', check, async (manager) => {
      if (!(await this.lines.setLineCropPosition(manager, orderId, lineId, position)))
        throw new AppError('ORDER.NOT_FOUND', 'This order has no such line.');
    });
  }

  // ---- what follows a change --------------------------------------------------------------------------------

  private async queue(manager: EntityManager, order: OrderRecord, change: OrderChange): Promise<void> {
    const due = jobsAfter(change);
    const now = due.filter((job) => job !== Job.SendToProduction && job !== Job.ReviewRequest);
    await this.jobs.enqueue(manager, order.id, now);
    if (due.includes(Job.ReviewRequest)) {
      // The customer is asked for a review some days after delivery, once the print has been on the wall a while.
      const delay = this.config.reviews.requestDays * 86_400;
      await this.jobs.enqueue(manager, order.id, [Job.ReviewRequest], delay);
    }
    if (due.includes(Job.SendToProduction)) {
      // The provider order waits on hold until the customer's cancellation window has passed (0: at once).
      const delay = productionDelaySeconds(
        order.paidAt,
        this.clock.now(),
        this.config.afterPayment.cancelWindowMinutes,
      );
      await this.jobs.enqueue(manager, order.id, [Job.SendToProduction], delay);
    }
  }

  private async reportParked(
    orderId: string,
    change: FulfilmentChange,
    source: OrderEventSource,
    extra: { detail?: Record<string, unknown> },
  ): Promise<void> {
    await this.errorLogs?.record({
      errorType: 'ORDER_FULFILMENT_ERROR',
      errorMessage: `Order ${orderId} parked as ${change.to} (from ${change.from})${
        typeof extra.detail?.error === 'string' ? `: ${extra.detail.error}` : ''
      }`,
      severity: 'critical',
      // One row per order (the id is part of the fingerprint): each parked order is its own task for staff.
      route: `order ${orderId}`,
      context: {
        source: 'order',
        orderId,
        status: change.to,
        from: change.from,
        eventSource: source,
        ...extra.detail,
      },
    });
  }
}
