import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { HEIC_PHOTO, photoFixtures } from '../../../test/photos/photo-fixtures';
import { AppError } from '../../platform/http/app-error';
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

  it('answers the unsupported-image message (never a 500) for a cut HEIC', async () => {
    const cut = (await readFile(HEIC_PHOTO)).subarray(0, 20_000);
    await expect(ingestImage(cut)).rejects.toMatchObject({
      code: 'UPLOAD.INVALID',
      message: 'This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.',
    });
  });
});
