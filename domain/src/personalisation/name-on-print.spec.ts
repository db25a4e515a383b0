import { describe, expect, it } from 'vitest';
import {
  checkNameOnPrint,
  contrastRatio,
  NAME_COLOUR_RGB,
  NAME_MIN_CONTRAST,
  NAME_ON_PRINT_MESSAGES,
  nameInk,
  nameLayout,
  PRINT_FONTS,
} from './name-on-print';
import { priceCentsFor } from '../catalogue/print-catalogue';
import { priceCart } from '../pricing/cart-pricing';

const base = { name: 'Biscuit', font: 'playfair', placement: 'bottom', colour: 'auto' };

describe('checkNameOnPrint', () => {
  it('normalises spaces and accents and keeps the choices', () => {
    const r = checkNameOnPrint({ ...base, name: '  Zoe\u0301   the  cat ', secondLine: ' 2012 – 2026 ' });
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Zoé the cat',
        secondLine: '2012 – 2026',
        font: 'playfair',
        placement: 'bottom',
        colour: 'auto',
      },
    });
  });

  it('leaves out an empty second line', () => {
    const r = checkNameOnPrint({ ...base, secondLine: '   ' });
    expect(r.ok && r.value.secondLine).toBe(undefined);
  });

  it('refuses an empty name, a long name and a long second line with the messages', () => {
    expect(checkNameOnPrint({ ...base, name: '  ' })).toMatchObject({
      ok: false,
      field: 'name',
      message: NAME_ON_PRINT_MESSAGES.nameRequired,
    });
    expect(checkNameOnPrint({ ...base, name: 'x'.repeat(20) }).ok).toBe(true);
    expect(checkNameOnPrint({ ...base, name: 'x'.repeat(21) })).toMatchObject({
      ok: false,
      message: 'The name can be at most 20 characters',
    });
    expect(checkNameOnPrint({ ...base, secondLine: 'y'.repeat(33) })).toMatchObject({
      ok: false,
      field: 'secondLine',
      message: 'The second line can be at most 32 characters',
    });
  });

  it('names the characters the chosen font cannot print', () => {
    expect(checkNameOnPrint({ ...base, name: 'Rex ♥ 🐶' })).toEqual({
      ok: false,
      field: 'name',
      message: 'The name has characters the Classic font cannot print: ♥ 🐶',
    });
    expect(checkNameOnPrint({ ...base, secondLine: '雪' })).toMatchObject({
      field: 'secondLine',
      message: 'The second line has a character the Classic font cannot print: 雪',
    });
  });

  it('refuses an unknown font, placement or colour', () => {
    expect(checkNameOnPrint({ ...base, font: 'comic-sans' })).toMatchObject({ field: 'font' });
    expect(checkNameOnPrint({ ...base, placement: 'middle' })).toMatchObject({ field: 'placement' });
    expect(checkNameOnPrint({ ...base, colour: 'pink' })).toMatchObject({ field: 'colour' });
  });

  it('offers three or four fonts', () => {
    expect(PRINT_FONTS.length).toBeGreaterThanOrEqual(3);
    expect(PRINT_FONTS.length).toBeLessThanOrEqual(4);
  });
});

describe('nameLayout', () => {
  const p = { name: 'Biscuit', font: 'playfair', placement: 'bottom', colour: 'auto' } as const;

  it('scales with the picture: the same fractions at any resolution', () => {
    const small = nameLayout(600, 900, p);
    const large = nameLayout(6000, 9000, p);
    expect(large.band.top / 9000).toBeCloseTo(small.band.top / 900, 6);
    expect(large.lines[0]!.size / 6000).toBeCloseTo(small.lines[0]!.size / 600, 6);
  });

  it('puts a bottom band in the lower part and a top band in the upper part, inside the print', () => {
    const bottom = nameLayout(1000, 1500, { ...p, secondLine: '2010 – 2024' });
    expect(bottom.band.top).toBeGreaterThan(1500 * 0.7);
    expect(bottom.band.top + bottom.band.height).toBeLessThanOrEqual(1500);
    expect(bottom.lines).toHaveLength(2);
    expect(bottom.lines[1]!.baselineY).toBeGreaterThan(bottom.lines[0]!.baselineY);
    const top = nameLayout(1000, 1500, { ...p, placement: 'top' });
    expect(top.band.top).toBeGreaterThanOrEqual(0);
    expect(top.band.top + top.band.height).toBeLessThan(1500 * 0.3);
  });
});

describe('nameInk', () => {
  it('auto picks white on a dark band and ink on a light one', () => {
    expect(nameInk('auto', { r: 20, g: 30, b: 40 })).toEqual({ fill: NAME_COLOUR_RGB.white, scrim: null });
    expect(nameInk('auto', { r: 240, g: 235, b: 220 })).toEqual({ fill: NAME_COLOUR_RGB.ink, scrim: null });
  });

  it('keeps a chosen colour readable with a scrim just strong enough', () => {
    const band = { r: 245, g: 245, b: 245 };
    const ink = nameInk('white', band);
    expect(ink.fill).toEqual(NAME_COLOUR_RGB.white);
    expect(ink.scrim).not.toBeNull();
    const o = ink.scrim!.opacity;
    const under = { r: band.r * (1 - o), g: band.g * (1 - o), b: band.b * (1 - o) };
    expect(contrastRatio(ink.fill, under)).toBeGreaterThanOrEqual(NAME_MIN_CONTRAST);
    const weaker = o - 0.05;
    expect(
      contrastRatio(ink.fill, {
        r: band.r * (1 - weaker),
        g: band.g * (1 - weaker),
        b: band.b * (1 - weaker),
      }),
    ).toBeLessThan(NAME_MIN_CONTRAST);
  });
});

describe('the price of the name on the print', () => {
  it('is added to the unit price of the line that carries it, per unit', () => {
    const base = priceCentsFor('poster', '12x18');
    const priced = priceCart({
      items: [
        { printType: 'poster', printSize: '12x18', quantity: 2, optionCents: 500 },
        { printType: 'poster', printSize: '12x18', quantity: 1 },
      ],
      shippingCents: 0,
      taxCents: 0,
    });
    expect(priced.lines.map((l) => l.unitCents)).toEqual([base + 500, base]);
    expect(priced.productCents).toBe(3 * base + 1000);
  });
});

describe('the undrawable-character message', () => {
  it('counts characters, not UTF-16 units: one emoji is one character', () => {
    expect(checkNameOnPrint({ ...base, name: 'Rex 🐶' })).toMatchObject({
      message: 'The name has a character the Classic font cannot print: 🐶',
    });
  });
});
