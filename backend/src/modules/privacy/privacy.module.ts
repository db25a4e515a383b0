import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { AuthModule } from '../auth';
import { ClaimsModule } from '../claims';
import { ErrorLogsModule } from '../error-logs';
import { GenerationModule } from '../generation';
import { OrdersModule } from '../orders';
import { SessionsModule } from '../sessions';
import { UsersModule } from '../users';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportService } from './data-export.service';
import { PrivacyAdminController } from './privacy-admin.controller';
import { PrivacyAudit } from './privacy-audit';
import { PrivacyController } from './privacy.controller';
import { PrivacyRequestsRepository } from './privacy-requests.repository';
import { PrivacyService } from './privacy.service';

/**
 * A customer's rights over their data (D-305, D-306): the export archive and the account deletion, owner of
 * `privacy_requests`. It reads through the other modules' repositories and changes what they own only through them
 * (the orders' anonymisation is the orders module's, the account row the users module's).
 */
@Module({
  imports: [
    JobsModule,
    RateLimitModule,
    UsersModule,
    AuthModule,
    OrdersModule,
    SessionsModule,
    GenerationModule,
    ClaimsModule,
    ErrorLogsModule,
  ],
  controllers: [PrivacyController, PrivacyAdminController],
  providers: [
    PrivacyService,
    PrivacyRequestsRepository,
    PrivacyAudit,
    DataExportService,
    AccountDeletionService,
  ],
})
export class PrivacyModule {}
