import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  GENERATION_TIMING,
  GenerationTimers,
  stageForPercent,
  tickIncrement,
  type GenerationProgress,
} from '../generation-progress';

describe('generation progress model (product.md P3)', () => {
  it.each([
    [15, 4],
    [34.9, 4],
    [35, 3],
    [64, 3],
    [65, 1.5],
    [89, 1.5],
  ])('a tick at %s%% adds %s', (percent, increment) => {
    expect(tickIncrement(percent)).toBe(increment);
  });

  it.each([
    [15, 'styling'],
    [34, 'styling'],
    [35, 'refining'],
    [64.5, 'refining'],
    [65, 'finalizing'],
    [90, 'finalizing'],
  ] as const)('labels %s%% as %s', (percent, stage) => {
    expect(stageForPercent(percent)).toBe(stage);
  });

  it('never passes the 90 % cap and leaves finished states alone', () => {
    expect(advance({ stage: 'finalizing', percent: 89.5 })).toEqual({ stage: 'finalizing', percent: 90 });
    expect(advance({ stage: 'finalizing', percent: 90 })).toEqual({ stage: 'finalizing', percent: 90 });
    expect(advance({ stage: 'complete', percent: 100 })).toEqual({ stage: 'complete', percent: 100 });
    expect(advance({ stage: 'error', percent: 0 })).toEqual({ stage: 'error', percent: 0 });
    expect(advance({ stage: 'idle', percent: 0 })).toEqual({ stage: 'idle', percent: 0 });
  });
});

describe('GenerationTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make() {
    const seen: GenerationProgress[] = [];
    const onLongRunning = vi.fn();
    const timers = new GenerationTimers({ onProgress: (p) => seen.push(p), onLongRunning });
    return { timers, seen, onLongRunning };
  }

  it('starts at preparing 5 %, then analyzing 15 %, and ticks every 3 s through the bands', () => {
    const { timers, seen } = make();
    timers.start();
    // 'Preparing' stays long enough to be seen (it used to be replaced in the same render).
    expect(seen).toEqual([{ stage: 'preparing', percent: 5 }]);
    vi.advanceTimersByTime(GENERATION_TIMING.preparingMs - 1);
    expect(timers.current).toEqual({ stage: 'preparing', percent: 5 });
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([
      { stage: 'preparing', percent: 5 },
      { stage: 'analyzing', percent: 15 },
    ]);
    vi.advanceTimersByTime(GENERATION_TIMING.tickMs - GENERATION_TIMING.preparingMs - 1);
    expect(seen).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(timers.current).toEqual({ stage: 'styling', percent: 19 });
    // 15 -> 19 -> 23 -> 27 -> 31 -> 35 (5 ticks of +4), then +3 ticks.
    vi.advanceTimersByTime(4 * GENERATION_TIMING.tickMs);
    expect(timers.current).toEqual({ stage: 'refining', percent: 35 });
    vi.advanceTimersByTime(GENERATION_TIMING.tickMs);
    expect(timers.current).toEqual({ stage: 'refining', percent: 38 });
    // 38 -> ... +3 until >= 65: 41 44 47 50 53 56 59 62 65.
    vi.advanceTimersByTime(9 * GENERATION_TIMING.tickMs);
    expect(timers.current).toEqual({ stage: 'finalizing', percent: 65 });
    vi.advanceTimersByTime(GENERATION_TIMING.tickMs);
    expect(timers.current).toEqual({ stage: 'finalizing', percent: 66.5 });
    vi.advanceTimersByTime(100 * GENERATION_TIMING.tickMs);
    expect(timers.current).toEqual({ stage: 'finalizing', percent: 90 });
    timers.stop();
  });

  it('calls the long-running notice once at 45 s', () => {
    const { timers, onLongRunning } = make();
    timers.start();
    vi.advanceTimersByTime(GENERATION_TIMING.longRunningMs - 1);
    expect(onLongRunning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongRunning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onLongRunning).toHaveBeenCalledTimes(1);
    timers.stop();
  });

  it.each(['complete', 'fail', 'stop'] as const)('%s clears every timer', (action) => {
    const { timers, seen, onLongRunning } = make();
    timers.start();
    vi.advanceTimersByTime(GENERATION_TIMING.tickMs);
    timers[action]();
    expect(timers.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    const count = seen.length;
    vi.advanceTimersByTime(120_000);
    expect(seen).toHaveLength(count);
    expect(onLongRunning).not.toHaveBeenCalled();
  });

  it('complete shows 100 % and fail shows error at 0 %', () => {
    const { timers } = make();
    timers.start();
    timers.complete();
    expect(timers.current).toEqual({ stage: 'complete', percent: 100 });
    timers.start();
    timers.fail();
    expect(timers.current).toEqual({ stage: 'error', percent: 0 });
  });
});
