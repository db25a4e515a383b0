import { describe, expect, it } from 'vitest';
import { catalogueView } from './catalogue-view';
import { PRINT_TYPES } from './print-catalogue';

describe('catalogueView', () => {
  it('shows every print type and size with dollars next to cents and the flat Printify variant id', () => {
    const view = catalogueView(PRINT_TYPES);
    expect(view.printTypes.map((t) => t.value)).toEqual(PRINT_TYPES.map((t) => t.value));
    PRINT_TYPES.forEach((type, i) => {
      const shown = view.printTypes[i];
      expect(shown?.basePrice).toBe(type.basePriceCents / 100);
      type.sizes.forEach((size, j) => {
        const s = shown?.sizes[j];
        expect(s?.value).toBe(size.value);
        expect(s?.priceCents).toBe(size.priceCents);
        expect(s?.price).toBe(size.priceCents / 100);
        expect(s?.variantId).toBe(size.printify.variantId);
        expect(s?.orientation).toBe(size.orientation);
      });
    });
  });
});
