import { describe, expect, it } from 'vitest';
import {
  adviceExplanation,
  adviceLine,
  artworkPrintDpi,
  isOrderableFor,
  MIN_ORDERABLE_DPI,
  orderableFallbackSize,
  printAdvice,
  recommendedSizeFor,
  SHARP_PRINT_DPI,
  smallerSizes,
  verdictForDpi,
} from './print-advice';
import { findSize, PRINT_TYPES, sizesForType } from './print-catalogue';
import type { Orientation, PrintSize } from './print-catalogue.types';
import { initialSize, offeredSizes, sizeForTypeChange } from './size-fallback';

const size = (type: string, value: string): PrintSize => {
  const found = findSize(type, value);
  if (!found) throw new Error(`no ${type} ${value}`);
  return found;
};
/** What the production generator returns (gpt-image-1: 1024x1536 portrait, 1536x1024 landscape, 1024 square). */
const OPENAI = {
  portrait: { width: 1024, height: 1536 },
  landscape: { width: 1536, height: 1024 },
  square: { width: 1024, height: 1024 },
} as const;
/** The e2e fixture as it used to be generated locally: 200 x 300 px (5 DPI on a 40x60 canvas). */
const TINY = { width: 200, height: 300 };

describe('artworkPrintDpi: the artwork over the inches of the print file it is cut from', () => {
  it.each([
    [1024, 1536, '12x18', 85],
    [1024, 1536, '20x30', 51],
    [1024, 1536, '40x60', 25],
    [200, 300, '40x60', 5],
    // A landscape artwork on a portrait size: the print file's crop keeps the full height, not rotated.
    [1536, 1024, '20x30', 34],
    [1024, 1536, '16x16', 64],
  ])('%i x %i px at %s in -> %i DPI', (w, h, value, dpi) => {
    expect(artworkPrintDpi({ width: w, height: h }, size('canvas', value))).toBe(dpi);
  });

  it('is undefined without a usable artwork size', () => {
    expect(artworkPrintDpi(null, size('canvas', '20x30'))).toBeUndefined();
    expect(artworkPrintDpi({ width: 0, height: 300 }, size('canvas', '20x30'))).toBeUndefined();
    expect(printAdvice(undefined, size('canvas', '20x30'))).toBeUndefined();
    expect(isOrderableFor(undefined, size('canvas', '40x60'))).toBe(true);
  });
});

describe('verdictForDpi: one threshold table', () => {
  it.each([
    [300, 'good'],
    [SHARP_PRINT_DPI, 'good'],
    [SHARP_PRINT_DPI - 1, 'low'],
    [MIN_ORDERABLE_DPI, 'low'],
    [MIN_ORDERABLE_DPI - 1, 'too_low'],
    [5, 'too_low'],
  ] as const)('%i DPI is %s', (dpi, verdict) => {
    expect(verdictForDpi(dpi)).toBe(verdict);
  });

  it('refuses a 5 DPI canvas and lets the production artwork order every portrait size', () => {
    expect(printAdvice(TINY, size('canvas', '40x60'))).toEqual({
      dpi: 5,
      verdict: 'too_low',
      orderable: false,
    });
    for (const s of sizesForType('canvas').filter((x) => x.orientation === 'portrait')) {
      expect(isOrderableFor(OPENAI.portrait, s)).toBe(true);
    }
  });

  it('words the advice', () => {
    const low = printAdvice(OPENAI.portrait, size('canvas', '20x30'));
    expect(low && adviceLine(low)).toBe('51 DPI · Low resolution for this size');
    const good = printAdvice(OPENAI.portrait, size('poster', '12x18'));
    expect(good && adviceLine(good)).toBe('85 DPI · Sharp at this size');
    expect(
      good &&
        adviceExplanation(good, size('poster', '12x18'), {
          sizes: sizesForType('poster'),
          artwork: OPENAI.portrait,
        }),
    ).toBeUndefined();
    const tooLow = printAdvice(TINY, size('canvas', '40x60'));
    expect(tooLow && adviceLine(tooLow)).toBe('5 DPI · Too low resolution to print at this size');
    expect(
      tooLow &&
        adviceExplanation(tooLow, size('canvas', '40x60'), { sizes: sizesForType('canvas'), artwork: TINY }),
    ).toMatch(/at least 25 DPI .* start from a larger photo/);
  });

  it('suggests a smaller size only when one helps, else a larger photo', () => {
    const sizes = sizesForType('canvas');
    // 600 x 900: canvas 20x30 is 30 DPI (low, 12x18 is smaller), 12x18 is 50 DPI (low, and the smallest portrait).
    const artwork = { width: 600, height: 900 };
    const explain = (value: string, pixels: { width: number; height: number }) => {
      const advice = printAdvice(pixels, size('canvas', value));
      return advice && adviceExplanation(advice, size('canvas', value), { sizes, artwork: pixels });
    };
    expect(explain('20x30', artwork)).toBe(
      'Your artwork prints at 30 DPI at 20" x 30", below the 75 DPI that looks sharp up close. It will look softer from nearby; a smaller size will look sharper.',
    );
    expect(explain('12x18', artwork)).toBe(
      'Your artwork prints at 50 DPI at 12" x 18", below the 75 DPI that looks sharp up close. It will look softer from nearby; this is the smallest size, so for a sharper print start from a larger photo (more pixels).',
    );
    // Too low where a smaller size can be ordered (40x60 at 15 DPI; 20x30 at 30): choose it.
    expect(explain('40x60', artwork)).toMatch(
      /\(15 DPI, at least 25 DPI is needed\)\. Please choose a smaller size\.$/,
    );
    // Too low on the smallest square canvas (16x16 at 18 DPI), and on 20x30 when 12x18 is too low as well.
    expect(explain('16x16', { width: 300, height: 300 })).toBe(
      'Your artwork has too few pixels for 16" x 16" (18 DPI, at least 25 DPI is needed). No smaller size can be printed from it either: please start from a larger photo (more pixels).',
    );
    expect(explain('20x30', TINY)).toMatch(/\(10 DPI, .*\)\. No smaller size can be printed from it either/);
  });

  it('smallerSizes: the same shape, no larger on either edge', () => {
    const values = (type: string, value: string) =>
      smallerSizes(size(type, value), sizesForType(type)).map((s) => s.value);
    expect(values('canvas', '12x18')).toEqual([]);
    expect(values('canvas', '18x12')).toEqual([]);
    expect(values('canvas', '16x16')).toEqual([]);
    expect(values('canvas', '20x20')).toEqual(['16x16']);
    expect(values('canvas', '40x60')).toEqual(['12x18', '20x30', '32x48']);
    expect(values('poster', '8x12')).toEqual([]);
  });
});

