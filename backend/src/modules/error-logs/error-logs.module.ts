import { Global, Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AdminAuditService } from './admin-audit.service';
import {
  ClientErrorsController,
  ErrorAnalysisController,
  ErrorLogsAdminController,
} from './error-logs.controller';
import { ErrorLogsRepository } from './error-logs.repository';
import { ErrorLogsService } from './error-logs.service';
import { ErrorLogJobFailureSink } from './job-failure.sink';
import { ErrorLogsPruneSchedule } from './error-logs-prune.schedule';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { JOB_FAILURE_SINK } from '../../platform/jobs/job';

/**
 * Error logs that fill themselves (global, so the exception filter, the job queue (JOB_FAILURE_SINK) and the order lifecycle can record
 * without importing anything), the staff audit trail (AdminAuditService, through ErrorLogsService.recordAudit), the
 * client error intake, the admin Error/Audit Logs and the AI analysis routes.
 */
@Global()
@Module({
  imports: [RateLimitModule, JobsModule],
  controllers: [ClientErrorsController, ErrorLogsAdminController, ErrorAnalysisController],
  providers: [
    ErrorLogsService,
    ErrorLogsRepository,
    AdminAuditService,
    ErrorLogsPruneSchedule,
    { provide: JOB_FAILURE_SINK, useClass: ErrorLogJobFailureSink },
  ],
  exports: [ErrorLogsService, AdminAuditService, JOB_FAILURE_SINK],
})
export class ErrorLogsModule {}
