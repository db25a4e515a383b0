import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { firstMatch, readMailbox, VERIFY_EMAIL_LINK, withEmbeddedDb } from '@petart/web-shared/e2e/mailbox';
import { STAFF_EMAIL } from '../playwright.config';

/** The backend of this run (playwright.config.ts starts it) and its embedded PostgreSQL. */
export const API = `http://localhost:${Number(process.env.E2E_PORT ?? 3110)}`;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5510);
/** The password of every account the admin journeys make. */
export const PASSWORD = 'Staff-Passw0rd!';
const here = path.dirname(fileURLToPath(import.meta.url));
const STORAGE = path.join(here, '../test-results/e2e-data/storage');

/** The link of the newest verification email to `email` in the dev mailbox, as a path on the API. */
async function verificationLink(request: APIRequestContext, email: string): Promise<string | undefined> {
  return firstMatch(await readMailbox(request, email, API), VERIFY_EMAIL_LINK)?.replace(
    /^https?:\/\/[^/]+/,
    '',
  );
}

/** Registers `email` through the API and opens the verification link of the dev mailbox. */
export async function registerVerified(request: APIRequestContext, email: string): Promise<void> {
  const registered = await request.post(`${API}/api/register`, {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await verificationLink(request, email);
      return link;
    })
    .toBeTruthy();
  // The link must verify: an account left unverified would only show much later, as a refused sign-in (403) that
  // reads like another cause. A link whose request failed (a 503 on a loaded machine) is still live: it is opened again.
  await expect
    .poll(async () => {
      const opened = await request.get(`${API}${link ?? ''}`, { maxRedirects: 0 });
      return opened.status() >= 500 ? `status ${opened.status()}` : (opened.headers()['location'] ?? '');
    })
    .toMatch(/\/auth\?verified=(true|already)$/);
}

/**
 * The run's staff account, signed-in-able, whichever test asks first: two workers may register it at the same moment
 * (one gets 201, the other 400), so each opens the verification link once it is in the mailbox and waits until the
 * account signs in. Opening a used link again changes nothing.
 */
