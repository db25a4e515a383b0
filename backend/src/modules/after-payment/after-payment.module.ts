import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { AdminOrderCancelController } from './admin-order-cancel.controller';
import { AfterPaymentController } from './after-payment.controller';
import { DigitalFilesService } from './digital-files';
import { OrderCancellationService } from './order-cancellation.service';
import { OrderCropController } from './order-crop.controller';
import { OrderCropChangeService } from './order-crop-change.service';
import { OrderNameController } from './order-name.controller';
import { OrderNameChangeService } from './order-name-change.service';
import { AdminOrderProofController, OrderProofController } from './order-proof.controller';
import { OrderProofAnswersService } from './order-proof-answers.service';
import { OrderTrackingService } from './order-tracking.service';
import { PaymentReconciliationService } from './payment-reconciliation.service';
import { StaffOrderActionsController } from './staff-order-actions.controller';
import { StaffOrderActionsService } from './staff-order-actions.service';
import { TrackingController } from './tracking.controller';

/**
 * After the payment (docs/product.md P6): reconciliation with the payment provider, expiry of abandoned checkouts, the 30-day
 * digital file, cancellation with refund (customer and staff share one use case), and the public tracking page.
 */
@Module({
  imports: [RateLimitModule, OrdersModule, PaymentsModule, FulfilmentModule],
  controllers: [
    AfterPaymentController,
    TrackingController,
    AdminOrderCancelController,
    StaffOrderActionsController,
    OrderNameController,
    OrderCropController,
    OrderProofController,
    AdminOrderProofController,
  ],
  providers: [
    OrderCancellationService,
    PaymentReconciliationService,
    DigitalFilesService,
    OrderTrackingService,
    StaffOrderActionsService,
    OrderNameChangeService,
    OrderCropChangeService,
    OrderProofAnswersService,
  ],
  exports: [OrderCancellationService, PaymentReconciliationService],
})
export class AfterPaymentModule {}
