import { Client } from 'pg';

/**
 * A pg Client that is never reused after a client-side query timeout (`query_timeout`).
 *
 * pg reports the timeout to the caller but keeps the connection, with the timed-out statement still in flight, and
 * drops statements queued behind it (such as TypeORM's ROLLBACK). Returned to the pool, such a connection could
 * hand the next request a transaction left open by the failed one. Destroying the socket instead fails everything
 * queued on it at once (a ROLLBACK does not wait a second timeout), makes the pool discard it, and lets PostgreSQL
 * roll the transaction back when the server answers again.
 */
export class TimeoutClient extends Client {
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        this.destroyOnTimeout(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
    }
    const result = (Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.catch((error: unknown) => this.destroyOnTimeout(error));
    return result as never;
  }

  private destroyOnTimeout(error: unknown): void {
    if (error instanceof Error && error.message === 'Query read timeout') {
      const self = this as unknown as { _queryable: boolean; connection?: { stream?: { destroy(): void } } };
      // At once (the socket's close event comes later): pg refuses further queries and pg-pool discards the
      // client on release, even when it is released without an error.
      self._queryable = false;
      self.connection?.stream?.destroy();
    }
  }
}
