import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { OutboxJobsRepository } from './outbox-jobs.repository';
import { OutboxService } from './outbox.service';

/**
 * The durable per-order job queue, owner of `outbox_jobs` through OutboxJobsRepository (exported for the dev tools). A module of its own, with no dependencies, so that every module that queues or
 * handles jobs (orders, fulfilment, payments) can import it without cycles; handlers register themselves.
 */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [OutboxService, OutboxJobsRepository],
  exports: [OutboxService, OutboxJobsRepository],
})
export class OutboxModule {}
