import sharp from 'sharp';
import { LocalImageGenerator, variationOf } from '../../src/adapters/image-generator/local-image.generator';
import { OpenAiImageGenerator } from '../../src/adapters/image-generator/openai-image.generator';
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

const openAi = (): OpenAiImageGenerator =>
  new OpenAiImageGenerator({ apiKey: 'sk-test', baseURL: fake.baseUrl, model: 'gpt-image-1' });

imageGeneratorContract('LocalImageGenerator', () => new LocalImageGenerator(), fixturePhoto);
imageGeneratorContract('OpenAiImageGenerator (local fake)', openAi, fixturePhoto);

describe('LocalImageGenerator', () => {
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
      model: 'gpt-image-1',
      size: '1536x1024',
      quality: 'high',
    });
    expect(request?.prompt).toContain('Baroque');
    expect(request?.prompt).toContain('Customer request: with a crown');
    expect(request?.imageBytes).toBeGreaterThan(1000);
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
