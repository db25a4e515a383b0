import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { PreparedReads } from './prepared-reads';

describe('PreparedReads (real PostgreSQL)', () => {
  let t: TestApp;
  let reads: PreparedReads;
  const BY_EMAIL = PreparedReads.statement(
    'test_user_by_email',
    'SELECT id, email FROM users WHERE email = $1',
  );

  beforeAll(async () => {
    t = await createTestApp();
    reads = t.app.get(PreparedReads);
  });
  afterAll(() => t.close());

  it('answers the same rows as DataSource.query, on every pooled connection, many times', async () => {
    const email = `prepared-${randomUUID()}@example.com`;
    const [user] = await t.app
      .get(DataSource)
      .query<{ id: string }[]>('INSERT INTO users (email) VALUES ($1) RETURNING id', [email]);
    // More concurrent reads than the pool has connections: each connection prepares the statement once.
    const results = await Promise.all(
      Array.from({ length: 25 }, () => reads.rows<{ id: string }>(BY_EMAIL, [email])),
    );
    for (const rows of results) expect(rows).toEqual([{ id: user?.id, email }]);
    expect(await reads.rows(BY_EMAIL, ['nobody@example.com'])).toEqual([]);
  });

  it('refuses a second text under a name already in use (it would run the wrong statement)', async () => {
    await reads.rows(BY_EMAIL, ['x@example.com']);
    await expect(
      reads.rows(PreparedReads.statement('test_user_by_email', 'SELECT id FROM users WHERE id = $1'), [
        randomUUID(),
      ]),
    ).rejects.toThrow('prepared statement test_user_by_email has two texts');
  });

  it('rejects with the database error for bad parameters instead of hanging the pool', async () => {
    await expect(
      reads.rows(PreparedReads.statement('test_uuid', 'SELECT $1::uuid AS id'), ['not-a-uuid']),
    ).rejects.toThrow(/invalid input syntax for type uuid/);
    expect(
      await reads.rows(PreparedReads.statement('test_uuid', 'SELECT $1::uuid AS id'), [randomUUID()]),
    ).toHaveLength(1);
  });
});
