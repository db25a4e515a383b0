import { Injectable } from '@nestjs/common';
import type { JobFailureSink } from '../../platform/jobs/job';
import { ErrorLogsService } from './error-logs.service';

/** A job that gave up after its last attempt becomes an error log row for staff (Dev tab), one row per job. */
@Injectable()
export class ErrorLogJobFailureSink implements JobFailureSink {
  constructor(private readonly errorLogs: ErrorLogsService) {}

  async jobGaveUp(failure: Parameters<JobFailureSink['jobGaveUp']>[0]): Promise<void> {
    await this.errorLogs.record({
      errorType: 'JOB_FAILED',
      errorMessage: `Job ${failure.job} for order ${failure.orderId} gave up after ${failure.attempts} attempts: ${failure.message}`,
      stackTrace: failure.stack,
      severity: 'high',
      // One row per job (the id is part of the fingerprint): each is retried on its own.
      route: `job ${failure.jobId}`,
      context: {
        source: 'job',
        jobId: failure.jobId,
        kind: failure.job,
        orderId: failure.orderId,
        attempts: failure.attempts,
      },
    });
  }
}
