import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, taxNameFor } from './tax-name';

describe('taxNameFor', () => {
  it.each([
    ['US', 'Sales tax'],
    ['us', 'Sales tax'],
    [' CA ', 'Sales tax'],
    ['DE', 'VAT'],
    ['FR', 'VAT'],
    ['SE', 'VAT'],
    ['GB', 'VAT'],
    ['NO', 'VAT'],
    ['CH', 'VAT'],
    ['AU', 'GST'],
    ['NZ', 'GST'],
    ['SG', 'GST'],
    ['IN', 'GST'],
    ['JP', 'Consumption tax'],
    ['BR', 'Tax'],
    ['ZZ', 'Tax'],
    ['', 'Tax'],
    [null, 'Tax'],
    [undefined, 'Tax'],
  ])('taxNameFor(%j) = %s', (country, name) => {
    expect(taxNameFor(country)).toBe(name);
  });

  it('names the tax of every EU member VAT, and never calls a US sales tax VAT', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    for (const code of EU_COUNTRIES) expect(taxNameFor(code)).toBe('VAT');
    expect(taxNameFor('US')).not.toMatch(/VAT/);
  });
});
