import type { DataSource } from 'typeorm';

/** Advisory lock namespace of per-order fulfilment work ('petart:fulfilment-order'). */
const ORDER_LOCK_NAMESPACE = 727_010;

/**
 * At most this many order locks are held at once per process. Each holder keeps one pooled connection for the lock
 * and needs others for its own queries: without a bound, a burst of submissions (50 orders paid at once) could take
 * every connection of the pool (max 10) for locks and wait forever for one more.
 */
export const MAX_CONCURRENT_ORDER_LOCKS = 3;
let held = 0;
const waiting: (() => void)[] = [];

async function acquireSlot(): Promise<void> {
  if (held < MAX_CONCURRENT_ORDER_LOCKS) {
    held += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else held -= 1;
}

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock for the order, on a connection of its own that is
 * NOT in a transaction: submissions and cancellations of one order are serialised (two workers, or the job and the
 * browser's submit-to-printify, never both create a provider order) without holding any row lock while the vendor
 * is called. The lock goes with the connection if the process dies.
 */
export async function withOrderLock<T>(
  dataSource: DataSource,
  orderId: string,
  work: () => Promise<T>,
): Promise<T> {
  await acquireSlot();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query(`SELECT pg_advisory_lock($1, hashtext($2))`, [ORDER_LOCK_NAMESPACE, orderId]);
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [ORDER_LOCK_NAMESPACE, orderId]);
    }
  } finally {
    await runner.release();
    releaseSlot();
  }
}
