import { readFileSync } from 'node:fs';
import type pg from 'pg';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { STAFF_EMAIL } from '../playwright.config';
import { firstMatch, readMailbox, VERIFY_EMAIL_LINK, withEmbeddedDb } from '@petart/web-shared/e2e/mailbox';

export { expect };

/**
 * Playwright's test with an automatic check: the page logged no Content-Security-Policy violation (the backend serves
 * the shop under a strict CSP; a blocked script, style, image or request shows up as a console error). Accessibility
 * is checked once per page and dialog by accessibility.spec.ts, not after every navigation of every journey.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const ARTIFACTS = 'e2e-artifacts';

/** A unique address per run, project and worker, so reruns and parallel journeys never share an account. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  return `${prefix}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Full-page screenshot to e2e-artifacts/<project>-<name>.png. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
}

/** Nothing on the page reaches past the viewport, and the document cannot be scrolled sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const all: Element[] = Array.from(document.body.querySelectorAll('*'));
    const past = all
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > root.clientWidth + 0.5;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${el.getBoundingClientRect().right}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, past: past.slice(-8) };
  });
  expect(layout.past).toEqual([]);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
}

/**
 * The element is scrolled to and then lies wholly on the screen: read and reached without scrolling sideways (at a
 * phone's width, nothing of it is cut off at the right edge). Scrolled to again while the page is still settling
 * (content that arrives later, above it, moves it down), as a reader would scroll on.
 */
export async function expectOnScreen(locator: Locator) {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded();
    await expect(locator).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const width = locator.page().viewportSize()?.width ?? 0;
  const box = await locator.boundingBox();
  // Half a pixel either side for sub-pixel layout.
  const fits = box !== null && box.x >= -0.5 && box.x + box.width <= width + 0.5;
  const span = box ? `${box.x}..${box.x + box.width}` : 'nothing';
  expect(fits, `${String(locator)} spans ${span} of a ${width} px wide screen`).toBe(true);
}

/** Waits for the newest email to `to` whose text matches `pattern`, and returns the first link it carries. */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = firstMatch(await readMailbox(request, to), pattern);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error(`no email to ${to} matching ${pattern.source}`);
  return link;
}

/**
 * Registers through the UI and opens the verification link from the dev mailbox: 'Email Verified!', and the link's
 * session lands on /app/create signed in. Then, unless `staySignedIn`, logs out through the menu (ending on '/'), so
 * that the caller logs in itself as before. Returns the verification link (path only).
 */
export async function registerAndVerify(
  page: Page,
  testInfo: TestInfo,
  email: string,
  password: string,
  { staySignedIn = false }: { staySignedIn?: boolean } = {},
): Promise<string> {
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveText(email);
  await snap(page, testInfo, 'register-verify-your-email');

  const link = await linkFromMailbox(page.request, email, VERIFY_EMAIL_LINK);
  const path = link.replace(/^https?:\/\/[^/]+/, '');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await snap(page, testInfo, 'email-verified');
  await expect(page).toHaveURL(/\/app\/create$/);
  await expect(page.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();
  if (!staySignedIn) {
    await openAppMenu(page);
    await page.getByRole('button', { name: 'Log out' }).last().click();
    await expect(page).toHaveURL(/\/$/);
  }
  return path;
}

/** Logs in through the UI and waits for the post-login landing page. */
export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/create$/);
  await expect(page.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();
}

/** Opens the sidebar on phones (drawer) and returns the app navigation's container. */
export async function openAppMenu(page: Page) {
  // Below MUI's md breakpoint (900 px) the sidebar is a drawer behind the menu button. Decided by the viewport, not
  // by isVisible() (which does not wait: right after a dialog closes it raced and skipped the click).
  if ((page.viewportSize()?.width ?? 0) >= 900) return;
  await page.getByRole('button', { name: 'Open app menu' }).click();
}

/** Fills the checkout's phone and a US shipping address (San Francisco, CA). */
export async function fillCheckout(page: Page) {
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+14155550100');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address', { exact: false }).first().fill('1 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('ZIP code').fill('94105');
}

/** Fills the card fields with a test card number (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('MM/YY').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/**
 * On the style step: picks a style, generates, and waits for the results page. The "up to 60 seconds" notice shows
 * while the artwork is drawn; the local generator can finish before an assertion sees it (the journey then flaked), so
 * the notice or the results heading will do.
 */
