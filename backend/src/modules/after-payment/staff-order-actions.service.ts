import { Inject, Injectable } from '@nestjs/common';
import {
  AddressChangeUnsupportedError,
  adminFulfilmentStatusLabel,
  describeStaffActionDetail,
  disputeState,
  FULFILMENT_PROVIDER,
  formatMoney,
  isBeforeProduction,
  isValid,
  normalizeAddress,
  normalizeFulfilmentStatus,
  paymentStatusLabel,
  refundableCents,
  SHIPPING_METHOD_LABELS,
  shippingMethodRefusal,
  staffActionLabel,
  toPaymentStatus,
  type FulfilmentProvider,
  validateAddress,
  validateRecipient,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import { AppError } from '../../platform/http/app-error';
import { Job, JobQueue } from '../../platform/jobs/job-queue';
import type { OrderJob } from '../../platform/jobs/job';
import { AdminAuditService, type AuditActor } from '../error-logs';
import { FulfilmentService } from '../fulfilment';
import {
  GIFT_SHIPPED_NOTIFICATION,
  OrderLifecycle,
  OrderNotesRepository,
  OrdersRepository,
  withOrderLock,
  type OrderRecord,
  type OrderShippingAddressJson,
} from '../orders';
import { RefundService } from '../payments';
import type {
  OrderTimelineDto,
  OrderTimelineEntryDto,
  RefundOrderResultDto,
  ResendableEmail,
  ChangeShippingAddressDto,
  StaffOrderActionResultDto,
} from './staff-order.dto';
import { RESENDABLE_EMAILS } from './staff-order.dto';

/** The job that sends each customer email. */
const EMAIL_JOBS: Record<ResendableEmail, OrderJob> = {
  confirmation: Job.ConfirmationEmail,
  processing: Job.EmailProcessing,
  shipped: Job.EmailShipped,
  delivered: Job.EmailDelivered,
  cancelled: Job.EmailCancelled,
  refund: Job.EmailRefunded,
};

const EMAIL_LABELS: Record<string, string> = {
  confirmation: 'Order confirmation',
  processing: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund: 'Refund',
  // A gift's recipient hears when it ships (D-274); sent again by its own action, not from the menu.
  [GIFT_SHIPPED_NOTIFICATION]: 'Shipped, to the gift recipient',
};

const JOB_LABELS: Partial<Record<string, string>> = {
  [Job.Fulfilment]: 'Submit to the print provider',
  [Job.SendToProduction]: 'Production hold ends: send to production',
  [Job.ConfirmationEmail]: 'Confirmation email',
  [Job.TaxTransaction]: 'Record the tax',
  [Job.TaxReversal]: 'Reverse the tax',
  [Job.Refund]: 'Refund the cancelled order',
  [Job.EmailRefunded]: 'Refund email',
};

/** A dispute's provider status in words: its outcome, and the provider's own step while it is open. */
function disputeTitle(status: string): string {
  const state = disputeState(status);
  if (state !== 'open') return state === 'closed' ? 'closed without a chargeback' : state;
  return status === 'open' ? 'open' : `open (${status.replace(/_/g, ' ')})`;
}

const ADDRESS_LOCKED = 'The shipping address can only be changed before the order goes to production.';
const dollars = (cents: number): number => Math.round(cents) / 100;
const iso = (at: Date | string): string => new Date(at).toISOString();

/**
 * What staff do from an order's page, each through the order's owners: notes (orders), customer emails
 * sent again (the job queue and the notification rows), refunds in part or in full (RefundService, the
 * PaymentGateway port), ending the production hold (OrderLifecycle + the `send_to_production` job), the shipping
 * address before production (the FulfilmentProvider port, then OrderLifecycle); and the order's timeline. The
 * controller audits every action.
 */
@Injectable()
export class StaffOrderActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly notes: OrderNotesRepository,
    private readonly lifecycle: OrderLifecycle,
    private readonly refunds: RefundService,
    private readonly fulfilment: FulfilmentService,
    private readonly jobs: JobQueue,
    private readonly audit: AdminAuditService,
    @Inject(FULFILMENT_PROVIDER) private readonly provider: FulfilmentProvider,
  ) {}

  private async order(orderId: string): Promise<OrderRecord> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    return order;
  }

  async addNote(orderId: string, actor: AuditActor, body: string): Promise<StaffOrderActionResultDto> {
    await this.order(orderId);
    const text = body.trim();
    if (!text) throw new AppError('VALIDATION.FAILED', 'A note cannot be empty');
    await this.notes.insert({ orderId, authorId: actor.id, authorEmail: actor.email, body: text });
    return { ok: true, message: 'Note added' };
  }

  /** Sends a customer email of this order again (only one that has gone out before). */
  async resendEmail(orderId: string, kind: ResendableEmail): Promise<StaffOrderActionResultDto> {
    const order = await this.order(orderId);
    if (!(await this.lifecycle.reopenNotification(orderId, kind))) {
      throw new AppError(
        'ORDER.ACTION_CONFLICT',
        `The ${EMAIL_LABELS[kind]?.toLowerCase()} email has not been sent for this order, so it cannot be sent again.`,
      );
    }
    await this.jobs.requeue(orderId, EMAIL_JOBS[kind]);
    return { ok: true, message: `${EMAIL_LABELS[kind]} email queued to ${order.customerEmail}` };
  }

  /**
   * Sends a gift's recipient their email again (the one that goes out when the order ships, D-274), to the recipient
   * stored with the order: only for a gift, and only once it has gone out. The shipped job runs again; the buyer's
   * own shipped email, already sent, is not sent twice.
   */
  async resendGiftEmail(orderId: string): Promise<StaffOrderActionResultDto> {
    await this.order(orderId);
    const [gift] = await this.orders.gifts([orderId]);
    if (!gift) {
      throw new AppError(
        'ORDER.ACTION_CONFLICT',
        'This order is not a gift, so it has no gift email to send.',
      );
    }
    if (!(await this.lifecycle.reopenNotification(orderId, GIFT_SHIPPED_NOTIFICATION))) {
      throw new AppError(
        'ORDER.ACTION_CONFLICT',
        'The gift email goes to the recipient when the order ships and has not been sent yet, so it cannot be sent again.',
      );
    }
    await this.jobs.requeue(orderId, Job.EmailShipped);
    return { ok: true, message: `Gift email queued to ${gift.recipientEmail}` };
  }

  /** Refunds `amount` dollars (default: what is left) with a reason, any time after payment; the customer is told. */
  async refund(orderId: string, request: { amount: number; reason: string }): Promise<RefundOrderResultDto> {
    await this.order(orderId);
    const outcome = await this.refunds.refund(orderId, {
      amountCents: Math.round(request.amount * 100),
      source: 'admin',
      reason: request.reason.trim().slice(0, 500),
    });
    if (outcome.refundId) {
      await this.lifecycle.reopenNotification(orderId, 'refund');
      await this.jobs.requeue(orderId, Job.EmailRefunded);
    }
    return {
      ok: true,
      message: `Refunded ${formatMoney(outcome.amountCents)}`,
      amount: dollars(outcome.amountCents),
      refundedAmount: dollars(outcome.refundedAmount),
      invoiceStatus: outcome.invoiceStatus,
    };
  }

  /** Ends the production hold: the waiting `send_to_production` job runs now (idempotent at the provider). */
  async sendToProductionNow(orderId: string): Promise<StaffOrderActionResultDto> {
    await this.order(orderId);
    const waiting = await this.lifecycle.endProductionHold(orderId, (order) => {
      if (!this.holdCanEnd(order)) {
        throw new AppError(
          'ORDER.ACTION_CONFLICT',
          'Only a paid order submitted to the print provider and still on hold can be sent to production.',
        );
      }
    });
    if (!waiting) {
      throw new AppError('ORDER.ACTION_CONFLICT', 'This order has already been sent to production.');
    }
    return { ok: true, message: 'Sent to production' };
  }

  /** Changes the shipping address before production, at the provider first (when it holds the order). */
  async changeAddress(orderId: string, input: ChangeShippingAddressDto): Promise<StaffOrderActionResultDto> {
    const before = await this.order(orderId);
    // Where an order ships: the checkout's rule, answered in this body's field names.
    const errors = {
      ...validateRecipient(input),
      ...validateAddress(input, 'shipping'),
    };
    if (!isValid(errors)) {
      throw new AppError('VALIDATION.FAILED', Object.values(errors)[0] ?? 'Invalid address', {
        details: Object.values(errors),
        extra: { errors },
      });
    }
    const normalised = normalizeAddress(input);
    // The order keeps the method it was paid for: an address that method cannot reach is refused before the provider
    // hears of it (express goes only where D-270 offers it).
    const method = before.shippingMethod ?? 'standard';
    const refusal = shippingMethodRefusal({
      method,
      items: await this.orders.lines(orderId),
      countryCode: normalised.country,
      regionCode: normalised.region,
    });
    if (refusal) {
      const message = `${refusal} This order was paid for with ${SHIPPING_METHOD_LABELS[method].toLowerCase()}: keep an address it reaches, or cancel the order and place it again with standard shipping.`;
      throw new AppError('VALIDATION.FAILED', message, { details: [message] });
    }
    const address: OrderShippingAddressJson = {
      ...before.shippingAddress,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      ...normalised,
      country_code: normalised.country,
    };
    const check = (order: OrderRecord) => {
      if (!this.addressEditable(order)) throw new AppError('ORDER.ACTION_CONFLICT', ADDRESS_LOCKED);
    };
    await withOrderLock(this.dataSource, orderId, async () => {
      const order = await this.order(orderId);
      check(order);
      if (order.printifyOrderId) {
        try {
          await this.provider.updateAddress(
            order.printifyOrderId,
            this.fulfilment.addressOf({ ...order, shippingAddress: address }),
          );
        } catch (error) {
          throw new AppError(
            'ORDER.ACTION_CONFLICT',
            error instanceof AddressChangeUnsupportedError
              ? `${error.provider} cannot change the address of an order it already holds: cancel this order and place a new one.`
              : `The print provider refused the change (${error instanceof Error ? error.message : String(error)}). ${ADDRESS_LOCKED}`,
          );
        }
      }
      await this.lifecycle.changeShippingAddress(orderId, address, check);
    });
    return { ok: true, message: 'Shipping address changed' };
  }

  private holdCanEnd(order: OrderRecord): boolean {
    const paid = ['paid', 'partially_refunded'].includes(toPaymentStatus(order.invoiceStatus));
    const state = normalizeFulfilmentStatus(order.fulfillmentStatus);
    return paid && order.printifyOrderId !== null && ['submitted', 'on_hold', 'processing'].includes(state);
  }

  private addressEditable(order: OrderRecord): boolean {
    const state = normalizeFulfilmentStatus(order.fulfillmentStatus);
    return (
      state !== 'cancelled' &&
      isBeforeProduction(order.fulfillmentStatus) &&
      !order.metadata.productionHoldEndedAt
    );
  }

  /** Everything that happened to the order (and what is still to come), oldest first. */
  async timeline(orderId: string): Promise<OrderTimelineDto> {
    const order = await this.order(orderId);
    const [events, refunds, emails, notes, jobs, staff] = await Promise.all([
      this.orders.events([orderId]),
      this.orders.refunds(orderId),
      this.orders.notifications(orderId),
      this.notes.list(orderId),
      this.jobs.jobsOf(orderId),
      this.audit.of('order', orderId),
    ]);
    const entry = (
      e: Omit<OrderTimelineEntryDto, 'detail' | 'actor' | 'upcoming'> & Partial<OrderTimelineEntryDto>,
    ) => ({ detail: null, actor: null, upcoming: false, ...e }) satisfies OrderTimelineEntryDto;
    const entries: OrderTimelineEntryDto[] = [
      ...events.map((e) =>
        entry({
          at: iso(e.createdAt),
          kind: e.kind,
          title:
            e.kind === 'payment'
              ? `Payment: ${paymentStatusLabel(e.toStatus)}`
              : e.kind === 'fulfilment'
                ? `Fulfilment: ${adminFulfilmentStatusLabel(e.toStatus)}`
                : `Dispute: ${disputeTitle(e.toStatus)}`,
          detail: `by ${e.source}`,
        }),
      ),
      ...refunds.map((r) =>
        entry({
          at: iso(r.createdAt),
          kind: 'refund',
          title: `Refunded ${formatMoney(r.amount)}`,
          detail: [r.reason, `by ${r.source}`].filter(Boolean).join(' · '),
        }),
      ),
      ...emails
        .filter((n) => n.sentAt)
        .map((n) =>
          entry({
            at: iso(n.sentAt as Date),
            kind: 'email',
            title: `Email: ${EMAIL_LABELS[n.kind] ?? n.kind}`,
            detail: `${n.status === 'sent' ? 'sent' : n.status} to ${n.emailAddress}`,
          }),
        ),
      ...notes.map((n) =>
        entry({ at: iso(n.createdAt), kind: 'note', title: 'Note', detail: n.body, actor: n.authorEmail }),
      ),
      ...jobs
        .filter((j) => j.state !== 'done' && j.state !== 'cancelled')
        .map((j) =>
          entry({
            at: iso(j.runAfter),
            kind: 'job',
            title: `${JOB_LABELS[j.kind] ?? j.kind} (${j.state === 'dead' ? 'failed' : 'due'})`,
            detail: j.lastError,
            upcoming: j.state !== 'dead',
          }),
        ),
      ...staff.map((a) =>
        entry({
          at: a.at,
          kind: 'staff',
          title: `${staffActionLabel(a.action)}${a.failed ? ' (failed)' : ''}`,
          detail: describeStaffActionDetail(a.detail),
          actor: a.actorEmail,
        }),
      ),
    ].sort((a, b) => a.at.localeCompare(b.at));
    // The hold lasts while the release job waits, until staff end it: from then on the job is due at once, and while
    // it still waits (no worker has fetched it yet, or a failed attempt waits for its retry) the hold is over all the
    // same, so the page neither offers to end it again nor names its end.
    const hold = order.metadata.productionHoldEndedAt
      ? undefined
      : jobs.find((j) => j.kind === Job.SendToProduction && (j.state === 'queued' || j.state === 'failed'));
    const sent = new Set(emails.map((n) => n.kind));
    return {
      entries,
      productionHoldEndsAt: hold ? iso(hold.runAfter) : null,
      resendable: RESENDABLE_EMAILS.filter((kind) => sent.has(kind)),
      canResendGiftEmail: sent.has(GIFT_SHIPPED_NOTIFICATION),
      refundable: order.paidAt ? dollars(refundableCents(order.totalAmount, order.refundedAmount)) : 0,
      canSendToProduction: hold !== undefined && this.holdCanEnd(order),
      canEditAddress: this.addressEditable(order),
    };
  }
}
