import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { JOBS, type Job, type JobAttempt, type JobPayload } from './job';
import { JobQueue } from './job-queue';
import { ON_JOB, ON_JOB_GIVE_UP } from './on-job.decorator';

type Method = (...args: unknown[]) => Promise<void>;

/**
 * Finds the `@OnJob` / `@OnJobGiveUp` methods of every provider once all are created, and registers them with the
 * queue: a job's handler is where its name is, not a string registered in a constructor hook.
 */
@Injectable()
export class JobHandlerExplorer implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly queue: JobQueue,
  ) {}

  /** Every job must have its handler: a job without one would sit in the queue failing until it gives up. */
  onModuleInit(): void {
    const handled = this.registerHandlers();
    const missing = JOBS.filter((job) => !handled.has(job));
    if (missing.length > 0) throw new Error(`No @OnJob handler for ${missing.join(', ')}`);
  }

  /** Registers the handlers found; resolves with the jobs that have one. */
  registerHandlers(): ReadonlySet<Job> {
    const runs = new Map<Job, (payload: JobPayload, attempt: JobAttempt) => Promise<void>>();
    const giveUps = new Map<Job, (payload: JobPayload, lastError: string) => Promise<void>>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object | null;
      if (!prototype) continue;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = (instance as Record<string, Method>)[name];
        if (typeof method !== 'function') continue;
        const bound = method.bind(instance);
        const job = this.reflector.get<Job | undefined>(ON_JOB, method);
        if (job) {
          if (runs.has(job)) throw new Error(`Job ${job} has two @OnJob handlers`);
          runs.set(job, bound);
        }
        const giveUp = this.reflector.get<Job | undefined>(ON_JOB_GIVE_UP, method);
        if (giveUp) giveUps.set(giveUp, bound);
      }
    }
    for (const [job, run] of runs) {
      const onGiveUp = giveUps.get(job);
      this.queue.register(job, { run, ...(onGiveUp ? { onGiveUp } : {}) });
    }
    return new Set(runs.keys());
  }
}
