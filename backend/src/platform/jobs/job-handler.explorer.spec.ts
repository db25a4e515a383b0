import { MetadataScanner, Reflector, type DiscoveryService } from '@nestjs/core';
import { Job } from './job';
import { JobHandlerExplorer } from './job-handler.explorer';
import type { JobQueue } from './job-queue';
import { OnJob, OnJobGiveUp } from './on-job.decorator';

class Refunds {
  readonly done: string[] = [];
  @OnJob(Job.Refund)
  refund({ orderId }: { orderId: string }): Promise<void> {
    this.done.push(`refund ${orderId}`);
    return Promise.resolve();
  }
  @OnJobGiveUp(Job.Refund)
  gaveUp({ orderId }: { orderId: string }, lastError: string): Promise<void> {
    this.done.push(`gave up ${orderId}: ${lastError}`);
    return Promise.resolve();
  }
  notAJob(): void {}
}

class AnotherRefunds {
  @OnJob(Job.Refund)
  async refund(): Promise<void> {}
}

function explore(...instances: object[]) {
  const registered = new Map<Job, Parameters<JobQueue['register']>[1]>();
  const queue = {
    register: (job: Job, handler: never) => registered.set(job, handler),
  } as unknown as JobQueue;
  const discovery = {
    getProviders: () => [...instances.map((instance) => ({ instance })), { instance: null }],
  } as unknown as DiscoveryService;
  const explorer = new JobHandlerExplorer(discovery, new MetadataScanner(), new Reflector(), queue);
  return { registered, explorer };
}

describe('JobHandlerExplorer', () => {
  it('registers the @OnJob and @OnJobGiveUp methods of providers, bound to their instance', async () => {
    const refunds = new Refunds();
    const { registered, explorer } = explore(refunds, { plain: true });
    explorer.registerHandlers();
    expect([...registered.keys()]).toEqual([Job.Refund]);
    await registered
      .get(Job.Refund)
      ?.run({ orderId: 'o1' }, { number: 1, leasedAt: '2026-12-01 10:00:00.000001+00' });
    await registered.get(Job.Refund)?.onGiveUp?.({ orderId: 'o1' }, 'provider down');
    expect(refunds.done).toEqual(['refund o1', 'gave up o1: provider down']);
  });

  it('refuses two handlers for one job at start-up', () => {
    const { explorer } = explore(new Refunds(), new AnotherRefunds());
    expect(() => explorer.registerHandlers()).toThrow('Job refund has two @OnJob handlers');
  });

  it('refuses to start when a job has no handler', () => {
    const { explorer } = explore(new Refunds());
    expect(() => explorer.onModuleInit()).toThrow(/^No @OnJob handler for fulfilment, send_to_production, /);
  });
});
