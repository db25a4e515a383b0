import { isImageGenerationFailure, type ImageGenerator } from '@petart/domain';
import sharp from 'sharp';

/**
 * Contract every ImageGenerator adapter must pass (local filters, OpenAI against the fake): decodable images whose
 * content type matches the bytes, the photo's orientation kept, several pets in one portrait, custom prompts
 * accepted, and unreadable photos rejected with a catalogue-typed failure (never a bare exception).
 */
export function imageGeneratorContract(
  name: string,
  make: () => ImageGenerator,
  photo: () => Promise<Buffer>,
): void {
  describe(`ImageGenerator contract: ${name}`, () => {
    it('returns at least one decodable image whose content type matches its bytes', async () => {
      const [image, ...rest] = await make().generate({
        image: await photo(),
        imageContentType: 'image/png',
        style: 'Watercolor',
      });
      expect(image).toBeDefined();
      expect(rest.length).toBeGreaterThanOrEqual(0);
      const meta = await sharp(image!.body).metadata();
      expect(`image/${meta.format}`).toBe(image!.contentType);
    });

    it('keeps the orientation of the photo (portrait in, portrait out)', async () => {
      const portrait = await sharp(await photo())
        .rotate(90)
        .png()
        .toBuffer();
      const [image] = await make().generate({
        image: portrait,
        imageContentType: 'image/png',
        style: 'Charcoal',
      });
      const meta = await sharp(image!.body).metadata();
      expect(meta.height).toBeGreaterThan(meta.width);
    });

    it('makes one portrait of several pets: two portrait photos side by side, four two by two', async () => {
      const portrait = await sharp(await photo())
        .rotate(90)
        .png()
        .toBuffer();
      const others = (n: number) =>
        Array.from({ length: n }, () => ({ image: portrait, contentType: 'image/png' }));
      const [two] = await make().generate({
        image: portrait,
        imageContentType: 'image/png',
        style: 'Watercolor',
        additionalImages: others(1),
      });
      const pair = await sharp(two!.body).metadata();
      expect(pair.width).toBeGreaterThan(pair.height * 1.3);
      const [four] = await make().generate({
        image: portrait,
        imageContentType: 'image/png',
        style: 'Watercolor',
        additionalImages: others(3),
      });
      const square = await sharp(four!.body).metadata();
      expect(square.width).toBe(square.height);
    });

    it('rejects an unreadable photo of another pet with a typed failure', async () => {
      const failure: unknown = await make()
        .generate({
          image: await photo(),
          imageContentType: 'image/png',
          style: 'Drawing',
          additionalImages: [{ image: Buffer.from('not an image'), contentType: 'image/png' }],
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isImageGenerationFailure(failure)).toBe(true);
      expect((failure as { errorType: string }).errorType).toBe('INVALID_REQUEST');
    });

    it('accepts a custom prompt', async () => {
      const images = await make().generate({
        image: await photo(),
        imageContentType: 'image/png',
        style: 'Comic Book Style',
        customPrompt: 'wearing a tiny red hat',
      });
      expect(images.length).toBeGreaterThan(0);
    });

    it('rejects an unreadable photo with a typed failure', async () => {
      const failure: unknown = await make()
        .generate({ image: Buffer.from('not an image'), imageContentType: 'image/png', style: 'Drawing' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isImageGenerationFailure(failure)).toBe(true);
      expect((failure as { errorType: string }).errorType).toBe('INVALID_REQUEST');
    });
  });
}
