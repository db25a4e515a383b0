import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their journeys side by side (admin on PORT+1, PostgreSQL on E2E_PG_PORT).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5499);
const baseURL = `http://localhost:${PORT}`;

/**
 * End-to-end journeys against the real stack: built domain, backend and shop; the backend serves the shop on PORT
 * with its embedded Postgres in a throwaway DATA_DIR (local profile: outbox mailer + GET /api/dev/mailbox).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: false },
    },
  ],
  webServer: {
    cwd: '..',
    command: [
      'npm run build -w domain',
      'npm run build -w backend',
      'npm run build -w shop-frontend',
      // A fresh data folder per run, inside the package (git-ignored), so runs never pile up in /tmp. 755: initdb
      // running as root must be able to read it.
      'rm -rf shop-frontend/test-results/e2e-data && mkdir -p shop-frontend/test-results/e2e-data',
      'chmod 755 shop-frontend/test-results/e2e-data',
      // The suite registers ~7 accounts per project from one IP: auth limits (register 5/hour) stay on, scaled x10.
      // The local fulfilment simulator moves a paid order one step every 2 s (default 120 s), so the fulfilment
      // journey sees it in production, shipped and delivered within seconds. A paid order waits 30 s on hold (the
      // customer's cancellation window, CANCEL_WINDOW_MINUTES) before production: long enough for the after-payment
      // journey to cancel, short enough for the fulfilment journey.
      `DATA_DIR=shop-frontend/test-results/e2e-data PORT=${PORT} ADMIN_PORT=${PORT + 1} EMBEDDED_PG_PORT=${PG_PORT} LOG_LEVEL=warn RATE_LIMIT_SCALE=10 FULFILMENT_SIMULATOR_STEP_SECONDS=2 CANCEL_WINDOW_MINUTES=0.5 node backend/dist/main.js`,
    ].join(' && '),
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
