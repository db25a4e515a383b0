import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrderJob } from '../src/platform/jobs/job';
import { JobQueue, orderJobId } from '../src/platform/jobs/job-queue';
import type { StoredJob } from '../src/platform/jobs/job-store';

/** The jobs of one order as the engine holds them, by kind (optionally only `kind`). */
export async function orderJobs(app: INestApplication, orderId: string, kind?: string): Promise<StoredJob[]> {
  const jobs = await app.get(JobQueue).jobsOf(orderId);
  return jobs
    .filter((job) => kind === undefined || job.kind === kind)
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/** [kind, state] of each job of the order, by kind. */
export async function orderJobStates(
  app: INestApplication,
  orderId: string,
): Promise<{ kind: string; state: string }[]> {
  return (await orderJobs(app, orderId)).map(({ kind, state }) => ({ kind, state }));
}

/**
 * Queues a job of an order as if `attemptsMade` attempts had already failed, then runs it and waits: the engine's
 * retry count is set while the job still waits (queued an hour ahead), so that no worker takes it before.
 */
export async function runOrderJob(
  app: INestApplication,
  orderId: string,
  kind: OrderJob,
  attemptsMade = 0,
): Promise<void> {
  const jobs = app.get(JobQueue);
  const db = app.get(DataSource);
  await db.transaction((manager) => jobs.enqueue(manager, orderId, [kind], 3600));
  if (attemptsMade > 0) {
    await db.query(`UPDATE pgboss.job SET retry_count = $3, started_on = now() WHERE name = $1 AND id = $2`, [
      kind,
      orderJobId(kind, orderId),
      attemptsMade - 1,
    ]);
  }
  await jobs.runDue(orderId);
}
