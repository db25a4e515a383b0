import { describe, expect, it } from 'vitest';
import type { ProviderVariant } from '../ports/fulfilment-provider.port';
import { getPrintType, PRINT_TYPES } from './print-catalogue';
import { PRINT_FINISHES, printTypeText, rankedPrintifyTitles, resolvePrintVariant } from './print-finish';

const v = (id: number, title: string, isAvailable = true): ProviderVariant => ({
  id,
  title,
  isAvailable,
  placeholders: [],
});

describe('resolvePrintVariant', () => {
  it('ranks the promised finish or depth first', () => {
    expect(rankedPrintifyTitles('poster', '12x18')).toEqual([
      '12″ x 18″ / Satin',
      '12″ x 18″ / Semi-Glossy',
      '12″ x 18″ / Semi Glossy',
      '12″ x 18″ / Matte',
    ]);
    expect(rankedPrintifyTitles('framed', '30x20')).toEqual([
      '30″ x 20″ (Horizontal) / Black / 0.75"',
      '30″ x 20″ (Horizontal) / Black / 1.25"',
    ]);
  });

  it('prefers the satin poster over the configured matte one when both exist', () => {
    const list = [v(43138, '12″ x 18″ / Matte'), v(43139, '12″ x 18″ / Satin'), v(5, '12″ x 16″ / Satin')];
    expect(resolvePrintVariant('poster', '12x18', list, 43138)).toEqual({
      variant: list[1],
      printed: 'Satin',
      keepsPromise: true,
    });
  });

  it('prefers the 0.75 in frame over 1.25 in, whatever the inch marks', () => {
    const list = [v(1, '12″ × 18″ (Vertical) / Black / 1.25"'), v(2, '12" x 18" (Vertical) / Black / 0.75″')];
    expect(resolvePrintVariant('framed', '12x18', list)?.variant.id).toBe(2);
  });

  it('falls back to what exists, saying the promise is not kept', () => {
    const list = [v(43138, '12″ x 18″ / Matte'), v(43139, '12″ x 18″ / Satin', false)];
    expect(resolvePrintVariant('poster', '12x18', list, 43138)).toEqual({
      variant: list[0],
      printed: 'Matte',
      keepsPromise: false,
    });
  });

  it('keeps the configured id among variants of the same title, and finds nothing when no title fits', () => {
    const list = [v(1, '12″ x 18″ / Matte'), v(2, '12″ x 18″ / Matte')];
    expect(resolvePrintVariant('poster', '12x18', list, 2)?.variant.id).toBe(2);
    expect(resolvePrintVariant('poster', '12x18', list)?.variant.id).toBe(1);
    expect(resolvePrintVariant('poster', '12x18', [v(3, '12″ x 18″ / Glossy')])).toBeUndefined();
  });
});

describe('what customers read', () => {
  it('never names a finish or depth the provider does not print', () => {
    for (const type of PRINT_TYPES) {
      const finish = PRINT_FINISHES[type.value];
      const text = `${type.description} ${type.details}`;
      if (finish.deliverable) expect(type).toMatchObject(finish.specText);
      else expect(text).not.toMatch(/satin|semi-gloss|0\.75|wooden/i);
    }
  });

  it('keeps the product text where the provider prints it (canvas 0.75 in) and a neutral one otherwise', () => {
    expect(getPrintType('canvas')?.details).toBe(
      'Stretched canvas with 0.75 inch deep gallery-wrapped edges.',
    );
    expect(printTypeText('poster')).toEqual({
      description: 'high-quality posters perfect for any room',
      details: 'Printed on premium paper with archival inks rated 100+ years.',
    });
    expect(printTypeText('framed').details).toBe('Gallery canvas in a black frame, ready to hang.');
  });
});
