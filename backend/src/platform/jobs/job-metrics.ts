import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../observability/metrics';
import { type JobKindStats, JobsRepository } from './jobs.repository';

/**
 * The outbox queue as Prometheus gauges, read from `outbox_jobs` at scrape time: jobs by kind and state (due,
 * scheduled, running, failed), and the age of the oldest due job. Every replica reports the same table, so
 * dashboards take max() across instances, not sum().
 */
@Injectable()
export class JobMetrics implements OnModuleInit {
  private readonly logger = new Logger(JobMetrics.name);
  /** The read in flight: the gauges of one scrape are collected together and share it. */
  private reading: Promise<JobKindStats[]> | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly jobs: JobsRepository,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge('petart_jobs', 'Background jobs by kind and state', ['kind', 'state'], async (g) => {
      g.reset();
      for (const row of await this.read()) {
        for (const state of ['due', 'scheduled', 'running', 'failed'] as const)
          g.set({ kind: row.kind, state }, row[state]);
      }
    });
    this.metrics.gauge(
      'petart_jobs_oldest_due_age_seconds',
      'Seconds the oldest due background job of each kind has waited to run',
      ['kind'],
      async (g) => {
        g.reset();
        for (const row of await this.read()) g.set({ kind: row.kind }, row.oldestDueSeconds);
      },
    );
  }

  /** The queue as it is now (one query for all the gauges of a scrape); no series when the database does not answer. */
  private read(): Promise<JobKindStats[]> {
    if (!this.jobs.available) return Promise.resolve([]);
    this.reading ??= this.jobs
      .stats()
      .catch((error: unknown) => {
        this.logger.warn(`Job metrics not read: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
