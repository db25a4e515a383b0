import type { QuoteAddress, TaxLine, TaxQuote } from '@petart/domain';
import { normalizeCountryCode } from '@petart/domain';
import { createHash, randomUUID } from 'node:crypto';
import type { TaxCalculator } from '@petart/domain';

/**
 * Base state sales tax rates (percent) of a handful of US states; other states 0. Local/county surcharges are left
 * out on purpose: this table only has to be plausible for the local profile, Stripe Tax does the real work.
 */
export const US_STATE_TAX_RATES: Readonly<Record<string, number>> = {
  CA: 7.25,
  NY: 4,
  TX: 6.25,
  FL: 6,
  WA: 6.5,
  IL: 6.25,
  PA: 6,
  NJ: 6.625,
  MA: 6.25,
};

/** Standard VAT / GST rates (percent) by country; anything not listed is 0. */
export const COUNTRY_TAX_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 22,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 19,
  SK: 20,
  SI: 22,
  ES: 21,
  SE: 25,
  GB: 20,
  CA: 5,
  AU: 10,
};

/** The rate (percent) applied to an address by the local table. */
export function localTaxRate(address: QuoteAddress): number {
  const country = normalizeCountryCode(address.countryCode);
  if (country === 'US') return US_STATE_TAX_RATES[normalizeCountryCode(address.region)] ?? 0;
  return COUNTRY_TAX_RATES[country] ?? 0;
}

/**
 * Local-profile tax: one rate per destination from the tables above, applied to products plus shipping (both are
 * taxable in most of these places), rounded to the cent. Calculation and transaction ids are local, never sent out.
 */
export class LocalTaxCalculator implements TaxCalculator {
  calculate(args: { lines: TaxLine[]; shippingCents: number; address: QuoteAddress }): Promise<TaxQuote> {
    const taxable =
      args.lines.reduce((sum, l) => sum + Math.max(0, l.amountCents), 0) + Math.max(0, args.shippingCents);
    const rate = localTaxRate(args.address);
    return Promise.resolve({
      taxCents: Math.round((taxable * rate) / 100),
      // randomUUID draws from a buffered entropy pool (randomBytes per call costs a syscall-backed refill check).
      calculationId: `taxcalc_local_${randomUUID().replaceAll('-', '')}`,
    });
  }

  recordTransaction(calculationId: string, reference: string): Promise<{ transactionId: string }> {
    if (calculationId.trim() === '') return Promise.reject(new Error('calculationId is required'));
    const digest = createHash('sha256').update(reference).digest('hex').slice(0, 24);
    return Promise.resolve({ transactionId: `taxtxn_local_${digest}` });
  }

  reverseTransaction(transactionId: string, reference: string): Promise<{ reversalId: string }> {
    if (transactionId.trim() === '') return Promise.reject(new Error('transactionId is required'));
    const digest = createHash('sha256').update(`reversal:${reference}`).digest('hex').slice(0, 24);
    return Promise.resolve({ reversalId: `taxtxn_local_rev_${digest}` });
  }
}
