import type { AppConfig } from '../../platform/config/app-config';
import { AppError } from '../../platform/http/app-error';
import { DECODE_BUSY_MESSAGE, ImageDecodeGate } from './image-decode-gate';

const gateWith = (concurrency: number, queue: number, waitMs: number) =>
  new ImageDecodeGate({ imageDecode: { concurrency, queue, waitMs } } as AppConfig);

/** A decode that finishes when the test says so, recording how many run at once. */
function tracker() {
  let active = 0;
  let peak = 0;
  const pending: (() => void)[] = [];
  const decode = () =>
    new Promise<string>((resolve) => {
      active++;
      peak = Math.max(peak, active);
      pending.push(() => {
        active--;
        resolve('decoded');
      });
    });
  return { decode, pending, peak: () => peak, finishOne: () => pending.shift()?.() };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('ImageDecodeGate', () => {
  it('runs at most `concurrency` decodes at once; the rest wait their turn in order', async () => {
    const gate = gateWith(2, 10, 10_000);
    const t = tracker();
    const order: number[] = [];
    const runs = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        order.push(i);
        return t.decode();
      }),
    );
    for (let i = 0; i < 6; i++) {
      await settle();
      t.finishOne();
    }
    await expect(Promise.all(runs)).resolves.toEqual(Array(6).fill('decoded'));
    expect(t.peak()).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('answers 503 UPLOAD.BUSY with Retry-After when the queue is full', async () => {
    const gate = gateWith(1, 1, 3_000);
    const t = tracker();
    const first = gate.run(t.decode);
    const queued = gate.run(t.decode);
    const refused = await gate.run(t.decode).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'UPLOAD.BUSY',
      message: DECODE_BUSY_MESSAGE,
      headers: { 'retry-after': '3' },
    });
    await settle();
    t.finishOne();
    await settle();
    t.finishOne();
    await expect(Promise.all([first, queued])).resolves.toEqual(['decoded', 'decoded']);
    expect(t.peak()).toBe(1);
  });

  it('answers 503 when the wait for a slot is longer than waitMs, and the slot stays usable', async () => {
    const gate = gateWith(1, 5, 50);
    const t = tracker();
    const first = gate.run(t.decode);
    await expect(gate.run(t.decode)).rejects.toMatchObject({ code: 'UPLOAD.BUSY' });
    await settle();
    t.finishOne();
    await first;
    // The timed-out waiter never ran, and it left no slot taken behind.
    const next = gate.run(t.decode);
    await settle();
    t.finishOne();
    await expect(next).resolves.toBe('decoded');
    expect(t.peak()).toBe(1);
  });

  it('frees the slot when a decode fails', async () => {
    const gate = gateWith(1, 0, 50);
    await expect(gate.run(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    await expect(gate.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
