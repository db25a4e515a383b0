import type { Page } from '@playwright/test';
import { appTakesOver, expect, openAppMenu, registerAndVerify, test, uniqueEmail } from './helpers';

const PASSWORD = 'Edges-pass-1';

test(
  'the verification link signs in once and lands on /app/create; the user card opens the settings; /app/admin says Access Denied',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const email = uniqueEmail('edges', testInfo);
    // Ends signed in on /app/create (asserted by the helper): nothing typed again after 'Email Verified!'.
    const link = await registerAndVerify(page, testInfo, email, PASSWORD, { staySignedIn: true });

    // The user card opens the account settings (Settings itself stays under Coming Soon).
    await openAppMenu(page);
    await page.getByRole('link', { name: /Account settings/ }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

    // A customer following an /app/admin link is told so, with a way back.
    await page.goto('/app/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to App' }).click();
    await expect(page).toHaveURL(/\/app\/create$/);
    await expect(page.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();

    // Single use: a second click opens no session and says what happened.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to Login' })).toBeVisible();
    await page.goto('/app/create');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  },
);

/** What a page logs or answers that is a failure: console errors, failed requests, HTTP answers of 400 and above. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    failures.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return failures;
}

/** Waits until the app itself runs on the page (a prerendered page starts it at idle or when the visitor asks). */
async function appStarted(page: Page) {
  await appTakesOver(page, 15_000);
  await page.waitForLoadState('networkidle');
}

test(
  'a signed-out visit to /, /auth and /app/create makes no failing request',
  { tag: '@phone' },
  async ({ page }) => {
    const failures = watchFailures(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appStarted(page);

    await page.goto('/auth');
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    await appStarted(page);

    await page.goto('/app/create');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await appStarted(page);

    expect(failures).toEqual([]);
    expect(apiCalls.filter((path) => path === '/api/user' || path.startsWith('/api/auth/'))).toEqual([]);
  },
);