export async function generate(page: Page, style: string) {
  await page.getByRole('button', { name: style, exact: true }).click();
  await page.getByRole('button', { name: 'Generate Artwork' }).click();
  await expect(
    page
      .getByText('This process can take up to 60 seconds.')
      .or(page.getByRole('heading', { name: 'Your Artwork' })),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/results\//, { timeout: 90_000 });
}

/**
 * The create journey's short path, from /app/create to the cart: upload `photo` (a portrait crop), one Watercolor
 * artwork, canvas 20x30, preview mockups, Add to Cart; leaves the "Added to Cart!" dialog open.
 */
export async function createArtworkIntoCart(page: Page, photo: string) {
  await page.getByTestId('upload-input').setInputFiles(photo);
  await expect(page.getByText('Click to change image')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Select Style' }).click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/);
  await generate(page, 'Watercolor');
  await page.getByRole('button', { name: 'Select a Product' }).click();
  await page.getByRole('radio', { name: 'Canvas', exact: true }).click();
  const size = page.getByRole('radio', { name: '20" x 30"' });
  await size.click();
  await expect(size).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(/\/app\/preview\//, { timeout: 15_000 });
  await expect(page.getByTestId('mockup-thumb')).toHaveCount(3, { timeout: 60_000 });
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 20_000 });
  await addToCart.click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart!' })).toBeVisible();
}

/**
 * Puts a canvas 20x30 of the photo in Watercolor into the signed-in customer's cart through the API (upload,
 * generate, add): the quick way to a checkout for journeys about what comes after.
 */
export async function cartLineThroughApi(page: Page, headers: Record<string, string>, photo: string) {
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { image: { name: 'cat.png', mimeType: 'image/png', buffer: readFileSync(photo) } },
  });
  expect(upload.ok()).toBe(true);
  const { sessionId } = (await upload.json()) as { sessionId: string };
  const generated = await page.request.post('/api/generate', {
    headers,
    data: { sessionId, style: 'Watercolor' },
    timeout: 90_000,
  });
  expect(generated.ok()).toBe(true);
  const { generatedImages } = (await generated.json()) as { generatedImages: string[] };
  const added = await page.request.post('/api/cart', {
    headers,
    data: {
      sessionId,
      printType: 'canvas',
      printSize: '20x30',
      quantity: 1,
      imageUrl: generatedImages[0],
      artStyle: 'Watercolor',
    },
  });
  expect(added.ok()).toBe(true);
}

/**
 * Waits until the order page shows its proof ready to answer: the proof is drawn in the background, so the page is
 * reloaded until it is there. After a reload the page asks for the order again: its status line is waited for, not
 * counted at once.
 */
export async function waitForProofShown(page: Page, proof: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return proof
          .getByTestId('proof-status')
          .textContent({ timeout: 10_000 })
          .catch(() => '');
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe('Your proof is ready: nothing is printed until you approve it.');
}

/** Registers through the API and opens the emailed verification link; an account that already exists is kept. */
export async function registerVerifiedThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const made = await request.post('/api/register', { data: { email, password, confirmPassword: password } });
  if (made.status() !== 201) {
    expect(made.status(), await made.text()).toBe(400);
    return;
  }
  const link = await linkFromMailbox(request, email, VERIFY_EMAIL_LINK);
  await request.get(link.replace(/^https?:\/\/[^/]+/, ''), { maxRedirects: 0 });
}

/**
 * A new verified customer, signed in in the page's browser context through the API (the refresh cookie the login sets
 * is the browser's, so the shop opens signed in): for journeys that are not about registering or signing in.
 */
export async function signedInThroughApi(
  page: Page,
  testInfo: TestInfo,
  prefix: string,
  password: string,
): Promise<{ email: string; headers: Record<string, string> }> {
  const email = uniqueEmail(prefix, testInfo);
  await registerVerifiedThroughApi(page.request, email, password);
  return { email, headers: await bearerThroughApi(page.request, email, password) };
}

/**
 * Waits until the app has adopted the page (src/app/start.tsx removes the prerendered marker as it does). The landing
 * page, signed out, loads the app only when the visitor asks for something only the app answers (src/main.tsx): a
 * key is such a request, so one is pressed first (Shift, which types and moves nothing; on a page whose app is
 * already coming it changes nothing).
 */
export async function appTakesOver(page: Page, timeout = 30_000): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached({ timeout });
}

/**
 * Opens a page of the app and waits until the app has adopted it: /app/create comes prerendered, and what a journey
 * does before the app runs (a file chosen, a tap) waits for it, which on a loaded machine outlasts an assertion.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appTakesOver(page);
}

/** A new verified customer signed in through the API with one canvas 20x30 of `photo` in the cart: the email. */
export async function customerWithCart(
  page: Page,
  testInfo: TestInfo,
  prefix: string,
  password: string,
  photo: string,
): Promise<string> {
  const { email, headers } = await signedInThroughApi(page, testInfo, prefix, password);
  await cartLineThroughApi(page, headers, photo);
  return email;
}

