import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { OutboxService } from './outbox.service';

/**
 * The durable per-order job queue. A module of its own, with no dependencies, so that every module that queues or
 * handles jobs (orders, fulfilment, payments) can import it without cycles; handlers register themselves.
 */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class OutboxModule {}
