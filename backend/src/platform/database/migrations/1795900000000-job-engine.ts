import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PgBoss } from 'pg-boss';
import { JOB_SCHEMA, orderJobId } from '../../jobs/job-engine';

/** The kinds our own queue held (outbox_jobs.kind), each now a queue of the engine. */
const KINDS = [
  'fulfilment',
  'send_to_production',
  'confirmation_email',
  'tax_transaction',
  'tax_reversal',
  'email_processing',
  'email_shipped',
  'email_delivered',
  'email_cancelled',
  'refund',
  'email_refunded',
  'email_dispute_opened',
  'email_dispute_closed',
];

/** The queues' settings as the app starts them by default (JobQueue applies the configured ones at start-up). */
const QUEUE = {
  retryLimit: 7,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  deleteAfterSeconds: 30 * 24 * 3600,
  notify: true,
};

/**
 * Background jobs move onto the pg-boss engine (docs/decisions.md D-230): its schema is installed here (so every
 * database our migrations reach has it, the tests' template among them), a queue is created per kind of our old
 * queue, every job still to run (pending, or running when the old code stopped) is queued again with its id derived
 * from (kind, order) and its due time, and `outbox_jobs` is dropped. Jobs that had
 * given up were reported to the error logs when they did and are not carried over; done ones are history.
 */
export class JobEngine1795900000000 implements MigrationInterface {
  name = 'JobEngine1795900000000';

  /** The engine installs its schema on its own connections: this migration runs outside a transaction. */
  transaction = false as const;

  async up(q: QueryRunner): Promise<void> {
    const url = (q.dataSource.options as { url?: string }).url;
    if (!url) throw new Error('The job engine migration needs the database URL');
    const engine = new PgBoss({
      connectionString: url,
      schema: JOB_SCHEMA,
      max: 2,
      supervise: false,
      schedule: false,
      registerInstance: false,
    });
    engine.on('error', () => undefined);
    // start() installs (or upgrades) the engine's schema, under the engine's own lock.
    await engine.start();
    try {
      for (const kind of KINDS) {
        if (!(await engine.getQueue(kind))) await engine.createQueue(kind, QUEUE);
      }
      const pending = (await q.query(
        `SELECT kind, order_id AS "orderId", run_after AS "runAfter" FROM outbox_jobs
          WHERE status IN ('pending', 'running') ORDER BY run_after`,
      )) as { kind: string; orderId: string; runAfter: Date }[];
      // Ids derived from (kind, order): run again after a failure half-way, a job already moved is not moved twice.
      for (const job of pending) {
        if (!KINDS.includes(job.kind)) continue;
        await engine.send(
          job.kind,
          { orderId: job.orderId },
          { id: orderJobId(job.kind, job.orderId), startAfter: job.runAfter },
        );
      }
    } finally {
      await engine.stop({ graceful: false });
    }
    await q.query(`DROP TABLE outbox_jobs`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL DEFAULT 'pending'
          CONSTRAINT outbox_jobs_status_check CHECK (status IN ('pending', 'running', 'done', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        run_after timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        locked_by uuid,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT outbox_jobs_kind_order_key UNIQUE (kind, order_id)
      )`);
    await q.query(
      `CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (run_after) WHERE status IN ('pending', 'running')`,
    );
    await q.query(`CREATE INDEX outbox_jobs_done_idx ON outbox_jobs (updated_at) WHERE status = 'done'`);
    await q.query(
      `INSERT INTO outbox_jobs (kind, order_id, run_after)
       SELECT DISTINCT ON (j.name, (j.data->>'orderId')::uuid) j.name, (j.data->>'orderId')::uuid, j.start_after
         FROM ${JOB_SCHEMA}.job j JOIN orders o ON o.id::text = j.data->>'orderId'
        WHERE j.state IN ('created', 'retry', 'active')`,
    );
    await q.query(`DROP SCHEMA ${JOB_SCHEMA} CASCADE`);
  }
}
