import { findSize, type FulfilmentProvider, type ProviderVariant } from '@petart/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { cropArtwork } from '../../platform/images/artwork-crop';
import { LocalDiskStorage } from '../../adapters/storage/local-disk.storage';
import type { AppConfig } from '../../platform/config/app-config';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';
import { PrintFileGenerator, PRINT_FILE_URL_VALIDITY_SECONDS, renderPrintFile } from './print-file.generator';

const PUBLIC_URL = 'https://shop.petart.example';
let dir: string;
let storage: LocalDiskStorage;
let signer: ImageUrlSigner;

/** A provider whose catalog answers small placeholders (keeps the tests fast; real ones are 300 dpi). */
function catalogProvider(variants: ProviderVariant[]): FulfilmentProvider {
  // Only the catalog is read by the generator.
  return { listVariants: () => Promise.resolve(variants) } as unknown as FulfilmentProvider;
}

function generator(provider: FulfilmentProvider = catalogProvider([])): PrintFileGenerator {
  return new PrintFileGenerator(storage, signer, { publicUrl: PUBLIC_URL } as AppConfig, provider);
}

/**
 * A 1536x1024 (landscape) artwork: dark, with a bright red subject near the right edge, so an attention crop to a
 * portrait print is far from the centre crop.
 */
async function storeArtwork(key = 'generated/u1/art.webp'): Promise<string> {
  const bytes = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#1d2530' } })
    .composite([
      {
        input: await sharp({
          create: { width: 300, height: 420, channels: 3, background: '#f03c28' },
        })
          .png()
          .toBuffer(),
        left: 1150,
        top: 300,
      },
    ])
    .webp({ quality: 90 })
    .toBuffer();
  await storage.put(key, bytes, 'image/webp');
  return `/api/images/${key}`;
}

/** A 12x18 poster whose placeholder is 200x300 px. */
function smallPosterProvider(): FulfilmentProvider {
  return catalogProvider([
    {
      id: findSize('poster', '12x18')!.printify.variantId,
      title: '12″ x 18″ / Matte',
      isAvailable: true,
      placeholders: [{ position: 'front', width: 200, height: 300 }],
    },
  ]);
}

