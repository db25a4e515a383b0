import { mockupRendererContract, mockupRequestFor } from '@petart/domain/testing';
import { jestHarness } from './jest-harness';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import {
  LocalMockupRenderer,
  MOCKUP_HEIGHT,
  MOCKUP_WIDTH,
} from '../../src/adapters/mockups/local-mockup.renderer';
import {
  cameraLabelOf,
  pickViews,
  PrintifyMockupRenderer,
} from '../../src/adapters/mockups/printify-mockup.renderer';
import { PrintifyMockupFake } from '../fakes/printify-mockup-fake';

const artwork = {
  bytes: new Uint8Array(readFileSync(path.join(__dirname, '../fixtures/chelsea-cat.png'))),
  contentType: 'image/png',
  fileName: 'chelsea-cat.png',
};

const fake = new PrintifyMockupFake();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
const printify = () =>
  new PrintifyMockupRenderer({
    baseUrl: fake.baseUrl,
    apiToken: fake.token,
    shopId: fake.shopId,
    imagesUrl: fake.origin,
  });

mockupRendererContract('LocalMockupRenderer', () => new LocalMockupRenderer(), artwork, jestHarness);
mockupRendererContract('PrintifyMockupRenderer (local fake)', printify, artwork, jestHarness);

describe('LocalMockupRenderer', () => {
  it('renders 1200x900 WebP views, deterministically', async () => {
    const renderer = new LocalMockupRenderer();
    const request = mockupRequestFor(artwork, 'framed', '20x30');
    const first = await renderer.render(request);
    for (const mockup of first) {
      const meta = await sharp(mockup.image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', MOCKUP_WIDTH, MOCKUP_HEIGHT]);
    }
    const second = await renderer.render(request);
    expect(
      second.map((m) =>
        Buffer.from(m.image).equals(Buffer.from(first.find((f) => f.view === m.view)!.image)),
      ),
    ).toEqual([true, true, true]);
    expect(renderer.renders).toBe(2);
  });

  it('draws the print in the room at its real size relative to the 84 in sofa', async () => {
    const renderer = new LocalMockupRenderer();
    // The print's pixels are the only saturated ones in the room view: compare their extent for 12x18 and 40x60.
    const extent = async (size: string): Promise<number> => {
      const room = (await renderer.render(mockupRequestFor(artwork, 'canvas', size))).find(
        (m) => m.view === 'room',
      )!;
      const { data, info } = await sharp(room.image)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let minX = info.width;
      let maxX = 0;
      for (let y = 0; y < info.height * 0.6; y += 1) {
        for (let x = 0; x < info.width; x += 1) {
          const i = (y * info.width + x) * 3;
          const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
          if (Math.max(r, g, b) - Math.min(r, g, b) > 40) {
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
          }
        }
      }
      return maxX - minX + 1;
    };
    const small = await extent('12x18');
    const large = await extent('40x60');
    expect(large / small).toBeGreaterThan(2.8);
    expect(large / small).toBeLessThan(3.9);
  });
});

describe('PrintifyMockupRenderer', () => {
  it('uploads base64 contents, creates one temporary product for the variant and deletes it', async () => {
    fake.calls.length = 0;
    const request = mockupRequestFor(artwork, 'canvas', '30x30');
    const mockups = await printify().render(request);
    expect(mockups.map((m) => [m.view, m.cameraLabel])).toEqual([
      ['front', 'front'],
      ['angled', 'context-2'],
      ['room', 'context-1'],
    ]);
    const [upload, create] = fake.calls;
    expect(upload).toMatchObject({ method: 'POST', path: '/v1/uploads/images.json' });
    expect((upload!.body as { contents: string }).contents).toBe(
      Buffer.from(artwork.bytes).toString('base64'),
    );
    expect(create).toMatchObject({
      method: 'POST',
      path: `/v1/shops/${fake.shopId}/products.json`,
      body: {
        blueprint_id: request.variant.blueprintId,
        print_provider_id: request.variant.printProviderId,
        variants: [{ id: request.variant.variantId, price: 12999, is_enabled: true }],
      },
    });
    expect(fake.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(fake.products.size).toBe(0);
    for (const mockup of mockups) expect((await sharp(mockup.image).metadata()).format).toBe('webp');
  });

  it('fails on a wrong token without leaving a product behind', async () => {
    const renderer = new PrintifyMockupRenderer({
      baseUrl: fake.baseUrl,
      apiToken: 'wrong',
      shopId: fake.shopId,
      imagesUrl: fake.origin,
    });
    await expect(renderer.render(mockupRequestFor(artwork, 'poster', '12x18'))).rejects.toThrow(/401/);
    expect(fake.products.size).toBe(0);
  });

  it('refuses mockup images from any host but the configured image host, and deletes the product', async () => {
    const renderer = new PrintifyMockupRenderer({
      baseUrl: fake.baseUrl,
      apiToken: fake.token,
      shopId: fake.shopId,
      imagesUrl: 'https://images-api.printify.com',
    });
    await expect(renderer.render(mockupRequestFor(artwork, 'poster', '12x18'))).rejects.toThrow(
      /Host not allowed/,
    );
    expect(fake.products.size).toBe(0);
  });

  it('picks views by camera_label', () => {
    const u = (label: string) => `https://images-api.printify.com/mockup/p/1/2/x.jpg?camera_label=${label}`;
    expect(cameraLabelOf(u('context-1'))).toBe('context-1');
    expect(cameraLabelOf('https://x.example/a.jpg')).toBe('default');
    expect(pickViews([])).toBeUndefined();
    const only = pickViews([u('front')]);
    expect([only?.front.cameraLabel, only?.angled.cameraLabel, only?.room.cameraLabel]).toEqual([
      'front',
      'front',
      'front',
    ]);
    const views = pickViews([u('back'), u('context-3'), u('front')]);
    expect([views?.front.cameraLabel, views?.angled.cameraLabel, views?.room.cameraLabel]).toEqual([
      'front',
      'back',
      'context-3',
    ]);
  });
});
