import { findSize, type NameOnPrint, nameLayout } from '@petart/domain';
import { bandDifference, rgbPixels, skyOverGround } from '../../../test/name-on-print-fixtures';
import { renderPrintFile } from '../../modules/fulfilment/print-file.generator';
import { namedArtwork } from './name-on-print';

/** Rows [y0, y1) where the two pictures differ by more than `threshold` in some channel. */
function changedRows(a: { data: Buffer; width: number }, b: { data: Buffer }, threshold = 40): number[] {
  const rows = new Set<number>();
  for (let i = 0; i < a.data.length; i += 1) {
    if (Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) > threshold) rows.add(Math.floor(i / 3 / a.width));
  }
  return [...rows].sort((x, y) => x - y);
}

const size = findSize('poster', '12x18')!;
const target = { width: 800, height: 1200 };

describe('the name on the print: one renderer for the preview and the print file', () => {
  const biscuit: NameOnPrint = {
    name: 'Biscuit',
    secondLine: '2012 – 2026',
    font: 'playfair',
    placement: 'bottom',
    colour: 'auto',
  };

  it('draws the text into the print file inside the layout band only, light on the dark ground', async () => {
    const source = await skyOverGround(1024, 1536);
    const plain = await rgbPixels((await renderPrintFile(source, size, target, 'png')).bytes);
    const named = await rgbPixels((await renderPrintFile(source, size, target, 'png', biscuit)).bytes);
    const rows = changedRows(plain, named);
    const { band } = nameLayout(target.width, target.height, biscuit);
    expect(rows.length).toBeGreaterThan(band.height * 0.4);
    expect(rows[0]).toBeGreaterThanOrEqual(Math.floor(band.top));
    expect(rows.at(-1)).toBeLessThan(Math.ceil(band.top + band.height));
    // 'auto' on the dark ground: the changed pixels got lighter.
    let lighter = 0;
    for (let i = 0; i < named.data.length; i += 1)
      if ((named.data[i] ?? 0) - (plain.data[i] ?? 0) > 40) lighter += 1;
    expect(lighter).toBeGreaterThan(1000);
  });

  it('puts a top-band name at the top, dark on the light sky', async () => {
    const source = await skyOverGround(1024, 1536);
    const top: NameOnPrint = { name: 'Biscuit', font: 'montserrat', placement: 'top', colour: 'auto' };
    const plain = await rgbPixels((await renderPrintFile(source, size, target, 'png')).bytes);
    const named = await rgbPixels((await renderPrintFile(source, size, target, 'png', top)).bytes);
    const rows = changedRows(plain, named);
    const { band } = nameLayout(target.width, target.height, top);
    expect(rows[0]).toBeGreaterThanOrEqual(Math.floor(band.top));
    expect(rows.at(-1)).toBeLessThan(target.height * 0.25);
    let darker = 0;
    for (let i = 0; i < named.data.length; i += 1)
      if ((plain.data[i] ?? 0) - (named.data[i] ?? 0) > 40) darker += 1;
    expect(darker).toBeGreaterThan(1000);
  });

  it('the print file, scaled to the preview, shows the text where the preview artwork shows it', async () => {
    const source = await skyOverGround(1024, 1536);
    const preview = await rgbPixels(await namedArtwork(source, size.widthIn / size.heightIn, biscuit));
    const print = await rgbPixels(
      (await renderPrintFile(source, size, target, 'png', biscuit)).bytes,
      preview.width,
      preview.height,
    );
    const plainPrint = await rgbPixels(
      (await renderPrintFile(source, size, target, 'png')).bytes,
      preview.width,
      preview.height,
    );
    const { band } = nameLayout(preview.width, preview.height, biscuit);
    const top = Math.floor(band.top);
    const bottom = Math.ceil(band.top + band.height);
    const same = bandDifference(preview, print, top, bottom);
    const withoutName = bandDifference(preview, plainPrint, top, bottom);
    expect(same).toBeLessThan(withoutName / 4);
    expect(withoutName).toBeGreaterThan(5);
  });

  it('keeps a chosen colour readable: white on the light sky gets a dark scrim', async () => {
    const source = await skyOverGround(1024, 1536);
    const white: NameOnPrint = { name: 'Snow', font: 'pacifico', placement: 'top', colour: 'white' };
    const named = await rgbPixels((await renderPrintFile(source, size, target, 'png', white)).bytes);
    const { band } = nameLayout(target.width, target.height, white);
    // The band's first column (no letters there) is darker than the sky.
    const y = Math.floor(band.top + 2);
    expect(named.data[y * target.width * 3] ?? 255).toBeLessThan(0xd8 - 60);
  });
});
