import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobHandlerExplorer } from './job-handler.explorer';
import { JobStore } from './job-store';
import { JobQueue } from './job-queue';
import { JobMetrics } from './job-metrics';

/**
 * Background jobs (platform: it knows no module) on the pg-boss engine behind our face, JobQueue. Every module that
 * queues or handles jobs imports it without cycles; handlers are the `@OnJob(Job.X)` methods of any provider, found
 * at start-up by JobHandlerExplorer. A job that gives up is reported to JOB_FAILURE_SINK when one is bound (the error
 * logs). JobStore reads the engine's table for staff and the metrics. Finished jobs are deleted by the engine after
 * OUTBOX_RETENTION_DAYS.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [JobQueue, JobStore, JobHandlerExplorer, JobMetrics],
  exports: [JobQueue, JobStore],
})
export class JobsModule {}
