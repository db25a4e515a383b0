import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { fetchImageFromOrigin, UnsafeImageFetchError } from '../../platform/images/safe-image-fetch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ApiBinaryOk, ApiWithoutDatabase } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { IMAGE_PATH_PREFIX, ImageDelivery, ImageUrlSigner } from '../images';

const invalid = (): AppError => new AppError('IMAGE_PROXY.URL_INVALID', 'Invalid image URL');
const BASE64_RE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The filename for Content-Disposition: safe characters only (no quotes, no path, no header injection). */
export function safeFilename(name: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 100);
  return cleaned === '' ? 'mockup.webp' : cleaned;
}

/**
 * Opens a full-size mockup in a new tab (product.md P13). A new tab sends no bearer token, so the route is public and
 * the allow-list is the guard: our own images only with a valid signature (read straight from storage, no HTTP
 * round trip), or the mockup provider's image host (fetched without following redirects, 10 s, 20 MB, image types
 * only). Anything else is 400 'Invalid image URL'.
 */
@ApiTags('mockups')
@Controller('image-proxy')
export class ImageProxyController {
  private readonly publicOrigin: string;

  constructor(
    private readonly signer: ImageUrlSigner,
    private readonly delivery: ImageDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.publicOrigin = new URL(config.publicUrl).origin;
  }

  @Get(':filename')
  @ApiOperation({
    operationId: 'imageProxy',
    summary: 'Stream an own signed image or a mockup provider image',
  })
  @ApiQuery({ name: 'url', description: 'base64 of the image URL' })
  @ApiQuery({ name: 'view', required: false })
  @ApiQuery({ name: 'unique', required: false })
  @ApiBinaryOk('The image', ['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/avif'])
  @ApiWithoutDatabase()
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: "Not one of the shop's or the provider's images",
  })
  async proxy(
    @Param('filename') filename: string,
    @Query('url') encoded: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const target = this.decode(encoded);
    const image = (await this.ownImage(target)) ?? (await this.providerImage(target));
    await reply
      .header('content-type', image.contentType)
      .header('content-disposition', `inline; filename="${safeFilename(filename)}"`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-length', String(image.bytes.length))
      .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
  }

  private decode(encoded: unknown): string {
    if (typeof encoded !== 'string' || encoded.length > 8192 || !BASE64_RE.test(encoded)) throw invalid();
    const text = Buffer.from(
      encoded,
      encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64',
    ).toString('utf8');
    // Reject anything with control characters or that does not round-trip (i.e. was not really base64 of text).
    if (text === '' || [...text].some((c) => c.charCodeAt(0) < 0x21 || c.charCodeAt(0) === 0x7f))
      throw invalid();
    return text;
  }

  /**
   * Our own image: relative or on PUBLIC_URL, under /api/images/, with a valid unexpired signature, as the variant it
   * was signed for (the same picture `GET /api/images/*` gives: a mockup of an unpaid artwork stays watermarked).
   */
  private async ownImage(target: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
    let url: URL;
    try {
      url = new URL(target, this.publicOrigin);
    } catch {
      throw invalid();
    }
    if (url.origin !== this.publicOrigin) return undefined;
    if (!url.pathname.startsWith(IMAGE_PATH_PREFIX)) throw invalid();
    const key = this.signer.keyOf(url.pathname);
    if (key === undefined) throw invalid();
    // A repeated parameter is refused like a forged one (getAll keeps every value, as Fastify's parser would).
    const one = (name: string): string | string[] | undefined => {
      const values = url.searchParams.getAll(name);
      return values.length > 1 ? values : values[0];
    };
    const object = await this.delivery.deliver(key, { v: one('v'), exp: one('exp'), sig: one('sig') });
    if (typeof object === 'string' || !object.contentType.startsWith('image/')) throw invalid();
    return { bytes: object.body, contentType: object.contentType };
  }

  private async providerImage(target: string): Promise<{ bytes: Uint8Array; contentType: string }> {
    try {
      return await fetchImageFromOrigin(target, this.config.printify.imagesUrl);
    } catch (error) {
      if (error instanceof UnsafeImageFetchError) throw invalid();
      throw error;
    }
  }
}
