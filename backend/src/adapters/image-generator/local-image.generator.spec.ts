import { petGroupLayout, type PetPlacement } from '@petart/domain';
import sharp from 'sharp';
import {
  composePets,
  LocalImageGenerator,
  MAX_OUTPUT_EDGE,
  PET_GROUP_BACKGROUND,
} from './local-image.generator';

/** The colour of each corner marker of a test photo (top left, top right, bottom left, bottom right). */
const CORNERS = [
  [220, 20, 20],
  [20, 200, 20],
  [20, 20, 220],
  [230, 210, 20],
] as const;

/**
 * A test photo: a plain body with a coloured square in each corner (15% of the short side), so that a crop of any
 * side shows as a missing corner.
 */
async function markedPhoto(width: number, height: number, body: string): Promise<Buffer> {
  const side = Math.round(Math.min(width, height) * 0.15);
  const square = (x: number, y: number, [r, g, b]: readonly number[]) =>
    `<rect x="${x}" y="${y}" width="${side}" height="${side}" fill="rgb(${r},${g},${b})"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    square(0, 0, CORNERS[0]) +
    square(width - side, 0, CORNERS[1]) +
    square(0, height - side, CORNERS[2]) +
    square(width - side, height - side, CORNERS[3]) +
    '</svg>';
  return sharp({ create: { width, height, channels: 3, background: body } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The mean colour of a small square of the picture around (x, y). */
async function colourAt(picture: Buffer, x: number, y: number): Promise<number[]> {
  const size = 6;
  const part = await sharp(picture)
    .extract({ left: Math.round(x - size / 2), top: Math.round(y - size / 2), width: size, height: size })
    .toBuffer();
  return (await sharp(part).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));
}

const near = (actual: number[], expected: readonly number[], tolerance = 30) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance);

const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

/** Every corner marker of the photo is inside its placement, where the scaled photo puts it: the pet is whole. */
async function expectWhole(picture: Buffer, place: PetPlacement, photo: { width: number; height: number }) {
  const marker = Math.min(photo.width, photo.height) * 0.15 * (place.width / photo.width);
  const inset = marker / 2;
  const points = [
    [place.left + inset, place.top + inset],
    [place.left + place.width - inset, place.top + inset],
    [place.left + inset, place.top + place.height - inset],
    [place.left + place.width - inset, place.top + place.height - inset],
  ];
  for (const [i, [x, y]] of points.entries()) {
    const seen = await colourAt(picture, x!, y!);
    expect({ corner: i, seen, ok: near(seen, CORNERS[i]!) }).toMatchObject({ corner: i, ok: true });
  }
}

describe('composePets: several pets in the artwork shape, each whole', () => {
  it('two pets make a 3:2 picture as large as the sharpest photo allows, each photo whole in its half', async () => {
    // A 300 px photo beside a 1200 px one: the 1200 px photo is kept at its own size (not shrunk to the small one's).
    const small = { width: 300, height: 300 };
    const large = { width: 900, height: 1200 };
    const picture = await composePets([
      await markedPhoto(small.width, small.height, '#808080'),
      await markedPhoto(large.width, large.height, '#606070'),
    ]);
    const meta = await sharp(picture).metadata();
    expect(meta.width * 2).toBe(meta.height * 3);
    // Cells of a 3:2 picture of two are 3:4; the 900x1200 photo fills one at 1:1, so the picture is 1800x1200.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1800, height: 1200 });

    const layout = petGroupLayout([small, large], MAX_OUTPUT_EDGE);
    const [first, second] = layout.placements;
    // Nothing of the sharp photo is thrown away; the small one is enlarged to the same pet size.
    expect(second).toMatchObject({ width: 900, height: 1200 });
    expect(first!.width).toBe(900);
    expect(first!.left + first!.width).toBeLessThanOrEqual(900);
    expect(second!.left).toBeGreaterThanOrEqual(900);
    await expectWhole(picture, first!, small);
    await expectWhole(picture, second!, large);
    // Around the square photo in its tall cell is the background, not another pet.
    expect(near(await colourAt(picture, 450, first!.top / 2), hex(PET_GROUP_BACKGROUND), 8)).toBe(true);
  });

  it('three pets side by side are 3:2 too, and four two by two are square; every photo whole', async () => {
    const sizes = [
      { width: 1600, height: 1200 },
      { width: 800, height: 1200 },
      { width: 1000, height: 1000 },
      { width: 1200, height: 900 },
    ];
    const photos = await Promise.all(
      sizes.map((s, i) => markedPhoto(s.width, s.height, ['#777777', '#888888', '#999999', '#666666'][i]!)),
    );

    const three = await composePets(photos.slice(0, 3));
    const threeMeta = await sharp(three).metadata();
    expect(threeMeta.width * 2).toBe(threeMeta.height * 3);
    // Each of three cells is 1:2: the 1600 px wide photo needs the cell 1600 px wide, so the picture is 4800 wide,
    // which is more than the longest edge kept: the picture is that edge long.
    expect(threeMeta.width).toBe(Math.floor(MAX_OUTPUT_EDGE / 3) * 3);
    const threeLayout = petGroupLayout(sizes.slice(0, 3), MAX_OUTPUT_EDGE);
    for (const [i, place] of threeLayout.placements.entries()) await expectWhole(three, place, sizes[i]!);

    const four = await composePets(photos);
    const fourMeta = await sharp(four).metadata();
    expect(fourMeta.width).toBe(fourMeta.height);
    // Square cells: the 1600 px photo sets them at 1600, the picture 3200 square.
    expect(fourMeta.width).toBe(3200);
    const fourLayout = petGroupLayout(sizes, MAX_OUTPUT_EDGE);
    for (const [i, place] of fourLayout.placements.entries()) await expectWhole(four, place, sizes[i]!);
  });

  it('the styled artwork keeps the composed size and shape', async () => {
    const [artwork] = await new LocalImageGenerator().generate({
      image: await markedPhoto(1200, 1200, '#808080'),
      imageContentType: 'image/jpeg',
      additionalImages: [{ image: await markedPhoto(600, 800, '#d02020'), contentType: 'image/jpeg' }],
      style: 'Studio-Style Photorealism',
    });
    const meta = await sharp(artwork!.body).metadata();
    // Square 1200 px in a 3:4 cell: the cell is 1200 wide, the picture 2400x1600 (a 3:2 print shows both pets).
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 2400, height: 1600 });
  });
});
