import { defineConfig, devices } from '@playwright/test';
import { backendCommand, CHROMIUM, SUITE_BASE } from '@petart/web-shared/e2e/playwright-base';

// The admin journeys: the API (and the shop's redirects) on E2E_PORT, the built admin app on its own origin on
// E2E_PORT + 1 (served by the same backend process), PostgreSQL on E2E_PG_PORT.
//
// The web server builds nothing: it starts the backend that `nx run @petart/admin-frontend:e2e` built just before
// (that target depends on the builds of the admin app, the backend and what they use; see package.json). Running
// Playwright by hand, build first:
//   npx nx run-many -t build -p @petart/domain @petart/web-shared @petart/backend @petart/admin-frontend
//   cd admin-frontend && npx playwright test
//
// Nothing waits on the clock: the print simulator has no ticker (FULFILMENT_SIMULATOR_STEP_SECONDS=0), journeys move
// their own order with the dev tick route (helpers.ts tickUntil), and a production hold ends through the staff
// action. Its catalog placeholders are at 10 DPI (FULFILMENT_SIMULATOR_PRINT_DPI), so a paid order does not upscale a
// 300 DPI print file before it reaches the simulator. Passwords hash at the tests' low cost (PASSWORD_HASHING), and a
// failed job is retried after a second, not 30 (staff may end a hold before the order has reached the simulator).
const PORT = Number(process.env.E2E_PORT ?? 3110);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5510);
export const STAFF_EMAIL = 'staff@petart-e2e.example';
const BUILD_FIRST =
  'npx nx run-many -t build -p @petart/domain @petart/web-shared @petart/backend @petart/admin-frontend';

export default defineConfig({
  ...SUITE_BASE,
  // Two workers, every test on its own: its own customer, order and codes; the one staff account is made by whichever
  // test comes first (helpers.ts ensureStaff). Totals shared by the whole run (revenue, claims cost, counts) are
  // asserted as lower bounds or read back from the API, never as exact numbers of one test's making.
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    ...SUITE_BASE.use,
    baseURL: `http://localhost:${PORT + 1}`,
    acceptDownloads: true,
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } },
    // At a phone's width run the tests tagged @phone: those whose assertions follow the project's width (the claims
    // queue as cards, the accessibility walk). Tests that set 375 px themselves run once, in the desktop project.
    {
      name: 'mobile',
      grep: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 } },
    },
  ],
  webServer: {
    cwd: '..',
    command: [
      `{ test -f backend/dist/main.js -a -f admin-frontend/dist/index.html || { echo 'Not built: ${BUILD_FIRST}' >&2; exit 1; }; }`,
      backendCommand(
        {
          port: PORT,
          pgPort: PG_PORT,
          dataDir: 'admin-frontend/test-results/e2e-data',
          staffEmail: STAFF_EMAIL,
        },
        `PUBLIC_URL=http://localhost:${PORT} ADMIN_URL=http://localhost:${PORT + 1} RATE_LIMIT_SCALE=10 FULFILMENT_SIMULATOR_STEP_SECONDS=0 FULFILMENT_SIMULATOR_PRINT_DPI=10`,
      ),
    ].join(' && '),
    url: `http://localhost:${PORT + 1}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
