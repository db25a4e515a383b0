import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { DiscountsModule } from '../discounts';
import { ErrorLogsModule } from '../error-logs';
import { OrdersModule } from '../orders';
import { AdminAccountActionsController } from './admin-account-actions.controller';
import { AdminDashboardReads } from './admin-dashboard-reads.repository';
import { AdminOrderReads } from './admin-order-reads.repository';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/**
 * The back office (docs/product.md P8): staff reads (statistics, orders, users, sessions), the CSV export, audited; staff
 * actions on a customer's account (AdminAccountActionsController), audited. Staff actions on orders (sync, cancel, resubmit) are routes of the fulfilment module, audited there.
 */
@Module({
  imports: [AuthModule, ErrorLogsModule, DiscountsModule, OrdersModule],
  controllers: [AdminController, AdminAccountActionsController],
  providers: [AdminOrderReads, AdminDashboardReads, AdminService],
})
export class AdminModule {}
