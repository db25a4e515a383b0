import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { SessionsModule } from '../sessions';
import { ImageProxyController } from './image-proxy.controller';
import { MockupsController } from './mockups.controller';
import { MockupsService } from './mockups.service';

/**
 * POST /generate-mockups and GET /image-proxy. The MockupRenderer and ObjectStorage ports are bound by the global
 * AdaptersModule, the ImageUrlSigner comes from the global ImagesModule.
 */
@Module({
  imports: [RateLimitModule, SessionsModule],
  controllers: [MockupsController, ImageProxyController],
  providers: [MockupsService],
  exports: [MockupsService],
})
export class MockupsModule {}
