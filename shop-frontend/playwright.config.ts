import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their journeys side by side (admin on PORT+1, PostgreSQL on E2E_PG_PORT).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5499);
const baseURL = `http://localhost:${PORT}`;
// E2E_OPENAI_FAKE=1: the backend generates with IMAGE_GENERATOR=openai against the OpenAI fake on PORT+9 (started
// beside it; an edit takes OPENAI_FAKE_EDIT_MS, 4 s by default, partial frames streamed at 25/50/75 %). Otherwise the
// local generator takes 3 s and shows its partial frame at 1.5 s (live-preview.spec.ts watches for the frame).
const OPENAI_FAKE_PORT = PORT + 9;
const OPENAI_FAKE =
  process.env.E2E_OPENAI_FAKE === '1'
    ? `(OPENAI_FAKE_PORT=${OPENAI_FAKE_PORT} OPENAI_FAKE_EDIT_MS=${process.env.OPENAI_FAKE_EDIT_MS ?? 4000} node --no-warnings backend/test/fakes/openai-fake-server.ts &)`
    : undefined;
const GENERATOR_ENV = OPENAI_FAKE
  ? `IMAGE_GENERATOR=openai OPENAI_API_KEY=sk-fake OPENAI_BASE_URL=http://127.0.0.1:${OPENAI_FAKE_PORT}/v1`
  : 'LOCAL_IMAGE_GENERATOR_MS=3000';
/** The run's staff account (ADMIN_EMAILS): the claims journey acts for staff through the staff API. */
export const STAFF_EMAIL = 'staff@petart-shop-e2e.example';

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
      ...(OPENAI_FAKE ? [OPENAI_FAKE] : []),
      // The suite registers ~30 accounts per project from one IP (over 50 in a run, which hit register's 5/hour x10 once
      // the journeys grew): auth limits stay on, scaled x40.
      // The local fulfilment simulator moves a paid order one step every 2 s (default 120 s), so the fulfilment
      // journey sees it in production, shipped and delivered within seconds. A paid order waits 30 s on hold (the
      // customer's cancellation window, CANCEL_WINDOW_MINUTES) before production: long enough for the after-payment
      // journey to cancel, short enough for the fulfilment journey.
      `DATA_DIR=shop-frontend/test-results/e2e-data PORT=${PORT} ADMIN_PORT=${PORT + 1} EMBEDDED_PG_PORT=${PG_PORT} ADMIN_EMAILS=${STAFF_EMAIL} LOG_LEVEL=warn RATE_LIMIT_SCALE=40 FULFILMENT_SIMULATOR_STEP_SECONDS=2 CANCEL_WINDOW_MINUTES=0.5 ${GENERATOR_ENV} node backend/dist/main.js`,
    ].join(' && '),
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
