import { Module } from '@nestjs/common';
import { GiftDeadlineController } from './gift-deadline.controller';
import { GiftDeadlineService } from './gift-deadline.service';

/** Delivery dates a buyer plans by: the gift holidays' order-by dates. */
@Module({
  controllers: [GiftDeadlineController],
  providers: [GiftDeadlineService],
  exports: [GiftDeadlineService],
})
export class DeliveryModule {}
