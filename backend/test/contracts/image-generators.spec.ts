import sharp from 'sharp';
import {
  LOCAL_PARTIAL_EDGE,
  LocalImageGenerator,
  variationOf,
} from '../../src/adapters/image-generator/local-image.generator';
import {
  OpenAiImageGenerator,
  PARTIAL_IMAGES,
  supportsInputFidelity,
} from '../../src/adapters/image-generator/openai-image.generator';
import { GENERATABLE_STYLES } from '@petart/domain';
import { OPENAI_ERRORS, OpenAiFake } from '../fakes/openai-fake';
import { fixturePhoto } from '../journey/images';
import { imageGeneratorContract } from './image-generator.contract';

const fake = new OpenAiFake();
beforeAll(async () => {
  await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const openAi = (model = 'gpt-image-1.5', candidates = 1): OpenAiImageGenerator =>
  new OpenAiImageGenerator({ apiKey: 'sk-test', baseURL: fake.baseUrl, model, candidates });

imageGeneratorContract('LocalImageGenerator', () => new LocalImageGenerator(), fixturePhoto);
imageGeneratorContract('OpenAiImageGenerator (local fake)', () => openAi(), fixturePhoto);

describe('LocalImageGenerator', () => {
  it('places each pet in its own part of the portrait, in the order given', async () => {
    const photo = await fixturePhoto();
    const red = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#d02020' } })
      .png()
      .toBuffer();
    const [artwork] = await composeAndStyle(photo, red);
    const meta = await sharp(artwork!.body).metadata();
    const half = Math.floor(meta.width / 2);
    const mean = async (left: number) =>
      (
        await sharp(
          await sharp(artwork!.body).extract({ left, top: 0, width: half, height: meta.height }).toBuffer(),
        ).stats()
      ).channels;
    const [leftHalf, rightHalf] = [await mean(0), await mean(half)];
    // The red photo's half is much redder than the cat's.
    const redness = (c: typeof leftHalf) => c[0]!.mean - (c[1]!.mean + c[2]!.mean) / 2;
    expect(redness(rightHalf)).toBeGreaterThan(redness(leftHalf) + 40);
  });

  const composeAndStyle = (first: Buffer, second: Buffer) =>
    new LocalImageGenerator().generate({
      image: first,
      imageContentType: 'image/png',
      style: 'Studio-Style Photorealism',
      additionalImages: [{ image: second, contentType: 'image/png' }],
    });

  it('renders every style visibly differently and deterministically', async () => {
    const photo = await fixturePhoto();
    const generator = new LocalImageGenerator();
    const stats: number[][] = [];
    for (const style of GENERATABLE_STYLES) {
      const [a] = await generator.generate({
        image: photo,
        imageContentType: 'image/png',
        style: style.name,
      });
      const [b] = await generator.generate({
        image: photo,
        imageContentType: 'image/png',
        style: style.name,
      });
      expect(Buffer.compare(Buffer.from(a!.body), Buffer.from(b!.body))).toBe(0);
      const s = await sharp(a!.body).stats();
      stats.push(s.channels.flatMap((c) => [c.mean, c.stdev]));
    }
    // Pairwise: every two styles differ clearly in mean/stdev of some channel.
    for (let i = 0; i < stats.length; i++) {
      for (let j = i + 1; j < stats.length; j++) {
        const distance = Math.max(...stats[i]!.map((v, k) => Math.abs(v - (stats[j]![k] ?? 0))));
        expect({
          pair: [GENERATABLE_STYLES[i]!.name, GENERATABLE_STYLES[j]!.name],
          big: distance > 2,
        }).toEqual({
          pair: [GENERATABLE_STYLES[i]!.name, GENERATABLE_STYLES[j]!.name],
          big: true,
        });
      }
    }
    // 26 full renders with sharp: about 25 s on an idle 2-core machine, so the 30 s default fails whenever it is busy.
  }, 120_000);

  it('hands one small blurred partial frame over halfway through LOCAL_IMAGE_GENERATOR_MS, then the artwork', async () => {
    const generator = new LocalImageGenerator({ minDurationMs: 1200 });
    const photo = await fixturePhoto();
    const started = Date.now();
    const frames: { index: number; contentType: string; edge: number; atMs: number }[] = [];
    const [artwork] = await generator.generate({
      image: photo,
      imageContentType: 'image/png',
      style: 'Oil Painting',
      onPartialImage: async (frame) => {
        const meta = await sharp(frame.body).metadata();
        frames.push({
          index: frame.index,
          contentType: frame.contentType,
          edge: Math.max(meta.width ?? 0, meta.height ?? 0),
          atMs: Date.now() - started,
        });
      },
    });
    const totalMs = Date.now() - started;
    expect(frames.map((f) => [f.index, f.contentType, f.edge])).toEqual([
      [0, 'image/webp', LOCAL_PARTIAL_EDGE],
    ]);
    expect(frames[0]!.atMs).toBeGreaterThanOrEqual(590);
    expect(totalMs).toBeGreaterThanOrEqual(1200);
    expect(frames[0]!.atMs).toBeLessThan(totalMs);
    expect((await sharp(artwork!.body).metadata()).width).toBeGreaterThan(LOCAL_PARTIAL_EDGE);
  });

  it('varies with the custom prompt, deterministically', async () => {
    expect(variationOf('Oil Painting', 'a hat')).toEqual(variationOf('Oil Painting', '  A HAT '));
    expect(variationOf('Oil Painting', 'a hat')).not.toEqual(variationOf('Oil Painting', 'a scarf'));
    const photo = await fixturePhoto();
    const generator = new LocalImageGenerator();
    const [plain] = await generator.generate({
      image: photo,
      imageContentType: 'image/png',
      style: 'Watercolor',
    });
    const [hat] = await generator.generate({
      image: photo,
      imageContentType: 'image/png',
      style: 'Watercolor',
      customPrompt: 'a hat',
    });
    expect(Buffer.compare(Buffer.from(plain!.body), Buffer.from(hat!.body))).not.toBe(0);
  });
});

describe('OpenAiImageGenerator against the fake', () => {
  it('sends images.edit with the model, the style prompt + custom prompt, size by orientation and high quality', async () => {
    await openAi().generate({
      image: await fixturePhoto(),
      imageContentType: 'image/png',
      style: 'Baroque Painting',
      customPrompt: 'with a crown',
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      authorization: 'Bearer sk-test',
      model: 'gpt-image-1.5',
      size: '1536x1024',
      quality: 'high',
    });
    expect(request?.prompt).toContain('Baroque');
    expect(request?.prompt).toContain('Customer request: with a crown');
    expect(request?.imageBytes).toBeGreaterThan(1000);
  });

  it("sends every pet's photo in one edit and asks for one portrait of all of them", async () => {
    const photo = await fixturePhoto();
    await openAi().generate({
      image: photo,
      imageContentType: 'image/png',
      style: 'Oil Painting',
      additionalImages: [{ image: photo, contentType: 'image/png' }],
      customPrompt: 'in a garden',
    });
    expect(fake.requests).toEqual([
      expect.objectContaining({ imageCount: 2, size: '1536x1024', inputFidelity: 'high' }),
    ]);
    expect(fake.requests[0]?.prompt).toContain('all 2 pets together');
    expect(fake.requests[0]?.prompt).toContain('Customer request: in a garden');
  });

  it('the local generator makes several pets at the size this adapter asks the image service for', async () => {
    const photo = await fixturePhoto();
    const portrait = await sharp(photo).rotate(90).png().toBuffer();
    for (const others of [1, 3]) {
      fake.reset();
      const request = {
        image: portrait,
        imageContentType: 'image/png',
        style: 'Charcoal',
        additionalImages: Array.from({ length: others }, () => ({ image: photo, contentType: 'image/png' })),
      };
      await openAi().generate(request);
      const [local] = await new LocalImageGenerator().generate(request);
      const meta = await sharp(local!.body).metadata();
      expect({ pets: others + 1, size: `${meta.width}x${meta.height}` }).toEqual({
        pets: others + 1,
        size: fake.requests[0]?.size,
      });
    }
  });

  it('streams the edit with input_fidelity high and 3 partial frames, each handed over before the artwork', async () => {
    fake.editMs = 400;
    // The fake holds the finished artwork back until the last frame has reached the caller: an adapter that
    // buffered the stream and handed the frames over at the end would never get the artwork and fail here.
    let lastFrameHandedOver!: () => void;
    fake.completionGate = new Promise<void>((resolve) => (lastFrameHandedOver = resolve));
    try {
      const frames: { index: number; contentType: string; width?: number }[] = [];
      const images = await openAi().generate({
        image: await fixturePhoto(),
        imageContentType: 'image/png',
        style: 'Watercolor',
        onPartialImage: async (frame) => {
          const meta = await sharp(frame.body).metadata();
          frames.push({ ...frame, width: meta.width });
          if (frame.index === PARTIAL_IMAGES - 1) lastFrameHandedOver();
        },
      });
      expect(fake.requests).toEqual([
        expect.objectContaining({
          model: 'gpt-image-1.5',
          inputFidelity: 'high',
          stream: true,
          partialImages: PARTIAL_IMAGES,
          n: 1,
          imageCount: 1,
        }),
      ]);
      expect(PARTIAL_IMAGES).toBe(3);
      expect(frames.map((f) => [f.index, f.contentType])).toEqual([
        [0, 'image/png'],
        [1, 'image/png'],
        [2, 'image/png'],
      ]);
      expect(images).toHaveLength(1);
      expect(images[0]!.contentType).toBe('image/png');
    } finally {
      fake.editMs = 0;
      fake.completionGate = undefined;
    }
  });

  it.each([
    ['gpt-image-1.5', true],
    ['gpt-image-1', true],
    ['gpt-image-1.5-2025-12-16', true],
    ['gpt-image-1-mini', false],
    ['gpt-image-2', false],
    ['dall-e-2', false],
  ])('input_fidelity for %s: %s (the one rule, as sent)', async (model, supported) => {
    expect(supportsInputFidelity(model)).toBe(supported);
    await openAi(model).generate({
      image: await fixturePhoto(),
      imageContentType: 'image/png',
      style: 'Lego',
    });
    expect(fake.requests[0]?.inputFidelity).toBe(supported ? 'high' : undefined);
  });

  it('asks for OPENAI_IMAGE_CANDIDATES artworks: the streamed one first, the others from one plain edit', async () => {
    const images = await openAi('gpt-image-1.5', 3).generate({
      image: await fixturePhoto(),
      imageContentType: 'image/png',
      style: 'Disney',
    });
    expect(images).toHaveLength(3);
    expect(fake.requests.map((r) => [r.stream, r.n]).sort()).toEqual([
      [false, 2],
      [true, 1],
    ]);
  });

  it('keeps the streamed artwork when only the extra candidates fail', async () => {
    fake.enqueue(
      ...Array.from({ length: 3 }, () => ({
        kind: 'error' as const,
        when: 'plain' as const,
        status: OPENAI_ERRORS.server.status,
        body: OPENAI_ERRORS.server.body,
      })),
    );
    const images = await openAi('gpt-image-1.5', 2).generate({
      image: await fixturePhoto(),
      imageContentType: 'image/png',
      style: 'Disney',
    });
    expect(images).toHaveLength(1);
    expect(fake.requests.filter((r) => r.stream)).toHaveLength(1);
    expect(fake.requests.filter((r) => !r.stream)).toHaveLength(3);
  });

  it('maps a failure inside the stream (moderation) to SAFETY_SYSTEM_REJECTION', async () => {
    fake.enqueue({ kind: 'streamError', error: OPENAI_ERRORS.moderation.body.error });
    const frames: number[] = [];
    await expect(
      openAi().generate({
        image: await fixturePhoto(),
        imageContentType: 'image/png',
        style: 'Lego',
        onPartialImage: (f) => void frames.push(f.index),
      }),
    ).rejects.toMatchObject({ errorType: 'SAFETY_SYSTEM_REJECTION' });
    expect(frames).toEqual([0]);
  });

  it.each([
    ['a moderation block', OPENAI_ERRORS.moderation, 'SAFETY_SYSTEM_REJECTION', 1],
    ['an exhausted quota (not retried)', OPENAI_ERRORS.insufficientQuota, 'QUOTA_EXCEEDED', 1],
    ['a rate limit (retried twice)', OPENAI_ERRORS.rateLimit, 'RATE_LIMIT', 3],
    ['a server error (retried twice)', OPENAI_ERRORS.server, 'SERVER_ERROR', 3],
  ])('maps %s to its catalogue type', async (_label, error, errorType, attempts) => {
    fake.enqueue(
      ...Array.from({ length: 3 }, () => ({
        kind: 'error' as const,
        status: error.status,
        body: error.body,
      })),
    );
    await expect(
      openAi().generate({ image: await fixturePhoto(), imageContentType: 'image/png', style: 'Lego' }),
    ).rejects.toMatchObject({ errorType });
    expect(fake.requests).toHaveLength(attempts);
  });

  it('recovers when a retry succeeds', async () => {
    fake.enqueue({ kind: 'error', status: OPENAI_ERRORS.server.status, body: OPENAI_ERRORS.server.body });
    const images = await openAi().generate({
      image: await fixturePhoto(),
      imageContentType: 'image/png',
      style: 'Lego',
    });
    expect(images).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
  });

  it('maps a connection failure to SERVER_ERROR', async () => {
    const offline = new OpenAiImageGenerator({
      apiKey: 'sk-test',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'gpt-image-1',
      maxRetries: 0,
    });
    await expect(
      offline.generate({ image: await fixturePhoto(), imageContentType: 'image/png', style: 'Lego' }),
    ).rejects.toMatchObject({ errorType: 'SERVER_ERROR' });
  });
});
