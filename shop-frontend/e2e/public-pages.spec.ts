import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, logIn, openAppMenu, registerAndVerify, test, uniqueEmail } from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));

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

test('signed in, /app/create paints before the app and takes a photo chosen while the app loads', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('create-page', testInfo);
  await registerAndVerify(page, testInfo, email, 'Create-page-1');
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await logIn(page, email, 'Create-page-1');

  // A page load now, as after a bookmark: the backend sends the page prerendered signed in (the login set its
  // cookie), and the app waits for the visitor's first move.
  await page.goto('/app/create');
  await expect(page.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();
  // Loaded and idle, the page has put the app's files into the cache, and still not run them.
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
  const notTakenOver = page.locator('#root[data-prerendered="/app/create"]');
  await expect(notTakenOver).toHaveCount(1);
  // The app's chunks arrive late, as on a slow phone network (routing also bypasses what was prefetched).
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByTestId('upload-input').setInputFiles(PHOTO);
  // The file chosen before the app ran reached it: the preview and the enabled button.
  await expect(page.getByText('Click to change image')).toBeVisible();
  await expect(notTakenOver).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();

  // Logged out, the same address gets the shell again: the signed-in cookie went with the session.
  const createPage = async () => (await page.request.get('/app/create')).text();
  expect(await createPage()).toContain('data-signed-in');
  await page.unroute('**/assets/*.js');
  await openAppMenu(page);
  await page.getByRole('button', { name: 'Log out' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await createPage()).not.toContain('data-signed-in');
});
