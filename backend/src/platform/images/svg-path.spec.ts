import { PRINT_FONTS } from '@petart/domain';
import { loadFont } from './name-on-print';
import { svgPathData } from './svg-path';

describe('the outlines of text drawn into images', () => {
  it('writes every command of a text with numbers only, where opentype.js writes NaN', () => {
    const path = loadFont('playfair').getPath('PetArt', 72, 130, 60);
    // The case that drew "PetA" and half an "r": opentype.js's own data has a NaN in it.
    expect(path.toPathData(2)).toContain('NaN');
    const data = svgPathData(path);
    expect(data).not.toMatch(/NaN|undefined/);
    expect(data.match(/[MLQCZ]/g)).toHaveLength(path.commands.length);
    expect(data.startsWith('M')).toBe(true);
  });

  // The names on prints go through the same writer: a NaN stopped the renderer mid-name ("Charlie", "Luna", "Buster").
  it.each(PRINT_FONTS.map((font) => font.id))('writes pet names in %s without a NaN, at every size', (id) => {
    const font = loadFont(id);
    for (const name of ['Charlie', 'Luna', 'Buster', 'Mr. Whiskers & Bella'])
      for (const size of [24, 40, 60, 80, 120]) {
        const path = font.getPath(name, 10, size * 1.2, size);
        const data = svgPathData(path);
        expect(data).not.toMatch(/NaN|undefined|Infinity/);
        expect(data.match(/[MLQCZ]/g)).toHaveLength(path.commands.length);
      }
  });
});
