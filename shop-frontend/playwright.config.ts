import { defineConfig, devices } from '@playwright/test';
import { backendCommand, CHROMIUM, SUITE_BASE } from '@petart/web-shared/e2e/playwright-base';

// E2E_PORT lets two checkouts run their journeys side by side (admin on PORT+1, PostgreSQL on E2E_PG_PORT; the
// live-preview server on PORT+20, its PostgreSQL on E2E_PG_PORT+1, the OpenAI fake on PORT+29).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5499);
const baseURL = `http://localhost:${PORT}`;
const LIVE_PORT = PORT + 20;
export const OPENAI_FAKE_PORT = LIVE_PORT + 9;
/** The run's staff account (ADMIN_EMAILS): journeys act for staff through the staff API. */
export const STAFF_EMAIL = 'staff@petart-shop-e2e.example';

const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: CHROMIUM,
};
const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 740 },
  isMobile: false,
  launchOptions: CHROMIUM,
};

/**
 * A backend serving the built shop with its embedded PostgreSQL in a fresh data folder inside the package (git-ignored,
 * so runs never pile up in /tmp). Nothing is built here: the nx
 * `e2e` target builds the domain, the backend and the shop first (`npx nx e2e shop-frontend`; by hand, run
 * `npx nx run-many -t build -p backend shop-frontend` before `npx playwright test`).
 */
function server(port: number, pgPort: number, dataDir: string, env: string) {
  return {
    cwd: '..',
    command: backendCommand({ port, pgPort, dataDir, staffEmail: STAFF_EMAIL }, env),
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/**
 * End-to-end journeys against the real stack (local profile: outbox mailer + GET /api/dev/mailbox). Nothing waits on
 * the wall clock: the local generator answers at once, the fulfilment simulator moves only when a journey ticks it
 * (POST /api/dev/fulfilment-simulator/tick), and a paid order waits on hold for an hour (CANCEL_WINDOW_MINUTES) until
 * a journey releases it through the staff action, so the after-payment journey can always cancel. Print files are drawn
 * at 50 dpi (FULFILMENT_SIMULATOR_PRINT_DPI: a 12x18 poster is 600 x 900 px, not 3600 x 5400). Passwords hash at
 * the tests' low cost (PASSWORD_HASHING), and a failed job is retried after a second, not 30 (a journey may end a hold
 * before the order has reached the simulator).
 *
 * Projects: every journey at desktop width; at a phone's width, the journeys tagged @phone (what a phone shows
 * differently: public pages, menus and drawers, checkout guidance, confirmation and tracking, claims); the live
 * preview on its own server, where the OpenAI fake streams partial frames of a 10 s edit.
 */
export default defineConfig({
  ...SUITE_BASE,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { ...SUITE_BASE.use, baseURL },
  projects: [
    { name: 'desktop', testIgnore: /live-preview\.spec\.ts$/, use: DESKTOP },
    { name: 'mobile', testIgnore: /live-preview\.spec\.ts$/, grep: /@phone/, use: PHONE },
    {
      name: 'live-preview',
      testMatch: /live-preview\.spec\.ts$/,
      use: { ...DESKTOP, baseURL: `http://localhost:${LIVE_PORT}` },
    },
  ],
  webServer: [
    // The suite registers its accounts from one IP: auth limits stay on, scaled x40.
    server(
      PORT,
      PG_PORT,
      'shop-frontend/test-results/e2e-data',
      'RATE_LIMIT_SCALE=40 FULFILMENT_SIMULATOR_STEP_SECONDS=0 FULFILMENT_SIMULATOR_PRINT_DPI=50 CANCEL_WINDOW_MINUTES=60 LOCAL_IMAGE_GENERATOR_MS=0',
    ),
    {
      cwd: '..',
      command: `OPENAI_FAKE_PORT=${OPENAI_FAKE_PORT} OPENAI_FAKE_EDIT_MS=${process.env.OPENAI_FAKE_EDIT_MS ?? 10000} node --no-warnings backend/test/fakes/openai-fake-server.ts`,
      url: `http://127.0.0.1:${OPENAI_FAKE_PORT}/__requests`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The live preview: IMAGE_GENERATOR=openai against the fake (frames streamed at 25/50/75 % of the edit).
    server(
      LIVE_PORT,
      PG_PORT + 1,
      'shop-frontend/test-results/e2e-live-data',
      `RATE_LIMIT_SCALE=40 IMAGE_GENERATOR=openai OPENAI_API_KEY=sk-fake OPENAI_BASE_URL=http://127.0.0.1:${OPENAI_FAKE_PORT}/v1`,
    ),
  ],
});
