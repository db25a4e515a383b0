import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  HEIC_PHOTO,
  HEIC_ROTATED_PHOTO,
  photoFixtures,
  rotatedReference,
} from '../../../test/photos/photo-fixtures';
import { AppError } from '../../platform/http/app-error';
import { decodeHeic } from './heic-decoder';
import { ingestImage, sniffImageType } from './image-ingest';
import { checkPhoto } from './photo-check';

const warningsOf = async (bytes: Buffer) =>
  checkPhoto((await ingestImage(bytes)).measurements).map((w) => w.code);

describe('photos checked before they cost a generation (fixtures made with sharp from the real photo)', () => {
  it.each([
    ['good', [], photoFixtures.good],
    ['blurred', ['blurry'], photoFixtures.blurred],
    ['dark', ['too-dark'], photoFixtures.dark],
    ['bright', ['too-bright'], photoFixtures.bright],
    ['small (451 x 300)', ['low-resolution'], photoFixtures.small],
  ] as const)('%s -> %j', async (_name, expected, make) => {
    expect(await warningsOf(await make())).toEqual(expected);
  });

  it('refuses the tiny photo (180 x 120) with a clear message', async () => {
    const refusal = warningsOf(await photoFixtures.tiny()).catch((error: unknown) => error);
    await expect(refusal).resolves.toBeInstanceOf(AppError);
    await expect(refusal).resolves.toMatchObject({
      code: 'UPLOAD.INVALID',
      message:
        'This photo is too small to make art from (180 x 120 pixels). Please choose a photo at least 256 pixels on its shorter side.',
    });
  });

  it('measures the photo as oriented (EXIF orientation 6 turns 1152 x 768 into 768 x 1152)', async () => {
    const turned = await sharp(await photoFixtures.good())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { measurements, width, height } = await ingestImage(turned);
    expect([measurements.width, measurements.height, width, height]).toEqual([768, 1152, 768, 1152]);
  });
});

describe('HEIC/HEIF (iPhone photos)', () => {
  it('sniffs HEVC-coded HEIF by its ftyp brands, not AVIF', async () => {
    expect(sniffImageType(await readFile(HEIC_PHOTO))).toBe('heic');
    const avif = await sharp(await photoFixtures.small())
      .avif()
      .toBuffer();
    expect(sniffImageType(avif)).toBeUndefined();
  });

  it('decodes a real HEVC HEIC that sharp alone cannot, stores it as WebP without its EXIF/GPS, and checks it', async () => {
    const heic = await readFile(HEIC_PHOTO);
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    await expect(sharp(heic).toBuffer()).rejects.toThrow();
    expect(heic.includes('iPhone 15')).toBe(true);

    const image = await ingestImage(heic);
    expect([image.width, image.height]).toEqual([1024, 1536]);
    const stored = await sharp(image.body).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1024, height: 1536, channels: 3 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(image.body.includes('iPhone 15')).toBe(false);
    expect(checkPhoto(image.measurements)).toEqual([]);
    // The pixels are the cat's, not a blank: the mean colour matches the PNG it was encoded from, within HEVC's loss.
    const png = await sharp(
      `${__dirname}/../../../../shop-frontend/e2e/fixtures/chelsea-cat-portrait.png`,
    ).stats();
    const fromHeic = await sharp(image.body).stats();
    fromHeic.channels.forEach((channel, i) =>
      expect(Math.abs(channel.mean - png.channels[i]!.mean)).toBeLessThan(4),
    );
  });

  it('applies the container’s rotation (irot): 600 x 400 pixels turned clockwise are stored 400 x 600', async () => {
    const image = await ingestImage(await readFile(HEIC_ROTATED_PHOTO));
    expect([image.width, image.height, image.measurements.width, image.measurements.height]).toEqual([
      400, 600, 400, 600,
    ]);
    const grey = (input: Buffer) => sharp(input).resize(40, 60, { fit: 'fill' }).greyscale().raw().toBuffer();
    const [stored, clockwise, anticlockwise] = await Promise.all([
      grey(image.body),
      grey(await rotatedReference()),
      rotatedReference()
        .then((turned) => sharp(turned).rotate(180).toBuffer())
        .then(grey),
    ]);
    const meanDiff = (a: Buffer, b: Buffer) =>
      a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;
    expect(meanDiff(stored, clockwise)).toBeLessThan(6);
    expect(meanDiff(stored, anticlockwise)).toBeGreaterThan(4 * meanDiff(stored, clockwise));
  });

  it('decodes in a worker that reports a broken file as an error (the upload answers 400 for it)', async () => {
    const heic = await readFile(HEIC_PHOTO);
    await expect(decodeHeic(heic.subarray(0, 400))).rejects.toThrow(/HEIC decode failed/);
    await expect(decodeHeic(heic)).resolves.toMatchObject({ width: 1024, height: 1536 });
  });

  it('answers the damaged-photo message (never a 500) for a cut HEIC', async () => {
    const whole = await readFile(HEIC_PHOTO);
    // The header (and so the size) is intact; the HEVC data ends early: the decoder in the worker fails.
    const cut = whole.subarray(0, whole.length - 8_000);
    await expect(ingestImage(cut)).rejects.toMatchObject({
      code: 'UPLOAD.INVALID',
      message:
        'This photo looks damaged or incomplete (it may not have finished copying or downloading). Please try another copy of the photo.',
    });
  });
});
