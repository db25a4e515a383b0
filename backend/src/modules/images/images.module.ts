import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import { ImageDelivery } from '../../platform/images/image-delivery';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';
import { ImagesController } from './images.controller';

/**
 * Private image URLs for every module (global): the {@link ImageUrlSigner}, the {@link ImageDelivery} behind every
 * signed URL (the variant it was signed for: watermarked for the artwork unless signed original) and the signed
 * `GET /api/images/*` route.
 * The ObjectStorage port itself is bound by the global AdaptersModule.
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
    {
      provide: ImageDelivery,
      inject: [ImageUrlSigner, OBJECT_STORAGE],
      useFactory: (signer: ImageUrlSigner, storage: ObjectStorage) => new ImageDelivery(signer, storage),
    },
  ],
  exports: [ImageUrlSigner, ImageDelivery],
})
export class ImagesModule {}
