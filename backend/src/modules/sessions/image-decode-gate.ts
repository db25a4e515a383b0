import { Inject, Injectable } from '@nestjs/common';
import { Semaphore, withTimeout, type SemaphoreInterface } from 'async-mutex';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';

export const DECODE_BUSY_MESSAGE =
  'We are processing many photos right now. Please try again in a few seconds.';

const TIMED_OUT = new Error('image decode slot wait timed out');

/**
 * Bounds how many uploaded photos this process decodes at once (IMAGE_DECODE_CONCURRENCY, default one per core).
 * Decoding a 40 MP photo holds ~100+ MB of native memory and a libuv thread for about a second; unbounded, 12
 * parallel uploads took the process from 258 to 661 MB (docs/benchmarks.md). Excess uploads wait in FIFO order, at
 * most IMAGE_DECODE_QUEUE of them for at most IMAGE_DECODE_WAIT_MS; the rest answer 503 UPLOAD.BUSY with
 * Retry-After. Per process on purpose: memory is per process, so every replica bounds its own.
 */
@Injectable()
export class ImageDecodeGate {
  private readonly slots: SemaphoreInterface;
  private readonly queueLimit: number;
  private readonly retryAfterSeconds: number;
  private waiting = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { concurrency, queue, waitMs } = config.imageDecode;
    this.slots = withTimeout(new Semaphore(concurrency), waitMs, TIMED_OUT);
    this.queueLimit = queue;
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }

  /** Runs `decode` in a slot; throws 503 UPLOAD.BUSY when the queue is full or the wait is too long. */
  async run<T>(decode: () => Promise<T>): Promise<T> {
    const mustWait = this.slots.getValue() <= 0;
    if (mustWait && this.waiting >= this.queueLimit) throw this.busy();
    if (mustWait) this.waiting++;
    let release: () => void;
    try {
      [, release] = await this.slots.acquire();
    } catch (error) {
      if (error === TIMED_OUT) throw this.busy();
      throw error;
    } finally {
      if (mustWait) this.waiting--;
    }
    try {
      return await decode();
    } finally {
      release();
    }
  }

  private busy(): AppError {
    return new AppError('UPLOAD.BUSY', DECODE_BUSY_MESSAGE, {
      retryAfterSeconds: this.retryAfterSeconds,
    });
  }
}
