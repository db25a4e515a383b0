import { describe, expect, it } from 'vitest';
import { findSize } from './print-catalogue';
import {
  isPrintifyVariantConfirmed,
  printifyVariantTitle,
  samePrintifyTitle,
  unconfirmedPrintifyVariants,
} from './printify-variants';

describe('Printify variant table', () => {
  it('uses the ids research confirmed, with the blueprint of the orientation', () => {
    expect(findSize('poster', '24x36')?.printify).toEqual({
      blueprintId: 282,
      printProviderId: 2,
      variantId: 43150,
    });
    expect(findSize('poster', '36x24')?.printify).toEqual({
      blueprintId: 284,
      printProviderId: 2,
      variantId: 43178,
    });
    expect(findSize('poster', '14x14')?.printify.blueprintId).toBe(282);
    expect(findSize('canvas', '20x30')?.printify).toEqual({
      blueprintId: 937,
      printProviderId: 105,
      variantId: 0,
    });
    expect(findSize('framed', '12x18')?.printify).toEqual({
      blueprintId: 944,
      printProviderId: 105,
      variantId: 111829,
    });
  });

  it('lists every size without a confirmed id (ids seen only with another provider included)', () => {
    const list = unconfirmedPrintifyVariants().map((v) => `${v.printType} ${v.size}`);
    expect(list).toContain('poster 8x12');
    expect(list).toContain('poster 20x30');
    expect(list).toContain('canvas 40x60');
    expect(list).not.toContain('poster 24x36');
    expect(isPrintifyVariantConfirmed('framed', '20x30')).toBe(true);
    expect(isPrintifyVariantConfirmed('canvas', '12x18')).toBe(false);
  });

  it('builds the catalog title per blueprint and compares titles however the marks are written', () => {
    expect(printifyVariantTitle('poster', '12x18')).toBe('12″ x 18″ / Matte');
    expect(printifyVariantTitle('canvas', '20x30')).toBe("20″ x 30″ (Vertical) / 0.75''");
    expect(printifyVariantTitle('canvas', '30x20')).toBe("30″ x 20″ (Horizontal) / 0.75''");
    expect(printifyVariantTitle('canvas', '16x16')).toBe("16″ x 16″ / 0.75''");
    expect(printifyVariantTitle('framed', '16x16')).toBe('16″ x 16″ / Black / 1.25"');
    expect(
      samePrintifyTitle('12″ × 18″ (Vertical) / Black / 1.25"', printifyVariantTitle('framed', '12x18')),
    ).toBe(true);
    expect(samePrintifyTitle('12" x 18" / Matte', '12″ x 18″ / Matte')).toBe(true);
    expect(samePrintifyTitle('12″ x 18″ / Satin', '12″ x 18″ / Matte')).toBe(false);
    expect(samePrintifyTitle('12″ x 16″ / Matte', '12″ x 18″ / Matte')).toBe(false);
  });
});
