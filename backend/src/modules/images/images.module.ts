import { Global, Module } from '@nestjs/common';
import type { ObjectStorage } from '@petart/domain';
import * as path from 'node:path';
import { LocalDiskStorage } from '../../adapters/storage/local-disk.storage';
import { OBJECT_STORAGE } from '../../adapters/storage/object-storage.token';
import { S3Storage } from '../../adapters/storage/s3.storage';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ImageUrlSigner } from './image-url-signer';
import { ImagesController } from './images.controller';

/** Builds the ObjectStorage selected by STORAGE_DRIVER; url(key) answers the signed /api/images URL. */
export function createObjectStorage(config: AppConfig, signer: ImageUrlSigner): ObjectStorage {
  const urlFor = (key: string, expiresInSeconds?: number): string => signer.sign(key, expiresInSeconds);
  const { bucket, region, endpoint } = config.s3;
  if (config.adapters.storage === 's3' && bucket !== undefined && region !== undefined) {
    return new S3Storage({ bucket, region, endpoint }, urlFor);
  }
  return new LocalDiskStorage(path.join(config.dataDir, 'storage'), urlFor);
}

/**
 * Private image storage for every module (global): the OBJECT_STORAGE binding, the {@link ImageUrlSigner} and the
 * signed `GET /api/images/*` route.
 */
@Global()
@Module({
  controllers: [ImagesController],
  providers: [
    {
      provide: ImageUrlSigner,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new ImageUrlSigner(config.jwtSecret, { publicUrl: config.publicUrl }),
    },
    { provide: OBJECT_STORAGE, inject: [APP_CONFIG, ImageUrlSigner], useFactory: createObjectStorage },
  ],
  exports: [ImageUrlSigner, OBJECT_STORAGE],
})
export class ImagesModule {}
