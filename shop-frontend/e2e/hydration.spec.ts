import type { Page } from '@playwright/test';
import { appTakesOver, expect, registerVerifiedThroughApi, test, uniqueEmail } from './helpers';

/**
 * The prerendered pages (scripts/prerender.mjs) are adopted by React as they are (hydration, src/app/start.tsx): its
 * first render must be the page as sent. A difference makes React report a hydration mismatch (minified errors
 * #418 text, #423 recovered by client rendering, #425 text content) and build the whole page again on the client,
 * which is the long task a phone's first tap waits behind.
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)\b|react\.dev\/errors\/(418|423|425)\b/i;

/** A price as the shop writes it (formatMoney). */
const PRICE = /\$\d{1,3}(?:,\d{3})*\.\d\d/g;

/** The app's files: every built script but the page's own small entry (index-*.js). */
const appChunk = (url: URL) => /^\/assets\/(?!index-).+\.js$/.test(url.pathname);

/** What the page reports about hydration: console errors and uncaught errors that mention it. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message} ${error.stack ?? ''}`))
      errors.push(`pageerror: ${error.message}`);
  });
  return errors;
}

/**
 * The component styles the app's Emotion cache inserted (src/app/emotion-cache.tsx): how many rules, and those for a
 * style the page was sent with (`data-prerendered-emotion`), which it must find there instead of compiling again.
 */
function stylesInserted(page: Page) {
  return page.evaluate(() => {
    const sentTag = document.querySelector('style[data-prerendered-emotion]');
    const sent = new Set((sentTag?.getAttribute('data-prerendered-emotion') ?? '').split(' ').slice(1));
    const rules: string[] = [];
    const tags = document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]');
    for (let t = 0; t < tags.length; t += 1) {
      const list = tags[t]?.sheet?.cssRules;
      for (let i = 0; list && i < list.length; i += 1) rules.push(list[i]?.cssText ?? '');
    }
    const again = rules
      .map((rule) => /\.css-([\w-]+)/.exec(rule)?.[1])
      .filter((name): name is string => name !== undefined && sent.has(name));
    return { sent: sent.size, inserted: rules.length, again: [...new Set(again)] };
  });
}

/** What `part` of the page shows: its visible text, one line per block, and the prices in it. */
async function shown(page: Page, part: string) {
  const text = await page.locator(part).innerText();
  return { text, prices: text.match(PRICE) ?? [] };
}

/**
 * Opens `path` with the app held back, reads what `part` of the page as sent shows, lets the app adopt the page and
 * reads again once React owns every element of it; then returns both and the hydration errors reported meanwhile.
 */
async function sentAndHydrated(page: Page, path: string, part = '#root') {
  const errors = hydrationErrors(page);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(appChunk, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.locator(`#root[data-prerendered="${path}"]`)).toHaveCount(1);
  const sent = await shown(page, part);
  release();
  // The app has taken the page over (asked for by a key on the landing page) and React has adopted every element.
  await appTakesOver(page, 20_000);
  await expect
    .poll(
      () =>
        page.locator('#root *').evaluateAll(
          (elements) =>
            elements.filter(
              (element) =>
                !Object.keys(element).some((key) => key.startsWith('__reactFiber$')) &&
                // The approved reviews are HTML the server completes per request (D-311), set as the section's
                // inner HTML: React owns the section, not what is inside it.
                !element.closest('[data-testid="reviews"] *'),
            ).length,
        ),
      { timeout: 20_000 },
    )
    .toBe(0);
  // React reports a recovered mismatch after the commit that replaced the page.
  await page.waitForTimeout(500);
  const hydrated = await shown(page, part);
  const styles = await stylesInserted(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return { sent, hydrated, errors, styles };
}

for (const path of ['/', '/auth']) {
  test(
    `${path} is adopted as sent: no hydration mismatch, the same prices and text before and after`,
    { tag: '@phone' },
    async ({ page }) => {
      const { sent, hydrated, errors, styles } = await sentAndHydrated(page, path);
      expect.soft(errors, 'hydration errors').toEqual([]);
      // The page's styles came with it, named as the app names them: the app compiled and inserted none of them again.
      expect(styles.sent).toBeGreaterThan(20);
      expect.soft(styles.inserted, 'component style rules the app inserted').toBe(0);
      expect.soft(hydrated.prices, 'prices after hydration').toEqual(sent.prices);
      expect.soft(hydrated.text, 'text after hydration').toBe(sent.text);
      if (path === '/') {
        // Every card with every listed price (three cards, "Starting at" and four sizes each) is in the page as sent.
        expect(sent.prices).toHaveLength(15);
        for (const price of ['$159.99', '$189.99']) expect(sent.prices).toContain(price);
        // The day's gift deadline, which the server writes into the page as it sends it, is the API's answer.
        const answer = await page.request.get('/api/delivery/gift-deadline');
        const { deadline } = (await answer.json()) as { deadline: { sentence: string } | null };
        expect(deadline?.sentence).toMatch(/^(Order by [A-Z][a-z]{2} \d{1,2}|Too late for) .+ in the US/);
        expect(sent.text).toContain(deadline!.sentence);
      }
    },
  );
}

test(
  '/app/create, prerendered signed in, is adopted as sent: no hydration mismatch',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const email = uniqueEmail('hydration', testInfo);
    const password = 'Hydration-1';
    await registerVerifiedThroughApi(page.request, email, password);
    // The login answer sets the signed-in cookie in the page's context: the backend sends this page signed in.
    const login = await page.request.post('/api/login', { data: { email, password } });
    expect(login.status(), await login.text()).toBe(200);
    const { authToken, user } = (await login.json()) as { authToken: string; user: { id: string } };
    await page.addInitScript(
      ({ token, userId }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userId', userId);
      },
      { token: authToken, userId: user.id },
    );
    // The page itself; the sidebar's user card is sent as a skeleton and filled in once the app knows the user.
    const { sent, hydrated, errors, styles } = await sentAndHydrated(page, '/app/create', 'main');
    expect.soft(errors, 'hydration errors').toEqual([]);
    // Only what a known user adds (the user card) is styled by the app; none of the page's own styles again.
    expect(styles.sent).toBeGreaterThan(20);
    expect.soft(styles.again, 'styles sent with the page and inserted again').toEqual([]);
    expect(sent.text).toContain("Let's Create Your Art");
    expect.soft(hydrated.text, 'text after hydration').toBe(sent.text);
  },
);
