import {
  MOCKUP_VIEWS,
  MockupVariantMismatchError,
  priceCentsFor,
  type MockupRenderer,
  type MockupRequest,
  type MockupView,
  type RenderedMockup,
} from '@petart/domain';
import sharp from 'sharp';
import { PrintifyApiError, PrintifyClient } from '../printify/printify-client';
import { fetchImageFromOrigin } from '../../platform/images/safe-image-fetch';

export interface PrintifyMockupOptions {
  /** e.g. https://api.printify.com/v1 (PRINTIFY_BASE_URL). */
  baseUrl: string;
  apiToken: string;
  shopId: string;
  /** Origin the mockup images are downloaded from (PRINTIFY_IMAGES_URL). */
  imagesUrl: string;
  timeoutMs?: number;
}

/** The part of Printify's product answer we read. */
interface PrintifyProduct {
  id: string;
  images?: { src: string; variant_ids?: number[]; position?: string; is_default?: boolean }[];
}

export { PrintifyApiError };

/**
 * Mockups from Printify: uploads the artwork (base64 contents: our images are private, Printify cannot fetch them),
 * creates a temporary product for the one variant, picks the front / angled / room images by their camera_label,
 * downloads them (allowed image host only, no redirects, 10 s, 20 MB) and re-encodes them as WebP, then deletes the
 * temporary product (also when a later step fails). A 400/422 from product creation that names the variants is a
 * VARIANT_MISMATCH.
 */
export class PrintifyMockupRenderer implements MockupRenderer {
  private readonly client: PrintifyClient;

  constructor(
    private readonly options: PrintifyMockupOptions,
    client?: PrintifyClient,
  ) {
    this.client =
      client ??
      new PrintifyClient({
        baseUrl: options.baseUrl,
        apiToken: options.apiToken,
        timeoutMs: options.timeoutMs,
      });
  }

  async render(request: MockupRequest): Promise<RenderedMockup[]> {
    const upload = await this.call<{ id: string }>('POST', '/uploads/images.json', {
      file_name: request.artwork.fileName,
      contents: Buffer.from(request.artwork.bytes).toString('base64'),
    });
    const { variantId } = request.variant;
    const product = await this.createProduct(request, upload.id);
    try {
      const images = (product.images ?? []).filter(
        (image) => image.variant_ids === undefined || image.variant_ids.includes(variantId),
      );
      const chosen = pickViews(images.map((image) => image.src));
      if (!chosen) throw new PrintifyApiError(`No mockup images for variant ${variantId}`, 502);
      return await Promise.all(
        MOCKUP_VIEWS.map(async (view) => {
          const { src, cameraLabel } = chosen[view];
          const { bytes } = await fetchImageFromOrigin(src, this.options.imagesUrl, {
            timeoutMs: this.options.timeoutMs,
          });
          const image = await sharp(bytes, { limitInputPixels: 40_000_000 })
            .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82, effort: 2 })
            .toBuffer();
          return { view, cameraLabel, contentType: 'image/webp', image: new Uint8Array(image) };
        }),
      );
    } finally {
      await this.call('DELETE', `/shops/${this.options.shopId}/products/${product.id}.json`).catch(
        () => undefined,
      );
    }
  }

  private async createProduct(request: MockupRequest, imageId: string): Promise<PrintifyProduct> {
    const { variantId, blueprintId, printProviderId } = request.variant;
    try {
      return await this.call<PrintifyProduct>('POST', `/shops/${this.options.shopId}/products.json`, {
        title: `PetArt mockup ${request.printType} ${request.printSize} (temporary)`,
        description: 'Temporary product used to render mockups; deleted right away.',
        blueprint_id: blueprintId,
        print_provider_id: printProviderId,
        variants: [
          { id: variantId, price: priceCentsFor(request.printType, request.printSize), is_enabled: true },
        ],
        print_areas: [
          {
            variant_ids: [variantId],
            placeholders: [
              { position: 'front', images: [{ id: imageId, x: 0.5, y: 0.5, scale: 1, angle: 0 }] },
            ],
          },
        ],
      });
    } catch (error) {
      if (error instanceof PrintifyApiError && (error.status === 400 || error.status === 422)) {
        if (/variant|blueprint|print.?provider/i.test(error.message)) {
          throw new MockupVariantMismatchError(error.message);
        }
      }
      throw error;
    }
  }

  private call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    return this.client.request<T>(method, path, body);
  }
}

/**
 * Chooses one image per view from Printify's mockup URLs by their camera_label: 'front' (else the first) for the
 * front view, a 'context-*' / lifestyle camera for the room, another camera for the angled view. Missing views reuse
 * the front image so the client always gets all three.
 */
export function pickViews(
  srcs: readonly string[],
): Record<MockupView, { src: string; cameraLabel: string }> | undefined {
  const labelled = srcs.map((src) => ({ src, cameraLabel: cameraLabelOf(src) }));
  const front = labelled.find((m) => m.cameraLabel === 'front') ?? labelled[0];
  if (!front) return undefined;
  const rest = labelled.filter((m) => m !== front);
  const room = rest.find((m) => /context|lifestyle|room/i.test(m.cameraLabel)) ?? rest[1] ?? rest[0] ?? front;
  const angled = rest.find((m) => m !== room) ?? room;
  return { front, angled, room };
}

/** The camera_label query parameter of a Printify mockup URL ('front', 'context-1', ...); 'default' when absent. */
export function cameraLabelOf(src: string): string {
  try {
    return new URL(src).searchParams.get('camera_label') ?? 'default';
  } catch {
    return 'default';
  }
}
