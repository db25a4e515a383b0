import type { ShippingMethod } from '../delivery/delivery-estimate';
import type { QuoteAddress } from './tax-calculator.port';

/** One cart line to ship. */
export interface ShippingLine {
  printType: string;
  printSize: string;
  quantity: number;
}

/** Cents per shipping method; a method that is absent is not offered for these lines to this address. */
export type ShippingMethodCents = { standard: number } & Partial<Record<ShippingMethod, number>>;

/** Shipping cost quote. */
export interface ShippingQuote {
  /** Standard shipping in cents (the same figure as `methods.standard`). */
  shippingCents: number;
  /** Every method the quoter can price for the lines and address, in cents. */
  methods: ShippingMethodCents;
}

/** Quotes shipping for a cart (local table or the fulfilment provider's shipping API). */
export interface ShippingQuoter {
  /**
   * Shipping cost in cents for the lines to the address, per offered method, all at once; rejects when the
   * destination is not served.
   */
  quote(args: { lines: ShippingLine[]; address: QuoteAddress }): Promise<ShippingQuote>;
}

/** Dependency-injection token of the {@link ShippingQuoter} port (bound in backend/src/adapters/adapters.module.ts). */
export const SHIPPING_QUOTER = Symbol('ShippingQuoter');
