import type { TaxCalculator } from '@petart/domain';

/**
 * The TaxCalculator port as the backend uses it: the domain's `calculate`, plus recording the committed tax
 * transaction once an order is paid (Stripe Tax `transactions.createFromCalculation`). The domain port has no such
 * method yet; it lives here until the domain adds it.
 */
export interface TaxService extends TaxCalculator {
  /**
   * Records the tax transaction of a paid order. `reference` is the order hash and doubles as the idempotency key:
   * recording the same reference twice resolves with the same transaction id.
   */
  recordTransaction(calculationId: string, reference: string): Promise<{ transactionId: string }>;
  /**
   * Reverses a recorded tax transaction in full (the order was cancelled and refunded). `reference` is the order hash;
   * reversing the same transaction twice resolves with the same reversal.
   */
  reverseTransaction(transactionId: string, reference: string): Promise<{ reversalId: string }>;
}

/** DI token of the {@link TaxService} (LocalTaxCalculator or StripeTaxCalculator, chosen by TAX_CALCULATOR). */
export const TAX_CALCULATOR = Symbol('TAX_CALCULATOR');
