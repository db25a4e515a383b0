import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, openApp, openAppMenu, signedInThroughApi, test } from './helpers';
import { settledViolations } from './axe';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));

/** Every script the page asks for, in order. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** True once the app has adopted the prerendered page (src/app/start.tsx removes the marker as it does). */
const appRunning = (page: Page) => page.locator('#root:not([data-prerendered])');

/** The app's files: every built script but the page's own small entry (index-*.js). */
const appChunk = (url: URL) => /^\/assets\/(?!index-).+\.js$/.test(url.pathname);

/** Holds the app's chunks back for `ms`, as a slow phone network would (the page's own entry is not held). */
async function holdAppChunks(page: Page, ms: number) {
  await page.route(appChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Resolves once the page has loaded and the browser has been idle (when a page that loads the app at idle does). */
const loadedAndIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );

test(
  'the landing page answers taps without the app: the FAQ, the menu and the slider; the app comes only when asked for',
  { tag: '@phone' },
  async ({ page }) => {
    const requested = scriptRequests(page);
    // Should the app be asked for, it is held back: every tap below is answered by the page itself.
    await holdAppChunks(page, 60_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Turn Your Pet Into Art You'll Treasure Forever",
    );
    const declared = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
    // A signed-out reader downloads the page's own scripts only: not the app once the page has loaded and is idle.
    await loadedAndIdle(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => appChunk(new URL(url)))).toEqual([]);

    const question = page.getByText('How does PetArt work?');
    const answer = page.getByText('Upload a photo of your pet, choose an art style');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    // One open at a time (the browser's exclusive accordion).
    await page.getByText('How long does delivery take?').click();
    await expect(page.getByText('Production and shipping take')).toBeVisible();
    await expect(answer).toBeHidden();

    const slider = page.getByRole('slider', { name: 'Compare original and AI art' });
    const aiArt = page.getByRole('img', { name: 'The same cat as AI art' });
    const clip = () => aiArt.evaluate((img) => getComputedStyle(img).clipPath);
    const before = await clip();
    await slider.fill('20');
    await expect.poll(clip).not.toBe(before);

    const appAskedFor = () => requested.filter((url) => appChunk(new URL(url)));
    if ((page.viewportSize()?.width ?? 0) < 900) {
      await page.getByLabel('Open menu').click();
      const menu = page.getByRole('navigation', { name: 'Mobile menu' });
      await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
      // None of these taps asked for the app.
      expect(appAskedFor()).toEqual([]);
      // Escape closes the menu (the entry's listener); as a key, it also asks for the app.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByLabel('Open menu')).toBeFocused();
    } else {
      // None of these clicks asked for the app; a key does.
      expect(appAskedFor()).toEqual([]);
      await page.keyboard.press('Shift');
    }
    // Still the page as sent; the app was asked for (and is still on its way).
    await expect(page.locator('#root[data-prerendered="/"]')).toHaveCount(1);
    await expect.poll(() => requested.length).toBeGreaterThan(declared.length);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
);

test(
  'from the landing page, a link the pointer rests on is fetched ahead, and following it takes that answer',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const create = page.getByRole('link', { name: "Create Your Pet's Portrait" });
    await expect(create).toHaveAttribute('href', '/auth');
    // The speculation rules the page names (its Speculation-Rules header): the sign-in page is fetched on hover.
    const prefetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/auth' && request.headers()['sec-purpose'] === 'prefetch',
    );
    await create.hover();
    await prefetched;
    await create.click();
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (
            performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
              deliveryType: string;
            }
          ).deliveryType,
      ),
    ).toBe('navigational-prefetch');
  },
);

/** The page's scroll position once it has stopped moving (the same for 150 ms; at most 3 s). */
async function restingScrollY(page: Page): Promise<number> {
  let last = await page.evaluate(() => window.scrollY);
  for (let waited = 0; waited < 3000; waited += 150) {
    await page.waitForTimeout(150);
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return now;
    last = now;
  }
  return last;
}

test(
  'a first tap or click never moves the page: scrolled to the FAQ, the question opens in place',
  { tag: '@phone' },
  async ({ browser, page: scanned }, testInfo) => {
    // The fixture's page is what axe scans; this test taps in its own context (touch on the phone).
    await scanned.goto('/');
    // A phone (375 px, touch) in the mobile project, a desktop with a mouse in the other.
    const phone = testInfo.project.name === 'mobile';
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: phone ? { width: 375, height: 740 } : { width: 1280, height: 800 },
      hasTouch: phone,
      isMobile: phone,
    });
    const page = await context.newPage();
    await holdAppChunks(page, 1500);
    await page.goto('/');
    const question = page.getByText('How long does delivery take?');
    await question.scrollIntoViewIfNeeded();
    if (!phone) await page.mouse.wheel(0, 200);
    // The wheel scrolls smoothly: where the page came to rest, not a frame on its way there (CI once read 200 px short).
    const scrolled = await restingScrollY(page);
    expect(scrolled).toBeGreaterThan(1000);
    // The visitor asks for the app (a key), which arrives between the scroll and the tap, as on a slow network.
    await page.keyboard.press('Shift');
    const box = await question.boundingBox();
    if (!box) throw new Error('the question is not on screen');
    if (phone) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByText('Production and shipping take')).toBeInViewport();
    // The app adopts the page meanwhile; the page stays where the visitor put it: the question is where it was on the
    // screen. (Content that the app adds above it, such as the order-by line once its dates arrive, changes scrollY
    // by its height while the browser's scroll anchoring keeps what is read in place: what the visitor sees counts.)
    const onScreen = async () => (await question.boundingBox())?.y ?? Number.NaN;
    await expect(appRunning(page)).toHaveCount(1, { timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(await onScreen()).toBeCloseTo(box.y, 0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled);
    // A click on empty space after the app is there does not move it either.
    if (phone) await page.touchscreen.tap(4, 400);
    else await page.mouse.click(4, 400);
    await page.waitForTimeout(300);
    expect(await onScreen()).toBeCloseTo(box.y, 0);
    await context.close();
  },
);

