import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../platform/database/migrations';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reports ok with the database up', async () => {
    const res = await t.request.get('/api/health');
    expect(res.status).toBe(200);
    const body = res.body as { status: string; database: string; version: string; uptimeSeconds: number };
    expect(body).toEqual({
      status: 'ok',
      database: 'up',
      version: '0.1.0',
      uptimeSeconds: body.uptimeSeconds,
    });
    expect(Number.isInteger(body.uptimeSeconds) && body.uptimeSeconds >= 0).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('has run the migrations on start-up', async () => {
    const rows = await t.app.get(DataSource).query<{ name: string }[]>('SELECT name FROM typeorm_migrations');
    expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it('answers 503 with the envelope once the database is gone', async () => {
    await t.app.get(DataSource).destroy();
    const res = await t.request.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'Service unavailable',
      message: 'The database is unavailable',
      errorType: 'SERVER_ERROR',
      details: [],
      code: 'DATABASE.UNAVAILABLE',
    });
  });
});
