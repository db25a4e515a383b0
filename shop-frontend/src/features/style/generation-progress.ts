/**
 * The generation progress model of product.md P3, pure and timer-driven so it is unit-tested with fake timers.
 *
 * idle -> preparing (5 %) -> analyzing (15 %) -> every 3 s +4 below 35, +3 below 65, +1.5 above, capped at 90, the
 * stage following the band (15-35 styling, 35-65 refining, 65+ finalizing) -> complete (100 %) or error (0 %).
 */

export type GenerationStage =
  'idle' | 'preparing' | 'analyzing' | 'styling' | 'refining' | 'finalizing' | 'complete' | 'error';

export interface GenerationProgress {
  stage: GenerationStage;
  /** 0-100. */
  percent: number;
}

/** product.md P3, P11 numbers. */
export const GENERATION_TIMING = {
  tickMs: 3000,
  capPercent: 90,
  longRunningMs: 45_000,
  preparingPercent: 5,
  /** How long 'Preparing' (5 %) shows before 'Analyzing' (15 %): long enough to be read. */
  preparingMs: 1000,
  analyzingPercent: 15,
  /** Preload fallback: navigate after at most 3 s, or 1 s when there is no image url. */
  preloadFallbackMs: 3000,
  noImageNavigateMs: 1000,
  successToastMs: 1000,
  stillWorkingToastMs: 5000,
  /**
   * How often the dialog asks for the newest partial frame while the artwork is made (our number, D-166):
   * a 30 s OpenAI edit sends frames at about 7.5, 15 and 22.5 s, so the first is on screen by about 9 s (30 %).
   */
  previewPollMs: 1000,
} as const;

export const IDLE_PROGRESS: GenerationProgress = { stage: 'idle', percent: 0 };

/** The stage shown for a percentage while the request runs (band labels of product.md P3). */
export function stageForPercent(percent: number): GenerationStage {
  if (percent >= 65) return 'finalizing';
  if (percent >= 35) return 'refining';
  return 'styling';
}

/** Increment for one 3 s tick: +4 below 35, +3 below 65, +1.5 above. */
export function tickIncrement(percent: number): number {
  if (percent < 35) return 4;
  if (percent < 65) return 3;
  return 1.5;
}

/** One tick: only moves a running generation; never above 90. */
export function advance(progress: GenerationProgress): GenerationProgress {
  if (!isRunning(progress)) return progress;
  const percent = Math.min(GENERATION_TIMING.capPercent, progress.percent + tickIncrement(progress.percent));
  return { stage: stageForPercent(percent), percent };
}

export function isRunning(progress: GenerationProgress): boolean {
  return !['idle', 'complete', 'error'].includes(progress.stage);
}

/** User-facing label of each stage (our wording; the spec names the stages only). */
export const STAGE_LABELS: Record<GenerationStage, string> = {
  idle: '',
  preparing: 'Preparing your photo...',
  analyzing: 'Analyzing your photo...',
  styling: 'Applying the art style...',
  refining: 'Refining the details...',
  finalizing: 'Finalizing your artwork...',
  complete: 'Your artwork is ready!',
  error: 'Generation failed',
};

export interface GenerationTimerCallbacks {
  onProgress: (progress: GenerationProgress) => void;
  /** Called once, 45 s after start, while still running. */
  onLongRunning: () => void;
}

/**
 * Drives the model with real (or fake) timers. start() shows preparing 5 %, then analyzing 15 % one second later, and
 * starts the 3 s
 * ticks and the 45 s notice; complete(), fail() and stop() clear every timer (product.md P3 "Timers are cleared on
 * success, error and leaving").
 */
export class GenerationTimers {
  private progress: GenerationProgress = IDLE_PROGRESS;
  private interval: ReturnType<typeof setInterval> | undefined;
  private longTimer: ReturnType<typeof setTimeout> | undefined;
  private preparingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly callbacks: GenerationTimerCallbacks) {}

  get current(): GenerationProgress {
    return this.progress;
  }

  get active(): boolean {
    return this.interval !== undefined || this.longTimer !== undefined || this.preparingTimer !== undefined;
  }

  start(): void {
    this.clear();
    this.emit({ stage: 'preparing', percent: GENERATION_TIMING.preparingPercent });
    // Shown for a second before analyzing: emitted together, 'Preparing' would never be seen.
    this.preparingTimer = setTimeout(() => {
      this.preparingTimer = undefined;
      if (this.progress.stage === 'preparing')
        this.emit({ stage: 'analyzing', percent: GENERATION_TIMING.analyzingPercent });
    }, GENERATION_TIMING.preparingMs);
    this.interval = setInterval(() => this.emit(advance(this.progress)), GENERATION_TIMING.tickMs);
    this.longTimer = setTimeout(() => {
      this.longTimer = undefined;
      if (isRunning(this.progress)) this.callbacks.onLongRunning();
    }, GENERATION_TIMING.longRunningMs);
  }

  complete(): void {
    this.clear();
    this.emit({ stage: 'complete', percent: 100 });
  }

  fail(): void {
    this.clear();
    this.emit({ stage: 'error', percent: 0 });
  }

  /** Leaving the page: clear without changing the state. */
  stop(): void {
    this.clear();
  }

  reset(): void {
    this.clear();
    this.emit(IDLE_PROGRESS);
  }

  private emit(next: GenerationProgress): void {
    this.progress = next;
    this.callbacks.onProgress(next);
  }

  private clear(): void {
    if (this.interval !== undefined) clearInterval(this.interval);
    if (this.longTimer !== undefined) clearTimeout(this.longTimer);
    if (this.preparingTimer !== undefined) clearTimeout(this.preparingTimer);
    this.preparingTimer = undefined;
    this.interval = undefined;
    this.longTimer = undefined;
  }
}
