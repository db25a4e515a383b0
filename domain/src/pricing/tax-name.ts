/**
 * The name of the tax an order is charged, by destination country: one rule for every place that labels
 * the tax amount (the checkout summary, the confirmation screen, the confirmation email). The amount itself comes from
 * the tax calculator (Stripe Tax, or the local table); this only names it the way a customer in that country knows it.
 */
import { normalizeCountryCode } from '../geo/countries';

/** The labels a tax amount can carry. */
export const TAX_NAMES = {
  salesTax: 'Sales tax',
  vat: 'VAT',
  gst: 'GST',
  consumptionTax: 'Consumption tax',
  /** Neutral label: no country yet, or a country the table does not name. */
  other: 'Tax',
} as const;
export type TaxName = (typeof TAX_NAMES)[keyof typeof TAX_NAMES];

/** The EU-27: each charges VAT. */
export const EU_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

const BY_COUNTRY: ReadonlyMap<string, TaxName> = new Map<string, TaxName>([
  // North America: a sales tax (Canada's GST/HST/PST together read as sales tax on a receipt).
  ['US', TAX_NAMES.salesTax],
  ['CA', TAX_NAMES.salesTax],
  // Europe: the EU-27, the UK, the EEA/EFTA countries and Monaco (inside the French VAT area).
  ...EU_COUNTRIES.map((code): [string, TaxName] => [code, TAX_NAMES.vat]),
  ...['GB', 'NO', 'IS', 'LI', 'CH', 'MC'].map((code): [string, TaxName] => [code, TAX_NAMES.vat]),
  // Goods and services tax.
  ...['AU', 'NZ', 'SG', 'IN'].map((code): [string, TaxName] => [code, TAX_NAMES.gst]),
  ['JP', TAX_NAMES.consumptionTax],
]);

/**
 * The name of the tax charged on an order shipped to `country` (ISO code, any case): 'Sales tax' for the US and
 * Canada, 'VAT' for the EU, the UK, Norway, Iceland, Liechtenstein, Switzerland and Monaco, 'GST' for Australia, New
 * Zealand, Singapore and India, 'Consumption tax' for Japan, and the neutral 'Tax' elsewhere or without a country.
 */
export function taxNameFor(country: string | null | undefined): TaxName {
  return BY_COUNTRY.get(normalizeCountryCode(country)) ?? TAX_NAMES.other;
}
