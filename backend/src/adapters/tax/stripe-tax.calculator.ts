import type { QuoteAddress, TaxLine, TaxQuote } from '@petart/domain';
import { normalizeCountryCode } from '@petart/domain';
import type Stripe from 'stripe';
import type { TaxCalculator } from '@petart/domain';

/**
 * Stripe Tax: one calculation per priced cart (products exclusive of tax, shipping as shipping_cost), recorded as a
 * transaction once the order is paid. Amounts are integer cents in USD, as everywhere else.
 */
export class StripeTaxCalculator implements TaxCalculator {
  constructor(private readonly stripe: Stripe) {}

  async calculate(args: {
    lines: TaxLine[];
    shippingCents: number;
    address: QuoteAddress;
  }): Promise<TaxQuote> {
    const { address } = args;
    const calculation = await this.stripe.tax.calculations.create({
      currency: 'usd',
      line_items: args.lines.map((line) => ({
        amount: Math.max(0, Math.round(line.amountCents)),
        quantity: Math.max(1, Math.round(line.quantity)),
        reference: line.reference.slice(0, 500),
        tax_behavior: 'exclusive',
      })),
      shipping_cost: { amount: Math.max(0, Math.round(args.shippingCents)) },
      customer_details: {
        address_source: 'shipping',
        address: {
          country: normalizeCountryCode(address.countryCode),
          ...(address.region ? { state: address.region } : {}),
          ...(address.postalCode ? { postal_code: address.postalCode } : {}),
          ...(address.city ? { city: address.city } : {}),
          ...(address.address1 ? { line1: address.address1 } : {}),
        },
      },
    });
    return { taxCents: calculation.tax_amount_exclusive, calculationId: calculation.id ?? undefined };
  }

  async recordTransaction(calculationId: string, reference: string): Promise<{ transactionId: string }> {
    const transaction = await this.stripe.tax.transactions.createFromCalculation(
      { calculation: calculationId, reference },
      { idempotencyKey: `tax-transaction-${reference}` },
    );
    return { transactionId: transaction.id };
  }

  async reverseTransaction(transactionId: string, reference: string): Promise<{ reversalId: string }> {
    const reversal = await this.stripe.tax.transactions.createReversal(
      { mode: 'full', original_transaction: transactionId, reference: `${reference}-reversal` },
      { idempotencyKey: `tax-reversal-${reference}` },
    );
    return { reversalId: reversal.id };
  }
}
