import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { RateLimiterService } from './rate-limiter.service';
import { RateLimitsRepository } from './rate-limits.repository';

/**
 * Per-subject rate limits shared by every replica (platform: it knows no module). A module that limits something
 * imports it and declares its own rules (RateLimitRule) beside the use case they guard.
 */
@Module({
  imports: [JobsModule],
  providers: [RateLimiterService, RateLimitsRepository],
  exports: [RateLimiterService],
})
export class RateLimitModule {}
