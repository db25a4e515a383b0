import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import { JobsRepository } from './jobs.repository';
import { JobPruneService } from './job-prune.service';
import type { Job } from './job-queue';

/** A job row as the prune finds it: its state and how many days ago it last changed. */
interface JobSeed {
  kind: Job;
  status: 'pending' | 'running' | 'done' | 'failed';
  daysAgo: number;
}

describe('outbox retention (OUTBOX_RETENTION_DAYS, default 30)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  /** An order with one job per seed; resolves with the order id. */
  async function orderWithJobs(seeds: readonly JobSeed[]): Promise<string> {
    const [order] = await db.query<{ id: string }[]>(
      `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ($1, 'a@b.co', 1000) RETURNING id`,
      [`prune-${randomUUID()}`],
    );
    for (const seed of seeds) {
      // Pending ones are not due and running ones hold a live lease, so that no sweep touches them meanwhile.
      await db.query(
        `INSERT INTO outbox_jobs (kind, order_id, status, attempts, run_after, locked_until, created_at, updated_at)
         VALUES ($1, $2, $3::varchar, 1, now() + interval '1 day',
                 CASE WHEN $3::varchar = 'running' THEN now() + interval '1 day' END,
                 now() - ($4::int * interval '1 day'), now() - ($4::int * interval '1 day'))`,
        [seed.kind, order!.id, seed.status, seed.daysAgo],
      );
    }
    return order!.id;
  }

  async function kindsLeft(orderId: string): Promise<string[]> {
    const rows = await db.query<{ kind: string }[]>(
      `SELECT kind FROM outbox_jobs WHERE order_id = $1 ORDER BY kind`,
      [orderId],
    );
    return rows.map((row) => row.kind);
  }

  const SEEDS: readonly JobSeed[] = [
    { kind: 'tax_transaction', status: 'done', daysAgo: 45 },
    { kind: 'fulfilment', status: 'done', daysAgo: 31 },
    { kind: 'confirmation_email', status: 'done', daysAgo: 29 },
    { kind: 'email_shipped', status: 'failed', daysAgo: 90 },
    { kind: 'email_delivered', status: 'pending', daysAgo: 90 },
    { kind: 'refund', status: 'running', daysAgo: 90 },
  ];

  it('deletes done jobs finished before the retention, in batches; keeps newer, failed, pending and running ones', async () => {
    const orderId = await orderWithJobs(SEEDS);
    // Batches of one: the loop goes on until a batch comes back short.
    expect(await t.app.get(JobPruneService).prune(new Date(), 1)).toBeGreaterThanOrEqual(2);
    expect(await kindsLeft(orderId)).toEqual([
      'confirmation_email',
      'email_delivered',
      'email_shipped',
      'refund',
    ]);
  });

  it('keeps everything with OUTBOX_RETENTION_DAYS=0', async () => {
    const orderId = await orderWithJobs(SEEDS);
    const keepForever = new JobPruneService(t.app.get(JobsRepository), {
      ...t.config,
      outbox: { retentionDays: 0 },
    });
    expect(await keepForever.prune()).toBe(0);
    expect(await kindsLeft(orderId)).toHaveLength(SEEDS.length);
  });

  it('runs on one replica at a time: skipped while another holds its advisory lock', async () => {
    const orderId = await orderWithJobs([{ kind: 'fulfilment', status: 'done', daysAgo: 60 }]);
    const prune = t.app.get(JobPruneService);
    const other = db.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock($1)`, [AdvisoryLockKey.OutboxPrune]);
      expect(await prune.pruneOnSchedule()).toBeUndefined();
      expect(await kindsLeft(orderId)).toEqual(['fulfilment']);
      await other.query(`SELECT pg_advisory_unlock($1)`, [AdvisoryLockKey.OutboxPrune]);
    } finally {
      await other.release();
    }
    expect(await prune.pruneOnSchedule()).toBeGreaterThanOrEqual(1);
    expect(await kindsLeft(orderId)).toEqual([]);
  });
});
