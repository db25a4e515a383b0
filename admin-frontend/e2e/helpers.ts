import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The backend of this run (playwright.config.ts starts it) and its embedded PostgreSQL. */
export const API = `http://localhost:${Number(process.env.E2E_PORT ?? 3110)}`;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5510);
/** The password of every account the admin journeys make. */
export const PASSWORD = 'Staff-Passw0rd!';
const here = path.dirname(fileURLToPath(import.meta.url));

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
