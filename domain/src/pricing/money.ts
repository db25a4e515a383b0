/**
 * Money helpers. Every amount inside the system is integer cents (product.md P1); dollars only exist at the edges
 * (display and the few legacy API fields that carry dollars), so conversions live here in one place.
 */

/**
 * Converts dollars to integer cents. Rounds so that binary floating point noise (e.g. 39.99 * 100 =
 * 3998.9999999999995) never loses a cent.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Converts integer cents to dollars (3999 -> 39.99), for APIs that report dollars. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** US dollars as en-US writes them: '$', thousands separated, two decimals, the minus sign before the symbol. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Formats cents as every screen and email shows money (product.md P11: '$' and two decimals), through
 * Intl.NumberFormat so that both apps and the emails write one amount one way: '$1,234.50', and a negative amount
 * (a refund, an adjustment) '-$1.50'.
 */
export function formatMoney(cents: number): string {
  return USD.format(Math.round(cents) / 100);
}
