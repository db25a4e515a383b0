import { Module } from '@nestjs/common';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Customer order reads and the order confirmation email (Mailer and ImageUrlSigner come from global modules). */
@Module({
  controllers: [OrdersController],
  providers: [OrdersService, OrderConfirmationService],
  exports: [OrdersService, OrderConfirmationService],
})
export class OrdersModule {}
