import { describe, expect, it } from 'vitest';
import {
  PRINT_TYPES,
  findSize,
  getPrintType,
  lookupPrintOption,
  inchesToCm,
  isValidSize,
  priceCentsFor,
  sizesForType,
  startingPriceCents,
} from './print-catalogue';
import { PRINTIFY_VARIANT_IDS } from './printify-variants';
import type { Orientation, SizeTier } from './print-catalogue.types';

type Row = [
  type: string,
  size: string,
  tier: SizeTier,
  orientation: Orientation,
  priceCents: number,
  recommended: boolean,
];

// product.md P11 "Sizes offered" x product.md P11 per-size prices.
const SIZE_ROWS: Row[] = [
  ['poster', '8x12', 'Small', 'portrait', 2999, false],
  ['poster', '12x18', 'Medium', 'portrait', 3999, true],
  ['poster', '20x30', 'Large', 'portrait', 4999, false],
  ['poster', '24x36', 'Max', 'portrait', 5999, false],
  ['poster', '12x8', 'Small', 'landscape', 2999, false],
  ['poster', '18x12', 'Medium', 'landscape', 3999, true],
  ['poster', '30x20', 'Large', 'landscape', 4999, false],
  ['poster', '36x24', 'Max', 'landscape', 5999, false],
  ['poster', '14x14', 'Small', 'square', 2999, false],
  ['poster', '28x28', 'Large', 'square', 5999, false],
  ['canvas', '12x18', 'Small', 'portrait', 4999, false],
  ['canvas', '20x30', 'Medium', 'portrait', 6999, true],
  ['canvas', '32x48', 'Large', 'portrait', 15999, false],
  ['canvas', '40x60', 'Max', 'portrait', 23999, false],
  ['canvas', '18x12', 'Small', 'landscape', 4999, false],
  ['canvas', '30x20', 'Medium', 'landscape', 6999, true],
  ['canvas', '48x32', 'Large', 'landscape', 15999, false],
  ['canvas', '60x40', 'Max', 'landscape', 23999, false],
  ['canvas', '16x16', 'Small', 'square', 4999, false],
  ['canvas', '20x20', 'Medium', 'square', 6999, false],
  ['canvas', '30x30', 'Large', 'square', 12999, false],
  ['canvas', '36x36', 'Max', 'square', 19999, false],
  ['framed', '12x18', 'Small', 'portrait', 7999, false],
  ['framed', '20x30', 'Medium', 'portrait', 9999, false],
  ['framed', '32x48', 'Large', 'portrait', 18999, false],
  ['framed', '40x60', 'Max', 'portrait', 26999, false],
  ['framed', '18x12', 'Small', 'landscape', 7999, false],
  ['framed', '30x20', 'Medium', 'landscape', 9999, false],
  ['framed', '48x32', 'Large', 'landscape', 18999, false],
  ['framed', '60x40', 'Max', 'landscape', 26999, false],
  ['framed', '16x16', 'Small', 'square', 7999, false],
  ['framed', '20x20', 'Medium', 'square', 9999, false],
  ['framed', '30x30', 'Large', 'square', 15999, false],
  ['framed', '36x36', 'Max', 'square', 22999, false],
];

// product.md P11 "Prices in dollars by tier" (cents); null where the spec says "not shown".
const TIER_TABLE: Record<string, Record<string, number | null>> = {
  poster: {
    Small: 2999,
    Medium: 3999,
    Large: 4999,
    Max: 5999,
    'Square-Small': 2999,
    'Square-Medium': null,
    'Square-Large': 5999,
    'Square-Max': null,
  },
  canvas: {
    Small: 4999,
    Medium: 6999,
    Large: 15999,
    Max: 23999,
    'Square-Small': 4999,
    'Square-Medium': 6999,
    'Square-Large': 12999,
    'Square-Max': 19999,
  },
  framed: {
    Small: 7999,
    Medium: 9999,
    Large: 18999,
    Max: 26999,
    'Square-Small': 7999,
    'Square-Medium': 9999,
    'Square-Large': 15999,
    'Square-Max': 22999,
  },
};

