import { Job } from './job';
import { JobQueue } from './job-queue';
import type { ClaimedJob, JobsRepository } from './jobs.repository';

/** A promise resolved from outside. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('JobQueue leases', () => {
  it('a claim waits while orphaned leases are handed back, so a job it claims is never handed back and run twice', async () => {
    const release = deferred();
    const order: string[] = [];
    const job: ClaimedJob = {
      id: '11111111-1111-4111-8111-111111111111',
      kind: Job.TaxTransaction,
      orderId: 'o1',
    } as ClaimedJob;
    let claims = 0;
    const jobs = {
      available: true,
      releaseLeases: jest.fn(async (_owner: string, keep: readonly string[]) => {
        order.push(`release start (keeps ${keep.length})`);
        await release.promise;
        order.push('release end');
      }),
      exclusively: jest.fn(async (_key: unknown, work: () => Promise<unknown>) => ({ value: await work() })),
      claim: jest.fn(() => {
        claims += 1;
        order.push(`claim ${claims}`);
        return Promise.resolve(claims === 1 ? [job] : []);
      }),
      markDone: jest.fn(() => Promise.resolve()),
    } as unknown as JobsRepository;
    const queue = new JobQueue(jobs);
    const ran: string[] = [];
    queue.register(Job.TaxTransaction, { run: ({ orderId }) => Promise.resolve(void ran.push(orderId)) });

    const sweep = queue.sweep(); // starts handing back this process's orphaned leases
    await Promise.resolve();
    queue.kick('o1'); // a payment commits meanwhile: its jobs are claimed
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['release start (keeps 0)']); // the claim has not gone to the database yet
    release.resolve();
    await sweep;
    await queue.idle();
    expect(order.slice(0, 3)).toEqual(['release start (keeps 0)', 'release end', 'claim 1']);
    expect(ran).toEqual(['o1']);
  });
});
