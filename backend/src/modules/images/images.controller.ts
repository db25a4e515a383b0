import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ObjectStorage } from '@petart/domain';
import type { FastifyReply } from 'fastify';
import { OBJECT_STORAGE } from '@petart/domain';
import { ApiBinaryOk, ApiErrors, ApiWithoutDatabase } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';

/** Serves private stored images to anyone holding a valid signed URL (img tags send no bearer token). */
@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(
    private readonly signer: ImageUrlSigner,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Get('*')
  @ApiOperation({
    operationId: 'getImage',
    summary: 'A stored image, given a valid unexpired signature (403 otherwise)',
  })
  @ApiBinaryOk('The stored image', ['image/webp', 'image/png', 'image/jpeg', 'application/octet-stream'])
  @ApiErrors({ 403: 'Missing, invalid or expired signature', 404: 'No such image' })
  @ApiWithoutDatabase()
  async image(
    @Param('*') key: string,
    @Query('exp') exp: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !this.signer.verify(key, exp, sig)) {
      throw new AppError('IMAGES.FORBIDDEN', 'This image link is invalid or has expired.');
    }
    const object = await this.storage.get(key);
    if (!object) throw new AppError('IMAGES.NOT_FOUND', 'Image not found');
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