export async function ensureStaff(request: APIRequestContext): Promise<void> {
  const registered = await request.post(`${API}/api/register`, {
    data: { email: STAFF_EMAIL, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect([201, 400], await registered.text()).toContain(registered.status());
  await expect
    .poll(async () => {
      const login = await request.post(`${API}/api/login`, {
        data: { email: STAFF_EMAIL, password: PASSWORD },
      });
      if (login.status() === 200) return 200;
      const link = await verificationLink(request, STAFF_EMAIL);
      if (link) await request.get(`${API}${link}`, { maxRedirects: 0 });
      return login.status();
    })
    .toBe(200);
}

/** The journey's database (the backend's embedded PostgreSQL of this run). */
export function withDb<T>(body: (db: pg.Client) => Promise<T>): Promise<T> {
  return withEmbeddedDb(path.join(here, '../test-results/e2e-data'), PG_PORT, body);
}

/**
 * Signs staff in without the sign-in page: the API's token in the admin origin's storage (where the app keeps it),
 * then the app at `path`.
 */
export async function signInThroughApi(page: Page, request: APIRequestContext, path = '/'): Promise<void> {
  const { authorization } = await bearer(request, STAFF_EMAIL);
  const token = authorization.replace(/^Bearer /, '');
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(path);
}

/** Signs in through the admin app's sign-in page. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${where} scrolls sideways at ${widths.inner} px`).toBeLessThanOrEqual(widths.inner);
}

/** The bearer header of an account of the run (signed in through the API). */
export async function bearer(request: APIRequestContext, email: string): Promise<{ authorization: string }> {
  const login = await request.post(`${API}/api/login`, { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { authToken: string }).authToken}` };
}

export const mailbox = (request: APIRequestContext, to: string) => readMailbox(request, to, API);

export interface PaidOrder {
  id: string;
  number: string;
  hash: string;
}

/**
 * A paid order as the shop makes it: an artwork in the storage per line, the customer's cart, the checkout (with
 * `discountCode` when given) and the local test card; then the backend's jobs submit it to the print simulator, where it waits out the production hold.
 */
export async function paidOrder(
  request: APIRequestContext,
  email: string,
  lines: { printType: string; printSize: string }[] = [{ printType: 'poster', printSize: '12x18' }],
  discountCode?: string,
): Promise<PaidOrder> {
  const headers = await bearer(request, email);
  for (const line of lines) {
    const key = `generated/${randomUUID()}.png`;
    mkdirSync(path.dirname(path.join(STORAGE, 'objects', key)), { recursive: true });
    mkdirSync(path.dirname(path.join(STORAGE, 'meta', key)), { recursive: true });
    copyFileSync(
      path.join(here, '../../shop-frontend/e2e/fixtures/chelsea-cat.png'),
      path.join(STORAGE, 'objects', key),
    );
    writeFileSync(path.join(STORAGE, 'meta', `${key}.json`), JSON.stringify({ contentType: 'image/png' }));
    await withDb((db) =>
      db.query(
        `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity)
         SELECT id, $2, $3, $4, $5, 1 FROM users WHERE email = $1`,
        [email, randomUUID(), line.printType, line.printSize, `/api/images/${key}`],
      ),
    );
  }
  const started = await request.post(`${API}/api/cart/create-payment-intent`, {
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
      ...(discountCode ? { discountCode } : {}),
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret, orderHash } = (await started.json()) as { clientSecret: string; orderHash: string };
  const paid = await request.post(`${API}/api/payments/local/confirm`, {
    headers,
    data: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 1,
      cvc: '123',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  let order: { id: string; order_number: string; printify_order_id: string | null } | undefined;
  await expect
    .poll(
      async () => {
        order = await withDb(async (db) => {
          const { rows } = await db.query<{
            id: string;
            order_number: string;
            printify_order_id: string | null;
          }>(`SELECT id, order_number, printify_order_id FROM orders WHERE order_hash = $1`, [orderHash]);
          return rows[0];
        });
        return Boolean(order?.printify_order_id) && (await mailbox(request, email)).length >= 2;
      },
      { timeout: 60_000, message: 'the order submitted to the print simulator and confirmed by email' },
    )
    .toBe(true);
  return { id: order?.id ?? '', number: order?.order_number ?? '', hash: orderHash };
}

/** The order's fulfilment status as the backend stores it. */
export const fulfilmentStatus = (orderId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ fulfillment_status: string }>(
      `SELECT fulfillment_status FROM orders WHERE id = $1`,
      [orderId],
    );
    return rows[0]?.fulfillment_status;
  });

/**
 * Moves the order's simulated prints (the original, its reprints and replacements) on, one step per call of the dev
 * tick route, until `reached` holds: the simulator has no clock in these runs. Its webhooks are handled by the
 * backend's jobs, so `reached` is read again after every step; extra ticks past delivered take no step.
 */
export async function tickUntil(
  request: APIRequestContext,
  orderHash: string,
  reached: () => Promise<boolean>,
  what: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await reached()) return true;
        const tick = await request.post(`${API}/api/dev/fulfilment-simulator/tick`, { data: { orderHash } });
        expect(tick.status(), await tick.text()).toBe(200);
        return reached();
      },
      { message: what, timeout: 30_000, intervals: [100, 250, 500, 1000] },
    )
    .toBe(true);
}

/** Ends the order's production hold through the staff action, as staff would from the order page. */
export async function sendToProduction(request: APIRequestContext, orderId: string): Promise<void> {
  const staff = await bearer(request, STAFF_EMAIL);
  const released = await request.post(`${API}/api/admin/orders/${orderId}/send-to-production`, {
    headers: staff,
  });
  expect(released.status(), await released.text()).toBe(200);
}

/** Ends the order's production hold through staff and ticks its print on to delivered. */
export async function deliver(request: APIRequestContext, order: PaidOrder): Promise<void> {
  await sendToProduction(request, order.id);
  await tickUntil(
    request,
    order.hash,
    async () => (await fulfilmentStatus(order.id)) === 'delivered',
    `order ${order.number} delivered`,
  );
}

/** The ids of the order's lines, in the order they were made. */
export const lineIdsOf = (orderId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM order_line_items WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    return rows.map((row) => row.id);
  });

/** A photo of the shop's journeys (shop-frontend/e2e/fixtures), as a customer would upload it. */
export const fixturePhoto = (name: string): Buffer =>
  readFileSync(path.join(here, '../../shop-frontend/e2e/fixtures', name));

/** The customer's report through the shop's API (multipart: reason, lines, description, photos). */
export async function reportClaim(
  request: APIRequestContext,
  customer: { authorization: string },
  order: PaidOrder,
  fields: { reason: string; lineId: string; description: string },
  photos: Buffer[],
): Promise<string> {
  const form = new FormData();
  form.append('reason', fields.reason);
  form.append('lineIds', fields.lineId);
  form.append('description', fields.description);
  photos.forEach((bytes, i) =>
    form.append('photos', new File([new Uint8Array(bytes)], `photo-${i}.png`, { type: 'image/png' })),
  );
  const made = await request.post(`${API}/api/orders/${order.hash}/claims`, {
    headers: customer,
    multipart: form,
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}
