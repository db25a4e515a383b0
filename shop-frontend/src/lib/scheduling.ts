/**
 * The next task: what the visitor did meanwhile (a tap, a keystroke) is answered and painted in between. Start-up
 * work a slowed phone needs 50-100 ms for is split at these points instead of running as one task.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` when the browser is idle (at the latest after 2 s), or in the next task where it cannot say. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}
