import type { LaunchOptions, PlaywrightTestConfig } from '@playwright/test';

/**
 * The machine's Chromium, headless, without the background work (updates, sync, network probes) that would compete
 * with the app and the backend on a 2-core machine.
 */
export const CHROMIUM: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * What both apps' suites set alike: specs in e2e/, results in test-results/, tests in parallel and never retried (a
 * flaky test is a bug to fix), a list report, and a failed test's trace (DOM, network, console; no screencast, which
 * encoded frames for every test) and screenshot.
 */
export const SUITE_BASE = {
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
} satisfies PlaywrightTestConfig;

export interface BackendRun {
  /** The API's port; the admin app is served on port + 1. */
  port: number;
  /** The embedded PostgreSQL's port. */
  pgPort: number;
  /** The run's data folder, relative to the repository root (where the web server's command runs). */
  dataDir: string;
  /** The run's staff account (ADMIN_EMAILS). */
  staffEmail: string;
}

/**
 * The shell command that starts the built backend for a suite (run from the repository root) in a fresh data folder
 * (755, so that initdb, run as its own user, can read it), with the settings every journey needs: passwords hashed
 * at the tests' low cost, a failed job retried after a second instead of 30, the dashboard's totals read fresh on
 * every request (two workers' tests refund and read them side by side), quiet logs. `extraEnv` adds the suite's
 * own (`NAME=value ...`).
 */
export function backendCommand({ port, pgPort, dataDir, staffEmail }: BackendRun, extraEnv: string): string {
  return [
    `rm -rf ${dataDir} && mkdir -p ${dataDir} && chmod 755 ${dataDir}`,
    `DATA_DIR=${dataDir} PORT=${port} ADMIN_PORT=${port + 1} EMBEDDED_PG_PORT=${pgPort} ADMIN_EMAILS=${staffEmail} LOG_LEVEL=warn PASSWORD_HASHING=fast-for-tests JOBS_RETRY_DELAY_SECONDS=1 JOBS_POLL_SECONDS=2 STATISTICS_CACHE_MS=0 ${extraEnv} node backend/dist/main.js`,
  ].join(' && ');
}
