import { describe, expect, it } from 'vitest';
import { linePriceBreakdown } from '../components/cart-line-list';

const PRICES = { extraPetPriceCents: 1000, nameOnPrintPriceCents: 0 };
const BISCUIT = {
  name: 'Biscuit',
  font: 'playfair' as const,
  placement: 'bottom' as const,
  colour: 'auto' as const,
};

describe('linePriceBreakdown: what makes up a cart line’s unit price', () => {
  it('explains a two-pet line: the print plus the extra pet', () => {
    expect(
      linePriceBreakdown({ unitPrice: 59.99, petCount: 2, personalisation: null, quantity: 1 }, PRICES),
    ).toBe('$49.99 print + $10.00 for 1 extra pet');
  });

  it('says "each" for several copies, counts pets, and adds a priced name', () => {
    expect(
      linePriceBreakdown(
        { unitPrice: 79.99, petCount: 3, personalisation: BISCUIT, quantity: 2 },
        { extraPetPriceCents: 1000, nameOnPrintPriceCents: 500 },
      ),
    ).toBe('$54.99 print + $20.00 for 2 extra pets + $5.00 for the name, each');
  });

  it('is nothing for a line without priced options', () => {
    expect(
      linePriceBreakdown({ unitPrice: 49.99, petCount: 1, personalisation: BISCUIT, quantity: 1 }, PRICES),
    ).toBeNull();
    expect(
      linePriceBreakdown(
        { unitPrice: 49.99, petCount: 2, personalisation: null, quantity: 1 },
        { extraPetPriceCents: 0, nameOnPrintPriceCents: 0 },
      ),
    ).toBeNull();
  });
});
