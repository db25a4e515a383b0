import { describe, expect, it } from 'vitest';
import {
  assessPhoto,
  measureGreyscale,
  PHOTO_QUALITY_RULE,
  PHOTO_WARNING_TEXTS,
  type PhotoMeasurements,
} from './photo-quality';

/** A well-made phone photo: 3024 x 4032, sharp, mid-grey on average, nothing clipped. */
const GOOD: PhotoMeasurements = {
  width: 3024,
  height: 4032,
  sharpness: 400,
  meanLuminance: 120,
  shadowsClipped: 0.01,
  highlightsClipped: 0.01,
};

const codes = (m: Partial<PhotoMeasurements>) => assessPhoto({ ...GOOD, ...m }).warnings.map((w) => w.code);

describe('assessPhoto: the one rule for uploaded photos', () => {
  it('passes a good photo with no warnings', () => {
    expect(assessPhoto(GOOD)).toEqual({ verdict: 'ok', warnings: [] });
  });

  it.each([
    [{ width: 1024, height: 767 }, ['low-resolution']],
    [{ width: 768, height: 1024 }, []],
    [{ sharpness: 79.9 }, ['blurry']],
    [{ sharpness: 80 }, []],
    [{ meanLuminance: 49.9 }, ['too-dark']],
    [{ meanLuminance: 50 }, []],
    [{ shadowsClipped: 0.31 }, ['too-dark']],
    [{ meanLuminance: 215.1 }, ['too-bright']],
    [{ meanLuminance: 215 }, []],
    [{ highlightsClipped: 0.31 }, ['too-bright']],
    [{ width: 600, height: 400, sharpness: 10, meanLuminance: 30 }, ['low-resolution', 'blurry', 'too-dark']],
  ])('%j -> %j', (change, expected) => {
    expect(codes(change)).toEqual(expected);
    expect(assessPhoto({ ...GOOD, ...change }).verdict).toBe(expected.length ? 'warnings' : 'ok');
  });

  it('never calls one photo both too dark and too bright (crushed shadows win)', () => {
    expect(codes({ shadowsClipped: 0.4, highlightsClipped: 0.4 })).toEqual(['too-dark']);
  });

  it('refuses only a photo under 256 px on its shorter side, with a clear message', () => {
    const tiny = assessPhoto({ ...GOOD, width: 300, height: 255 });
    expect(tiny).toMatchObject({
      verdict: 'unusable',
      reason:
        'This photo is too small to make art from (300 x 255 pixels). Please choose a photo at least 256 pixels on its shorter side.',
    });
    expect(assessPhoto({ ...GOOD, width: 300, height: 256 }).verdict).toBe('warnings');
    expect(PHOTO_QUALITY_RULE.unusableShortSidePx).toBe(256);
  });

  it('words each warning like the tips panel (close-up and high resolution, well lit)', () => {
    expect(assessPhoto({ ...GOOD, width: 500, height: 500 }).warnings[0]?.message).toBe(
      PHOTO_WARNING_TEXTS['low-resolution'],
    );
    expect(PHOTO_WARNING_TEXTS['low-resolution']).toContain('close-up and high resolution');
    expect(PHOTO_WARNING_TEXTS.blurry).toContain('close-up and high resolution');
    expect(PHOTO_WARNING_TEXTS['too-dark']).toContain('well lit');
    expect(PHOTO_WARNING_TEXTS['too-bright']).toContain('well lit');
  });
});

describe('measureGreyscale', () => {
  const size = { width: 4000, height: 3000 };

  it('measures a flat grey as perfectly soft, mid exposure, nothing clipped', () => {
    const flat = new Uint8Array(16 * 16).fill(128);
    expect(measureGreyscale(flat, flat, 16, 16, size)).toEqual({
      ...size,
      sharpness: 0,
      meanLuminance: 128,
      shadowsClipped: 0,
      highlightsClipped: 0,
    });
  });

  it('finds a checkerboard far sharper than its blurred copy', () => {
    const w = 32;
    const board = Uint8Array.from({ length: w * w }, (_, i) => (((i % w) + Math.floor(i / w)) % 2 ? 255 : 0));
    const soft = board.map((_, i) => 96 + ((i % w) % 8 < 4 ? 64 : 0));
    const sharp = measureGreyscale(board, board, w, w, size);
    expect(sharp.sharpness).toBeGreaterThan(100 * measureGreyscale(soft, soft, w, w, size).sharpness);
    expect(sharp.shadowsClipped).toBeCloseTo(0.5);
    expect(sharp.highlightsClipped).toBeCloseTo(0.5);
  });

  it('takes exposure from the unstretched picture and sharpness from the stretched one', () => {
    const w = 8;
    const dim = Uint8Array.from({ length: w * w }, (_, i) => (i % 2 ? 20 : 4));
    const stretched = dim.map((v) => (v === 20 ? 255 : 0));
    const m = measureGreyscale(dim, stretched, w, w, size);
    expect(m.meanLuminance).toBe(12);
    expect(m.shadowsClipped).toBe(0.5);
    expect(m.sharpness).toBeGreaterThan(measureGreyscale(dim, dim, w, w, size).sharpness * 100);
  });
});
