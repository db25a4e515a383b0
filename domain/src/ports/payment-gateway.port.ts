/** Request to create a card payment (product.md P6: USD, cents). */
export interface CreatePaymentRequest {
  orderHash: string;
  amountCents: number;
  currency: 'usd';
  /** Same key -> same payment; protects against double submission. */
  idempotencyKey: string;
  customerEmail?: string;
  /** Free-form string metadata stored with the payment (order hash, user id, product/shipping split). */
  metadata: Record<string, string>;
}

/** A created payment: the id we store and the secret the card form needs. */
export interface CreatedPayment {
  paymentId: string;
  clientSecret: string;
}

/** Payment states the domain cares about. */
export type PaymentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled' | 'failed';

/** A verified payment event from the provider's webhook. */
export interface PaymentEvent {
  /** Provider event id, used to ignore duplicates. */
  eventId: string;
  type:
    | 'payment.succeeded'
    | 'payment.failed'
    | 'payment.canceled'
    | 'payment.refunded'
    | 'payment.disputed'
    | 'other';
  paymentId: string;
  amountCents: number;
  /** payment.refunded: the total refunded so far on the payment (cents), as the provider reports it. */
  amountRefundedCents?: number;
  metadata: Record<string, string>;
  /** payment.disputed: the card holder's dispute (chargeback) of the payment, as it stands now. */
  dispute?: PaymentDispute;
  /** Provider's own event type, for logs. */
  rawType: string;
}

/**
 * A dispute (chargeback) the card holder opened with their bank (Stripe `charge.dispute.*`). `status` is the
 * provider's (Stripe: warning_needs_response, warning_under_review, warning_closed, needs_response, under_review, won,
 * lost); the money is with the bank until it is closed.
 */
export interface PaymentDispute {
  disputeId: string;
  status: string;
  /** The bank's reason (Stripe: fraudulent, product_not_received, duplicate, ...). */
  reason: string;
  amountCents: number;
  /** When the evidence is due at the provider (ISO), while a response is needed. */
  evidenceDueBy?: string;
}

/** A refund request (product.md P6: full or partial, integer cents). */
export interface RefundRequest {
  paymentId: string;
  /** Omitted: everything not refunded yet. */
  amountCents?: number;
  /** Same key -> same refund (Stripe Idempotency-Key); the order hash and the refund's position make it unique. */
  idempotencyKey: string;
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent';
}

/** A refund the provider accepted. */
export interface RefundResult {
  refundId: string;
  amountCents: number;
}

/** Card payment provider (local test gateway or Stripe). Payment success is only ever taken from here. */
export interface PaymentGateway {
  /** Which provider serves the port: the checkout tells the browser which card form to load. */
  readonly provider: 'local' | 'stripe';
  /** Creates (or, for the same idempotency key, returns) a payment for the order. */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * The client secret of an existing payment (to hand the same payment to a second create-payment-intent call for an
   * unchanged cart).
   */
  clientSecretFor(paymentId: string): Promise<string>;
  /**
   * Reads the current status of a payment: used when the browser reports success and by the scheduled
   * reconciliation, which asks about every pending order whose webhook may never have come. Rejects for an unknown
   * payment.
   */
  getPaymentStatus(paymentId: string): Promise<{ status: PaymentStatus; amountCents: number }>;
  /**
   * Verifies a webhook's signature over the exact raw body and parses it. Rejects when the signature is invalid;
   * callers must answer 400 and never process the event.
   */
  parseWebhook(rawBody: Uint8Array, signature: string): Promise<PaymentEvent>;
  /**
   * Refunds a payment fully (no amount) or partially (amount in cents). The idempotency key makes a retry after a
   * timeout return the same refund instead of refunding twice. Rejects when more than what is left is asked for.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Cancels a payment that has not succeeded (an order cancelled, or superseded by a changed cart, before it was
   * paid), so the customer can no longer pay it. Resolves with the payment's status afterwards: `canceled`, or
   * `succeeded` when the payment had already gone through (the caller then refunds); never rejects for a payment that
   * is already canceled or succeeded.
   */
  cancelPayment(paymentId: string): Promise<{ status: PaymentStatus }>;
}

/** Dependency-injection token of the {@link PaymentGateway} port (bound in backend/src/adapters/adapters.module.ts). */
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

/** A card typed into the local test gateway's form. */
export interface TestCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What the local test gateway makes of a card: refused as typed, declined like a Stripe test card, or charged. */
export type TestCardCheck =
  | { outcome: 'invalid'; message: string; code: string }
  | { outcome: 'declined'; message: string; declineCode: string }
  | { outcome: 'succeeded'; last4: string; brand: string };

/**
 * The local test gateway's card desk (POST /api/payments/local/confirm), beyond the {@link PaymentGateway} it also
 * is. Bound (token {@link TEST_CARD_PAYMENTS}) to the local gateway when PAYMENT_GATEWAY=local and to `null` with
 * Stripe, whose card form talks to Stripe directly.
 */
export interface TestCardPayments {
  /** The payment id of a client secret this gateway issued; undefined when it is not one of its own. */
  paymentIdFromClientSecret(clientSecret: string): string | undefined;
  /** Checks a card the way Stripe's test mode would (Luhn, expiry, CVC, Stripe's declining test numbers). */
  checkCard(card: TestCard): TestCardCheck;
  /** Remembers a confirmation's outcome as the gateway's status of the payment. */
  recordStatus(paymentId: string, status: PaymentStatus, amountCents: number): void;
}

/** Dependency-injection token of the {@link TestCardPayments} desk (null unless PAYMENT_GATEWAY=local). */
export const TEST_CARD_PAYMENTS = Symbol('TestCardPayments');
