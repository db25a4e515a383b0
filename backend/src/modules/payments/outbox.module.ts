import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { OutboxJobsRepository } from './outbox-jobs.repository';
import { OutboxPruneService } from './outbox-prune.service';
import { OutboxService } from './outbox.service';

/**
 * The durable per-order job queue, owner of `outbox_jobs` through OutboxJobsRepository (exported for the dev tools). A module of its own, with no dependencies, so that every module that queues or
 * handles jobs (orders, fulfilment, payments) can import it without cycles; handlers register themselves. Done
 * jobs are pruned daily (OutboxPruneService).
 */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [OutboxService, OutboxPruneService, OutboxJobsRepository],
  exports: [OutboxService, OutboxJobsRepository],
})
export class OutboxModule {}
