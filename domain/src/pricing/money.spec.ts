import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatMoney } from './money';

describe('money', () => {
  it.each([
    [3999, '$39.99'],
    [2999, '$29.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-150, '-$1.50'],
    [-123456, '-$1,234.56'],
    [1999.6, '$20.00'],
  ])('formatMoney(%i) = %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it.each([
    [39.99, 3999],
    [29.99, 2999],
    [0.1 + 0.2, 30],
    [269.99, 26999],
    [1.005, 100],
  ])('dollarsToCents(%d) = %i', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([
    [3999, 39.99],
    [26999, 269.99],
    [0, 0],
  ])('centsToDollars(%i) = %d', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });
});