/** Signs in through the API: the bearer header of `email`. */
export async function bearerThroughApi(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { authToken } = (await login.json()) as { authToken: string };
  return { authorization: `Bearer ${authToken}` };
}

/** The run's database (the backend's embedded PostgreSQL, playwright.config.ts), for what a journey cannot see. */
export function withDb<T>(body: (db: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = new URL('../test-results/e2e-data/', import.meta.url);
  return withEmbeddedDb(dataDir, Number(process.env.E2E_PG_PORT ?? 5499), body);
}

/** The signed-in customer's cart paid through the API (the local card form's calls): the order hash. */
export async function payThroughApi(
  page: Page,
  headers: Record<string, string>,
  email: string,
): Promise<string> {
  const intent = await page.request.post('/api/cart/create-payment-intent', {
    headers,
    data: {
      customerInfo: {
        email,
        phone: '+14155550100',
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        country: 'US',
        countryCode: 'US',
        countryName: 'United States',
      },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, orderHash } = (await intent.json()) as { clientSecret: string; orderHash: string };
  const paid = await page.request.post('/api/payments/local/confirm', {
    headers,
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return orderHash;
}

/** The staff account's password (the account itself is ADMIN_EMAILS in playwright.config.ts). */
export const STAFF_PASSWORD = 'Claims-Pass-1';

/**
 * The run's staff account, made by whichever journey asks first (two workers may ask at once, so the sign-in is tried
 * until the other worker's verification has landed): its bearer header. Pass the test's own `request` context, never
 * `page.request`: the login sets its refresh cookie in the context it runs in, and the page would be signed in as staff.
 */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await registerVerifiedThroughApi(request, STAFF_EMAIL, STAFF_PASSWORD);
  let token = '';
  await expect
    .poll(
      async () => {
        const login = await request.post('/api/login', {
          data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
        });
        if (login.status() === 200) token = ((await login.json()) as { authToken: string }).authToken;
        return login.status();
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  return { authorization: `Bearer ${token}` };
}

/** The shop's fulfilment status of an order (orders.fulfillment_status), read from the run's database. */
async function fulfilmentStatus(orderHash: string): Promise<string | undefined> {
  const { rows } = await withDb((db) =>
    db.query<{ fulfillment_status: string }>(`SELECT fulfillment_status FROM orders WHERE order_hash = $1`, [
      orderHash,
    ]),
  );
  return rows[0]?.fulfillment_status;
}

/**
 * Staff end a paid order's production hold, as from its admin page ("Send to production now"), once the provider
 * holds it (the submission is a background job); an order already sent counts as sent. The simulator does not move
 * until it is ticked, so the order still reads as submitted afterwards.
 */
export async function sendToProductionNow(request: APIRequestContext, orderHash: string): Promise<void> {
  const staff = await staffHeaders(request);
  const { rows } = await withDb((db) =>
    db.query<{ id: string }>(`SELECT id FROM orders WHERE order_hash = $1`, [orderHash]),
  );
  const orderId = rows[0]?.id;
  if (!orderId) throw new Error(`no order ${orderHash}`);
  await expect
    .poll(
      async () => {
        const sent = await request.post(`/api/admin/orders/${orderId}/send-to-production`, {
          headers: staff,
        });
        if (sent.status() === 200) return 'sent';
        return /already been sent/.test(await sent.text()) ? 'sent' : sent.status();
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('sent');
}

/**
 * Prints a paid order on the local simulator, without waiting on any clock: staff end its production hold
 * ({@link sendToProductionNow}), then the simulator is ticked one step at a time (POST
 * /api/dev/fulfilment-simulator/tick), each step awaited in the shop, until the shop's status is `until`.
 */
export async function printUntil(
  request: APIRequestContext,
  orderHash: string,
  until: 'in_production' | 'shipped' | 'delivered',
): Promise<void> {
  await sendToProductionNow(request, orderHash);
  const order = [undefined, 'in_production', 'shipped', 'delivered'];
  for (let guard = 0; guard < 200; guard += 1) {
    const now = await fulfilmentStatus(orderHash);
    if (order.indexOf(now) >= order.indexOf(until)) return;
    const tick = await request.post('/api/dev/fulfilment-simulator/tick', { data: { orderHash } });
    expect(tick.status(), await tick.text()).toBe(200);
    if (((await tick.json()) as { steps: number }).steps === 0) {
      // Not released at the simulator yet (the release is a background job): try again shortly.
      await new Promise((resolve) => setTimeout(resolve, 150));
      continue;
    }
    await expect.poll(() => fulfilmentStatus(orderHash), { timeout: 15_000, intervals: [100] }).not.toBe(now);
  }
  throw new Error(`order ${orderHash} did not reach ${until}`);
}
