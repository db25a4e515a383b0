import { Global, Injectable, Module, type OnModuleInit, Optional } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { AppConfig } from '../config/app-config';
import { envelopeOf } from '../http/framework-errors';

/** Where Prometheus scrapes (outside /api: operators' convention, and no API client ever calls it). */
export const METRICS_PATH = '/metrics';

/** Latency buckets in seconds: API answers are expected in milliseconds, uploads and generations take seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The app's Prometheus metrics: one registry per app instance (several apps in one test process never collide),
 * Node's default metrics, HTTP latency by route pattern, and the business counters the services increment. Gauges
 * that read state (jobs, the database pool) are registered by their owners with {@link Metrics.gauge}.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'petart_http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern (unmatched: no route) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly payments = this.counter(
    'petart_payments_total',
    'Payment results applied to orders: event succeeded/failed, outcome what it did to the order',
    ['event', 'outcome'] as const,
  );

  readonly refunds = this.counter(
    'petart_refunds_total',
    'Refunds the shop asked the payment provider for, by outcome (refunded, nothing_left, refused, failed)',
    ['outcome'] as const,
  );

  readonly providerSubmissions = this.counter(
    'petart_provider_submissions_total',
    'Order submissions to the print provider, by outcome (submitted, found_existing, variant_unconfirmed, failed)',
    ['outcome'] as const,
  );

  readonly jobFailures = this.counter(
    'petart_job_failures_total',
    'Failed attempts of background jobs, by kind and what followed (retry, dead: no attempt left)',
    ['kind', 'outcome'] as const,
  );

  readonly generations = this.counter(
    'petart_generations_total',
    'Artwork generations, by outcome (completed, or the error code the customer got)',
    ['outcome'] as const,
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  private counter<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
  ): Counter<Label> {
    return new Counter<Label>({ name, help, labelNames, registers: [this.registry] });
  }

  /** A gauge whose values are read at scrape time by `collect` (which sets them on the gauge it is given). */
  gauge<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    collect: (gauge: Gauge<Label>) => Promise<void> | void,
  ): Gauge<Label> {
    return new Gauge<Label>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }
}

/** The database pool as seen at scrape time: connections open, idle, and callers waiting for one. */
@Injectable()
class PoolMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  onModuleInit(): void {
    const pool = (): Pool | undefined =>
      this.dataSource?.isInitialized
        ? ((this.dataSource.driver as PostgresDriver).master as Pool | undefined)
        : undefined;
    this.metrics.gauge(
      'petart_db_pool_connections',
      'PostgreSQL pool: total, idle and waiting',
      ['state'],
      (g) => {
        const p = pool();
        g.reset();
        if (!p) return;
        g.set({ state: 'total' }, p.totalCount);
        g.set({ state: 'idle' }, p.idleCount);
        g.set({ state: 'waiting' }, p.waitingCount);
      },
    );
  }
}

/** Provides {@link Metrics} to the whole app. */
@Global()
@Module({ providers: [Metrics, PoolMetrics], exports: [Metrics] })
export class MetricsModule {}

/** Who may read /metrics: production only with METRICS_TOKEN (off without one); locally anyone, unless it is set. */
function metricsAccess(config: AppConfig): 'open' | 'token' | 'off' {
  if (config.metricsToken !== undefined) return 'token';
  return config.profile === 'production' ? 'off' : 'open';
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every answer of the instance into the HTTP histogram (the route pattern, never the raw URL, so ids do not
 * make new series) and serves GET /metrics in Prometheus' text format.
 */
export function registerMetrics(fastify: FastifyInstance, metrics: Metrics, config: AppConfig): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const access = metricsAccess(config);
  fastify.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    if (access === 'off') return reply.status(404).send(envelopeOf('HTTP.NOT_FOUND', 'Not found'));
    if (access === 'token' && !bearerMatches(request, config.metricsToken ?? '')) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(envelopeOf('AUTH.UNAUTHENTICATED', 'A valid metrics token is required'));
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
