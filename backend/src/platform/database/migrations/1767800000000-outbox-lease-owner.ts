import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The process that leased an outbox job (`locked_by`, a random id per process). A process whose claim committed but
 * whose answer was lost (the database died in between) can then hand its own orphaned leases back at its next sweep
 * instead of leaving them blocked for the whole lease.
 */
export class OutboxLeaseOwner1767800000000 implements MigrationInterface {
  name = 'OutboxLeaseOwner1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_jobs ADD COLUMN locked_by uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_jobs DROP COLUMN locked_by`);
  }
}
