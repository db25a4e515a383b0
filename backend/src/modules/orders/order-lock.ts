import { Semaphore } from 'async-mutex';
import type { DataSource } from 'typeorm';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import { AppError } from '../../platform/http/app-error';

/** Advisory lock namespace of per-order fulfilment work (the first int of the two-int lock). */
const ORDER_LOCK_NAMESPACE = AdvisoryLockKey.FulfilmentOrderNamespace;
/** How long a caller waits for another holder of the order's lock (a submission making print files), and how often it asks. */
const ORDER_LOCK_WAIT_MS = 20_000;
const ORDER_LOCK_POLL_MS = 100;

/**
 * At most this many order locks are held at once per process. Each holder keeps one pooled connection for the lock
 * and needs others for its own queries: without a bound, a burst of submissions (50 orders paid at once) could take
 * every connection of the pool (max 10) for locks and wait forever for one more.
 */
export const MAX_CONCURRENT_ORDER_LOCKS = 3;
/** First come, first served: a waiting caller gets the next free slot. */
const slots = new Semaphore(MAX_CONCURRENT_ORDER_LOCKS);

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
  const [, releaseSlot] = await slots.acquire();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    // Polled with pg_try_advisory_lock rather than a blocking pg_advisory_lock: a blocking wait longer than the
    // statement timeout (3 s) was cancelled and answered 503, e.g. a customer's cancel while the submission job makes
    // the print files. Gives up after ORDER_LOCK_WAIT_MS like a timeout would.
    const deadline = Date.now() + ORDER_LOCK_WAIT_MS;
    for (;;) {
      const [row] = (await runner.query(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [
        ORDER_LOCK_NAMESPACE,
        orderId,
      ])) as { locked: boolean }[];
      if (row?.locked) break;
      if (Date.now() > deadline) {
        throw new AppError(
          'ORDER.LOCK_UNAVAILABLE',
          'This order is being updated; please try again in a moment.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, ORDER_LOCK_POLL_MS));
    }
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
