import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue, ScheduledJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { ErrorLogsService } from './error-logs.service';

/** Every 6 hours. */
const PRUNE_SECONDS = 6 * 60 * 60;

/**
 * The prune of old error logs and audit entries as a recurring job, each tick once across replicas. Its own provider:
 * the job queue reports jobs that give up to the error logs, so ErrorLogsService cannot depend on the queue.
 */
@Injectable()
export class ErrorLogsPruneSchedule implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly errorLogs: ErrorLogsService,
  ) {}

  onModuleInit(): void {
    this.jobs.every(ScheduledJob.ErrorLogsPrune, PRUNE_SECONDS);
  }

  @OnJob(ScheduledJob.ErrorLogsPrune)
  async pruneJob(): Promise<void> {
    await this.errorLogs.pruneOnSchedule();
  }
}
