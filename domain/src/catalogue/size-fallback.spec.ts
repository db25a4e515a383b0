import { describe, expect, it } from 'vitest';
import { findSize, sizesForType } from './print-catalogue';
import type { PrintSize } from './print-catalogue.types';
import {
  defaultSizeForOrientation,
  initialSize,
  offeredSizes,
  pickReplacementSize,
  recommendedSizeForOrientation,
  sizeForTypeChange,
  tierOfSize,
} from './size-fallback';

describe('defaultSizeForOrientation', () => {
  it.each([
    ['poster', 'portrait', '12x18', 'Medium'],
    ['poster', 'landscape', '18x12', 'Medium'],
    ['poster', 'square', '14x14', 'no Medium square poster, so the first square one'],
    ['canvas', 'portrait', '20x30', 'Medium'],
    ['canvas', 'square', '20x20', 'Medium'],
    ['framed', 'landscape', '30x20', 'Medium'],
    ['mug', 'portrait', '12x18', 'unknown type uses poster sizes'],
  ] as const)('%s %s -> %s (%s)', (type, orientation, expected, _why) => {
    expect(defaultSizeForOrientation(type, orientation)).toBe(expected);
  });
});

describe('recommendedSizeForOrientation and initialSize', () => {
  it.each([
    ['poster', 'portrait', '12x18'],
    ['poster', 'landscape', '18x12'],
    ['poster', 'square', '14x14'],
    ['canvas', 'portrait', '20x30'],
    ['canvas', 'landscape', '30x20'],
    ['canvas', 'square', '20x20'],
    ['framed', 'portrait', '20x30'],
  ] as const)('%s %s -> %s', (type, orientation, expected) => {
    expect(recommendedSizeForOrientation(type, orientation)).toBe(expected);
  });

  it('restores a saved size that is valid for the type and offered for the artwork', () => {
    expect(initialSize({ type: 'canvas', savedSize: '60x40', orientation: 'landscape' })).toBe('60x40');
  });

  it.each([undefined, null, '', '8x12'])(
    'falls back to the recommended size when saved size is %j',
    (savedSize) => {
      expect(initialSize({ type: 'canvas', savedSize, orientation: 'portrait' })).toBe('20x30');
    },
  );
});