test(
  'the pricing cards carry their prices in the page as sent, and show them to a reader who only scrolls',
  { tag: '@phone' },
  async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const pricing = html.slice(html.indexOf('id="pricing"'), html.indexOf('id="about"'));
    expect(pricing).not.toContain('pricing-skeleton');
    for (const price of ['Starting at $29.99', 'Starting at $49.99']) expect(pricing).toContain(price);
    // The app's chunks never arrive: what the reader sees is the page as sent.
    await holdAppChunks(page, 60_000);
    await page.goto('/');
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 1500);
    const section = page.locator('#pricing');
    await expect(section.getByRole('article')).toHaveCount(3);
    await expect(section).toContainText('Starting at $29.99');
    await expect(section.getByTestId('pricing-skeleton')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
);

test(
  'with scripts blocked, the FAQ and the menu work and the prices show',
  { tag: '@phone' },
  async ({ browser, page: scanned }, testInfo) => {
    // The fixture's page is what axe scans (with scripts); the journey itself runs with them blocked.
    await scanned.goto('/');
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('What kind of photo works best?').click();
    await expect(page.getByText('A clear, close-up, well-lit photo')).toBeVisible();
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.locator('#pricing')).toContainText('Starting at $29.99');
    await context.close();
  },
);

test('the public pages, the legal ones included, pass axe', { tag: '@phone' }, async ({ page }) => {
  const violations: string[] = [];
  for (const path of ['/', '/auth', '/privacy', '/terms', '/refund-policy', '/contact']) {
    // Scanned as the app shows it (the journeys' scans came once a page had settled, the app running).
    await openApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    violations.push(...(await settledViolations(page)));
  }
  expect(violations, 'serious or critical accessibility violations (axe-core)').toEqual([]);
});

test(
  'the sign-in page logs in with what was typed before the app had loaded',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/auth');
    // The page and its small entry have loaded (goto waits for the load event); the app's chunks, asked for once the
    // browser is idle or at the first key, arrive late, as on a slow phone network.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill('nobody@example.com');
    await form.getByLabel('Password', { exact: true }).fill('Wrong-pass-1');
    await form.getByRole('button', { name: 'Log In' }).click();
    // The held submit reached the server with the typed values (it refuses them) and the page did not submit itself.
    // The app comes in steps, each held back 1.5 s here.
    await expect(page.getByRole('alert')).toContainText('Login Failed', { timeout: 30_000 });
    await expect(page).toHaveURL(/\/auth$/);
  },
);

test(
  'signed in, /app/create paints before the app and takes a photo chosen while the app loads',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const { headers } = await signedInThroughApi(page, testInfo, 'create-page', 'Create-page-1');
    // A returning customer: the app kept the token and the user id from the sign-in (as it does in localStorage).
    const me = await page.request.get('/api/user', { headers });
    const userId = String(((await me.json()) as { id: string | number }).id);
    await page.addInitScript(
      ({ token, id }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userId', id);
      },
      { token: (headers.authorization ?? '').slice('Bearer '.length), id: userId },
    );

    // A page load now, as after a bookmark: the backend sends the page prerendered signed in (the login set its
    // cookie). The app's chunks arrive late, as on a slow phone network.
    await holdAppChunks(page, 3000);
    await page.goto('/app/create');
    await expect(page.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();
    const notTakenOver = page.locator('#root[data-prerendered="/app/create"]');
    await expect(notTakenOver).toHaveCount(1);
    // A tap on the upload area opens the file chooser at once: it is a label around the file input.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: 2000 }),
      page.getByTestId('upload-dropzone').click(),
    ]);
    await expect(notTakenOver).toHaveCount(1);
    await chooser.setFiles(PHOTO);
    // The file chosen before the app ran reached it: the preview and the enabled button.
    await expect(page.getByText('Click to change image')).toBeVisible({ timeout: 40_000 });
    await expect(notTakenOver).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue to Select Style' })).toBeEnabled();

    // Logged out, the same address gets the shell again: the signed-in cookie went with the session.
    const createPage = async () => (await page.request.get('/app/create')).text();
    expect(await createPage()).toContain('data-signed-in');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await openAppMenu(page);
    await page.getByRole('button', { name: 'Log out' }).last().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await createPage()).not.toContain('data-signed-in');
  },
);
