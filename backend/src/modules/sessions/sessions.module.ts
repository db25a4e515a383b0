import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { ImageDecodeGate } from './image-decode-gate';
import { SessionsController } from './sessions.controller';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

/**
 * Upload and creation sessions, owner of `sessions` through {@link SessionsRepository} (exported with the service
 * for generation, mockups and cart). Exports the process's one {@link ImageDecodeGate}: every photo a customer sends
 * (uploads, claim photos) is decoded through it.
 */
@Module({
  imports: [RateLimitModule],
  controllers: [SessionsController],
  providers: [SessionsService, SessionsRepository, ImageDecodeGate],
  exports: [SessionsService, SessionsRepository, ImageDecodeGate],
})
export class SessionsModule {}
