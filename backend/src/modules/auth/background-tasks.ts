import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Work done after the response (emails of forgot-password and resend-verification, so that the answer takes the
 * same time whether or not the account exists). Shutdown waits for pending tasks; tests await {@link idle}.
 */
@Injectable()
export class BackgroundTasks implements OnApplicationShutdown {
  private readonly logger = new Logger('BackgroundTasks');
  private readonly pending = new Set<Promise<void>>();

  run(name: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        this.logger.error({ err: error }, `Background task ${name} failed`);
      })
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves once every task started so far has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
