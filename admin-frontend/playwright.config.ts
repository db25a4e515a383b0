import { defineConfig, devices } from '@playwright/test';

// The admin journey: the API (and the shop's redirects) on E2E_PORT, the built admin app on its own origin on
// E2E_PORT + 1 (served by the same backend process), PostgreSQL on E2E_PG_PORT. The print simulator moves an order
// released to production one step every 2 s (the claims journey needs delivered orders and reprints).
const PORT = Number(process.env.E2E_PORT ?? 3110);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5510);
export const STAFF_EMAIL = 'staff@petart-e2e.example';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT + 1}`,
    trace: 'retain-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } },
    // The claims journey runs at a phone's width too (the queue as cards, the claim on the order page).
    {
      name: 'mobile',
      testMatch: /claims\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 } },
    },
  ],
  webServer: {
    cwd: '..',
    command: [
      'npm run build -w domain',
      'npm run build -w backend',
      'npm run build -w admin-frontend',
      'rm -rf admin-frontend/test-results/e2e-data && mkdir -p admin-frontend/test-results/e2e-data',
      'chmod 755 admin-frontend/test-results/e2e-data',
      `DATA_DIR=admin-frontend/test-results/e2e-data PORT=${PORT} ADMIN_PORT=${PORT + 1} PUBLIC_URL=http://localhost:${PORT} ADMIN_URL=http://localhost:${PORT + 1} EMBEDDED_PG_PORT=${PG_PORT} ADMIN_EMAILS=${STAFF_EMAIL} LOG_LEVEL=warn RATE_LIMIT_SCALE=10 FULFILMENT_SIMULATOR_STEP_SECONDS=2 node backend/dist/main.js`,
    ].join(' && '),
    url: `http://localhost:${PORT + 1}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
