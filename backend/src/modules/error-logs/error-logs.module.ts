import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminAuditService } from './admin-audit.service';
import {
  ClientErrorsController,
  ErrorAnalysisController,
  ErrorLogsAdminController,
} from './error-logs.controller';
import { ErrorLogsRepository } from './error-logs.repository';
import { ErrorLogsService } from './error-logs.service';

/**
 * Error logs that fill themselves (global, so the exception filter, the outbox and the order lifecycle can record
 * without importing anything), the staff audit trail (AdminAuditService, through ErrorLogsService.recordAudit), the
 * client error intake, the admin Error/Audit Logs and the AI analysis routes.
 */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [ClientErrorsController, ErrorLogsAdminController, ErrorAnalysisController],
  providers: [ErrorLogsService, ErrorLogsRepository, AdminAuditService],
  exports: [ErrorLogsService, AdminAuditService],
})
export class ErrorLogsModule {}