describe('print catalogue sizes', () => {
  it.each(SIZE_ROWS)(
    '%s %s is %s, %s, %i cents, recommended=%s',
    (type, size, tier, orientation, price, recommended) => {
      const found = findSize(type, size);
      expect(found).toBeDefined();
      expect(found?.description).toBe(tier);
      expect(found?.orientation).toBe(orientation);
      expect(found?.priceCents).toBe(price);
      expect(found?.recommended).toBe(recommended);
      expect(priceCentsFor(type, size)).toBe(price);
    },
  );

  it.each(['poster', 'canvas', 'framed'])('%s offers exactly the sizes of the spec table', (type) => {
    const expected = SIZE_ROWS.filter((r) => r[0] === type).map((r) => r[1]);
    expect(sizesForType(type).map((s) => s.value)).toEqual(expected);
  });

  it.each(SIZE_ROWS)(
    '%s %s agrees with the tier price table of product.md P4',
    (type, size, tier, orientation, price) => {
      const key = orientation === 'square' ? `Square-${tier}` : tier;
      expect(TIER_TABLE[type]?.[key]).toBe(price);
    },
  );

  it.each(SIZE_ROWS)('%s %s has inch and cm dimensions and a label', (type, size) => {
    const found = findSize(type, size);
    const [w, h] = size.split('x').map(Number) as [number, number];
    expect(found?.widthIn).toBe(w);
    expect(found?.heightIn).toBe(h);
    expect(found?.widthCm).toBe(Math.round(w * 2.54));
    expect(found?.heightCm).toBe(Math.round(h * 2.54));
    expect(found?.label).toBe(`${w}" x ${h}"`);
  });

  it.each(SIZE_ROWS)('%s %s carries the provider and variant of the Printify table', (type, size) => {
    const found = findSize(type, size);
    expect(found?.printify.printProviderId).toBe(type === 'poster' ? 2 : 105);
    expect(found?.printify.variantId).toBe(PRINTIFY_VARIANT_IDS[type as 'poster'][size]);
  });

  it('known variant ids are unique within their blueprint; unknown ones are 0 (resolved by title)', () => {
    const keys = PRINT_TYPES.flatMap((t) =>
      t.sizes
        .filter((s) => s.printify.variantId !== 0)
        .map((s) => `${s.printify.blueprintId}:${s.printify.variantId}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('print types', () => {
  it.each([
    // No "satin": the provider's posters are matte (print-finish.ts); the spec's words return once it prints satin.
    ['poster', 'Poster', 2999, false, false, 'high-quality posters perfect for any room'],
    ['canvas', 'Canvas', 4999, true, false, 'premium stretched canvas with professional finish'],
    ['framed', 'Framed Canvas', 7999, false, true, 'canvas with elegant frame, ready to hang'],
  ])(
    '%s: label %s, base %i, popular %s, coming soon %s',
    (value, label, base, popular, comingSoon, description) => {
      const type = getPrintType(value);
      expect(type?.label).toBe(label);
      expect(type?.basePriceCents).toBe(base);
      expect(type?.popular).toBe(popular);
      expect(type?.comingSoon).toBe(comingSoon);
      expect(type?.description).toBe(description);
    },
  );

  it.each([
    ['poster', 'archival inks rated 100+ years'],
    ['canvas', '0.75 inch deep gallery-wrapped edges'],
    ['framed', 'black frame, ready to hang'],
  ])('%s details mention %s', (value, text) => {
    expect(getPrintType(value)?.details).toContain(text);
  });

  it.each([' Canvas ', 'CANVAS', 'canvas'])('getPrintType trims and lowercases %j', (input) => {
    expect(getPrintType(input)?.value).toBe('canvas');
  });

  it('getPrintType returns undefined for an unknown type', () => {
    expect(getPrintType('mug')).toBeUndefined();
  });

  it.each(['poster', 'canvas', 'framed'])('starting price of %s equals its base price', (type) => {
    expect(startingPriceCents(type)).toBe(getPrintType(type)?.basePriceCents);
  });

  it('starting price of an unknown type is the 29.99 fallback', () => {
    expect(startingPriceCents('mug')).toBe(2999);
  });
});

describe('fallbacks', () => {
  it('unknown type gets the poster size list', () => {
    expect(sizesForType('mug')).toBe(sizesForType('poster'));
  });

  it('findSize matches size case-insensitively and rejects sizes of other types', () => {
    expect(findSize('poster', ' 12X18 ')?.value).toBe('12x18');
    expect(findSize('poster', '40x60')).toBeUndefined();
    expect(findSize('mug', '12x18')).toBeUndefined();
    expect(isValidSize('canvas', '40x60')).toBe(true);
    expect(isValidSize('canvas', '8x12')).toBe(false);
  });

  it.each([
    ['poster', '99x99', 5999, 'price of poster 24x36'],
    ['canvas', '99x99', 2999, 'no 16x20 canvas, so 29.99'],
    ['framed', '8x12', 2999, 'no 16x20 framed, so 29.99'],
    ['mug', '12x18', 2999, 'unknown type, so 29.99'],
  ])('priceCentsFor(%s, %s) = %i (%s)', (type, size, expected) => {
    expect(priceCentsFor(type, size)).toBe(expected);
  });

  it.each([
    [1, 3],
    [12, 30],
    [16, 41],
    [36, 91],
    [60, 152],
  ])('inchesToCm(%i) = %i', (inches, cm) => {
    expect(inchesToCm(inches)).toBe(cm);
  });
});

describe('lookupPrintOption', () => {
  it('finds a type and size, tolerating case and spaces', () => {
    const found = lookupPrintOption(' Canvas ', '12X18 ');
    expect(found.ok && [found.type.value, found.size.value]).toEqual(['canvas', '12x18']);
  });

  it('names an unknown type, a coming-soon type and an unknown size', () => {
    expect(lookupPrintOption(' mug ', '12x18')).toEqual({
      ok: false,
      problem: 'unknown_type',
      message: 'Unknown print type: mug',
    });
    expect(lookupPrintOption('framed', '12x18')).toMatchObject({
      ok: false,
      problem: 'coming_soon',
      message: 'Framed Canvas is coming soon and cannot be ordered yet',
    });
    expect(lookupPrintOption('poster', '9x9')).toMatchObject({
      ok: false,
      problem: 'unknown_size',
      message: 'Size 9x9 is not available for Poster',
    });
  });

  it('lets existing lines of a coming-soon type through when orderable is false', () => {
    const size = getPrintType('framed')?.sizes[0]?.value;
    expect(size).toBeDefined();
    expect(lookupPrintOption('framed', size ?? '', { orderable: false }).ok).toBe(true);
  });
});
