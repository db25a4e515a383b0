import type { PaymentGateway } from '@petart/domain';

/**
 * The PaymentGateway port as the backend uses it: the domain's methods plus reading a payment's client secret again
 * (to hand the same payment to a second create-payment-intent call for an unchanged cart).
 */
export interface PaymentGatewayService extends PaymentGateway {
  readonly provider: 'local' | 'stripe';
  /** The client secret of an existing payment. */
  clientSecretFor(paymentId: string): Promise<string>;
}

/** DI token of the {@link PaymentGatewayService} (LocalPaymentGateway or StripePaymentGateway, by PAYMENT_GATEWAY). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
