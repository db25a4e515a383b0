import { describe, expect, it } from 'vitest';
import { effectivePrintDpi } from './print-dpi';

describe('effectivePrintDpi', () => {
  it.each([
    // pixels W x H, size, dpi
    [4096, 2731, '12x18', 227], // landscape image on a portrait print: rotated, min(4096/18, 2731/12)
    [2731, 4096, '12x18', 227],
    [4096, 4096, '24x36', 113], // square image: limited by the long print edge
    [3600, 5400, '24x36', 150],
    [1200, 1800, '8x12', 150],
    [4000, 3000, '20x20', 150],
    [451, 300, '12x18', 25],
  ])('%i x %i px at %s in -> %i dpi', (w, h, size, dpi) => {
    expect(effectivePrintDpi(w, h, size)).toBe(dpi);
  });

  it('accepts a size object and refuses nonsense', () => {
    expect(effectivePrintDpi(3000, 4500, { widthIn: 20, heightIn: 30 })).toBe(150);
    expect(effectivePrintDpi(3000, 4500, 'big')).toBe(0);
    expect(effectivePrintDpi(0, 4500, '20x30')).toBe(0);
    expect(effectivePrintDpi(3000, 4500, '0x30')).toBe(0);
  });
});
