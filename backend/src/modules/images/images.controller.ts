import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiBinaryOk, ApiErrors, ApiWithoutDatabase } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import { ImageDelivery } from '../../platform/images/image-delivery';
import { IMAGE_VARIANTS } from '../../platform/images/image-variants';

/**
 * Serves private stored images to anyone holding a valid signed URL (img tags send no bearer token), as the variant
 * the URL was signed for: the artwork of an unpaid order only ever leaves as a watermarked, screen-sized picture
 * (docs/decisions.md D-285).
 */
@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly delivery: ImageDelivery) {}

  @Get('*')
  @ApiOperation({
    operationId: 'getImage',
    summary:
      'A stored image as the variant its URL was signed for (the artwork: watermarked unless signed original), given a valid unexpired signature (403 otherwise)',
  })
  @ApiQuery({ name: 'v', required: false, enum: IMAGE_VARIANTS, description: 'The signed variant' })
  @ApiQuery({ name: 'exp', required: true, type: String, description: 'Expiry (unix seconds)' })
  @ApiQuery({ name: 'sig', required: true, type: String, description: 'HMAC of key, expiry and variant' })
  @ApiBinaryOk('The stored image', ['image/webp', 'image/png', 'image/jpeg', 'application/octet-stream'])
  @ApiErrors({
    403: 'Missing, invalid or expired signature, or a variant it was not signed for',
    404: 'No such image',
  })
  @ApiWithoutDatabase()
  async image(
    @Param('*') key: string,
    @Query('v') v: unknown,
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const object = await this.delivery.deliver(key, { v, exp, sig });
    if (object === 'forbidden') {
      throw new AppError('IMAGES.FORBIDDEN', 'This image link is invalid or has expired.');
    }
    if (object === 'not-found') throw new AppError('IMAGES.NOT_FOUND', 'Image not found');
    if (object === 'unreadable') throw new AppError('IMAGES.NOT_FOUND', 'This image cannot be shown.');
    const contentType = object.contentType.startsWith('image/')
      ? object.contentType
      : 'application/octet-stream';
    await reply
      .header('content-type', contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(object.body.length))
      .send(Buffer.from(object.body.buffer, object.body.byteOffset, object.body.byteLength));
  }
}
