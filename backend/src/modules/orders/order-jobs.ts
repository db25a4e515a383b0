import {
  cancellationEmailDue,
  emailForFulfilment,
  normalizeFulfilmentStatus,
  refundOwedCents,
  type OrderMoney,
  type OrderPaymentStatus,
} from '@petart/domain';
import { Job, type OrderJob } from '../../platform/jobs/job';

/** A change of an order, as OrderLifecycle made it (the order as it is after the change). */
export type OrderChange =
  | { kind: 'payment'; to: OrderPaymentStatus; order: OrderMoney & { proofRequested?: boolean } }
  | { kind: 'fulfilment'; to: string; order: OrderMoney }
  | { kind: 'dispute'; opened: boolean; closed: boolean };

/**
 * What follows each change of an order: the jobs it queues, in one table. Each job's handler is the `@OnJob` method
 * of its owner (tax and refunds: payments; submission and release: fulfilment; customer emails: orders; staff
 * notices: payments/dispute-notifier). Read with docs/architecture.md, "An order from payment to shipped".
 */
export function jobsAfter(change: OrderChange): OrderJob[] {
  switch (change.kind) {
    case 'payment':
      return jobsAfterPayment(change.to, change.order);
    case 'fulfilment':
      return jobsAfterFulfilment(change.to, change.order);
    case 'dispute':
      // Staff hear of a new dispute once and of its close once; an update in between is only an event.
      return [
        ...(change.opened ? [Job.EmailDisputeOpened] : []),
        ...(change.closed ? [Job.EmailDisputeClosed] : []),
      ];
  }
}

function jobsAfterPayment(
  to: OrderPaymentStatus,
  order: OrderMoney & { proofRequested?: boolean },
): OrderJob[] {
  switch (to) {
    case 'paid':
      // Paid after it was cancelled (staff cancelled while the card form was open): only the money goes back.
      if (refundOwedCents(order) > 0) return [Job.Refund];
      // A proof order is submitted only once its customer approves the proof (OrderLifecycle.answerProof queues
      // `fulfilment` then); the payment asks for the first proof instead (OrderLifecycle.requestProof).
      if (order.proofRequested) return [Job.TaxTransaction, Job.ConfirmationEmail];
      return [Job.TaxTransaction, Job.Fulfilment, Job.ConfirmationEmail];
    case 'refunded':
      return [Job.TaxReversal, ...(cancellationEmailDue(order) ? [Job.EmailCancelled] : [])];
    default:
      return [];
  }
}

function jobsAfterFulfilment(to: string, order: OrderMoney): OrderJob[] {
  if (normalizeFulfilmentStatus(to) === 'submitted') return [Job.SendToProduction];
  // Cancelled after payment (by anyone, the print provider included): the money goes back first; the cancellation
  // email waits until the refund is recorded (the 'refunded' payment change queues it).
  if (refundOwedCents(order) > 0) return [Job.Refund];
  switch (emailForFulfilment(to)) {
    case 'processing':
      return [Job.EmailProcessing];
    case 'shipped':
      return [Job.EmailShipped];
    case 'delivered':
      // The review request waits REVIEW_REQUEST_DAYS (queued with that delay by OrderLifecycle).
      return [Job.EmailDelivered, Job.ReviewRequest];
    case 'cancelled':
      return cancellationEmailDue(order) ? [Job.EmailCancelled] : [];
    default:
      return [];
  }
}