describe('recommendedSizeFor: never a low size', () => {
  it('keeps the catalogue recommendation when it prints sharp', () => {
    expect(recommendedSizeFor(offeredSizes('poster', 'portrait'), 'portrait', OPENAI.portrait)?.value).toBe(
      '12x18',
    );
    expect(recommendedSizeFor(offeredSizes('poster', 'portrait'), 'portrait', null)?.value).toBe('12x18');
  });

  it('moves to the largest sharp size when the catalogue recommendation would be low (canvas 20x30 at 51 DPI)', () => {
    expect(recommendedSizeFor(offeredSizes('canvas', 'portrait'), 'portrait', OPENAI.portrait)?.value).toBe(
      '12x18',
    );
    expect(
      recommendedSizeFor(offeredSizes('canvas', 'landscape'), 'landscape', OPENAI.landscape)?.value,
    ).toBe('18x12');
  });

  it('recommends nothing when no size prints sharp, and nothing for framed (no recommended flag)', () => {
    expect(recommendedSizeFor(offeredSizes('canvas', 'portrait'), 'portrait', TINY)).toBeUndefined();
    expect(
      recommendedSizeFor(offeredSizes('framed', 'portrait'), 'portrait', OPENAI.portrait),
    ).toBeUndefined();
  });

  it('is never low or too low, for any type, orientation and artwork size', () => {
    const orientations: Orientation[] = ['portrait', 'landscape', 'square'];
    for (const type of PRINT_TYPES) {
      for (const orientation of orientations) {
        for (let longEdge = 100; longEdge <= 8000; longEdge += 50) {
          const artwork =
            orientation === 'portrait'
              ? { width: Math.round(longEdge / 1.5), height: longEdge }
              : orientation === 'landscape'
                ? { width: longEdge, height: Math.round(longEdge / 1.5) }
                : { width: longEdge, height: longEdge };
          const pick = recommendedSizeFor(offeredSizes(type.value, orientation), orientation, artwork);
          if (pick) expect(printAdvice(artwork, pick)?.verdict).toBe('good');
        }
      }
    }
  });
});

describe('automatic size choices follow the advice', () => {
  it('pre-selects a sharp recommended size, never the low catalogue one', () => {
    expect(initialSize({ type: 'canvas', orientation: 'portrait', artwork: OPENAI.portrait })).toBe('12x18');
    expect(initialSize({ type: 'canvas', orientation: 'portrait' })).toBe('20x30');
  });

  it('does not restore a saved size the artwork is too small for', () => {
    expect(
      initialSize({ type: 'canvas', savedSize: '40x60', orientation: 'portrait', artwork: TINY }),
    ).not.toBe('40x60');
    expect(
      initialSize({ type: 'canvas', savedSize: '20x30', orientation: 'portrait', artwork: OPENAI.portrait }),
    ).toBe('20x30');
  });

  it('keeps the default when it can be ordered (framed), else the largest orderable size', () => {
    expect(initialSize({ type: 'framed', orientation: 'portrait', artwork: OPENAI.portrait })).toBe('20x30');
    // 600 x 900: 20x30 is 30 DPI (orderable), 32x48 is 18 (not).
    expect(
      initialSize({ type: 'framed', orientation: 'portrait', artwork: { width: 600, height: 900 } }),
    ).toBe('20x30');
    // 400 x 600: only 12x18 (33 DPI) can be ordered.
    expect(
      initialSize({ type: 'framed', orientation: 'portrait', artwork: { width: 400, height: 600 } }),
    ).toBe('12x18');
  });

  it('a type change never lands on a size the artwork is too small for', () => {
    // 400 x 600: the Max framed size (40x60) is 10 DPI; only 12x18 (33 DPI) can be ordered.
    const small = { width: 400, height: 600 };
    expect(sizeForTypeChange({ newType: 'framed', currentSize: '24x36', orientation: 'portrait' })).toBe(
      '40x60',
    );
    expect(
      sizeForTypeChange({ newType: 'framed', currentSize: '24x36', orientation: 'portrait', artwork: small }),
    ).toBe('12x18');
    // 600 x 900: 20x30 is 30 DPI (low, orderable), 40x60 is 15.
    expect(
      sizeForTypeChange({
        newType: 'canvas',
        currentSize: '24x36',
        orientation: 'portrait',
        artwork: { width: 600, height: 900 },
      }),
    ).toBe('20x30');
  });

  it('falls back to nothing when no size can be ordered', () => {
    expect(
      orderableFallbackSize(offeredSizes('canvas', 'portrait'), 'portrait', { width: 20, height: 30 }),
    ).toBe(undefined);
  });
});
