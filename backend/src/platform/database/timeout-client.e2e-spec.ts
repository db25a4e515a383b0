import { type Client, Pool } from 'pg';
import { workerDatabaseUrl } from '../../../test/test-env';
import { TimeoutClient } from './timeout-client';

describe('TimeoutClient (connections whose query timed out are never reused)', () => {
  const url = workerDatabaseUrl();

  it('fails what is queued behind a timed-out statement at once (a ROLLBACK does not wait a second timeout)', async () => {
    const client: Client = new TimeoutClient({ connectionString: url, query_timeout: 300 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('BEGIN');
      await expect(client.query('SELECT pg_sleep(2)')).rejects.toThrow('Query read timeout');
      const started = Date.now();
      await expect(client.query('ROLLBACK')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(200);
    } finally {
      await client.end().catch(() => undefined);
    }
  });

  it('a pool never hands out the connection again, even when it is released without an error (as TypeORM does)', async () => {
    const pool = new Pool({ connectionString: url, max: 1, Client: TimeoutClient, query_timeout: 300 });
    pool.on('error', () => undefined);
    try {
      const first = await pool.connect();
      first.on('error', () => undefined);
      const [{ pid }] = (await first.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
        { pid: number },
      ];
      await first.query('BEGIN');
      await expect(first.query('SELECT pg_sleep(2)')).rejects.toThrow('Query read timeout');
      first.release();
      const next = await pool.connect();
      try {
        const { rows } = await next.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        expect(rows[0]?.pid).not.toBe(pid);
      } finally {
        next.release();
      }
    } finally {
      await pool.end();
    }
  });
});
