import { describe, expect, it } from 'vitest';
import { coverCropRect, fitBox } from './print-crop';

describe('coverCropRect', () => {
  it('keeps the full width of a square source for a portrait print and centres by default', () => {
    expect(coverCropRect(1000, 1000, 2 / 3)).toEqual({ left: 167, top: 0, width: 667, height: 1000 });
  });

  it('places the window by focus along the axis with slack', () => {
    expect(coverCropRect(1000, 1000, 2 / 3, { x: 0, y: 0.5 }).left).toBe(0);
    expect(coverCropRect(1000, 1000, 2 / 3, { x: 1, y: 0.5 }).left).toBe(333);
    expect(coverCropRect(1024, 1536, 3 / 2, { x: 0.5, y: 0.25 })).toEqual({
      left: 0,
      top: 213,
      width: 1024,
      height: 683,
    });
  });

  it('never leaves the source', () => {
    for (const aspect of [0.3, 2 / 3, 1, 1.5, 3]) {
      const r = coverCropRect(1537, 1023, aspect, { x: 2, y: -1 });
      expect(r.left + r.width).toBeLessThanOrEqual(1537);
      expect(r.top + r.height).toBeLessThanOrEqual(1023);
      expect(r.left).toBeGreaterThanOrEqual(0);
    }
  });

  it('rejects empty input', () => {
    expect(() => coverCropRect(0, 10, 1)).toThrow();
  });
});

describe('fitBox', () => {
  it('fits the aspect inside the box', () => {
    expect(fitBox(2 / 3, 700, 700)).toEqual({ width: 467, height: 700 });
    expect(fitBox(1.5, 700, 700)).toEqual({ width: 700, height: 467 });
  });
});
