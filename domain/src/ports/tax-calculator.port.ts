/** Destination address used for tax and shipping quotes. */
export interface QuoteAddress {
  countryCode: string;
  region?: string;
  postalCode?: string;
  city?: string;
  address1?: string;
}

/** One taxable line (product lines and, separately, shipping). */
export interface TaxLine {
  reference: string;
  amountCents: number;
  quantity: number;
}

/** Result of a tax calculation. */
export interface TaxQuote {
  taxCents: number;
  /** Provider id of the calculation, stored on the order (taxCalculationId) to record the transaction later. */
  calculationId?: string;
}

/** Computes sales tax / VAT for a cart (local rate table or Stripe Tax). */
export interface TaxCalculator {
  /** Calculates tax for the lines and shipping to the address; amounts are integer cents in USD. */
  calculate(args: { lines: TaxLine[]; shippingCents: number; address: QuoteAddress }): Promise<TaxQuote>;
  /**
   * Records the tax transaction of a paid order (Stripe Tax `transactions.createFromCalculation`). `reference` is the
   * order hash and doubles as the idempotency key: recording the same reference twice resolves with the same
   * transaction id.
   */
  recordTransaction(calculationId: string, reference: string): Promise<{ transactionId: string }>;
  /**
   * Reverses a recorded tax transaction in full (the order was cancelled and refunded). `reference` is the order hash;
   * reversing the same transaction twice resolves with the same reversal.
   */
  reverseTransaction(transactionId: string, reference: string): Promise<{ reversalId: string }>;
}

/** Dependency-injection token of the {@link TaxCalculator} port (bound in backend/src/adapters/adapters.module.ts). */
export const TAX_CALCULATOR = Symbol('TaxCalculator');
