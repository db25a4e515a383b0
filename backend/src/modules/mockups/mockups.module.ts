import { Module } from '@nestjs/common';
import type { MockupRenderer } from '@petart/domain';
import { LocalMockupRenderer } from '../../adapters/mockups/local-mockup.renderer';
import { PrintifyMockupRenderer } from '../../adapters/mockups/printify-mockup.renderer';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ImageProxyController } from './image-proxy.controller';
import { MOCKUP_RENDERER } from './mockup-renderer.token';
import { MockupsController } from './mockups.controller';
import { MockupsService } from './mockups.service';

/** The renderer selected by MOCKUP_RENDERER (the config check guarantees Printify's settings when chosen). */
export function createMockupRenderer(config: AppConfig): MockupRenderer {
  const { apiToken, shopId, baseUrl, imagesUrl } = config.printify;
  if (config.adapters.mockupRenderer === 'printify' && apiToken !== undefined && shopId !== undefined) {
    return new PrintifyMockupRenderer({ baseUrl, apiToken, shopId, imagesUrl });
  }
  return new LocalMockupRenderer();
}

/** POST /generate-mockups and GET /image-proxy (storage and ImageUrlSigner come from the global ImagesModule). */
@Module({
  controllers: [MockupsController, ImageProxyController],
  providers: [
    MockupsService,
    { provide: MOCKUP_RENDERER, inject: [APP_CONFIG], useFactory: createMockupRenderer },
  ],
  exports: [MockupsService],
})
export class MockupsModule {}
