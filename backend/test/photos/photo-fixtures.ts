import sharp from 'sharp';

/**
 * The four upload fixtures of the photo-quality rule, made with sharp from the real CC0 photo
 * (test/fixtures/chelsea-cat.png, 451 x 300): good, blurred, dark, tiny; plus small (the photo as it is: low
 * resolution only), bright (washed out) and a real HEVC-coded HEIC (test/fixtures/README.md says how it was made).
 */
const PHOTO = `${__dirname}/../fixtures/chelsea-cat.png`;
export const HEIC_PHOTO = `${__dirname}/../fixtures/chelsea-cat-portrait.heic`;
/** 600 x 400 pixels that its container turns 90 degrees clockwise (irot); the README says how it was made. */
export const HEIC_ROTATED_PHOTO = `${__dirname}/../fixtures/chelsea-cat-irot.heic`;
/** What the rotated HEIC should look like: the same photo at 600 x 400, turned clockwise by sharp. */
export const rotatedReference = (): Promise<Buffer> =>
  sharp(PHOTO)
    .resize(600, 400)
    .jpeg({ quality: 92 })
    .toBuffer()
    .then((jpeg) => sharp(jpeg).rotate(90).toBuffer());

/** 1152 x 768: above the 768 px low-resolution line, sharp, well exposed. */
const good = (): sharp.Sharp => sharp(PHOTO).resize(1152, 768, { kernel: 'lanczos3' });

export const photoFixtures = {
  good: () => good().jpeg({ quality: 90 }).toBuffer(),
  blurred: async () =>
    sharp(await good().png().toBuffer())
      .blur(4)
      .jpeg({ quality: 90 })
      .toBuffer(),
  dark: async () =>
    sharp(await good().png().toBuffer())
      .linear(0.2, 0)
      .jpeg({ quality: 90 })
      .toBuffer(),
  bright: async () =>
    sharp(await good().png().toBuffer())
      .linear(0.3, 190)
      .jpeg({ quality: 90 })
      .toBuffer(),
  small: () => sharp(PHOTO).jpeg({ quality: 90 }).toBuffer(),
  tiny: () => sharp(PHOTO).resize(180, 120).jpeg({ quality: 90 }).toBuffer(),
} as const;
