import { Module } from '@nestjs/common';
import { ErrorLogsModule } from '../error-logs';
import { AdminReadModel } from './admin-read-model.repository';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/**
 * The back office (docs/product.md P8): staff reads (statistics, orders, users, sessions), the CSV export, audited. Staff
 * actions on orders (sync, cancel, resubmit) are routes of the fulfilment module, audited there.
 */
@Module({
  imports: [ErrorLogsModule],
  controllers: [AdminController],
  providers: [AdminReadModel, AdminService],
})
export class AdminModule {}