describe('sizeForTypeChange chain (product.md P3)', () => {
  it.each([
    ['canvas', '20x30', 'portrait', '20x30', 'step 1: size valid for the new type is kept'],
    ['framed', '36x36', 'square', '36x36', 'step 1: kept between canvas and framed'],
    ['canvas', '24x36', 'portrait', '40x60', 'step 2: poster Max portrait -> canvas Max portrait'],
    ['canvas', '8x12', 'portrait', '12x18', 'step 2: poster Small portrait -> canvas Small portrait'],
    ['canvas', '14x14', 'square', '16x16', 'step 2: poster Small square -> canvas Small square'],
    ['poster', '40x60', 'portrait', '24x36', 'step 2: canvas Max portrait -> poster Max portrait'],
    [
      'poster',
      '36x36',
      'square',
      '14x14',
      'no Max square poster: never a portrait Max, the first square one',
    ],
    ['poster', '20x20', 'square', '14x14', 'canvas 20x20 -> poster stays square (not 12x18 portrait)'],
    ['poster', '30x30', 'square', '28x28', 'step 1b: canvas Large square -> poster Large square'],
    ['poster', '36x36', 'landscape', '36x24', 'landscape artwork: Max square -> Max landscape'],
    ['canvas', '14x14', 'landscape', '18x12', 'landscape artwork: same tier in its own orientation first'],
    ['canvas', '28x28', 'square', '30x30', 'square artwork: poster Large square -> canvas Large square'],
    ['poster', '20x20', 'portrait', '12x18', 'portrait artwork never keeps a square size'],
    ['poster', '99x99', 'landscape', '18x12', 'step 4: unknown size -> recommended for the orientation'],
    ['framed', undefined, 'portrait', '20x30', 'step 5: no recommended framed size -> Medium portrait'],
    [
      'poster',
      undefined,
      'square',
      '14x14',
      'step 6: no recommended or Medium square poster -> first square',
    ],
  ] as const)('%s from %s (%s) -> %s: %s', (newType, currentSize, orientation, expected, _why) => {
    expect(sizeForTypeChange({ newType, currentSize, orientation })).toBe(expected);
  });

  it('step 7: an empty size list falls back to the orientation fallback sizes', () => {
    expect(pickReplacementSize([], 'Large', 'landscape')).toBe('30x20');
    expect(pickReplacementSize([], undefined, 'square')).toBe('20x20');
    expect(pickReplacementSize([], undefined, 'portrait')).toBe('20x30');
  });

  it('step 6b: a list without the orientation falls back to its first size', () => {
    const onlyPortrait = sizesForType('canvas').filter(
      (s) => s.orientation === 'portrait' && s.description !== 'Medium',
    );
    const list: PrintSize[] = onlyPortrait.map((s) => ({ ...s, recommended: false }));
    expect(pickReplacementSize(list, undefined, 'square')).toBe('12x18');
  });

  it('keeps the size even when given with different case', () => {
    expect(sizeForTypeChange({ newType: 'canvas', currentSize: '20X30', orientation: 'portrait' })).toBe(
      '20x30',
    );
  });

  it('an unknown new type chooses among poster sizes', () => {
    expect(sizeForTypeChange({ newType: 'mug', currentSize: '12x18', orientation: 'portrait' })).toBe(
      '12x18',
    );
    expect(sizeForTypeChange({ newType: 'mug', currentSize: '40x60', orientation: 'portrait' })).toBe(
      '24x36',
    );
  });

  it('every result is a size the screen offers for the artwork (square, portrait and landscape)', () => {
    for (const newType of ['poster', 'canvas', 'framed']) {
      for (const currentSize of [
        '8x12',
        '12x18',
        '24x36',
        '28x28',
        '40x60',
        '36x36',
        '20x20',
        '18x12',
        undefined,
      ]) {
        for (const orientation of ['portrait', 'landscape', 'square'] as const) {
          const chosen = sizeForTypeChange({ newType, currentSize, orientation });
          expect(offeredSizes(newType, orientation).map((s) => s.value)).toContain(chosen);
        }
      }
    }
  });

  it('offers landscape photos their landscape and square sizes, others only their own', () => {
    expect(offeredSizes('poster', 'landscape').map((s) => s.value)).toEqual([
      '12x8',
      '18x12',
      '30x20',
      '36x24',
      '14x14',
      '28x28',
    ]);
    expect(offeredSizes('poster', 'square').map((s) => s.value)).toEqual(['14x14', '28x28']);
    expect(offeredSizes('canvas', 'portrait').map((s) => s.value)).toEqual([
      '12x18',
      '20x30',
      '32x48',
      '40x60',
    ]);
  });

  it('does not restore a saved size the screen does not offer for the artwork', () => {
    expect(initialSize({ type: 'poster', savedSize: '12x18', orientation: 'square' })).toBe('14x14');
    expect(initialSize({ type: 'canvas', savedSize: '20x20', orientation: 'landscape' })).toBe('20x20');
  });

  it('every result is a real size of the new type', () => {
    for (const newType of ['poster', 'canvas', 'framed']) {
      for (const currentSize of ['8x12', '24x36', '28x28', '40x60', '36x36', '16x16', undefined]) {
        for (const orientation of ['portrait', 'landscape', 'square'] as const) {
          const chosen = sizeForTypeChange({ newType, currentSize, orientation });
          expect(findSize(newType, chosen)).toBeDefined();
        }
      }
    }
  });

  it.each([
    ['24x36', 'Max'],
    ['40x60', 'Max'],
    ['12x18', 'Medium'],
    ['99x99', undefined],
  ])('tierOfSize(%s) = %s', (size, tier) => {
    expect(tierOfSize(size)).toBe(tier);
  });
});
