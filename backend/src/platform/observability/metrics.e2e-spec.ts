import { Controller, Get, Module, Param } from '@nestjs/common';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, testConfig, type TestApp } from '../../../test/create-test-app';
import { createJobEngine } from '../jobs/job-engine';
import { Metrics, registerMetrics } from './metrics';

@Controller('metrics-probe')
class MetricsProbeController {
  @Get(':id')
  one(@Param('id') id: string): { id: string } {
    return { id };
  }
}

@Module({ controllers: [MetricsProbeController] })
class MetricsProbeModule {}

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { imports: [MetricsProbeModule] });
  });
  afterAll(() => t?.close());

  const scrape = async (): Promise<string> => {
    const res = await t.request.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it("answers Prometheus text with Node's defaults and the database pool (open locally)", async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'petart_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'petart_db_pool_connections', { state: 'waiting' })).toBe(0);
    for (const counter of ['payments', 'refunds', 'provider_submissions', 'generations'])
      expect(text).toContain(`# TYPE petart_${counter}_total counter`);
  });

  it('times a request under its route pattern and status, never the raw URL', async () => {
    const id = randomUUID();
    expect((await t.request.get(`/api/metrics-probe/${id}`)).status).toBe(200);
    expect((await t.request.get('/api/no-such-route')).status).toBe(404);
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/metrics-probe/:id', status_code: '200' };
    expect(sample(text, 'petart_http_request_duration_seconds_count', labels)).toBe(1);
    expect(sample(text, 'petart_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(1);
    expect(
      sample(text, 'petart_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('reports queued, scheduled, failed and dead jobs by kind, the age of the oldest due one, and failures', async () => {
    // A queue of its own with no worker, so that its jobs stay as they are while they are measured.
    const engine = createJobEngine(t.config.database.url!, t.config);
    await engine.start();
    const kind = `metrics_probe_${randomUUID().slice(0, 8)}`;
    try {
      await engine.createQueue(kind, { retryLimit: 1, retryDelay: 3600 });
      const due = await engine.send(kind, {});
      await engine.send(kind, {}, { startAfter: 24 * 3600 });
      const failing = await engine.send(kind, {});
      const dying = await engine.send(kind, {}, { retryLimit: 0 });
      await t.app
        .get(DataSource)
        .query(`UPDATE pgboss.job SET start_after = now() - interval '90 seconds' WHERE id = $1`, [due]);
      await engine.fail(kind, [failing!, dying!], { message: 'provider down' });
      const text = await scrape();
      expect(sample(text, 'petart_jobs', { kind, state: 'queued' })).toBe(1);
      expect(sample(text, 'petart_jobs', { kind, state: 'scheduled' })).toBe(2);
      expect(sample(text, 'petart_jobs', { kind, state: 'failed' })).toBe(1);
      expect(sample(text, 'petart_jobs', { kind, state: 'dead' })).toBe(1);
      expect(sample(text, 'petart_jobs', { kind, state: 'running' })).toBe(0);
      const age = sample(text, 'petart_jobs_oldest_due_age_seconds', { kind });
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(120);
    } finally {
      await engine.deleteQueue(kind).catch(() => undefined);
      await engine.stop({ graceful: false });
    }
  });
});

describe('/metrics access', () => {
  const serve = async (env: Record<string, string>) => {
    const server = Fastify();
    registerMetrics(server, new Metrics(), testConfig(env));
    await server.ready();
    return server;
  };

  it('production without METRICS_TOKEN: not served', async () => {
    const server = await serve({ APP_PROFILE: 'production', ALLOW_LOCAL_ADAPTERS: 'true' });
    expect((await server.inject({ url: '/metrics' })).statusCode).toBe(404);
    await server.close();
  });

  it.each([
    ['production', { APP_PROFILE: 'production', ALLOW_LOCAL_ADAPTERS: 'true' }],
    ['local', {}],
  ])('%s with METRICS_TOKEN: only with that bearer token', async (_profile, env) => {
    const token = 'metrics-token-0123456789';
    const server = await serve({ ...env, METRICS_TOKEN: token });
    const without = await server.inject({ url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    const wrong = await server.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await server.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE petart_http_request_duration_seconds histogram');
    await server.close();
  });

  it('refuses a METRICS_TOKEN that is too short', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
