import { Module } from '@nestjs/common';
import { AdminAuditService } from './admin-audit.service';

/** Error logs (`error_logs`): for now the audit writer; issue 14 adds the lists and actions of the Dev tab. */
@Module({
  providers: [AdminAuditService],
  exports: [AdminAuditService],
})
export class ErrorLogsModule {}
