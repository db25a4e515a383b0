import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';
import { ImagesController } from './images.controller';

/**
 * Private image URLs for every module (global): the {@link ImageUrlSigner} and the signed `GET /api/images/*` route.
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
  ],
  exports: [ImageUrlSigner],
})
export class ImagesModule {}
