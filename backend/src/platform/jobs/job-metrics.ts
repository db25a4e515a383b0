import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../observability/metrics';
import { type JobKindStats, JobStore } from './job-store';

/** The states a gauge series is reported for. */
const STATES = ['queued', 'scheduled', 'running', 'failed', 'dead'] as const;

/**
 * The job queue as Prometheus gauges, read from the engine's table at scrape time: jobs by kind and state (queued =
 * due now, scheduled = later, running, failed = waiting for a retry, dead = no attempt left), and the age of the oldest
 * due job. Every replica reports the same table, so dashboards take max() across instances, not sum(). Failed
 * attempts are counted as they happen (petart_job_failures_total, Metrics).
 */
@Injectable()
export class JobMetrics implements OnModuleInit {
  private readonly logger = new Logger(JobMetrics.name);
  /** The read in flight: the gauges of one scrape are collected together and share it. */
  private reading: Promise<JobKindStats[]> | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly jobs: JobStore,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge('petart_jobs', 'Background jobs by kind and state', ['kind', 'state'], async (g) => {
      g.reset();
      for (const row of await this.read()) {
        for (const state of STATES) g.set({ kind: row.kind, state }, row[state]);
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
