import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { JobHandlerExplorer } from './job-handler.explorer';
import { JobsRepository } from './jobs.repository';
import { JobPruneService } from './job-prune.service';
import { JobQueue } from './job-queue';
import { JobMetrics } from './job-metrics';

/**
 * The durable per-order job queue (platform: it knows no module), owner of `outbox_jobs` through JobsRepository
 * (exported for the dev tools). Every module that queues or handles jobs imports it without cycles; handlers are the
 * `@OnJob(Job.X)` methods of any provider, found at start-up by JobHandlerExplorer. A job that gives up is reported to
 * JOB_FAILURE_SINK when one is bound (the error logs). Done jobs are pruned daily (JobPruneService).
 */
@Module({
  imports: [ScheduleModule.forRoot(), DiscoveryModule],
  providers: [JobQueue, JobPruneService, JobsRepository, JobHandlerExplorer, JobMetrics],
  exports: [JobQueue, JobsRepository],
})
export class JobsModule {}
