import { describe, expect, it } from 'vitest';
import { orientationFromDimensions } from './orientation';

describe('orientationFromDimensions', () => {
  it.each([
    [110, 100, 'square', 'ratio exactly 1.1'],
    [90, 100, 'square', 'ratio exactly 0.9'],
    [100, 100, 'square', 'ratio 1'],
    [111, 100, 'landscape', 'ratio 1.11'],
    [89, 100, 'portrait', 'ratio 0.89'],
    [1920, 1080, 'landscape', '16:9'],
    [1080, 1920, 'portrait', '9:16'],
    [0, 100, 'portrait', 'zero width'],
    [100, 0, 'portrait', 'zero height'],
    [Number.NaN, 100, 'portrait', 'NaN width'],
    [100, Number.NaN, 'portrait', 'NaN height'],
    [-200, 100, 'portrait', 'negative width'],
    [Number.POSITIVE_INFINITY, 100, 'portrait', 'infinite width'],
  ])('%d x %d -> %s (%s)', (w, h, expected) => {
    expect(orientationFromDimensions(w, h)).toBe(expected);
  });
});
