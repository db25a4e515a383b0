import type { QuoteAddress } from './tax-calculator.port';

/** One cart line to ship. */
export interface ShippingLine {
  printType: string;
  printSize: string;
  quantity: number;
}

/** Shipping cost quote. */
export interface ShippingQuote {
  shippingCents: number;
}

/** Quotes shipping for a cart (local table or the fulfilment provider's shipping API). */
export interface ShippingQuoter {
  /** Shipping cost in cents for the lines to the address; rejects when the destination is not served. */
  quote(args: { lines: ShippingLine[]; address: QuoteAddress }): Promise<ShippingQuote>;
}

/** Dependency-injection token of the {@link ShippingQuoter} port (bound in backend/src/adapters/adapters.module.ts). */
export const SHIPPING_QUOTER = Symbol('ShippingQuoter');
