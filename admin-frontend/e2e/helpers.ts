import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The backend of this run (playwright.config.ts starts it) and its embedded PostgreSQL. */
export const API = `http://localhost:${Number(process.env.E2E_PORT ?? 3110)}`;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5510);
/** The password of every account the admin journeys make. */
export const PASSWORD = 'Staff-Passw0rd!';
const here = path.dirname(fileURLToPath(import.meta.url));
const STORAGE = path.join(here, '../test-results/e2e-data/storage');

/**
 * Registers `email` through the API and opens the verification link of the dev mailbox. With `alreadyMade`, an
 * account the run's other journey registered first (400) is taken as it is.
 */
export async function registerVerified(
  request: APIRequestContext,
  email: string,
  { alreadyMade = false } = {},
): Promise<void> {
  const registered = await request.post(`${API}/api/register`, {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (alreadyMade && registered.status() !== 201) {
    expect(registered.status(), await registered.text()).toBe(400);
    return;
  }
  expect(registered.status(), await registered.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`${API}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
      ).json()) as { text: string }[];
      link = mails
        .map((mail) => /https?:\/\/\S*verify-email\?token=[^\s"'<>]+/.exec(mail.text)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  await request.get(`${API}${(link ?? '').replace(/^https?:\/\/[^/]+/, '')}`, { maxRedirects: 0 });
}

/** The journey's database (the backend's embedded PostgreSQL of this run). */
export async function withDb<T>(body: (db: pg.Client) => Promise<T>): Promise<T> {
  const password = readFileSync(path.join(here, '../test-results/e2e-data/postgres.password'), 'utf8').trim();
  const db = new pg.Client({
    host: '127.0.0.1',
    port: PG_PORT,
    user: 'postgres',
    password,
    database: 'petart',
  });
  await db.connect();
  try {
    return await body(db);
  } finally {
    await db.end();
  }
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

export const mailbox = async (request: APIRequestContext, to: string) =>
  (await (await request.get(`${API}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
    subject: string;
  }[];

export interface PaidOrder {
  id: string;
  number: string;
  hash: string;
}

/**
 * A paid order as the shop makes it: an artwork in the storage per line, the customer's cart, the checkout and the
 * local test card; then the backend's jobs submit it to the print simulator, where it waits out the production hold.
 */
export async function paidOrder(
  request: APIRequestContext,
  email: string,
  lines: { printType: string; printSize: string }[] = [{ printType: 'poster', printSize: '12x18' }],
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
    .poll(async () => {
      order = await withDb(async (db) => {
        const { rows } = await db.query<{
          id: string;
          order_number: string;
          printify_order_id: string | null;
        }>(`SELECT id, order_number, printify_order_id FROM orders WHERE order_hash = $1`, [orderHash]);
        return rows[0];
      });
      return Boolean(order?.printify_order_id) && (await mailbox(request, email)).length >= 2;
    })
    .toBe(true);
  return { id: order?.id ?? '', number: order?.order_number ?? '', hash: orderHash };
}