/** Mean absolute difference of two same-sized raw pictures (0-255). */
const meanDiff = (a: Buffer, b: Buffer) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'petart-print-files-'));
  signer = new ImageUrlSigner('print-file-test-secret-print-file-test', { publicUrl: PUBLIC_URL });
  storage = new LocalDiskStorage(dir, (key, seconds) => signer.sign(key, { minValiditySeconds: seconds }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('PrintFileGenerator', () => {
  it("makes the file at the variant's placeholder size, stores it and signs a long-lived absolute URL", async () => {
    const size = findSize('poster', '24x36')!;
    const source = await storeArtwork();
    const provider = catalogProvider([
      {
        id: size.printify.variantId,
        title: '24″ x 36″ / Matte',
        isAvailable: true,
        placeholders: [{ position: 'front', width: 240, height: 360 }],
      },
    ]);
    const before = Math.floor(Date.now() / 1000);
    const file = await generator(provider).prepare({
      orderHash: 'abcd1234',
      lineId: 'l1',
      lineIndex: 1,
      printType: 'poster',
      printSize: '24x36',
      sourceImage: source,
    });
    expect(file).toMatchObject({ fileName: 'abcd1234-2.jpg', widthPx: 240, heightPx: 360 });
    expect(file.url.startsWith(`${PUBLIC_URL}/api/images/print-files/abcd1234/abcd1234-2.jpg?exp=`)).toBe(
      true,
    );
    const exp = Number(new URL(file.url).searchParams.get('exp'));
    expect(exp).toBeGreaterThanOrEqual(before + PRINT_FILE_URL_VALIDITY_SECONDS);
    const stored = await storage.get('print-files/abcd1234/abcd1234-2.jpg');
    const meta = await sharp(stored!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 240, 360]);
    // Small files also travel inline.
    expect(Buffer.from(file.contentBase64 ?? '', 'base64').equals(Buffer.from(stored!.body))).toBe(true);
  });

  it('finds the placeholder by catalogue title when the configured id is 0 (unconfirmed)', async () => {
    const size = findSize('canvas', '20x30')!;
    expect(size.printify.variantId).toBe(0);
    const provider = catalogProvider([
      { id: 1, title: "16″ x 24″ (Vertical) / 0.75''", isAvailable: true, placeholders: [] },
      {
        id: 2,
        title: "20″ x 30″ (Vertical) / 0.75''",
        isAvailable: true,
        placeholders: [{ position: 'front', width: 200, height: 300 }],
      },
    ]);
    expect(await generator(provider).targetPixels('canvas', size)).toEqual({ width: 200, height: 300 });
  });

  it.each([
    ['poster', '24x36', 7200, 10800],
    ['poster', '12x18', 3600, 5400],
    ['canvas', '40x60', 12000, 18000],
    ['canvas', '30x20', 9000, 6000],
    ['framed', '16x16', 4800, 4800],
  ] as const)('without provider placeholders %s %s is 300 dpi: %ix%i', async (type, value, w, h) => {
    expect(await generator().targetPixels(type, findSize(type, value)!)).toEqual({ width: w, height: h });
  });

  it("crops exactly as the mockup's front view (the attention crop), not the centre", async () => {
    const source = await storeArtwork();
    const provider = smallPosterProvider();
    await generator(provider).prepare({
      orderHash: 'h',
      lineId: 'l',
      lineIndex: 0,
      printType: 'poster',
      printSize: '12x18',
      sourceImage: source,
    });
    const printed = (await storage.get('print-files/h/h-1.jpg'))!.body;
    const artwork = (await storage.get('generated/u1/art.webp'))!.body;
    // What the mockup renderer draws from: the same crop decision at its working size.
    const { preview, rect } = await cropArtwork(artwork, 12 / 18);
    expect(rect.width / rect.height).toBeCloseTo(12 / 18, 2);
    expect(rect.left).toBeGreaterThan(400); // towards the red subject on the right
    const asPreview = async (input: Uint8Array | Buffer, raw?: sharp.SharpOptions['raw']) =>
      sharp(input, raw ? { raw } : {})
        .resize(100, 150, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer();
    const mockup = await asPreview(preview.data, {
      width: preview.width,
      height: preview.height,
      channels: 4,
    });
    const file = await asPreview(printed);
    const centre = await asPreview(
      await sharp(artwork).resize(200, 300, { fit: 'cover', position: 'centre' }).png().toBuffer(),
    );
    expect(meanDiff(file, mockup)).toBeLessThan(4);
    expect(meanDiff(centre, mockup)).toBeGreaterThan(10);
  });

  it("cuts the customer's crop position instead of the attention crop, and says where the window sat", async () => {
    const source = await storeArtwork();
    const provider = smallPosterProvider();
    const request = {
      lineId: 'l',
      lineIndex: 0,
      printType: 'poster' as const,
      printSize: '12x18',
      sourceImage: source,
    };
    const automatic = await generator(provider).prepare({ ...request, orderHash: 'auto' });
    const left = await generator(provider).prepare({ ...request, orderHash: 'left', cropPosition: 0 });
    // The attention crop sits towards the red subject on the right; the customer's window at the left edge.
    expect(automatic.cropPosition).toBeGreaterThan(0.5);
    expect(left.cropPosition).toBe(0);
    expect(left.artworkAspect).toBeCloseTo(1.5, 5);
    const pixels = async (input: Uint8Array) =>
      sharp(input).resize(100, 150, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const artwork = (await storage.get('generated/u1/art.webp'))!.body;
    const leftWindow = await pixels(
      await sharp(artwork).extract({ left: 0, top: 0, width: 683, height: 1024 }).png().toBuffer(),
    );
    const leftFile = await pixels((await storage.get('print-files/left/left-1.jpg'))!.body);
    const autoFile = await pixels((await storage.get('print-files/auto/auto-1.jpg'))!.body);
    expect(meanDiff(leftFile, leftWindow)).toBeLessThan(4);
    expect(meanDiff(leftFile, autoFile)).toBeGreaterThan(10);
  });

  it('reports the effective DPI of the source over the print (the cropped pixels per inch) and the upscaler', async () => {
    const source = await storeArtwork();
    const provider = catalogProvider([
      {
        id: findSize('poster', '24x36')!.printify.variantId,
        title: '24″ x 36″ / Matte',
        isAvailable: true,
        placeholders: [{ position: 'front', width: 24, height: 36 }],
      },
    ]);
    const file = await generator(provider).prepare({
      orderHash: 'dpi',
      lineId: 'l',
      lineIndex: 0,
      printType: 'poster',
      printSize: '24x36',
      sourceImage: source,
    });
    // 1536x1024 landscape source, portrait 2:3 crop = 683x1024 px over 24x36 in: min(683/24, 1024/36) = 28.
    expect(file.effectiveDpi).toBe(28);
    // ...and what enlarged it, recorded on the line for staff (D-172: lanczos3 won the measurement).
    expect(file.upscaler).toBe('lanczos3');
  });

  it('refuses an artwork that is not stored', async () => {
    await expect(
      generator().prepare({
        orderHash: 'x',
        lineId: 'l',
        lineIndex: 0,
        printType: 'poster',
        printSize: '24x36',
        sourceImage: '/api/images/generated/missing.webp',
      }),
    ).rejects.toThrow(/not in storage/);
  });

  it("widens libvips' thread pool to every core while print files render, once for overlapping ones, then restores it", async () => {
    await storeArtwork();
    const before = sharp.concurrency();
    const source = (await storage.get('generated/u1/art.webp'))?.body ?? new Uint8Array();
    const spy = jest.spyOn(sharp, 'concurrency');
    try {
      await Promise.all([
        renderPrintFile(source, { widthIn: 12, heightIn: 18 }, { width: 240, height: 360 }),
        renderPrintFile(source, { widthIn: 18, heightIn: 24 }, { width: 360, height: 480 }),
      ]);
      const sets = spy.mock.calls.filter((call) => call.length > 0).map((call) => call[0]);
      expect(sets).toEqual([Math.max(before, availableParallelism()), before]);
      expect(sharp.concurrency()).toBe(before);
    } finally {
      spy.mockRestore();
    }
  });
});
