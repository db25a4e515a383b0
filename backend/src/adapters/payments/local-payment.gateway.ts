import type {
  CreatePaymentRequest,
  CreatedPayment,
  PaymentEvent,
  PaymentGateway,
  PaymentStatus,
  RefundRequest,
  RefundResult,
  TestCard,
  TestCardCheck,
  TestCardPayments,
} from '@petart/domain';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkTestCard } from './local-test-cards';

const SECRET_SEPARATOR = '_secret_';

/**
 * The local test gateway (default profile). Stateless: the payment id is derived from the idempotency key and the
 * client secret from the payment id, both by HMAC under a key derived from JWT_SECRET, so the same order always gets
 * the same payment and a client secret cannot be forged. Cards are checked by POST /api/payments/local/confirm
 * (local-test-cards.ts); success then goes through the same PaymentSucceededHandler as a Stripe webhook.
 */
export class LocalPaymentGateway implements PaymentGateway, TestCardPayments {
  readonly provider = 'local' as const;
  private readonly key: Buffer;
  /** Last known status per payment, for getPaymentStatus (informational; the order row is the truth). */
  private readonly statuses = new Map<string, { status: PaymentStatus; amountCents: number }>();
  /** Refunds by idempotency key, and the refunded total per payment. */
  private readonly refunds = new Map<string, RefundResult>();
  private readonly refundedByPayment = new Map<string, number>();

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('petart:local-payments:v1').digest();
  }

  private mac(input: string, length: number): string {
    return createHmac('sha256', this.key)
      .update(input)
      .digest('base64url')
      .replace(/[-_]/g, '')
      .slice(0, length);
  }

  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    if (!Number.isInteger(request.amountCents) || request.amountCents < 50) {
      return Promise.reject(new Error('Amount must be at least 50 cents'));
    }
    const paymentId = `pi_local_${this.mac(`payment:${request.idempotencyKey}`, 24)}`;
    if (!this.statuses.has(paymentId)) {
      this.statuses.set(paymentId, { status: 'requires_payment_method', amountCents: request.amountCents });
    }
    return Promise.resolve({ paymentId, clientSecret: this.secretFor(paymentId) });
  }

  clientSecretFor(paymentId: string): Promise<string> {
    return Promise.resolve(this.secretFor(paymentId));
  }

  /** The payment id of a client secret this gateway issued; undefined when it is not one of ours. */
  paymentIdFromClientSecret(clientSecret: string): string | undefined {
    const at = clientSecret.lastIndexOf(SECRET_SEPARATOR);
    if (at <= 0) return undefined;
    const paymentId = clientSecret.slice(0, at);
    const expected = Buffer.from(this.secretFor(paymentId));
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? paymentId : undefined;
  }

  /** Checks a card as this gateway charges it (local-test-cards.ts: Stripe's test-mode rules and numbers). */
  checkCard(card: TestCard): TestCardCheck {
    return checkTestCard(card);
  }

  /**
   * Remembers what happened to a payment at the "provider" (a confirmation's outcome; tests use it to play a card
   * that went through). A canceled payment stays canceled, as at Stripe: only a later success is remembered, so a
   * payment that went through after all is still refunded by its success event.
   */
  recordStatus(paymentId: string, status: PaymentStatus, amountCents: number): void {
    if (this.statuses.get(paymentId)?.status === 'canceled' && status !== 'succeeded') return;
    this.statuses.set(paymentId, { status, amountCents });
  }

  /**
   * The payment's last known status, undefined when this process never saw it (after a restart). The local confirm
   * asks it before taking a card, and refuses a canceled payment, as Stripe refuses to confirm a canceled intent.
   */
  statusOf(paymentId: string): PaymentStatus | undefined {
    return this.statuses.get(paymentId)?.status;
  }

  getPaymentStatus(paymentId: string): Promise<{ status: PaymentStatus; amountCents: number }> {
    const known = this.statuses.get(paymentId);
    return known ? Promise.resolve({ ...known }) : Promise.reject(new Error(`Unknown payment ${paymentId}`));
  }

  parseWebhook(): Promise<PaymentEvent> {
    return Promise.reject(new Error('The local test gateway has no webhooks'));
  }

  /**
   * Records a refund: the amount (everything left when none is given) must not exceed what is left of the payment,
   * and the same idempotency key returns the same refund. The shop's order_refunds table is the durable record; this
   * in-process ledger only guards against refunding more than was paid.
   */
  refund(request: RefundRequest): Promise<RefundResult> {
    const previous = this.refunds.get(request.idempotencyKey);
    if (previous) return Promise.resolve({ ...previous });
    // After a restart the gateway no longer knows the payment: the shop's own ledger (order_refunds) then bounds it.
    const paid = this.statuses.get(request.paymentId)?.amountCents ?? request.amountCents;
    if (paid === undefined) return Promise.reject(new Error(`Unknown payment ${request.paymentId}`));
    const refunded = this.refundedByPayment.get(request.paymentId) ?? 0;
    const left = paid - refunded;
    const amount = request.amountCents ?? left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return Promise.reject(
        new Error(`Refund of ${amount} cents exceeds the ${left} cents left on the payment`),
      );
    }
    const result = { refundId: `re_local_${randomBytes(12).toString('hex')}`, amountCents: amount };
    this.refunds.set(request.idempotencyKey, result);
    this.refundedByPayment.set(request.paymentId, refunded + amount);
    return Promise.resolve({ ...result });
  }

  /**
   * Cancels a payment that has not succeeded: it is recorded as canceled (statusOf then tells the local confirm to
   * refuse it). A succeeded payment stays succeeded and is answered as such; the caller refunds it.
   */
  cancelPayment(paymentId: string): Promise<{ status: PaymentStatus }> {
    const known = this.statuses.get(paymentId);
    if (known?.status === 'succeeded') return Promise.resolve({ status: 'succeeded' });
    this.statuses.set(paymentId, { status: 'canceled', amountCents: known?.amountCents ?? 0 });
    return Promise.resolve({ status: 'canceled' });
  }

  /** Refunds recorded for a payment (cents), for tests and the local profile's logs. */
  refundedCents(paymentId: string): number {
    return this.refundedByPayment.get(paymentId) ?? 0;
  }

  private secretFor(paymentId: string): string {
    return `${paymentId}${SECRET_SEPARATOR}${this.mac(`secret:${paymentId}`, 24)}`;
  }
}
