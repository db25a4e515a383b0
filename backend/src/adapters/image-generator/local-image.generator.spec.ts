import {
  coverCropRect,
  effectivePrintDpi,
  generatedArtworkSize,
  orientationFromDimensions,
  petGroupLayout,
  placeCropWindow,
  PRINT_TYPES,
  type PetPlacement,
} from '@petart/domain';
import sharp from 'sharp';
import { composePets, LocalImageGenerator, PET_GROUP_BACKGROUND } from './local-image.generator';

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

/** The print sizes of the artwork's orientation (those the shop offers it on), as print aspects (width / height). */
const printAspectsOf = (width: number, height: number) =>
  PRINT_TYPES.flatMap((type) => type.sizes)
    .filter((size) => size.orientation === orientationFromDimensions(width, height))
    .map((size) => ({ size: size.value, aspect: size.widthIn / size.heightIn }));

/**
 * Every placement lies inside the print's crop window, wherever the window sits: the automatic (centred) crop and the
 * customer's positions from one end to the other, computed by the domain's crop functions the print file uses.
 */
function expectInsideEveryCrop(picture: { width: number; height: number }, placements: PetPlacement[]) {
  const prints = printAspectsOf(picture.width, picture.height);
  expect(prints.length).toBeGreaterThan(0);
  for (const { size, aspect } of prints) {
    const windows = [
      coverCropRect(picture.width, picture.height, aspect),
      ...[0, 0.5, 1].map((at) => placeCropWindow(picture.width, picture.height, aspect, at)),
    ];
    for (const crop of windows) {
      for (const [pet, place] of placements.entries()) {
        expect({ size, pet, inside: place.left >= crop.left && place.top >= crop.top }).toEqual({
          size,
          pet,
          inside: true,
        });
        expect({
          size,
          pet,
          inside:
            place.left + place.width <= crop.left + crop.width &&
            place.top + place.height <= crop.top + crop.height,
        }).toEqual({ size, pet, inside: true });
      }
    }
  }
}

describe("composePets: several pets in the image service's size and shape, each whole", () => {
  it('two pets make the 1536x1024 the image service makes; each photo whole in its half, inside every 3:2 crop', async () => {
    // A 300 px photo beside a 1200 px one: the 1200 px photo fills its 768x1024 cell (reduced only to the artwork's
    // size), the small one is enlarged to the same pet size.
    const small = { width: 300, height: 300 };
    const large = { width: 900, height: 1200 };
    const picture = await composePets([
      await markedPhoto(small.width, small.height, '#808080'),
      await markedPhoto(large.width, large.height, '#606070'),
    ]);
    const meta = await sharp(picture).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(generatedArtworkSize([small, large]));
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1536, height: 1024 });

    const layout = petGroupLayout([small, large]);
    const [first, second] = layout.placements;
    expect(second).toEqual({ left: 768, top: 0, width: 768, height: 1024 });
    expect(first).toMatchObject({ left: 0, width: 768, height: 768 });
    await expectWhole(picture, first!, small);
    await expectWhole(picture, second!, large);
    expectInsideEveryCrop(meta, layout.placements);
    // The landscape prints offline are read at the same DPI as the image service's artwork (18x12: 85 DPI).
    expect(effectivePrintDpi(meta.width, meta.height, '18x12')).toBe(85);
    // Around the square photo in its tall cell is the background, not another pet.
    expect(near(await colourAt(picture, 384, first!.top / 2), hex(PET_GROUP_BACKGROUND), 8)).toBe(true);
  });

  it('three pets side by side are 1536x1024 too, and four two by two 1024 square; every photo whole in every crop', async () => {
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
    expect({ width: threeMeta.width, height: threeMeta.height }).toEqual({ width: 1536, height: 1024 });
    const threeLayout = petGroupLayout(sizes.slice(0, 3));
    for (const [i, place] of threeLayout.placements.entries()) await expectWhole(three, place, sizes[i]!);
    expectInsideEveryCrop(threeMeta, threeLayout.placements);
    // Each photo as large as its 512x1024 cell allows: the full cell width.
    expect(threeLayout.placements.map((place) => place.width)).toEqual([512, 512, 512]);

    const four = await composePets(photos);
    const fourMeta = await sharp(four).metadata();
    expect({ width: fourMeta.width, height: fourMeta.height }).toEqual({ width: 1024, height: 1024 });
    const fourLayout = petGroupLayout(sizes);
    for (const [i, place] of fourLayout.placements.entries()) await expectWhole(four, place, sizes[i]!);
    expectInsideEveryCrop(fourMeta, fourLayout.placements);
  });

  it("the styled artwork keeps the image service's size, so its crop shows both pets", async () => {
    const [artwork] = await new LocalImageGenerator().generate({
      image: await markedPhoto(1200, 1200, '#808080'),
      imageContentType: 'image/jpeg',
      additionalImages: [{ image: await markedPhoto(600, 800, '#d02020'), contentType: 'image/jpeg' }],
      style: 'Studio-Style Photorealism',
    });
    const meta = await sharp(artwork!.body).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1536, height: 1024 });
    // The red pet (the second photo, 3:4 like its cell) fills the right half of the artwork the print shows whole.
    const crop = coverCropRect(meta.width, meta.height, 18 / 12);
    expect(crop).toEqual({ left: 0, top: 0, width: 1536, height: 1024 });
    const right = await colourAt(Buffer.from(artwork!.body), 1152, 512);
    expect(right[0]! - (right[1]! + right[2]!) / 2).toBeGreaterThan(60);
  });
});
