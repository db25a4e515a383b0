import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Done jobs by when they finished, for the daily retention prune (JobPruneService): each batch of its deletes
 * reads the oldest done rows from this index instead of scanning the whole queue. Partial, so the live queue's
 * writes do not pay for it until a job is done.
 */
export class OutboxDoneIndex1790000000003 implements MigrationInterface {
  name = 'OutboxDoneIndex1790000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX outbox_jobs_done_idx ON outbox_jobs (updated_at) WHERE status = 'done'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbox_jobs_done_idx`);
  }
}
