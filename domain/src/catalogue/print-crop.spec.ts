import { describe, expect, it } from 'vitest';
import {
  coverCropRect,
  cropAxis,
  cropPositionOf,
  cropWindowShares,
  fitBox,
  isCropPosition,
  placeCropWindow,
} from './print-crop';

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

describe('placeCropWindow', () => {
  it('moves the window along the wide axis of a square artwork on a portrait print', () => {
    expect(placeCropWindow(1000, 1000, 2 / 3, 0)).toEqual({ left: 0, top: 0, width: 667, height: 1000 });
    expect(placeCropWindow(1000, 1000, 2 / 3, 0.5)).toEqual({ left: 167, top: 0, width: 667, height: 1000 });
    expect(placeCropWindow(1000, 1000, 2 / 3, 1)).toEqual({ left: 333, top: 0, width: 667, height: 1000 });
  });

  it('moves it along the tall axis of a portrait artwork on a landscape print', () => {
    expect(placeCropWindow(1024, 1536, 3 / 2, 0)).toMatchObject({ left: 0, top: 0, height: 683 });
    expect(placeCropWindow(1024, 1536, 3 / 2, 1)).toMatchObject({ left: 0, top: 853, height: 683 });
  });

  it('gives the whole artwork when it already has the print shape', () => {
    expect(placeCropWindow(1200, 1800, 2 / 3, 0.9)).toEqual({ left: 0, top: 0, width: 1200, height: 1800 });
  });

  it('refuses a position outside 0..1', () => {
    expect(() => placeCropWindow(1000, 1000, 1, 1.5)).toThrow();
    expect(() => placeCropWindow(1000, 1000, 1, Number.NaN)).toThrow();
  });

  it('is read back by cropPositionOf', () => {
    for (const position of [0, 0.25, 0.5, 0.8, 1]) {
      const rect = placeCropWindow(1000, 1000, 2 / 3, position);
      expect(cropPositionOf(rect, 1000, 1000)).toBeCloseTo(position, 2);
    }
    expect(cropPositionOf({ left: 0, top: 0, width: 10, height: 10 }, 10, 10)).toBe(0.5);
  });
});

describe('isCropPosition', () => {
  it('accepts finite numbers from 0 to 1 only', () => {
    expect([0, 0.5, 1].every(isCropPosition)).toBe(true);
    expect([-0.01, 1.01, Number.NaN, Infinity, '0.5', null].some(isCropPosition)).toBe(false);
  });
});

describe('cropWindowShares and cropAxis', () => {
  it('draws the window as shares of the artwork, matching the pixel window', () => {
    const shares = cropWindowShares(1, 2 / 3, 1);
    expect(shares.left).toBeCloseTo(1 / 3, 5);
    expect(shares.width).toBeCloseTo(2 / 3, 5);
    expect(shares).toMatchObject({ top: 0, height: 1 });
    const tall = cropWindowShares(1024 / 1536, 3 / 2, 0);
    expect(tall).toMatchObject({ left: 0, top: 0, width: 1 });
    expect(tall.height).toBeCloseTo(683 / 1536, 2);
  });

  it('names the axis the window moves on', () => {
    expect(cropAxis(1, 2 / 3)).toBe('x');
    expect(cropAxis(2 / 3, 3 / 2)).toBe('y');
    expect(cropAxis(2 / 3, 2 / 3)).toBeNull();
  });
});
