import { Module } from '@nestjs/common';
import { OutboxModule } from '../payments/outbox.module';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderStatusEmailService } from './order-status-email.service';
import { OrdersController } from './orders.controller';
import { OrderEmailSender } from './order-email.sender';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/**
 * Orders: the only owner of `orders` and its children (OrdersRepository, exported for the other modules' use cases),
 * customer order reads, the confirmation and status emails (Mailer and ImageUrlSigner come from global modules).
 */
@Module({
  imports: [OutboxModule],
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrdersService,
    OrderEmailSender,
    OrderConfirmationService,
    OrderStatusEmailService,
  ],
  exports: [OrdersRepository, OrdersService, OrderConfirmationService, OrderStatusEmailService],
})
export class OrdersModule {}
