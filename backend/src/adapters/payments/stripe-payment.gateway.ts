import type {
  CreatePaymentRequest,
  CreatedPayment,
  PaymentEvent,
  PaymentStatus,
  RefundRequest,
  RefundResult,
} from '@petart/domain';
import type Stripe from 'stripe';
import type { PaymentGateway } from '@petart/domain';

const EVENT_TYPES: Readonly<Record<string, PaymentEvent['type']>> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.canceled': 'payment.canceled',
  'charge.refunded': 'payment.refunded',
  'charge.dispute.created': 'payment.disputed',
  'charge.dispute.updated': 'payment.disputed',
  'charge.dispute.closed': 'payment.disputed',
};

const KNOWN_STATUSES: readonly PaymentStatus[] = [
  'succeeded',
  'processing',
  'canceled',
  'requires_payment_method',
  'requires_confirmation',
];

function toStatus(status: string): PaymentStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(status)
    ? (status as PaymentStatus)
    : 'requires_confirmation';
}

/**
 * Stripe PaymentIntents: USD, cards only (no automatic payment methods, so no wallets or redirects), the order hash
 * as idempotency key and in metadata. Webhooks are verified over the exact raw body with the endpoint secret;
 * Stripe's default tolerance (300 s) rejects stale signatures.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        // Cards only: no automatic payment methods, so no wallets, Link or redirect-based methods.
        allowed_payment_method_types: ['card'],
        metadata: { ...request.metadata, orderHash: request.orderHash },
        ...(request.customerEmail ? { receipt_email: request.customerEmail } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
    return { paymentId: intent.id, clientSecret: intent.client_secret };
  }

  async clientSecretFor(paymentId: string): Promise<string> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentId);
    if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
    return intent.client_secret;
  }

  async getPaymentStatus(paymentId: string): Promise<{ status: PaymentStatus; amountCents: number }> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentId);
    return { status: toStatus(intent.status), amountCents: intent.amount_received || intent.amount };
  }

  parseWebhook(rawBody: Uint8Array, signature: string): Promise<PaymentEvent> {
    try {
      const event = this.stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, this.webhookSecret);
      const type = EVENT_TYPES[event.type] ?? 'other';
      if (type === 'payment.disputed') {
        // charge.dispute.* carries the Dispute: its PaymentIntent, amount, reason, status and evidence deadline.
        const dispute = event.data.object as Partial<Stripe.Dispute>;
        const intent = dispute.payment_intent;
        const dueBy = dispute.evidence_details?.due_by;
        return Promise.resolve({
          eventId: event.id,
          type,
          paymentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
          amountCents: dispute.amount ?? 0,
          metadata: { ...(dispute.metadata ?? {}) },
          dispute: {
            disputeId: dispute.id ?? '',
            status: dispute.status ?? 'needs_response',
            reason: dispute.reason ?? 'general',
            amountCents: dispute.amount ?? 0,
            ...(dueBy ? { evidenceDueBy: new Date(dueBy * 1000).toISOString() } : {}),
          },
          rawType: event.type,
        });
      }
      if (type === 'payment.refunded') {
        // charge.refunded carries the Charge: its PaymentIntent and the total refunded so far.
        const charge = event.data.object as Partial<Stripe.Charge> & { object?: string };
        const intent = charge.payment_intent;
        return Promise.resolve({
          eventId: event.id,
          type,
          paymentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
          amountCents: charge.amount ?? 0,
          amountRefundedCents: charge.amount_refunded ?? 0,
          metadata: { ...(charge.metadata ?? {}) },
          rawType: event.type,
        });
      }
      const object = event.data.object as Partial<Stripe.PaymentIntent> & { object?: string };
      const isIntent = object.object === 'payment_intent';
      return Promise.resolve({
        eventId: event.id,
        type,
        paymentId: isIntent && typeof object.id === 'string' ? object.id : '',
        amountCents: isIntent ? (object.amount_received ?? object.amount ?? 0) : 0,
        metadata: isIntent ? { ...(object.metadata ?? {}) } : {},
        rawType: event.type,
      });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Stripe Refunds on the PaymentIntent, with the caller's idempotency key (a retry returns the same refund). */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: request.paymentId,
        ...(request.amountCents !== undefined ? { amount: request.amountCents } : {}),
        ...(request.reason ? { reason: request.reason } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { refundId: refund.id, amountCents: refund.amount };
  }

  /**
   * Cancels the PaymentIntent so its client secret can no longer be paid. Stripe refuses to cancel an intent that
   * already succeeded or was canceled (`payment_intent_unexpected_state`); its status is then read and answered, so a
   * retried cancellation and a payment that went through first both resolve. Any other refusal (an intent still
   * `processing`) rejects: the payment's own success or failure event settles it.
   */
  async cancelPayment(paymentId: string): Promise<{ status: PaymentStatus }> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(paymentId);
      return { status: toStatus(intent.status) };
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 'payment_intent_unexpected_state') throw error;
      const intent = await this.stripe.paymentIntents.retrieve(paymentId);
      const status = toStatus(intent.status);
      if (status === 'succeeded' || status === 'canceled') return { status };
      throw error;
    }
  }
}
