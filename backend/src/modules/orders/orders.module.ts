import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { DiscountsModule } from '../discounts';
import { OrderCustomerErasure } from './order-customer-erasure.service';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderStatusEmailService } from './order-status-email.service';
import { OrdersController } from './orders.controller';
import { OrderEmailSender } from './order-email.sender';
import { OrderLinesRepository } from './order-lines.repository';
import { OrderLifecycle } from './order-lifecycle.service';
import { OrderProofSteps } from './order-proof-steps';
import { OrderUnitOfWork } from './order-unit-of-work';
import { OrderNotesRepository } from './order-notes.repository';
import { OrderRefundEmailService } from './order-refund-email.service';
import { OrderHistoryRepository } from './order-history.repository';
import { OrderRowsRepository } from './order-rows.repository';
import { OrdersRepository } from './orders.repository';
import { OrderReviewRequestService } from './order-review-request.service';
import { OrdersService } from './orders.service';
import { OrderProofsRepository } from './order-proofs.repository';
import { OrderProofsService } from './order-proofs.service';
import { ProviderOrders } from './provider-orders.service';
import { ProviderOrdersRepository } from './provider-orders.repository';

/**
 * Orders: the only owner of `orders` and its children. OrderLifecycle is the one way an order changes (exported for
 * payments and fulfilment), ProviderOrders the one way to find a provider order and move a reprint (claims,
 * fulfilment); OrdersRepository is its SQL (exported for reads). Also the customer order reads, the confirmation and
 * status emails (Mailer and ImageUrlSigner come from global modules). A refunded cancellation gives its discount
 * code's use back through the discounts module, in the order's unit of work.
 */
@Module({
  imports: [JobsModule, DiscountsModule],
  controllers: [OrdersController],
  providers: [
    OrderUnitOfWork,
    OrderProofSteps,
    OrderLifecycle,
    OrderCustomerErasure,
    OrdersRepository,
    OrderRowsRepository,
    OrderHistoryRepository,
    OrderLinesRepository,
    OrderNotesRepository,
    OrdersService,
    OrderEmailSender,
    OrderConfirmationService,
    OrderStatusEmailService,
    OrderRefundEmailService,
    OrderReviewRequestService,
    ProviderOrders,
    ProviderOrdersRepository,
    OrderProofsRepository,
    OrderProofsService,
  ],
  exports: [
    OrderProofSteps,
    OrderProofsRepository,
    OrderProofsService,
    OrderLifecycle,
    OrderCustomerErasure,
    OrdersRepository,
    OrderNotesRepository,
    OrdersService,
    OrderConfirmationService,
    OrderStatusEmailService,
    ProviderOrders,
  ],
})
export class OrdersModule {}
