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

/**
 * Formats cents as the shop shows prices: '$' and two decimals (product.md P11). Negative amounts keep the sign in
 * front of the symbol ('-$1.50') because refunds and adjustments read better that way.
 */
export function formatMoney(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}$${dollars}.${rest.toString().padStart(2, '0')}`;
}
