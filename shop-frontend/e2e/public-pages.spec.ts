import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

/** Every script the page asks for, in order. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('the landing page runs only its own few scripts until the visitor acts, then answers the held click', async ({
  page,
}) => {
  const requested = scriptRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Turn Your Pet Into Art You'll Treasure Forever",
  );
  await page.waitForLoadState('networkidle');
  // Only what the HTML names (runtime config, boot guard, the small entry): no app yet.
  const declared = await page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect([...requested].sort()).toEqual([...declared].sort());

  // The first tap loads the app; the tap itself is held and answered once the app has taken the page over.
  const question = page.getByRole('button', { name: 'How does PetArt work?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Upload a photo of your pet, choose an art style')).toBeVisible();
  expect(requested.length).toBeGreaterThan(declared.length);
});

test('the sign-in page logs in with what was typed before the app had loaded', async ({ page }) => {
  await page.goto('/auth');
  // The page and its small entry have loaded (goto waits for the load event); the app's chunks, asked for at the
  // first interaction, arrive late, as on a slow phone network.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill('nobody@example.com');
  await form.getByLabel('Password', { exact: true }).fill('Wrong-pass-1');
  await form.getByRole('button', { name: 'Log In' }).click();
  // The held submit reached the server with the typed values (it refuses them) and the page did not submit itself.
  await expect(page.getByRole('alert')).toContainText('Login Failed');
  await expect(page).toHaveURL(/\/auth$/);
});
