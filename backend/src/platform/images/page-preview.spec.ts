import { loadFont } from './name-on-print';
import { svgPathData } from './page-preview';

describe('the outlines of the preview images', () => {
  it('writes every command of a text with numbers only, where opentype.js writes NaN', () => {
    const path = loadFont('playfair').getPath('PetArt', 72, 130, 60);
    // The case that drew "PetA" and half an "r": opentype.js's own data has a NaN in it.
    expect(path.toPathData(2)).toContain('NaN');
    const data = svgPathData(path);
    expect(data).not.toMatch(/NaN|undefined/);
    expect(data.match(/[MLQCZ]/g)).toHaveLength(path.commands.length);
    expect(data.startsWith('M')).toBe(true);
  });
});
